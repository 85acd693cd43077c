import { LinkIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { type CapturedPosting, postingMessages } from "@/domain/postings";
import { Button } from "@/web/components/ui/button";
import { FieldError } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Spinner } from "@/web/components/ui/spinner";
import { useCapturePosting } from "@/web/entities/posting/api/postings";
import { errorToText, isApiError } from "@/web/lib/api-client";

/**
 * The add form's first step, for those who have the posting open: paste its address, and
 * the server reads the company, title, location and the rest into the form to confirm. It
 * sits inside the application's form, so it is a group with its own button (Enter reads).
 */
export function CapturePosting({
  initialUrl,
  onCaptured,
}: {
  /** An address sent from the bookmarklet: read at once. */
  initialUrl?: string | undefined;
  onCaptured: (posting: CapturedPosting) => void;
}) {
  const id = useId();
  const capture = useCapturePosting();
  const [url, setUrl] = useState(initialUrl ?? "");
  const [error, setError] = useState<string | null>(null);
  const read = (address: string) => {
    setError(null);
    capture.mutate(address, {
      onSuccess: onCaptured,
      onError: (failure) =>
        setError(
          isApiError(failure, "VALIDATION_ERROR") && failure.fields?.url
            ? failure.fields.url
            : errorToText(failure),
        ),
    });
  };
  const started = useRef(false);
  useEffect(() => {
    if (!initialUrl || started.current) return;
    started.current = true;
    read(initialUrl);
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
          {capture.isSuccess
            ? postingMessages.captured
            : "Company, title, location, salary and the posting's text, read from the page for you to check."}
        </p>
      )}
    </fieldset>
  );
}
