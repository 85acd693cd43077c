import { CalendarPlusIcon, RefreshCwIcon } from "lucide-react";
import { useState } from "react";
import { type CalendarFeed, calendarFeedMessages, type NewCalendarFeed } from "@/domain/interviews";
import { calendarFeedSettings } from "@/domain/paths";
import { LoadFailure } from "@/web/components/load-failure";
import { Alert } from "@/web/components/ui/alert";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { LoadingState, Spinner } from "@/web/components/ui/spinner";
import { toast } from "@/web/components/ui/use-toast";
import { errorToText } from "@/web/lib/api-client";
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from "../api/calendar-feed";
import { useLinkedSection } from "../hooks/use-linked-section";
import { CopyField } from "./copy-field";
import { SettingsSection } from "./settings-section";

const title = "Calendar feed";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/**
 * A private address calendar apps subscribe to, holding the interviews and follow-ups with
 * a reminder the day before. It is shown once, when made; it can be replaced or turned off.
 */
export function CalendarFeedSection() {
  const feed = useCalendarFeed();
  // The dashboard's "Add to your calendar" leads here.
  const sectionRef = useLinkedSection(calendarFeedSettings, feed.data !== undefined);
  return (
    <div ref={sectionRef} className="scroll-mt-24">
      <SettingsSection
        title={title}
        description="Your interviews and follow-ups in Google Calendar, Apple Calendar or Outlook, each with a reminder the day before."
      >
        {feed.data ? (
          <FeedControls feed={feed.data} />
        ) : feed.isError ? (
          <LoadFailure
            title="Could not load your calendar feed"
            error={feed.error}
            onRetry={() => void feed.refetch()}
            retrying={feed.isFetching}
          />
        ) : (
          <LoadingState label="Loading calendar feed..." />
        )}
      </SettingsSection>
    </div>
  );
}

function FeedControls({ feed }: { feed: CalendarFeed }) {
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [created, setCreated] = useState<NewCalendarFeed | null>(null);
  const [confirming, setConfirming] = useState<"replace" | "revoke" | null>(null);
  const failed = (error: unknown) => toast({ title: errorToText(error), variant: "destructive" });

  const makeAddress = () =>
    create.mutate(undefined, {
      onSuccess: (answer) => {
        setCreated(answer);
        setConfirming(null);
        toast({ title: calendarFeedMessages.created, variant: "success" });
      },
      onError: failed,
    });
  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setCreated(null);
        setConfirming(null);
        toast({ title: calendarFeedMessages.revoked, variant: "success" });
      },
      onError: failed,
    });

  if (!feed.active)
    return (
      <Button onClick={makeAddress} disabled={create.isPending}>
        {create.isPending ? <Spinner /> : <CalendarPlusIcon aria-hidden />}
        Create calendar address
      </Button>
    );

  return (
    <div className="flex flex-col gap-4">
      {created ? (
        <NewAddress feed={created} />
      ) : (
        <p className="text-sm text-muted">
          <Badge variant="success" className="mr-2">
            Live
          </Badge>
          Since {feed.createdAt ? dateTime.format(new Date(feed.createdAt)) : "now"}.{" "}
          {feed.lastUsedAt
            ? `A calendar app last read it ${dateTime.format(new Date(feed.lastUsedAt))}.`
            : "No calendar app has read it yet."}{" "}
          The address is shown only when it is made: if you no longer have it, create a new one.
        </p>
      )}
      {confirming ? (
        <Alert
          variant="destructive"
          role="group"
          title={confirming === "replace" ? "Replace the calendar address?" : "Turn the calendar feed off?"}
        >
          <p>Calendars subscribed to the current address stop updating at once.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setConfirming(null)}>
              Keep it
            </Button>
            {confirming === "replace" ? (
              <Button variant="destructive" size="sm" onClick={makeAddress} disabled={create.isPending}>
                Create a new address
              </Button>
            ) : (
              <Button variant="destructive" size="sm" onClick={turnOff} disabled={revoke.isPending}>
                Turn off feed
              </Button>
            )}
          </div>
        </Alert>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setConfirming("replace")}>
            <RefreshCwIcon aria-hidden /> New address
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming("revoke")}>
            Turn off
          </Button>
        </div>
      )}
    </div>
  );
}

/** The address just made: to copy now or open in a calendar app. */
function NewAddress({ feed }: { feed: NewCalendarFeed }) {
  return (
    <CopyField
      label="Your calendar address"
      value={feed.url}
      hint={
        <>
          Copy it now: it is shown only this once. Anyone with it can see your interviews, so keep it to your
          calendar app. In Google Calendar: Other calendars, From URL. Or{" "}
          <a href={feed.webcalUrl} className="font-medium text-primary underline underline-offset-4">
            open it in your calendar app
          </a>
          .
        </>
      }
    />
  );
}
