import { type ReactNode, StrictMode } from "react";
import { createRoot } from "react-dom/client";

/** Draws `island` into a root of its own at the end of the page (its dialogs portal anyway). */
export function mountIsland(island: ReactNode) {
  const container = document.createElement("div");
  document.body.append(container);
  createRoot(container).render(<StrictMode>{island}</StrictMode>);
}
