import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { rejectAll } from "@/domain/consent";
import { storeConsent } from "@/web/lib/consent";
import { resetRouting } from "@/web/testing/render";

// Each test starts as a visitor who has answered the cookie banner (essential only), so the
// banner stays out of tests about other things; the banner's own tests clear it.
beforeEach(() => {
  localStorage.clear();
  storeConsent(rejectAll);
});

afterEach(() => {
  cleanup();
  resetRouting();
});
