import { cn } from "@/web/lib/cn";

/** The JobTrail mark: a trail of three stops (applied, interviewing, offer). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 512 512" aria-hidden className={cn("size-8", className)}>
      <rect width="512" height="512" rx="112" fill="#131c31" />
      <path
        d="M128 352c64 0 80-96 144-96s64-96 128-96"
        fill="none"
        stroke="#355691"
        strokeWidth="40"
        strokeLinecap="round"
      />
      <circle cx="128" cy="352" r="36" fill="#FF9F1C" />
      <circle cx="272" cy="256" r="28" fill="#8C92AC" />
      <circle cx="400" cy="160" r="40" fill="#90EE90" />
    </svg>
  );
}

export function Logo({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5 font-semibold tracking-tight", className)}>
      <LogoMark className={markClassName} />
      <span className="text-lg text-foreground">
        Job<span className="text-primary">Trail</span>
      </span>
    </span>
  );
}
