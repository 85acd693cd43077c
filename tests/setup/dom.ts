import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { rejectAll } from "@/domain/consent";
import { clearToasts } from "@/web/components/ui/use-toast";
import { storeConsent } from "@/web/lib/consent";
import { resetRouting } from "@/web/testing/render";

// The component suites run a worker per core and one more, beside the browser flows: on a
// busy machine a page can take more than Testing Library's default second to show what a
// test waits for (a list of 10,000 through the mocked network took over five seconds on a
// slow one, and a toast that shows within a second alone once took over fifteen on a
// machine whose cores the whole run kept busy). What never shows still fails, thirty
// seconds later.
configure({ asyncUtilTimeout: 30_000 });

// Each test starts as a visitor who has answered the cookie banner (essential only), so the
// banner stays out of tests about other things; the banner's own tests clear it.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  storeConsent(rejectAll);
});

// The test files a worker runs share its modules and its document: each test also leaves
// no toast and nothing drawn outside React's roots (a live region a library appended) to
// the next.
afterEach(() => {
  cleanup();
  resetRouting();
  clearToasts();
  document.body.replaceChildren();
});
