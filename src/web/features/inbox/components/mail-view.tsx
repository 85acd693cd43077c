import { useState } from "react";
import { Alert } from "@/web/components/ui/alert";
import { LoadingState } from "@/web/components/ui/spinner";
import { errorToText } from "@/web/lib/api-client";
import { cn } from "@/web/lib/cn";
import { useInboxMail } from "../api/inbox";

/**
 * What a frame drawing a stranger's HTML may do: nothing. No script, no request of any kind
 * (images, fonts, styles from elsewhere): the server already took them out, and this holds
 * even if it missed one. Links open in a new tab, outside the frame.
 */
const framePolicy = "default-src 'none'; style-src 'unsafe-inline'";

const frameDocument = (html: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${framePolicy}"><style>body{font:14px/1.5 system-ui,sans-serif;color:#111827;background:#fff;margin:16px;overflow-wrap:anywhere}table{max-width:100%}</style></head><body>${html}</body></html>`;

/** The mail itself, as text or as its cleaned HTML in a frame that runs and loads nothing. */
export function MailView({ id }: { id: string }) {
  const mail = useInboxMail(id, true);
  const [asHtml, setAsHtml] = useState(false);
  if (mail.isPending) return <LoadingState label="Loading the mail..." className="py-6" />;
  if (mail.isError)
    return (
      <Alert variant="destructive" title="Could not load the mail">
        {errorToText(mail.error)}
      </Alert>
    );
  const { text, html } = mail.data;
  return (
    <div className="mt-3 rounded-lg border border-border bg-background/60">
      {html ? (
        <fieldset className="flex items-center gap-1 border-b border-border px-3 py-2 text-xs">
          <legend className="sr-only">Show the mail as</legend>
          {[
            { label: "Text", value: false },
            { label: "As sent (images off)", value: true },
          ].map((choice) => (
            <label
              key={choice.label}
              className={cn(
                "cursor-pointer rounded-md px-2.5 py-1 font-medium has-focus-visible:outline-2 has-focus-visible:outline-ring",
                asHtml === choice.value
                  ? "bg-surface-hover text-foreground"
                  : "text-muted hover:text-foreground",
              )}
            >
              <input
                type="radio"
                name={`mail-view-${id}`}
                className="sr-only"
                checked={asHtml === choice.value}
                onChange={() => setAsHtml(choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      {asHtml && html ? (
        <iframe
          title="The mail as it was sent, without images"
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          srcDoc={frameDocument(html)}
          className="h-96 w-full rounded-b-lg bg-white"
        />
      ) : (
        <pre className="max-h-96 overflow-auto whitespace-pre-wrap break-words px-4 py-3 font-sans text-sm text-muted">
          {text.trim() || "This mail has no text."}
        </pre>
      )}
    </div>
  );
}
