import { CheckCheckIcon, InboxIcon, UploadIcon } from "lucide-react";
import { useId, useState } from "react";
import type { InboxItem, InboxState } from "@/domain/inbox/inbox-item";
import { FileDropZone } from "@/web/components/file-drop-zone";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { EmptyState } from "@/web/components/ui/empty-state";
import { LoadingState } from "@/web/components/ui/spinner";
import { Switch } from "@/web/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { toast } from "@/web/components/ui/use-toast";
import { errorToText } from "@/web/lib/api-client";
import {
  useApplyInboxItem,
  useDismissInboxItem,
  useInboxCount,
  useInboxPages,
  useInboxSettings,
  useUpdateInboxSettings,
  useUploadMail,
} from "../api/inbox";
import { InboxItemCard } from "./inbox-item-card";

const emptyText: Record<InboxState, { title: string; description: string }> = {
  pending: {
    title: "Nothing waiting",
    description:
      "Mail about your applications shows here, read for what it means. Add a saved mail (.eml) to try it.",
  },
  applied: { title: "Nothing applied yet", description: "Mails you apply are listed here, each with Undo." },
  dismissed: {
    title: "Nothing set aside",
    description:
      "Mails you dismiss, and mails that change nothing (job alerts, newsletters), are kept here to bring back.",
  },
};

/**
 * Saved mails handed to the inbox one after another; one note at the end says how it went,
 * naming a file that could not be added and why.
 */
function useAddMails() {
  const upload = useUploadMail();
  const add = async (files: File[]) => {
    const failures: string[] = [];
    for (const file of files) {
      try {
        await upload.mutateAsync(file);
      } catch (error) {
        failures.push(`${file.name}: ${errorToText(error)}`);
      }
    }
    const added = files.length - failures.length;
    if (failures.length > 0)
      toast({
        title:
          files.length === 1
            ? `Could not add ${files[0]!.name}`
            : `${failures.length} of ${files.length} mails could not be added`,
        description: files.length === 1 ? failures[0]!.slice(files[0]!.name.length + 2) : failures.join(" "),
        variant: "destructive",
      });
    else
      toast({
        title: added === 1 ? "Mail added" : `${added} mails added`,
        description: "Each is read and waits for you below.",
        variant: "success",
      });
  };
  return { add, busy: upload.isPending };
}

function AutoApplySetting() {
  const id = useId();
  const settings = useInboxSettings();
  const update = useUpdateInboxSettings();
  return (
    <div className="flex items-start gap-3 rounded-(--radius-card) border border-border bg-surface p-4">
      <Switch
        id={id}
        aria-describedby={`${id}-hint`}
        checked={settings.data?.autoApply ?? false}
        disabled={!settings.data || update.isPending}
        onCheckedChange={(checked) =>
          update.mutate(checked, {
            onError: (error) =>
              toast({
                title: "Could not save the setting",
                description: errorToText(error),
                variant: "destructive",
              }),
          })
        }
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-foreground">
          Apply sure changes by themselves
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted">
          Only a sure step forward on an application you track (never back from an offer, never on an archived
          one). Each shows as applied, with Undo.
        </p>
      </div>
    </div>
  );
}

function ItemList({ state }: { state: InboxState }) {
  const inbox = useInboxPages(state);
  const apply = useApplyInboxItem();
  const dismiss = useDismissInboxItem();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  if (inbox.isPending) return <LoadingState label="Loading your inbox..." className="py-16" />;
  if (inbox.isError)
    return (
      <Alert variant="destructive" title="Could not load your inbox">
        {errorToText(inbox.error)}
      </Alert>
    );
  const items = inbox.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <EmptyState
        icon={InboxIcon}
        compact
        title={emptyText[state].title}
        description={emptyText[state].description}
      >
        {null}
      </EmptyState>
    );

  const picking = state === "pending";
  const picked = items.filter((item) => chosen.has(item.id));
  const toggle = (item: InboxItem, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(item.id);
      else next.delete(item.id);
      return next;
    });
  /** One change to every chosen item, one after another; says how many took. */
  const forChosen = async (action: "apply" | "dismiss") => {
    const targets = action === "apply" ? picked.filter((item) => item.proposal.action !== "none") : picked;
    let done = 0;
    for (const item of targets) {
      try {
        if (action === "apply") await apply.mutateAsync({ id: item.id });
        else await dismiss.mutateAsync(item.id);
        done += 1;
      } catch (error) {
        toast({
          title: "One mail could not be changed",
          description: errorToText(error),
          variant: "destructive",
        });
      }
    }
    setChosen(new Set());
    toast({
      title: `${done} ${done === 1 ? "mail" : "mails"} ${action === "apply" ? "applied" : "dismissed"}`,
      variant: "success",
    });
  };

  return (
    <div className="flex flex-col gap-3">
      {picking ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              setChosen(picked.length === items.length ? new Set() : new Set(items.map((item) => item.id)))
            }
          >
            <CheckCheckIcon aria-hidden /> {picked.length === items.length ? "Choose none" : "Choose all"}
          </Button>
          {picked.length > 0 ? (
            <>
              <span aria-live="polite">{picked.length} chosen</span>
              <Button
                size="sm"
                disabled={apply.isPending || picked.every((item) => item.proposal.action === "none")}
                onClick={() => void forChosen("apply")}
              >
                Apply chosen
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={dismiss.isPending}
                onClick={() => void forChosen("dismiss")}
              >
                Dismiss chosen
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      {items.map((item) => (
        <InboxItemCard
          key={item.id}
          item={item}
          {...(picking
            ? { selected: chosen.has(item.id), onSelectedChange: (on: boolean) => toggle(item, on) }
            : {})}
        />
      ))}
      {inbox.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          disabled={inbox.isFetchingNextPage}
          onClick={() => void inbox.fetchNextPage()}
        >
          {inbox.isFetchingNextPage ? "Loading..." : "Show more"}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The inbox: mail about the user's applications, each item saying what it proposes, waiting
 * for Apply, Change or Dismiss; what was applied, with Undo; what was dismissed. Saved mails
 * are added by dropping or picking them.
 */
export function InboxView() {
  const [tab, setTab] = useState<InboxState>("pending");
  const waiting = useInboxCount().data;
  const { add, busy } = useAddMails();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">Inbox</h1>
          <p className="mt-1 text-sm text-muted">
            Mail about your applications, read for what it means. Nothing changes until you apply it.
          </p>
        </div>
      </div>
      <div className="mt-6 grid gap-3 md:grid-cols-2">
        <FileDropZone
          onFiles={(files) => void add(files)}
          accept=".eml,message/rfc822"
          multiple
          inputLabel="Saved mails (.eml)"
          className="justify-center gap-2 py-4"
        >
          {({ dragging, choose }) => (
            <>
              <p className="text-sm text-muted">
                {dragging ? "Drop the mails to add them" : "Drop saved mails (.eml) here, or"}
              </p>
              <Button size="sm" variant="secondary" onClick={choose} disabled={busy}>
                <UploadIcon aria-hidden /> {busy ? "Adding..." : "Choose mails"}
              </Button>
            </>
          )}
        </FileDropZone>
        <AutoApplySetting />
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as InboxState)} className="mt-8">
        <TabsList aria-label="Mails">
          <TabsTrigger value="pending">Waiting{waiting ? ` (${waiting})` : ""}</TabsTrigger>
          <TabsTrigger value="applied">Applied</TabsTrigger>
          <TabsTrigger value="dismissed">Set aside</TabsTrigger>
        </TabsList>
        {(["pending", "applied", "dismissed"] as const).map((state) => (
          <TabsContent key={state} value={state}>
            {tab === state ? <ItemList state={state} /> : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
