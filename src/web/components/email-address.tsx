import { Fragment } from "react";
import { cn } from "@/web/lib/cn";

/**
 * An email address that moves to the next line whole when it fits there, and otherwise wraps
 * before its "@" and dots (riley.newcomer / @example / .com), never in the middle of a word
 * unless one part alone is wider than the line.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className={cn("inline-block max-w-full wrap-anywhere", className)}>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in order
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
