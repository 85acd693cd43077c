import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { consentStorageKeys } from "@/domain/consent";
import { heldReply, mockApi } from "@/web/testing/mock-api";
import { renderPage, signedInSession } from "@/web/testing/render";
import { CookieConsent } from "./cookie-consent";

const noAnalytics = { appleSignIn: false, requireEmailVerification: true, analytics: null };
const stored = () => ({
  preferences: JSON.parse(localStorage.getItem(consentStorageKeys.preferences) ?? "null"),
  timestamp: localStorage.getItem(consentStorageKeys.timestamp),
});

function signedOut() {
  return mockApi({ "GET /api/auth/get-session": { body: null }, "GET /api/config": { body: noAnalytics } });
}

/** The banner once it has what it says about analytics (the deployment's settings). */
async function bannerReady() {
  const banner = await screen.findByRole("region", { name: "Cookies on JobTrail" });
  await within(banner).findByText(/analytics/);
  return banner;
}

/** Renders the consent and lets the banner's delay pass. */
async function renderConsent() {
  const view = renderPage(<CookieConsent />);
  await act(() => vi.advanceTimersByTimeAsync(1000));
  return view;
}

describe("the cookie banner", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits 1000 ms, then asks a visitor with no stored choice", async () => {
    signedOut();
    renderPage(<CookieConsent />);
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(screen.queryByRole("region", { name: "Cookies on JobTrail" })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    const banner = await screen.findByRole("region", { name: "Cookies on JobTrail" });
    await within(banner).findByText(/This site runs no analytics or marketing cookies\./);
  });

  it.each([
    [
      "a choice older than 395 days",
      '{"essential":true,"functional":true,"analytics":false,"marketing":false}',
      396,
    ],
    ["a choice it cannot read", "{not json", 1],
    ["a choice missing a category", '{"essential":true,"functional":true}', 1],
  ])("asks again over %s", async (_, preferences, daysAgo) => {
    localStorage.setItem(consentStorageKeys.preferences, preferences);
    localStorage.setItem(
      consentStorageKeys.timestamp,
      new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
    );
    signedOut();
    await renderConsent();
    expect(await bannerReady()).toBeInTheDocument();
  });

  it("stays hidden with a current choice, and for Lighthouse", async () => {
    localStorage.setItem(
      consentStorageKeys.preferences,
      '{"essential":true,"functional":false,"analytics":false,"marketing":false}',
    );
    localStorage.setItem(consentStorageKeys.timestamp, new Date(Date.now() - 394 * 86_400_000).toISOString());
    signedOut();
    const { unmount } = await renderConsent();
    expect(screen.queryByRole("region", { name: "Cookies on JobTrail" })).not.toBeInTheDocument();
    unmount();

    localStorage.clear();
    const agent = vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 Chrome-Lighthouse");
    await renderConsent();
    expect(screen.queryByRole("region", { name: "Cookies on JobTrail" })).not.toBeInTheDocument();
    agent.mockRestore();
  });

  it("stores Accept All and Reject All under the two keys", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    signedOut();
    const { unmount } = await renderConsent();
    await bannerReady();
    await user.click(screen.getByRole("button", { name: "Accept All" }));
    expect(stored().preferences).toEqual({
      essential: true,
      functional: true,
      analytics: true,
      marketing: true,
    });
    expect(Date.now() - Date.parse(stored().timestamp!)).toBeLessThan(5000);
    expect(screen.queryByRole("region", { name: "Cookies on JobTrail" })).not.toBeInTheDocument();
    unmount();

    localStorage.clear();
    await renderConsent();
    await bannerReady();
    await user.click(screen.getByRole("button", { name: "Reject All" }));
    expect(stored().preferences).toEqual({
      essential: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
  });

  it("customizes with switches, Back, and Save Preferences; switches with nothing behind them stay off", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    signedOut();
    await renderConsent();
    await bannerReady();
    await user.click(screen.getByRole("button", { name: "Customize" }));
    const choices = screen.getByRole("region", { name: "Choose your cookies" });
    // The switches arrive on demand: most visitors never customize.
    expect(await within(choices).findByRole("switch", { name: "Essential" })).toBeChecked();
    expect(within(choices).getByRole("switch", { name: "Essential" })).toBeDisabled();
    expect(within(choices).getByRole("switch", { name: "Analytics" })).toBeDisabled();
    expect(within(choices).getByRole("switch", { name: "Marketing" })).toBeDisabled();
    await user.click(within(choices).getByRole("switch", { name: "Functional" }));
    await user.click(within(choices).getByRole("button", { name: "Back" }));
    expect(screen.getByRole("region", { name: "Cookies on JobTrail" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Customize" }));
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(stored().preferences).toEqual({
      essential: true,
      functional: true,
      analytics: false,
      marketing: false,
    });
  });

  it("names the deployment's analytics service and lets it be switched on", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockApi({
      "GET /api/auth/get-session": { body: null },
      "GET /api/config": {
        body: {
          ...noAnalytics,
          analytics: { scriptUrl: "https://stats.example.org/js/script.js", attributes: {} },
        },
      },
    });
    await renderConsent();
    const banner = await screen.findByRole("region", { name: "Cookies on JobTrail" });
    await within(banner).findByText(/Analytics by stats\.example\.org run only if you allow them\./);
    await user.click(screen.getByRole("button", { name: "Customize" }));
    await user.click(await screen.findByRole("switch", { name: "Analytics" }));
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(stored().preferences.analytics).toBe(true);
    expect(document.cookie).toContain("jobtrail-analytics=granted");
  });

  it("saves a signed-in user's choice with the account too", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = mockApi({
      "GET /api/auth/get-session": { body: signedInSession },
      "GET /api/config": { body: noAnalytics },
      "GET /api/privacy/consent": { body: { consent: null } },
      "PUT /api/privacy/consent": ({ body }) => ({
        body: { consent: { ...(body as object), version: "2.0", consentedAt: new Date().toISOString() } },
      }),
    });
    await renderConsent();
    await bannerReady();
    await user.click(screen.getByRole("button", { name: "Reject All" }));
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.method === "PUT").map((call) => call.body)).toContainEqual({
        preferences: { essential: true, functional: false, analytics: false, marketing: false },
      }),
    );
  });

  it("takes a signed-in user's choice from the account on a new device, without asking", async () => {
    const consentedAt = new Date(Date.now() - 86_400_000).toISOString();
    mockApi({
      "GET /api/auth/get-session": { body: signedInSession },
      "GET /api/config": { body: noAnalytics },
      "GET /api/privacy/consent": {
        body: {
          consent: {
            preferences: { essential: true, functional: true, analytics: false, marketing: false },
            version: "2.0",
            consentedAt,
          },
        },
      },
    });
    renderPage(<CookieConsent />);
    // The account's answer arrives before the banner's delay is over.
    await vi.waitFor(() => expect(stored().timestamp).toBe(consentedAt), { interval: 10 });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.queryByRole("region", { name: "Cookies on JobTrail" })).not.toBeInTheDocument();
    expect(stored().preferences.functional).toBe(true);
  });

  it("waits for a signed-in user's account before asking, however late it answers", async () => {
    const consentedAt = new Date(Date.now() - 86_400_000).toISOString();
    const account = heldReply();
    mockApi({
      "GET /api/auth/get-session": { body: signedInSession },
      "GET /api/config": { body: noAnalytics },
      "GET /api/privacy/consent": account.handler,
    });
    renderPage(<CookieConsent />);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    // Long enough for the banner's code to arrive, were it due.
    await expect(
      screen.findByRole("region", { name: "Cookies on JobTrail" }, { timeout: 1000 }),
    ).rejects.toThrow();
    account.answer({
      body: {
        consent: {
          preferences: { essential: true, functional: false, analytics: false, marketing: false },
          version: "2.0",
          consentedAt,
        },
      },
    });
    await vi.waitFor(() => expect(stored().timestamp).toBe(consentedAt), { interval: 10 });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.queryByRole("region", { name: "Cookies on JobTrail" })).not.toBeInTheDocument();
  });
});
