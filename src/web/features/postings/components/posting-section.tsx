import { ExternalLinkIcon } from "lucide-react";
import { useId, useState } from "react";
import { postingTextLimit } from "@/domain/posting-limits";
import { postingMessages } from "@/domain/postings";
import { isWebAddress } from "@/domain/text";
import { Button } from "@/web/components/ui/button";
import { Textarea } from "@/web/components/ui/input";
import { toast } from "@/web/components/ui/use-toast";
import { formatDay } from "@/web/entities/application/lib/dates";
import { useApplicationPosting, useDeletePosting, useSavePosting } from "@/web/entities/posting/api/postings";
import { errorToText, isApiError } from "@/web/lib/api-client";

/** How much of a kept posting shows before "Show the whole posting". */
const previewLength = 600;

/**
 * The job posting kept with the application (postings disappear once filled): its type,
 * salary and text, to read again before an interview; or a place to paste it.
 */
export function PostingSection({ applicationId }: { applicationId: string }) {
  const posting = useApplicationPosting(applicationId);
  const kept = posting.data?.posting;
  const [whole, setWhole] = useState(false);
  const [pasting, setPasting] = useState(false);
  const remove = useDeletePosting();
  return (
    <section aria-labelledby="posting-heading" className="border-t border-border pt-5">
      <h3 id="posting-heading" className="mb-1 text-xs font-semibold tracking-wider text-subtle uppercase">
        Job posting
      </h3>
      {posting.isPending ? (
        <p role="status" className="text-sm text-muted">
          Loading the posting...
        </p>
      ) : posting.isError ? (
        <p className="text-sm text-destructive-text">{errorToText(posting.error)}</p>
      ) : kept && !pasting ? (
        <div className="flex flex-col gap-2 text-sm">
          <p className="text-xs text-muted">
            Kept {formatDay(kept.capturedAt.slice(0, 10))}
            {[kept.employmentType, kept.salaryRange].filter(Boolean).map((fact) => ` · ${fact}`)}
          </p>
          {/* Only a web address is made a link: one kept before that rule may be anything. */}
          {kept.url && isWebAddress(kept.url) ? (
            <a
              href={kept.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-w-0 items-center gap-1.5 text-primary underline-offset-4 hover:underline"
            >
              <ExternalLinkIcon aria-hidden className="size-3.5 shrink-0" />
              <span className="truncate">{kept.url.replace(/^https?:\/\//i, "")}</span>
              <span className="sr-only"> (the posting, opens in a new tab)</span>
            </a>
          ) : null}
          <p className="max-h-80 overflow-y-auto rounded-lg border border-border p-3 break-words whitespace-pre-line text-foreground/85">
            {whole || kept.text.length <= previewLength
              ? kept.text
              : `${kept.text.slice(0, previewLength)}...`}
          </p>
          <div className="-ml-3 flex flex-wrap gap-1">
            {kept.text.length > previewLength ? (
              <Button variant="ghost" size="sm" onClick={() => setWhole((shown) => !shown)}>
                {whole ? "Show less" : "Show the whole posting"}
              </Button>
            ) : null}
            <Button variant="ghost" size="sm" onClick={() => setPasting(true)}>
              Replace
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(applicationId, {
                  onError: (error) => toast({ title: errorToText(error), variant: "destructive" }),
                })
              }
            >
              Remove
            </Button>
          </div>
        </div>
      ) : pasting || kept === null ? (
        pasting ? (
          <PasteEditor applicationId={applicationId} onDone={() => setPasting(false)} />
        ) : (
          <div className="flex flex-col items-start gap-2">
            <p className="text-xs text-muted">
              Keep the posting's text here: postings disappear once the job is filled.
            </p>
            <Button variant="secondary" size="sm" onClick={() => setPasting(true)}>
              Paste the posting
            </Button>
          </div>
        )
      ) : null}
    </section>
  );
}

/** The posting's text pasted by hand; a group inside the application's form, saved by its own button. */
function PasteEditor({ applicationId, onDone }: { applicationId: string; onDone: () => void }) {
  const id = useId();
  const save = useSavePosting();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">The posting's text</legend>
      <label htmlFor={id} className="text-sm font-medium">
        The posting's text
      </label>
      <Textarea
        id={id}
        rows={6}
        maxLength={postingTextLimit}
        value={text}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? <p className="text-sm text-destructive-text">{error}</p> : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button
          size="sm"
          disabled={save.isPending}
          onClick={() =>
            save.mutate(
              { applicationId, posting: { text } },
              {
                onSuccess: () => {
                  toast({ title: postingMessages.saved, variant: "success" });
                  onDone();
                },
                onError: (failure) =>
                  setError(
                    isApiError(failure, "VALIDATION_ERROR") && failure.fields?.text
                      ? failure.fields.text
                      : errorToText(failure),
                  ),
              },
            )
          }
        >
          Save posting
        </Button>
      </div>
    </fieldset>
  );
}
