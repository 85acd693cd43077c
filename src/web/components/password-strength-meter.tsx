import { CheckIcon, XIcon } from "lucide-react";
import { passwordCriteria, passwordScore, passwordStrength } from "@/domain/password";
import { cn } from "@/web/lib/cn";

const strengthStyle = {
  Weak: { bar: "bg-destructive", text: "text-destructive-text" },
  Fair: { bar: "bg-primary", text: "text-primary" },
  Good: { bar: "bg-accent-text", text: "text-accent-text" },
  Strong: { bar: "bg-success", text: "text-success" },
} as const;

/**
 * Live strength (2 or fewer criteria Weak, 3 Fair, 4 Good, 5 Strong) and the checklist. It is
 * shown before anything is typed, as the rules to meet: the visitor learns them before the
 * first try, and nothing moves once they type. A form drawn at build is typed into before its
 * script runs; a meter that appeared only once the script rated what was typed would push the
 * fields below it down under the visitor's finger as they reach for the next one.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const score = passwordScore(password);
  const strength = password ? passwordStrength(password) : undefined;
  return (
    <div id={id} className="flex flex-col gap-2.5 rounded-lg border border-border bg-surface-raised/60 p-3">
      <div className="flex items-center gap-3">
        <div className="flex flex-1 gap-1" aria-hidden>
          {passwordCriteria.map((criterion, index) => (
            <span
              key={criterion.id}
              className={cn(
                "h-1.5 flex-1 rounded-full transition-colors",
                strength && index < score ? strengthStyle[strength].bar : "bg-border",
              )}
            />
          ))}
        </div>
        <p className="text-xs text-muted" aria-live="polite">
          Password strength:{" "}
          {strength ? (
            <span className={cn("font-semibold", strengthStyle[strength].text)}>{strength}</span>
          ) : (
            "none yet"
          )}
        </p>
      </div>
      <ul className="grid gap-1 text-xs sm:grid-cols-2">
        {passwordCriteria.map((criterion) => {
          const met = criterion.test(password);
          return (
            <li
              key={criterion.id}
              className={cn("flex items-center gap-1.5", met ? "text-success" : "text-muted")}
            >
              {met ? (
                <CheckIcon aria-hidden className="size-3.5 shrink-0" />
              ) : (
                <XIcon aria-hidden className="size-3.5 shrink-0" />
              )}
              <span>
                {criterion.label}
                <span className="sr-only">{met ? " (met)" : " (not met)"}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
