/** How a link inside text looks, wherever it is drawn (the app's links, a page run on its own). */
export const textLinkClass =
  "font-medium text-primary underline underline-offset-4 hover:decoration-2 focus-visible:rounded-sm";
