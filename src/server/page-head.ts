// The page the server sends for a route of the web app, with that page's own title,
// description and, for public pages, its canonical address and link-preview (Open Graph)
// tags: link previews and many crawlers read only this HTML and run no script.
import { isPagePath, type PagePath, pageHeads, pageHeadTags } from "@/domain/pages";

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&#39;", '"': "&quot;" })[char]!,
  );

/**
 * Marks what the server wrote, with the page it was written for: that page keeps it while it
 * is shown; the app takes it out once another page renders its own.
 */
const markFor = (path: string) => `data-server-head="${escapeHtml(path)}"`;

export function headHtml(path: PagePath, appUrl: string): string {
  const serverMark = markFor(path);
  const { title, metas, canonical } = pageHeadTags(path, appUrl);
  return [
    `<title ${serverMark}>${escapeHtml(title)}</title>`,
    ...metas.map(
      ({ attribute, key, content }) =>
        `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" ${serverMark} />`,
    ),
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}" ${serverMark} />`] : []),
  ].join("\n    ");
}

/**
 * Makes the page for each path from the built index.html: its title and description give way
 * to the path's own tags. Paths the app does not know keep the built ones (marked, so the app
 * replaces them too), and never another page's tags.
 */
export function pageHtmlFor(indexHtml: string, appUrl: string): (path: string) => string {
  const titlePattern = /<title>[^<]*<\/title>/;
  const descriptionPattern = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
  const withoutDescription = indexHtml.replace(descriptionPattern, "");
  const pages = new Map<string, string>();
  for (const path of Object.keys(pageHeads)) {
    if (isPagePath(path))
      pages.set(
        path,
        withoutDescription.replace(titlePattern, () => headHtml(path, appUrl)),
      );
  }
  const serverMark = markFor("");
  const unknown = indexHtml
    .replace(titlePattern, (title) => title.replace("<title>", `<title ${serverMark}>`))
    .replace(descriptionPattern, (description) => description.replace(/\s*\/?>$/, ` ${serverMark} />`));
  return (path) => pages.get(path) ?? unknown;
}
