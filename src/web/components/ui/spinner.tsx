import { LoaderCircleIcon } from "lucide-react";
import { cn } from "@/web/lib/cn";

/** A spinning mark; decorative, so pair it with visible or screen-reader text. */
export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircleIcon
      aria-hidden
      className={cn("size-4 animate-spin motion-reduce:animate-none", className)}
    />
  );
}

/** A whole-area loading state with its text announced politely. */
export function LoadingState({ label = "Loading...", className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn("flex min-h-40 items-center justify-center gap-3 text-muted", className)}
    >
      <Spinner className="size-5 text-primary" />
      <span>{label}</span>
    </div>
  );
}
