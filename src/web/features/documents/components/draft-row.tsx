import { RotateCcwIcon, XIcon } from "lucide-react";
import { type DocumentKind, formatFileSize } from "@/domain/documents";
import { Button } from "@/web/components/ui/button";
import { NativeSelect } from "@/web/components/ui/input";
import { type DocumentDraft, type DocumentDrafts, kindOptions } from "../hooks/use-document-drafts";
import { DocumentIcon } from "./document-icon";

/** A document on its way: its kind (while it waits), its progress, or why it failed. */
export function DraftRow({ draft, drafts }: { draft: DocumentDraft; drafts: DocumentDrafts }) {
  const fromLibrary = "document" in draft.source;
  const percent = Math.round(draft.progress * 100);
  return (
    <li className="flex items-center gap-3 rounded-xl border border-border bg-surface-raised px-3 py-2.5">
      <DocumentIcon name={draft.name} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="truncate text-sm font-medium">{draft.name}</span>
        {draft.state === "sending" && !fromLibrary ? (
          <div className="flex items-center gap-2">
            <div
              role="progressbar"
              aria-label={`Uploading ${draft.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-1.5 flex-1 overflow-hidden rounded-full bg-surface-hover"
            >
              <div
                className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none"
                style={{ width: `${percent}%` }}
              />
            </div>
            <span className="w-9 text-right text-xs text-muted tabular-nums">{percent}%</span>
          </div>
        ) : draft.state === "failed" ? (
          <span role="alert" className="text-xs text-destructive-text">
            {draft.error}
          </span>
        ) : (
          <span className="text-xs text-muted">
            {fromLibrary ? "From your library" : formatFileSize(draft.byteSize)}
            {draft.state === "sending" ? " · Attaching..." : null}
          </span>
        )}
      </div>
      {draft.state === "waiting" && !fromLibrary ? (
        <NativeSelect
          aria-label={`Kind of ${draft.name}`}
          value={draft.kind}
          onChange={(event) => drafts.setKind(draft.key, event.target.value as DocumentKind)}
          className="h-8 w-auto py-0 text-xs"
        >
          {kindOptions.map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </NativeSelect>
      ) : null}
      {draft.state === "failed" ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => drafts.retry(draft)}
          aria-label={`Retry ${draft.name}`}
        >
          <RotateCcwIcon aria-hidden />
        </Button>
      ) : null}
      {draft.state !== "sending" ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => drafts.remove(draft.key)}
          aria-label={`Remove ${draft.name}`}
        >
          <XIcon aria-hidden />
        </Button>
      ) : null}
    </li>
  );
}
