// The analytics script a deployment may set, added to a page only with the visitor's consent.
// Used by the app and by a public page that runs without it (src/web/public).

import { analyticsConsentCookie } from "@/domain/consent";
import type { StoredConsent } from "./consent";

/** The script as `GET /api/config` describes it. */
export type AnalyticsScript = { scriptUrl: string; attributes: Record<string, string> };

/**
 * The server lets the analytics script through its security policy only for a page loaded
 * with consent already given, so a choice made now takes effect from the next page load.
 */
const analyticsAllowedAtLoad =
  typeof document !== "undefined" &&
  document.cookie.split("; ").includes(`${analyticsConsentCookie}=granted`);

/** Whether this page may run the analytics script, given the choice stored on this device. */
export function analyticsAllowed(consent: StoredConsent | null) {
  return analyticsAllowedAtLoad && consent?.preferences.analytics === true;
}

/** Adds the script to the page, once. */
export function addAnalyticsScript(script: AnalyticsScript) {
  if (document.querySelector("script[data-jobtrail-analytics]")) return;
  const element = document.createElement("script");
  element.src = script.scriptUrl;
  element.defer = true;
  element.dataset.jobtrailAnalytics = "";
  for (const [name, value] of Object.entries(script.attributes)) element.setAttribute(name, value);
  document.head.append(element);
}

/**
 * The deployment's analytics script, or null when it has none, read without the app's API
 * client (which a page without the app does not load).
 */
export async function fetchAnalyticsScript(signal?: AbortSignal): Promise<AnalyticsScript | null> {
  const response = await fetch("/api/config", { signal, credentials: "same-origin" });
  if (!response.ok) throw new Error(`The deployment's settings could not be read (${response.status})`);
  const { analytics } = (await response.json()) as { analytics?: unknown };
  if (analytics === null) return null;
  const script = analytics as Partial<AnalyticsScript> | undefined;
  if (typeof script?.scriptUrl !== "string" || typeof script.attributes !== "object" || !script.attributes)
    throw new TypeError("Unexpected deployment settings");
  return { scriptUrl: script.scriptUrl, attributes: script.attributes };
}
