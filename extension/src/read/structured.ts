// The structured data a page gives search engines: JSON-LD blocks, and schema.org microdata
// (itemscope/itemprop) read into the same shape, so one reading serves both.
import { findJobPosting, type Json, type JsonObject } from "@/domain/posting-data";

/** Every JSON-LD block the page holds, past broken ones. */
function jsonLdBlocks(document: Document): Json[] {
  const blocks: Json[] = [];
  for (const script of Array.from(document.querySelectorAll('script[type*="ld+json" i]')))
    try {
      blocks.push(JSON.parse(script.textContent ?? "") as Json);
    } catch {
      // A broken block is skipped; the page may have others.
    }
  return blocks;
}

/** An itemprop's value as microdata defines it: a nested item, an attribute, or the text. */
function itemValue(element: Element): Json {
  if (element.hasAttribute("itemscope")) return microdataItem(element);
  if (element.hasAttribute("content")) return element.getAttribute("content");
  const tag = element.tagName.toUpperCase();
  if (tag === "A" || tag === "LINK") return element.getAttribute("href");
  if (tag === "TIME") return element.getAttribute("datetime") ?? element.textContent;
  if (element.getAttribute("itemprop")?.split(/\s+/).includes("description")) return element.innerHTML;
  return element.textContent;
}

/** An itemscope's properties, its own (a nested item's are the nested item's). */
function microdataItem(scope: Element): JsonObject {
  const item: JsonObject = {};
  const type = scope.getAttribute("itemtype")?.split("/").at(-1);
  if (type) item["@type"] = type;
  const visit = (element: Element) => {
    for (const child of Array.from(element.children)) {
      const names = child.getAttribute("itemprop")?.split(/\s+/).filter(Boolean) ?? [];
      for (const name of names) if (!(name in item)) item[name] = itemValue(child);
      if (!child.hasAttribute("itemscope")) visit(child);
    }
  };
  visit(scope);
  return item;
}

/** The page's JobPosting: from its JSON-LD, else from its microdata. */
export function structuredJobPosting(document: Document): JsonObject | undefined {
  const fromJsonLd = findJobPosting(jsonLdBlocks(document));
  if (fromJsonLd) return fromJsonLd;
  const scope = Array.from(document.querySelectorAll("[itemscope][itemtype]")).find((element) =>
    /schema\.org\/JobPosting$/i.test(element.getAttribute("itemtype") ?? ""),
  );
  return scope ? microdataItem(scope) : undefined;
}
