import { RotateCwIcon } from "lucide-react";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { errorToText } from "@/web/lib/api-client";

type LoadFailureProps = {
  /** What could not be loaded, e.g. "Your applications could not be loaded". */
  title: string;
  error: unknown;
  onRetry: () => void;
  /** A retry is on its way: the button waits for it. */
  retrying: boolean;
};

/** A query that failed: why, in the words the error carries, and a Retry button. */
export function LoadFailure({ title, error, onRetry, retrying }: LoadFailureProps) {
  return (
    <Alert variant="destructive" title={title}>
      <div className="flex flex-col items-start gap-3">
        <p>{errorToText(error)}</p>
        <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
          <RotateCwIcon aria-hidden /> Retry
        </Button>
      </div>
    </Alert>
  );
}
