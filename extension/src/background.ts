// The extension's background: opens JobTrail's add form with a posting read from a page, asks
// JobTrail which of the user's applications a posting matches, and makes the toolbar button
// read whichever page is open (with the user's click as its only permission to that page).

import { encodePostingFragment } from "@/domain/posting-data";
import { postingFieldLimits } from "@/domain/posting-limits";
import type { CapturedPosting } from "@/domain/postings";
import { clipText } from "@/domain/text";
import type { MatchesAnswer, Request } from "./messages";
import { askJobTrail, originPattern, readSettings } from "./settings";

/** JobTrail's add form, filled with the posting (carried in the address's fragment). */
async function openAddForm(
  tab: chrome.tabs.Tab | undefined,
  posting: CapturedPosting | null,
  pageUrl?: string,
) {
  const { address } = await readSettings();
  const target = posting
    ? `${address}/applications/new#posting=${encodePostingFragment(posting)}`
    : pageUrl && /^https?:\/\//i.test(pageUrl)
      ? // Nothing read in the page: JobTrail reads the address itself, as the bookmarklet does.
        `${address}/applications/new?posting=${encodeURIComponent(pageUrl)}`
      : `${address}/applications/new`;
  await chrome.tabs.create({
    url: target,
    ...(tab?.index !== undefined ? { index: tab.index + 1 } : {}),
    ...(tab?.id !== undefined ? { openerTabId: tab.id } : {}),
  });
}

/** The user's applications to a posting, asked of JobTrail with their session or token. */
async function findMatches(posting: CapturedPosting): Promise<MatchesAnswer> {
  const { address, token } = await readSettings();
  if (!(await chrome.permissions.contains({ origins: [originPattern(address)] })))
    return { ok: false, reason: "no-permission" };
  const query = new URLSearchParams();
  for (const [name, value] of [
    ["url", posting.url],
    ["company", posting.company],
    ["jobTitle", posting.jobTitle],
    ["requisitionId", posting.requisitionId],
  ] as const)
    if (value) query.set(name, clipText(value, postingFieldLimits[name]));
  try {
    const response = await askJobTrail(address, token, `/api/postings/matches?${query}`);
    if (response.status === 401) return { ok: false, reason: "signed-out" };
    if (!response.ok) return { ok: false, reason: "unreachable" };
    const body = (await response.json()) as {
      matches: MatchesAnswer extends { matches: infer M } ? M : never;
    };
    return { ok: true, matches: body.matches };
  } catch {
    return { ok: false, reason: "unreachable" };
  }
}

chrome.runtime.onMessage.addListener((request: Request, sender, respond) => {
  if (request.type === "save") {
    void openAddForm(sender.tab, request.posting);
    return false;
  }
  if (request.type === "matches") {
    void findMatches(request.posting).then(respond);
    return true;
  }
  return false;
});

// The toolbar button, on any page: read it (the click grants this tab for now), and save.
chrome.action.onClicked.addListener(async (tab) => {
  let posting: CapturedPosting | null = null;
  if (tab.id !== undefined)
    try {
      await chrome.scripting.executeScript({ target: { tabId: tab.id }, files: ["content.js"] });
      posting = (await chrome.tabs.sendMessage(tab.id, { type: "read" } satisfies Request)) ?? null;
    } catch {
      // A page no extension may read (the browser's own pages, the web store): nothing read.
    }
  await openAddForm(tab, posting, tab.url);
});
