// A public page shown to a visitor with no session arrives complete (rendered at build, see
// scripts/prerender.ts) and runs without the app: its links are plain links to the next
// page, itself as quick. What script it needs is here, and small: the phone menu brings React
// and its component only when it is opened; the cookie banner comes drawn at build and is
// answered here, React coming only to customize; the analytics script comes only with
// consent; the service worker is installed as from any page.
// The app itself (router, data layer) is fetched by the pages that need it: contact and the
// signed-in pages. The account pages (sign in, sign up...) are sent this way too, their forms
// run by a small island of their own.
import { registerSW } from "virtual:pwa-register";
import { acceptAll, analyticsSentence, consentBannerDelayMs, rejectAll } from "@/domain/consent";
import { accountPageAttribute } from "@/web/features/account/island";
import { lastKnownSession } from "@/web/features/account/lib/session-record";
import { addAnalyticsScript, analyticsAllowed, fetchAnalyticsScript } from "@/web/lib/analytics-script";
import {
  analyticsSentenceAttribute,
  bannerWanted,
  consentChoiceAttribute,
  readConsent,
  storeConsent,
} from "@/web/lib/consent";
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
  const drawn = document.querySelector<HTMLTemplateElement>("template[data-cookie-banner]");
  if (readConsent() || !bannerWanted() || !drawn) return;
  setTimeout(() => showDrawnCookieBanner(drawn), consentBannerDelayMs);
}

/**
 * The banner as the build drew it, answered here: Accept All and Reject All store the choice
 * on this device (the visitor has no account here); Customize brings React and the banner's
 * switches (./cookie-banner-island), which take its place.
 */
function showDrawnCookieBanner(drawn: HTMLTemplateElement) {
  const banner = document.createElement("div");
  banner.append(drawn.content.cloneNode(true));
  document.body.append(banner);
  // Unread settings leave the banner without its sentence on analytics, as in the app.
  fetchAnalyticsScript().then(
    (script) => {
      const sentence = banner.querySelector(`[${analyticsSentenceAttribute}]`);
      if (sentence) sentence.textContent = analyticsSentence(script ? new URL(script.scriptUrl).host : null);
    },
    () => {},
  );
  const answers = { accept: acceptAll, reject: rejectAll };
  banner.addEventListener("click", (event) => {
    const button = (event.target as Element).closest(`[${consentChoiceAttribute}]`);
    const choice = button?.getAttribute(consentChoiceAttribute);
    if (choice === "accept" || choice === "reject") {
      storeConsent(answers[choice]);
      banner.remove();
    } else if (choice === "customize") {
      void import("./cookie-banner-island").then(({ showCookieBanner }) =>
        showCookieBanner({
          onShown: (shown) => {
            // The visitor's place stays in the banner: on its first control.
            const focused = banner.contains(document.activeElement);
            banner.remove();
            if (focused) shown.querySelector("button")?.focus();
          },
        }),
      );
    }
  });
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
  // An account page's form: run by its island (./account-page.ts).
  const accountPage = document.querySelector<HTMLElement>(`[${accountPageAttribute}]`);
  if (accountPage) void import("./account-page").then(({ runAccountPage }) => runAccountPage(accountPage));
  // What tests wait for: the page's listeners are in place.
  root?.setAttribute("data-static", "ready");
}
