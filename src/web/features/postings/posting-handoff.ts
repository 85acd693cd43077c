// What /applications/new is handed to fill the add form with: the bookmarklet's address
// (`?posting=`), a posting the browser extension read (`#posting=`), or what a phone shared to
// the installed app (its share target sends `url`, `text` and `title`; many apps put the
// link inside the text).
import { firstWebAddress } from "@/domain/posting-text";
import { type AddFormLink, decodePostingFragment, type PostingHandoff } from "@/domain/postings";

const webAddress = (value: string | null) =>
  value && /^https?:\/\//i.test(value.trim()) ? value.trim() : null;

export function postingHandoff(link: AddFormLink): PostingHandoff | undefined {
  const search = new URLSearchParams(link.search);
  const fragment = new URLSearchParams(link.hash.replace(/^#/, "")).get("posting");
  const posting = fragment ? decodePostingFragment(fragment) : undefined;
  if (posting) return { posting };
  const title = search.get("title")?.trim() ?? "";
  const text = search.get("text")?.trim() ?? "";
  const postingUrl =
    webAddress(search.get("posting")) ??
    webAddress(search.get("url")) ??
    firstWebAddress(text) ??
    firstWebAddress(title);
  const shared = title || text ? { title, text } : undefined;
  if (!postingUrl && !shared) return undefined;
  return { ...(postingUrl ? { postingUrl } : {}), ...(shared ? { shared } : {}) };
}
