import { WifiOffIcon } from "lucide-react";
import { useIsOnline } from "@/web/lib/online";

/**
 * While the browser is offline, every signed-in page says so: what it shows is the data as
 * last seen, and nothing can be changed until the connection returns. The live region stays
 * mounted so that screen readers announce the message when it appears.
 */
export function OfflineBanner() {
  const online = useIsOnline();
  return (
    <div role="status" className="sticky top-16 z-30">
      {online ? null : (
        <div className="border-b border-primary/40 bg-[#2a1d08]">
          <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2.5 text-sm sm:px-6 lg:px-8">
            <WifiOffIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <p>
              <span className="font-semibold">You're offline.</span>{" "}
              <span className="text-foreground/90">
                You're seeing your data as it was last loaded. It can't be changed until the connection
                returns.
              </span>
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
