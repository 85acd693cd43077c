// Cookie consent: the constants and checks the banner runs on every page. No zod here: this
// module is in the first bundle every visitor loads, and the banner needs only plain checks.

/** The version of the consent text a choice was made under; a new version asks again. */
export const consentVersion = "2.0";
/** A choice older than this is asked for again (13 months). */
const consentRenewalDays = 395;
/** The banner waits this long after the page opens, so it never hides the first paint. */
export const consentBannerDelayMs = 1000;
/** The two keys the browser keeps the choice under. */
export const consentStorageKeys = {
  preferences: "jobtrail.cookie-preferences",
  timestamp: "jobtrail.cookie-consent-timestamp",
} as const;

/**
 * Set in the browser while analytics are allowed, so the server lets the deployment's
 * analytics script through its content security policy only then.
 */
export const analyticsConsentCookie = "jobtrail-analytics";

const cookieCategories = ["essential", "functional", "analytics", "marketing"] as const;
export type CookieCategory = (typeof cookieCategories)[number];

export type CookiePreferences = {
  /** The session cookie: always on. */
  essential: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
};

export const acceptAll: CookiePreferences = {
  essential: true,
  functional: true,
  analytics: true,
  marketing: true,
};
export const rejectAll: CookiePreferences = {
  essential: true,
  functional: false,
  analytics: false,
  marketing: false,
};

/** Whether stored text held a complete choice (storage may hold anything). */
export function isCookiePreferences(value: unknown): value is CookiePreferences {
  if (typeof value !== "object" || value === null) return false;
  const choice = value as Record<string, unknown>;
  return (
    choice.essential === true &&
    typeof choice.functional === "boolean" &&
    typeof choice.analytics === "boolean" &&
    typeof choice.marketing === "boolean"
  );
}

/** Whether a stored choice still stands: a readable date, not in the future, not too old. */
export function consentIsCurrent(consentedAt: string | number | Date, now: Date = new Date()): boolean {
  const time = new Date(consentedAt).getTime();
  if (!Number.isFinite(time) || time > now.getTime() + 60_000) return false;
  return now.getTime() - time <= consentRenewalDays * 24 * 60 * 60 * 1000;
}

/** The banner's word on analytics: by whom they run, with consent, or that the site runs none. */
export function analyticsSentence(analyticsHost: string | null): string {
  return analyticsHost
    ? `Analytics by ${analyticsHost} run only if you allow them. `
    : "This site runs no analytics or marketing cookies. ";
}
