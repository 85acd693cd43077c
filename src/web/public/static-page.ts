// A public page shown to a visitor with no session arrives complete (rendered at build, see
// scripts/prerender.ts) and runs without the app: its links are plain links to the next
// page, itself as quick. What script it needs is here, and small: the phone menu and the
// cookie banner bring React and their component only when they are wanted; the analytics
// script comes only with consent; the service worker is installed as from any page.
// The app itself (router, data layer) is fetched by the pages that need it: sign-in, sign-up,
// contact, the dashboard.
import { registerSW } from "virtual:pwa-register";
import { consentBannerDelayMs } from "@/domain/consent";
import { lastKnownSession } from "@/web/features/account/lib/session-record";
import { addAnalyticsScript, analyticsAllowed, fetchAnalyticsScript } from "@/web/lib/analytics-script";
import { bannerWanted, readConsent } from "@/web/lib/consent";
import { closeDisclosuresOnDismiss, dismissibleAttribute } from "@/web/lib/dismissible-disclosures";

function openMenuOnDemand() {
  const button = document.querySelector<HTMLButtonElement>("[data-mobile-menu]");
  if (!button) return;
  const load = () => import("./mobile-menu-island");
  // Fetched as soon as a press or a focus announces the tap, opened on the tap itself.
  for (const event of ["pointerdown", "focus"] as const)
    button.addEventListener(event, () => void load(), { once: true, passive: true });
  button.addEventListener("click", () => void load().then(({ showMobileMenu }) => showMobileMenu(button)), {
    once: true,
  });
}

function askForCookieChoice() {
  if (readConsent() || !bannerWanted()) return;
  setTimeout(
    () => void import("./cookie-banner-island").then(({ showCookieBanner }) => showCookieBanner()),
    consentBannerDelayMs,
  );
}

function runAnalyticsIfAllowed() {
  if (!analyticsAllowed(readConsent())) return;
  // Without the deployment's settings there is nothing to run; the next page asks again.
  fetchAnalyticsScript().then(
    (script) => script && addAnalyticsScript(script),
    () => {},
  );
}

const root = document.getElementById("root");
if (lastKnownSession()) {
  // Someone is signed in here, and this page came from the browser's cache (offline, say):
  // the app shows it as theirs.
  void import("@/web/app/start");
} else {
  openMenuOnDemand();
  if (document.querySelector(`details[${dismissibleAttribute}]`)) closeDisclosuresOnDismiss();
  askForCookieChoice();
  runAnalyticsIfAllowed();
  registerSW();
  // What tests wait for: the page's listeners are in place.
  root?.setAttribute("data-static", "ready");
}
