import { initials } from "@/domain/profile";
import { cn } from "@/web/lib/cn";

/** A hue from the name, so a company keeps its colour on every row and every visit. */
export function hueForName(name: string): number {
  let hash = 0;
  for (const char of name.trim().toLocaleLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % 360;
}

/**
 * The company's monogram: its initials on a colour taken from its name. Companies have no
 * logo URL yet; when they do, the logo goes here. The tint is dark and the letters light
 * on every hue, so the initials stay readable whatever colour the name lands on.
 */
export function CompanyMark({ name, className }: { name: string; className?: string }) {
  const hue = hueForName(name);
  return (
    <span
      aria-hidden
      className={cn(
        "inline-flex size-8 shrink-0 items-center justify-center rounded-lg border text-xs font-semibold tracking-wide",
        className,
      )}
      style={{
        backgroundColor: `hsl(${hue} 45% 20%)`,
        borderColor: `hsl(${hue} 40% 32%)`,
        color: `hsl(${hue} 85% 85%)`,
      }}
    >
      {initials(name)}
    </span>
  );
}
