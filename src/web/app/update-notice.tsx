import { useRegisterSW } from "virtual:pwa-register/react";
import { RefreshCwIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { usePageSettled } from "@/web/hooks/use-page-settled";

/**
 * When a new service worker is waiting, offer Refresh Now (activate it and reload) or Later:
 * the user chooses when the page reloads, so nothing they are typing is lost.
 *
 * The browser hands the page to the new worker only once the old one has no request left to
 * answer, which is at once on a quiet page but may take a while on one still loading. So a
 * press shows "Updating..." until the reload, instead of a button that seems to do nothing.
 */
export function UpdateNotice() {
  // The worker is registered only once the page has settled: on a first visit its install
  // downloads the whole app, which on a phone held up the dashboard's own code and data and
  // made its first drawing markedly slower. A version waiting is offered a moment later.
  return usePageSettled() ? <NewVersionNotice /> : null;
}

export function NewVersionNotice() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  const [updating, setUpdating] = useState(false);

  if (!needRefresh) return null;
  return (
    <div
      role="status"
      className="fixed bottom-4 left-4 z-[90] flex max-w-[calc(100%-2rem)] items-start gap-3 rounded-xl border border-border bg-surface-raised p-4 shadow-2xl shadow-black/50 sm:max-w-sm"
    >
      <RefreshCwIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="flex-1">
        <p className="text-sm font-semibold">Update available</p>
        <p className="text-sm text-muted">A new version of JobTrail is ready.</p>
        <div className="mt-3 flex gap-2">
          <Button
            size="sm"
            disabled={updating}
            onClick={() => {
              setUpdating(true);
              void updateServiceWorker(true);
            }}
          >
            {updating ? (
              <>
                <Spinner /> Updating...
              </>
            ) : (
              "Refresh Now"
            )}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
            Later
          </Button>
        </div>
      </div>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => setNeedRefresh(false)}
        className="-mt-1.5 -mr-1.5 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-subtle hover:bg-surface-hover hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <XIcon aria-hidden className="size-4" />
      </button>
    </div>
  );
}
