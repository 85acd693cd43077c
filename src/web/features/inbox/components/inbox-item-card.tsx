import { MailOpenIcon, PencilIcon, Undo2Icon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { describeItem, kindLabels } from "@/domain/inbox/describe";
import type { InboxItem } from "@/domain/inbox/inbox-item";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { toast } from "@/web/components/ui/use-toast";
import { StatusBadge } from "@/web/entities/application/components/status-badge";
import { errorToText } from "@/web/lib/api-client";
import { cn } from "@/web/lib/cn";
import { useApplyInboxItem, useDismissInboxItem, useUndoInboxItem } from "../api/inbox";
import { ChangeDialog } from "./change-dialog";
import { MailView } from "./mail-view";

const receivedFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});

const matchedByWords: Record<string, string> = {
  thread: "a reply in the same thread",
  "requisition id": "the requisition ID",
  "sender's domain": "the sender's address",
  "company name": "the company's name",
};

/** How sure, in words: a number alone says little. */
const sureness = (confidence: number) =>
  confidence >= 0.85 ? "Sure" : confidence >= 0.6 ? "Likely" : "Unsure";

function useItemActions() {
  const apply = useApplyInboxItem();
  const dismiss = useDismissInboxItem();
  const undo = useUndoInboxItem();
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorToText(error), variant: "destructive" });
  return {
    pending: apply.isPending || dismiss.isPending || undo.isPending,
    apply: (id: string) => apply.mutate({ id }, { onError: failed("Could not apply the mail") }),
    dismiss: (id: string) => dismiss.mutate(id, { onError: failed("Could not dismiss the mail") }),
    undo: (id: string) =>
      undo.mutate(id, {
        onSuccess: () =>
          toast({ title: "Undone", description: "Everything is as it was before.", variant: "success" }),
        onError: failed("Could not undo"),
      }),
  };
}

/** One mail: what it proposes in a sentence, why, and what the user can do with it. */
export function InboxItemCard({
  item,
  selected,
  onSelectedChange,
}: {
  item: InboxItem;
  /** Present while the list lets several be chosen at once. */
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
}) {
  const id = useId();
  const [reading, setReading] = useState(false);
  const [changing, setChanging] = useState(false);
  const actions = useItemActions();
  const sentence = describeItem(item);
  const canApply = item.proposal.action !== "none";
  const proposedStatus = item.proposal.action !== "none" ? item.proposal.status : undefined;

  return (
    <article
      aria-labelledby={`${id}-sentence`}
      className={cn(
        "rounded-(--radius-card) border bg-surface p-4 sm:p-5",
        selected ? "border-primary/60" : "border-border",
      )}
    >
      <div className="flex items-start gap-3">
        {onSelectedChange ? (
          <Checkbox
            className="mt-1"
            checked={selected}
            onCheckedChange={(checked) => onSelectedChange(checked === true)}
            aria-label={`Choose: ${sentence}`}
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
            <Badge variant={item.kind === "other" ? "neutral" : "primary"}>{kindLabels[item.kind]}</Badge>
            <span className="truncate font-medium text-foreground">
              {item.from.name || item.from.address}
            </span>
            <time dateTime={item.receivedAt}>{receivedFormat.format(new Date(item.receivedAt))}</time>
            {item.autoApplied ? <Badge variant="success">Applied by itself</Badge> : null}
          </p>
          <p className="mt-1 truncate text-sm text-muted" title={item.subject}>
            {item.subject || "(no subject)"}
          </p>
          <h3 id={`${id}-sentence`} className="mt-2 text-base font-semibold text-foreground">
            {sentence}
          </h3>
          {item.state === "pending" && (item.because || item.matchedBy) ? (
            <p className="mt-1 text-xs text-muted">
              {sureness(item.confidence)}
              {item.because ? <> · the mail says &ldquo;{item.because}&rdquo;</> : null}
              {item.matchedBy ? <> · found by {matchedByWords[item.matchedBy] ?? item.matchedBy}</> : null}
            </p>
          ) : null}
          {item.application && proposedStatus && item.state === "pending" ? (
            <p className="mt-2 flex items-center gap-2 text-xs text-muted">
              <StatusBadge status={item.application.status} />
              <span aria-hidden>→</span>
              <span className="sr-only">to</span>
              <StatusBadge status={proposedStatus} />
            </p>
          ) : null}

          <div className="mt-3 flex flex-wrap gap-2">
            {item.state === "pending" ? (
              <>
                {canApply ? (
                  <Button size="sm" disabled={actions.pending} onClick={() => actions.apply(item.id)}>
                    Apply
                  </Button>
                ) : null}
                <Button size="sm" variant="secondary" onClick={() => setChanging(true)}>
                  <PencilIcon aria-hidden /> Change
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={actions.pending}
                  onClick={() => actions.dismiss(item.id)}
                >
                  <XIcon aria-hidden /> Dismiss
                </Button>
              </>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                disabled={actions.pending}
                onClick={() => actions.undo(item.id)}
              >
                <Undo2Icon aria-hidden /> {item.state === "applied" ? "Undo" : "Bring back"}
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={reading}
              aria-controls={`${id}-mail`}
              onClick={() => setReading((open) => !open)}
            >
              <MailOpenIcon aria-hidden /> {reading ? "Hide the mail" : "Read the mail"}
            </Button>
          </div>
          <div id={`${id}-mail`}>{reading ? <MailView id={item.id} /> : null}</div>
        </div>
      </div>
      {changing ? <ChangeDialog item={item} open={changing} onOpenChange={setChanging} /> : null}
    </article>
  );
}
