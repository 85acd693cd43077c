import { useId } from "react";
import type { CapturedPosting } from "@/domain/postings";
import { Checkbox } from "@/web/components/ui/checkbox";

/** What the form keeps of a posting read, beyond its fields: shown to check before saving. */
export type CapturedExtras = Pick<CapturedPosting, "url" | "employmentType" | "salaryRange" | "description">;

/** The posting's details the form has no field for, and whether to keep its text. */
export function PostingPreview({
  posting,
  keep,
  onKeepChange,
}: {
  posting: CapturedExtras;
  keep: boolean;
  onKeepChange: (keep: boolean) => void;
}) {
  const id = useId();
  const facts = [posting.employmentType, posting.salaryRange].filter(Boolean).join(" · ");
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface-raised p-3 text-sm sm:col-span-2">
      <p className="font-medium">From the posting{facts ? `: ${facts}` : ""}</p>
      {posting.description ? (
        <>
          <details>
            <summary className="cursor-pointer text-muted">The posting's text</summary>
            <p className="mt-2 max-h-60 overflow-y-auto break-words whitespace-pre-line text-muted">
              {posting.description}
            </p>
          </details>
          <div className="flex items-center gap-2">
            <Checkbox id={id} checked={keep} onCheckedChange={(checked) => onKeepChange(checked === true)} />
            <label htmlFor={id}>Keep the posting's text with the application (postings disappear)</label>
          </div>
        </>
      ) : null}
    </div>
  );
}
