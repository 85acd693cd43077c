// What was typed into the add form and not yet saved, kept in this tab's session storage so
// a reload (or a closed laptop lid that reloads the tab) does not lose it. Only the fields the
// user changed are kept: a proposed follow-up date stays a proposal. Session storage, not
// local: the draft goes with the tab, and it is keyed by the signed-in user, so no one else
// signing in here sees it. Files chosen for upload are not kept (a browser cannot store them).
import { useEffect, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { tabStorage } from "@/web/lib/device-storage";

const keyFor = (userId: string) => `jobtrail.add-draft.${userId}`;

function readAddDraft(userId: string): Record<string, unknown> | null {
  try {
    const stored = tabStorage()?.getItem(keyFor(userId));
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function writeAddDraft(userId: string, values: Record<string, unknown>) {
  try {
    if (Object.keys(values).length === 0) tabStorage()?.removeItem(keyFor(userId));
    else tabStorage()?.setItem(keyFor(userId), JSON.stringify(values));
  } catch {
    // Storage full or blocked: the form works on, without a draft.
  }
}

export function clearAddDraft(userId: string) {
  try {
    tabStorage()?.removeItem(keyFor(userId));
  } catch {}
}

/** The fields the user changed, with their values. */
function changedValues<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
): Record<string, unknown> {
  const dirty = form.formState.dirtyFields as Record<string, unknown>;
  const values = form.getValues() as Record<string, unknown>;
  return Object.fromEntries(Object.keys(dirty).map((name) => [name, values[name]]));
}

/**
 * Keeps a new application's typing as a draft, and brings a kept draft back into the form
 * when it opens. `restored` says whether it did, for the form to say so.
 */
export function useAddDraft<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  userId: string | undefined,
): { restored: boolean } {
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    if (!userId) return;
    const draft = readAddDraft(userId);
    if (!draft) return;
    const known = new Set(Object.keys(form.getValues()));
    for (const [name, value] of Object.entries(draft))
      if (known.has(name)) form.setValue(name as Path<T>, value as T[Path<T>], { shouldDirty: true });
    setRestored(true);
  }, [form, userId]);

  // Written on every change, at once: a reload a moment after the last keystroke keeps it.
  useEffect(() => {
    if (!userId) return;
    const subscription = form.watch(() => writeAddDraft(userId, changedValues(form)));
    return () => subscription.unsubscribe();
  }, [form, userId]);

  return { restored };
}
