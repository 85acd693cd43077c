// A form drawn at build (sign-up, sign-in, forgot password, contact) is on the page before
// the app's scripts arrive, and a visitor may type into it meanwhile. When the app takes the
// page over, the form library reads its fields quietly, so nothing rated or checked what was
// typed (the password's strength showed nothing until the next keystroke). What the fields
// hold is read while the app first draws the form (the page's own fields are still there
// then, whatever the form library does next), and set once it has: as if typed now, checked
// too, except the field still being typed in, which is checked when left, like any other.
import { useEffect, useState } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

type Typed = { name: string; value: string | boolean; focused: boolean }[];

/** What the page's form holds now, field by field: only what was typed or ticked. */
function readTyped(formId: string): Typed {
  if (typeof document === "undefined") return [];
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return [];
  return Array.from(form.elements)
    .filter(isField)
    .flatMap((field) => {
      const value =
        field instanceof HTMLInputElement && field.type === "checkbox" ? field.checked : field.value;
      return field.name && value !== "" && value !== false
        ? [{ name: field.name, value, focused: field === document.activeElement }]
        : [];
    });
}

/** `formId` is the form element's id, as drawn at build and by the app. */
export function useTypedBeforeStart<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  formId: string,
) {
  const [typed] = useState(() => readTyped(formId));
  useEffect(() => {
    if (typed.length === 0) return;
    // After every effect of this first drawing: the form's watchers (the strength meter's)
    // subscribe in theirs, and must hear it.
    const timer = setTimeout(() => {
      const known = form.getValues() as Record<string, unknown>;
      for (const { name, value, focused } of typed) {
        // Set even when the form read the field already as it registered it: that read tells
        // no one (no rating, no check); setting it does.
        if (!(name in known)) continue;
        form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, {
          shouldDirty: true,
          shouldValidate: !focused,
        });
      }
    });
    return () => clearTimeout(timer);
  }, [form, typed]);
}
