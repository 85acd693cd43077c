import { useState } from "react";
import { initials } from "@/domain/profile";
import { cn } from "@/web/lib/cn";

/** A hue from the name, so a company keeps its colour on every row and every visit. */
function hueForName(name: string): number {
  let hash = 0;
  for (const char of name.trim().toLocaleLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % 360;
}

/**
 * The company's logo once the server has found one; until then, and if it fails to load,
 * its monogram: its initials on a colour taken from its name. The tint is dark and the
 * letters light on every hue, so the initials stay readable whatever colour the name lands
 * on. Decorative either way: the company's name is always written beside it.
 */
export function CompanyMark({
  name,
  logoUrl,
  className,
}: {
  name: string;
  logoUrl?: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const tile = "inline-flex size-8 shrink-0 items-center justify-center rounded-lg border";
  if (logoUrl && failed !== logoUrl)
    return (
      <span aria-hidden className={cn(tile, "overflow-hidden border-border bg-white p-0.5", className)}>
        <img
          src={logoUrl}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-contain"
          onError={() => setFailed(logoUrl)}
        />
      </span>
    );
  const hue = hueForName(name);
  return (
    <span
      aria-hidden
      className={cn(tile, "text-xs font-semibold tracking-wide", className)}
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
