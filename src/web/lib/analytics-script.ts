// The analytics script a deployment may set, added to a page only with the visitor's consent.
// Used by the app and by a public page that runs without it (src/web/public).

import { analyticsConsentCookie } from "@/domain/consent";
import type { StoredConsent } from "./consent";
import { settingsForThisPage } from "./deployment-settings";

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
 * The deployment's analytics script, or null when it has none, as a page run without the
 * app reads it (the settings asked once for the whole page).
 */
export async function fetchAnalyticsScript(): Promise<AnalyticsScript | null> {
  const { analytics } = (await settingsForThisPage()) as { analytics?: unknown };
  if (analytics === null) return null;
  const script = analytics as Partial<AnalyticsScript> | undefined;
  if (typeof script?.scriptUrl !== "string" || typeof script.attributes !== "object" || !script.attributes)
    throw new TypeError("Unexpected deployment settings");
  return { scriptUrl: script.scriptUrl, attributes: script.attributes };
}
