import { TriangleAlertIcon } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { paths } from "@/domain/paths";
import { Button } from "@/web/components/ui/button";

const errorScreenTitle = "Something went wrong";
const errorScreenMessage =
  "We encountered an unexpected error while loading this page. This has been logged and we'll look into it.";

/**
 * The render-error screen. "Go Home" is a plain link so it works even when the router itself
 * is what failed.
 */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
      <span className="mb-6 flex size-14 items-center justify-center rounded-2xl border border-destructive/60 bg-destructive/15">
        <TriangleAlertIcon aria-hidden className="size-7 text-destructive-text" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{errorScreenTitle}</h1>
      <p className="mt-3 text-muted">{errorScreenMessage}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>Try Again</Button>
        <Button variant="secondary" asChild>
          <a href={paths.landing}>Go Home</a>
        </Button>
      </div>
    </div>
  );
}

/** A chunk that failed to download stays failed inside React.lazy: only a reload fetches it again. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk/i.test(
      error.message,
    )
  );
}

type ErrorBoundaryProps = { children: ReactNode; resetKey?: unknown };
type ErrorBoundaryState = { error: unknown; failed: boolean };

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The browser console is where this is logged for now; a reporting endpoint can hook in here.
    console.error("Render error", error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    // Navigating elsewhere clears the error screen.
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null, failed: false });
  }

  retry = () => {
    if (isChunkLoadError(this.state.error)) {
      window.location.reload();
      return;
    }
    this.setState({ error: null, failed: false });
  };

  override render() {
    if (this.state.failed) return <ErrorScreen onRetry={this.retry} />;
    return this.props.children;
  }
}
