import { AlarmClockIcon, BellRingIcon, CheckIcon, ChevronDownIcon, MailIcon } from "lucide-react";
import { useId, useMemo, useState } from "react";
import type { Application } from "@/domain/application-schemas";
import { addDays, isoDate, localToday } from "@/domain/dates";
import {
  type DueFollowUp,
  dueFollowUps,
  followUpMessages,
  overdueLabel,
  snoozeChoices,
} from "@/domain/follow-ups";
import { NoticeCard } from "@/web/components/notice-card";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { FieldError } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Popover, PopoverAnchor, PopoverContent } from "@/web/components/ui/popover";
import { toast } from "@/web/components/ui/use-toast";
import { useUpdateApplication } from "@/web/entities/application/api/update-application";
import { CompanyMark } from "@/web/entities/application/components/company-mark";
import { formatShortDay } from "@/web/entities/application/lib/dates";
import { mobileQuery, useMediaQuery } from "@/web/hooks/use-media-query";
import { errorToText } from "@/web/lib/api-client";
import { cn } from "@/web/lib/cn";
import { FollowUpEmailDialog } from "./follow-up-email-dialog";

/**
 * A row's button labels: under its buttons on a narrow card, icons only beside the name on a
 * middling one (the name keeps its room; each button says what it does to a screen reader
 * and on hover), words again on a wide one.
 */
const beside = "@lg:@max-2xl:hidden";

/** How many show before "Show all": the list stays a glance, not a second table (one on a phone). */
const shownAtFirst = { laptop: 2, phone: 1 };

/**
 * What is due to follow up, on the dashboard above the views: each open application whose
 * follow-up date is today (in this browser) or past, the longest overdue first, with an email
 * drafted for the contact, a snooze and "done". Nothing is drawn when nothing is due.
 */
export function FollowUpList({
  applications,
  senderName,
}: {
  applications: readonly Application[];
  senderName: string;
}) {
  const due = useMemo(() => dueFollowUps(applications, localToday()), [applications]);
  return due.length === 0 ? null : <DueList due={due} senderName={senderName} />;
}

function DueList({ due, senderName }: { due: DueFollowUp[]; senderName: string }) {
  const [showAll, setShowAll] = useState(false);
  const first = useMediaQuery(mobileQuery) ? shownAtFirst.phone : shownAtFirst.laptop;
  const shown = showAll ? due : due.slice(0, first);
  const overdue = due.filter((item) => item.overdueDays > 0).length;
  return (
    <NoticeCard
      name="follow-ups"
      className="@container"
      icon={<BellRingIcon aria-hidden className="size-5 text-orange-peel" />}
      title="Follow up"
      summary={
        <>
          <Badge variant="accent">{due.length} due</Badge>
          {overdue > 0 ? <span className="text-muted">{overdue} overdue</span> : null}
        </>
      }
    >
      <ul className="divide-y divide-border">
        {shown.map((item) => (
          <FollowUpRow key={item.application.id} item={item} senderName={senderName} />
        ))}
      </ul>
      {due.length > first ? (
        <Button variant="ghost" size="sm" className="mt-1" onClick={() => setShowAll((all) => !all)}>
          {showAll ? "Show fewer" : `Show all ${due.length}`}
        </Button>
      ) : null}
    </NoticeCard>
  );
}

function FollowUpRow({ item, senderName }: { item: DueFollowUp; senderName: string }) {
  const { application, overdueDays } = item;
  const update = useUpdateApplication();
  const [emailing, setEmailing] = useState(false);
  const [pickingDate, setPickingDate] = useState(false);

  // Awaited rather than given callbacks: the row leaves the list the moment the change is
  // made (optimistically), and the toast must still come once the server has it.
  function setFollowUp(followUpDate: string | null, done: string) {
    update.mutateAsync({ id: application.id, changes: { followUpDate } }).then(
      () => toast({ title: done, description: `${application.jobTitle} at ${application.company}` }),
      (error: unknown) =>
        toast({
          title: "Could not save the follow-up",
          description: errorToText(error),
          variant: "destructive",
        }),
    );
  }
  const snooze = (date: string) =>
    setFollowUp(date, `${followUpMessages.snoozed} to ${formatShortDay(date, localToday())}`);

  return (
    <li className="flex flex-col gap-2 py-2 @lg:flex-row @lg:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <CompanyMark name={application.company} logoUrl={application.companyLogoUrl} />
        <div className="min-w-0">
          <p className="truncate font-medium">{application.company}</p>
          <p className="truncate text-sm text-muted">
            {application.jobTitle}
            {application.contactName ? ` · ${application.contactName}` : ""}
          </p>
        </div>
        <span
          className={cn(
            "ml-auto shrink-0 text-sm font-medium whitespace-nowrap @lg:ml-2",
            overdueDays > 0 ? "text-destructive-text" : "text-orange-peel",
          )}
        >
          {overdueLabel(overdueDays)}
        </span>
      </div>
      <div className="grid grid-cols-3 gap-2 @lg:flex @lg:shrink-0 [&>button]:gap-1 [&>button]:px-2 @lg:[&>button]:gap-2 @lg:[&>button]:px-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setEmailing(true)}
          title="Email"
          aria-label={`Email a follow-up for ${application.jobTitle} at ${application.company}`}
        >
          <MailIcon aria-hidden /> <span className={beside}>Email</span>
        </Button>
        <Popover open={pickingDate} onOpenChange={setPickingDate}>
          <DropdownMenu modal={false}>
            <PopoverAnchor asChild>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="secondary"
                  size="sm"
                  title="Snooze"
                  aria-label={`Snooze the follow-up for ${application.jobTitle} at ${application.company}`}
                >
                  <AlarmClockIcon aria-hidden /> <span className={beside}>Snooze</span>{" "}
                  <ChevronDownIcon aria-hidden />
                </Button>
              </DropdownMenuTrigger>
            </PopoverAnchor>
            <DropdownMenuContent align="end">
              {snoozeChoices.map((choice) => (
                <DropdownMenuItem
                  key={choice.days}
                  onSelect={() => snooze(addDays(localToday(), choice.days))}
                >
                  {choice.label}
                </DropdownMenuItem>
              ))}
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => setPickingDate(true)}>Pick a date...</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <PopoverContent align="end" className="w-72">
            <SnoozeDatePicker
              onPick={(date) => {
                setPickingDate(false);
                snooze(date);
              }}
            />
          </PopoverContent>
        </Popover>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setFollowUp(null, followUpMessages.done)}
          title="Done"
          aria-label={`Mark the follow-up for ${application.jobTitle} at ${application.company} as done`}
        >
          <CheckIcon aria-hidden /> <span className={beside}>Done</span>
        </Button>
      </div>
      <FollowUpEmailDialog
        application={application}
        senderName={senderName}
        open={emailing}
        onOpenChange={setEmailing}
        onDone={() => setFollowUp(null, followUpMessages.done)}
      />
    </li>
  );
}

/** A later day of the user's choosing: tomorrow at the earliest. */
function SnoozeDatePicker({ onPick }: { onPick: (date: string) => void }) {
  const id = useId();
  const tomorrow = addDays(localToday(), 1);
  const [date, setDate] = useState(addDays(localToday(), 14));
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      aria-label="Snooze until a date"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isoDate.safeParse(date).success) return setError("Please enter a valid date (YYYY-MM-DD)");
        if (date < tomorrow) return setError("Choose a day after today");
        onPick(date);
      }}
      className="flex flex-col gap-3"
    >
      <Label htmlFor={id}>Follow up on</Label>
      <Input
        id={id}
        type="date"
        min={tomorrow}
        value={date}
        onChange={(event) => {
          setDate(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      <Button type="submit" size="sm">
        Snooze
      </Button>
    </form>
  );
}
