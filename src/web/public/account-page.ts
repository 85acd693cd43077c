// An account page (sign in, sign up, forgot or reset password, check your email, confirm) as a
// visitor with no session gets it: drawn at build where it can be, its form on screen before
// any script runs. What runs the form (React, the form library, the page's own code: the
// island, ./account-island.tsx) is fetched and started when the visitor first reaches for the
// page (a pointer over it, a touch, a key, a field focused), so the page is quick to show and
// to use on a slow phone. It starts at once where the drawing is not the page as it will be:
// a message carried from the last page, an address to fill in, or settings of this deployment
// (Apple sign-in, sign-up by invitation) the build could not know.
// A form sent before the island runs (Enter pressed at once) waits for it and is then sent; a
// control pressed before it runs is pressed again once it does.
import type { ComponentType } from "react";
import { paths } from "@/domain/paths";
import { drawnAsBuilt, settingsChangeDrawing } from "@/web/features/account/island";
import { type DeploymentConfig, settingsForThisPage } from "@/web/lib/deployment-settings";
import { keepZodFromEval } from "@/web/lib/zod-without-eval";

type PageModule = Promise<{ default: ComponentType }>;

// Fetched beside the island, so the page's chunk does not wait for the island's to arrive.
const pageModules: Record<string, () => PageModule> = {
  [paths.login]: () => import("@/web/pages/login-page"),
  [paths.signup]: () => import("@/web/pages/signup-page"),
  [paths.forgotPassword]: () => import("@/web/pages/forgot-password-page"),
  [paths.resetPassword]: () => import("@/web/pages/reset-password-page"),
  [paths.confirmationPending]: () => import("@/web/pages/email-confirmation-pending-page"),
  [paths.authConfirm]: () => import("@/web/pages/auth-confirm-page"),
};

/** The signs that a visitor reaches for the page: any of them starts the island. */
const reachingEvents = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin"] as const;

keepZodFromEval();

export function runAccountPage(container: HTMLElement) {
  const loadPage = pageModules[window.location.pathname];
  if (!loadPage) return;
  const visit = {
    pathname: window.location.pathname,
    search: new URLSearchParams(window.location.search),
    // Where the app's router keeps a page's navigation state: a message, an address.
    state: (window.history.state as { usr?: unknown } | null)?.usr ?? null,
  };
  const settings: Promise<DeploymentConfig | undefined> = settingsForThisPage().catch(() => undefined);

  let started: Promise<void> | undefined;
  let reached: Promise<void> | undefined;
  const start = (hydrate: boolean) => {
    started ??= Promise.all([import("./account-island"), loadPage(), settings]).then(
      async ([island, page, known]) => {
        await island.showAccountPage(container, page.default, { visit, settings: known, hydrate });
        // Only now is the island in charge of the form: until its page was drawn (and, drawn
        // afresh, put in place of the build's), a send or a press went nowhere.
        container.removeEventListener("submit", holdUntilStarted, true);
        container.removeEventListener("click", keepPress, true);
        pressAgain();
      },
      (error: unknown) => {
        // Not fetched (the connection dropped, or a newer version replaced these files): the
        // next reach tries again.
        started = undefined;
        reached = undefined;
        throw error;
      },
    );
    return started;
  };

  // A control pressed before the island runs (the terms checkbox, the password's eye) did
  // nothing yet: it is pressed again once the island has taken the form over. The island
  // keeps the drawn elements; one drawn afresh is found at the same place among the buttons.
  let pressed: { control: HTMLButtonElement; index: number } | undefined;
  function keepPress(event: MouseEvent) {
    const control = event.target instanceof Element ? event.target.closest("button") : null;
    if (!control || control.type === "submit") return;
    pressed = { control, index: Array.from(container.querySelectorAll("button")).indexOf(control) };
    // Pressed once, then: not also by an island taking the form over at this moment.
    event.stopPropagation();
  }
  function pressAgain() {
    if (!pressed) return;
    const { control, index } = pressed;
    pressed = undefined;
    (control.isConnected ? control : container.querySelectorAll("button")[index])?.click();
  }

  // Sent before the island runs: held, then sent again once the island has taken the form over.
  // If the island cannot be fetched, the browser sends the form itself: the server answers with
  // the page again, now with files it has (and reads nothing the form carries).
  function holdUntilStarted(event: SubmitEvent) {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    startWhenReached().then(
      () => {
        const running = form.id ? document.getElementById(form.id) : null;
        if (running instanceof HTMLFormElement) running.requestSubmit();
      },
      () => form.submit(),
    );
  }

  // Held from the first moment, whichever way the island starts: a page it draws afresh (a
  // message carried from the last page, kept by a reload too) shows the build's form until
  // then, and a visitor can type into it and send it.
  container.addEventListener("submit", holdUntilStarted, true);
  container.addEventListener("click", keepPress, true);

  const asBuilt = drawnAsBuilt(visit);
  function startWhenReached() {
    reached ??= settings.then((known) => start(asBuilt && !settingsChangeDrawing(known)));
    return reached;
  }
  if (!asBuilt) {
    start(false).catch(() => {});
    return;
  }
  const onReach = () => {
    startWhenReached().then(
      () => {
        for (const type of reachingEvents) document.removeEventListener(type, onReach, true);
      },
      () => {},
    );
  };
  for (const type of reachingEvents)
    document.addEventListener(type, onReach, { capture: true, passive: true });
  // Reached already, before this script arrived: a field in focus, or typed in.
  const typedIn = Array.from(container.querySelectorAll("input")).some(
    (input) =>
      (input.type === "checkbox" ? input.checked : input.value !== "") || input === document.activeElement,
  );
  if (typedIn) onReach();
  void settings.then((known) => {
    if (settingsChangeDrawing(known)) onReach();
  });
}
