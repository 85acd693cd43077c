// A page's text as the user reads it: blocks on their own lines, list items marked, and
// nothing of what is not read (scripts, styles, hidden parts, forms and buttons). Written
// over the DOM rather than innerText so it reads a saved page in a test as it reads the page
// in the browser.

const notRead = new Set([
  "SCRIPT",
  "STYLE",
  "NOSCRIPT",
  "TEMPLATE",
  "SVG",
  "svg",
  "IFRAME",
  "INPUT",
  "SELECT",
  "TEXTAREA",
  "FORM",
  "IMG",
]);

const blocks = new Set([
  "ADDRESS",
  "ARTICLE",
  "ASIDE",
  "BLOCKQUOTE",
  "DD",
  "DIV",
  "DL",
  "DT",
  "FIGCAPTION",
  "FOOTER",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "HEADER",
  "HR",
  "LI",
  "MAIN",
  "OL",
  "P",
  "PRE",
  "SECTION",
  "TABLE",
  "TR",
  "UL",
]);

/** Text kept for screen readers only, under the names sites give it. */
const screenReaderOnly = /(^|\s)(visually-hidden|sr-only|screen-reader-text|a11y-text|a11y-hidden)(\s|$)/;

/** Whether the page hides an element from its reader (or shows it only to a screen reader). */
export function isHidden(element: Element): boolean {
  if (element.hasAttribute("hidden") || element.getAttribute("aria-hidden") === "true") return true;
  if (screenReaderOnly.test(element.getAttribute("class") ?? "")) return true;
  const style = element.getAttribute("style") ?? "";
  return /display\s*:\s*none|visibility\s*:\s*hidden/i.test(style);
}

/** The text of an element, as lines. */
export function textOf(root: Node): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      parts.push((node.nodeValue ?? "").replace(/\s+/g, " "));
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
    const element = node as Element;
    if (node.nodeType === 1 && (notRead.has(element.tagName) || isHidden(element))) return;
    const tag = node.nodeType === 1 ? element.tagName.toUpperCase() : "";
    if (tag === "BR") {
      parts.push("\n");
      return;
    }
    const block = blocks.has(tag);
    if (block) parts.push("\n");
    if (tag === "LI") parts.push("• ");
    for (const child of Array.from(node.childNodes)) walk(child);
    if (block) parts.push("\n");
  };
  walk(root);
  return parts
    .join("")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .replace(/^• *$/gm, "")
    .trim();
}

/** One line of an element's text: spaces squeezed. */
export const lineOf = (root: Node) => textOf(root).replace(/\s+/g, " ").trim();

/** Markup made text, in this document's realm (no script in it ever runs: it is only parsed). */
export function markupToText(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  return textOf(parsed.body);
}
