import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/**
 * Puts a VALIDATION_ERROR's field messages on the form's fields and focuses the first.
 * `rename` maps the server's field names to the form's where they differ.
 * Returns whether any message landed on a field.
 */
export function applyFieldErrors<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  fields: Record<string, string> | undefined,
  known: readonly Path<TValues>[],
  rename: Record<string, Path<TValues>> = {},
): boolean {
  if (!fields) return false;
  let focused = false;
  for (const [serverName, message] of Object.entries(fields)) {
    const name = (rename[serverName] ?? serverName) as Path<TValues>;
    if (!known.includes(name)) continue;
    setError(name, { type: "server", message }, { shouldFocus: !focused });
    focused = true;
  }
  return focused;
}
