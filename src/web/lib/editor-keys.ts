import type { KeyboardEvent } from "react";

/**
 * The keys of an editor that sits inside a larger form as a group with its own button (a
 * history entry, an interview): Enter saves the group, not the form around it (a line break
 * in a text area stays one), and Escape closes the group, not the dialog around it.
 */
export function editorKeys(save: () => void, close: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === "Enter" && !(event.target instanceof HTMLTextAreaElement)) {
      event.preventDefault();
      save();
    }
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };
}
