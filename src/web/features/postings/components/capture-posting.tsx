import { LinkIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { readPostingText } from "@/domain/posting-text";
import { type AddFormLink, type CapturedPosting, postingMessages } from "@/domain/postings";
import { Button } from "@/web/components/ui/button";
import { FieldError } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Spinner } from "@/web/components/ui/spinner";
import { useCapturePosting } from "@/web/entities/posting/api/postings";
import { errorToText, isApiError } from "@/web/lib/api-client";
import { postingHandoff } from "../posting-handoff";

/** What a share said, over what the server could read of its page (kept where the share is silent). */
const sharedOver = (page: CapturedPosting, shared: CapturedPosting): CapturedPosting => ({
  ...page,
  company: shared.company ?? page.company,
  jobTitle: shared.jobTitle ?? page.jobTitle,
  location: shared.location ?? page.location,
  salaryRange: shared.salaryRange ?? page.salaryRange,
  employmentType: shared.employmentType ?? page.employmentType,
  requisitionId: shared.requisitionId ?? page.requisitionId,
  description: shared.description ?? page.description,
});

/**
 * The add form's first step, for those who have the posting open: paste its address, and
 * the server reads the company, title, location and the rest into the form to confirm. It
 * sits inside the application's form, so it is a group with its own button (Enter reads).
 * A posting handed over fills the form at once: an address is read as if pasted, a posting
 * the extension read is taken as it is, and a shared text is read as a posting (also when
 * the address shared with it cannot be read).
 */
export function CapturePosting({
  link,
  onCaptured,
}: {
  link?: AddFormLink | undefined;
  onCaptured: (posting: CapturedPosting) => void;
}) {
  const [handoff] = useState(() => (link ? postingHandoff(link) : undefined));
  const id = useId();
  const capture = useCapturePosting();
  const [url, setUrl] = useState(handoff?.postingUrl ?? handoff?.posting?.url ?? "");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const read = (address: string, fallback?: CapturedPosting) => {
    setError(null);
    setNotice(null);
    capture.mutate(address, {
      onSuccess: (posting) => {
        // A sign-in wall reads as a page with a title and no posting: what was shared says more.
        if (fallback && posting.source !== "JobPosting") {
          onCaptured(sharedOver(posting, fallback));
          setNotice(postingMessages.filledFromShare);
        } else onCaptured(posting);
      },
      onError: (failure) => {
        if (fallback) {
          onCaptured(fallback);
          setNotice(postingMessages.filledFromShare);
          return;
        }
        setError(
          isApiError(failure, "VALIDATION_ERROR") && failure.fields?.url
            ? failure.fields.url
            : errorToText(failure),
        );
      },
    });
  };
  const started = useRef(false);
  useEffect(() => {
    if (!handoff || started.current) return;
    started.current = true;
    const shared = handoff.shared
      ? readPostingText(handoff.shared.text, { title: handoff.shared.title, url: handoff.postingUrl ?? null })
      : undefined;
    if (handoff.posting) {
      onCaptured(handoff.posting);
      setNotice(postingMessages.captured);
    } else if (handoff.postingUrl) read(handoff.postingUrl, shared);
    else if (shared) {
      onCaptured(shared);
      setNotice(postingMessages.filledFromShare);
    }
  });

  return (
    <fieldset
      className="flex flex-col gap-2 rounded-xl border border-dashed border-border-strong p-3 sm:col-span-2"
      onKeyDown={(event) => {
        if (event.key !== "Enter" || !(event.target instanceof HTMLInputElement)) return;
        event.preventDefault();
        if (url.trim()) read(url.trim());
      }}
    >
      <legend className="sr-only">Fill from a job posting</legend>
      <Label htmlFor={`${id}-url`}>Fill from a job posting</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          placeholder="Paste the posting's address"
          value={url}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => setUrl(event.target.value)}
        />
        <Button
          variant="secondary"
          className="sm:h-auto"
          disabled={capture.isPending || !url.trim()}
          onClick={() => read(url.trim())}
        >
          {capture.isPending ? <Spinner /> : <LinkIcon aria-hidden />}
          {capture.isPending ? "Reading..." : "Fill from posting"}
        </Button>
      </div>
      {error ? (
        <FieldError id={`${id}-error`}>{error}</FieldError>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {notice ??
            (capture.isSuccess
              ? postingMessages.captured
              : "Company, title, location, salary and the posting's text, read from the page for you to check.")}
        </p>
      )}
    </fieldset>
  );
}
