import { Suspense } from "react";
import { preloadableLazy } from "@/web/lib/preloadable-lazy";

const manager = preloadableLazy(() => import("./tag-manager"));

/** The tag manager, its code fetched the first time it opens: most visits never need it. */
export function TagManagerDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Suspense fallback={null}>
      <manager.Component {...props} />
    </Suspense>
  );
}
