// Disclosures (<details>) that close the way people expect an expanded card to: Escape closes
// the open one (focus goes back to its summary when it was inside), and a click anywhere
// outside it closes it. Native <details> do neither. Used on the features page, both as the
// static page runs it and as the app draws it.

/** The attribute that opts a <details> in. */
export const dismissibleAttribute = "data-dismissible";

/** Listens on the document; returns the function that stops listening. */
export function closeDisclosuresOnDismiss(): () => void {
  const openOnes = () =>
    document.querySelectorAll<HTMLDetailsElement>(`details[${dismissibleAttribute}][open]`);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    for (const details of openOnes()) {
      const hadFocus = details.contains(document.activeElement);
      details.open = false;
      if (hadFocus) details.querySelector("summary")?.focus();
    }
  };
  const onClick = (event: MouseEvent) => {
    for (const details of openOnes()) if (!details.contains(event.target as Node)) details.open = false;
  };
  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("click", onClick);
  return () => {
    document.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("click", onClick);
  };
}
