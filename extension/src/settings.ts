// The extension's settings: the JobTrail it saves to, how it signs in there, and the sites the
// in-page button is off on. The address and the sites sync with the user's browser profile; a
// pasted API token stays on this device only.
import { layouts } from "./read/layouts";

/** A JobTrail on this computer: the one `npm start` serves, reachable without asking. */
const defaultAddress = "http://localhost:3000";

export type Settings = {
  address: string;
  token: string;
  /** Sites (as the options page names them) the in-page button is off on. */
  hiddenOn: string[];
};

export const siteNames = layouts.map((layout) => layout.site);

export async function readSettings(): Promise<Settings> {
  const synced = await chrome.storage.sync.get({ address: defaultAddress });
  const local = await chrome.storage.local.get({ token: "" });
  return {
    address: String(synced.address || defaultAddress),
    token: String(local.token ?? ""),
    hiddenOn: await readHiddenSites(),
  };
}

/** The sites the in-page button is off on: all a job page's script reads (never the token). */
export async function readHiddenSites(): Promise<string[]> {
  const { hiddenOn } = await chrome.storage.sync.get({ hiddenOn: [] as string[] });
  return Array.isArray(hiddenOn) ? hiddenOn.map(String) : [];
}

export async function saveSettings(settings: Settings): Promise<void> {
  await chrome.storage.sync.set({ address: settings.address, hiddenOn: settings.hiddenOn });
  await chrome.storage.local.set({ token: settings.token });
}

/** An address as the extension keeps it: its origin and any path, without a trailing slash. */
export function normalAddress(text: string): string | null {
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed) || !URL.canParse(trimmed)) return null;
  const url = new URL(trimmed);
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/** The host permission an address needs, as a match pattern (any port of its host). */
export const originPattern = (address: string) =>
  `${new URL(address).protocol}//${new URL(address).hostname}/*`;

/**
 * A request to JobTrail's API as the user: with their token when they pasted one, else with
 * the browser's session there (its cookie).
 */
export const askJobTrail = (address: string, token: string, path: string) =>
  fetch(`${address}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: token ? "omit" : "include",
  });
