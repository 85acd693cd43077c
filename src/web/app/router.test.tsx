import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reminderDefaults } from "@/domain/reminder-settings";
import { anAnalytics } from "@/web/features/analytics/testing/an-analytics";
import { aProfile, wholeList } from "@/web/testing/fixtures";
import { mockApi } from "@/web/testing/mock-api";
import { renderRoutes, signedInSession } from "@/web/testing/render";
import { routes } from "./router";

const profile = aProfile();

function signedIn() {
  mockApi({
    "GET /api/auth/get-session": { body: signedInSession },
    "GET /api/profile": { body: profile },
    "GET /api/settings/reminders": { body: reminderDefaults },
    "GET /api/applications": { body: { items: [], total: 0, nextCursor: null, ...wholeList() } },
    // The Analytics tab, once its code is in, reads its figures.
    "GET /api/analytics": { body: anAnalytics() },
    // The first visit of an account on a device makes its cookie choice the account's.
    "GET /api/privacy/consent": { body: { consent: null } },
    "PUT /api/privacy/consent": ({ body }) => ({
      body: { consent: { ...(body as object), version: "2.0", consentedAt: new Date().toISOString() } },
    }),
  });
}

describe("routes", () => {
  it.each([
    ["/home", "table"],
    ["/applications", "table"],
    ["/kanban", "kanban"],
    ["/analytics", "analytics"],
  ])("%s opens the dashboard on the %s tab", async (path, tab) => {
    signedIn();
    const { router } = renderRoutes(routes, { initialEntries: [path] });
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(router.state.location.state).toMatchObject({ defaultTab: tab });
    const tabName = { table: "Table", kanban: "Kanban", analytics: "Analytics" }[tab]!;
    expect(screen.getByRole("tab", { name: tabName })).toHaveAttribute("aria-selected", "true");
  });

  it("/applications/new opens the dashboard's table with the empty add-application form, once", async () => {
    signedIn();
    const { router } = renderRoutes(routes, { initialEntries: ["/applications/new"] });
    expect(await screen.findByRole("dialog", { name: "Add Application" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    // The flag is gone from the history entry, so a reload does not open the form again.
    expect(router.state.location.state).toEqual({ defaultTab: "table", tabRequest: expect.any(String) });
    expect(screen.getByRole("tab", { name: "Table", hidden: true })).toHaveAttribute("aria-selected", "true");
  });

  it.each([
    ["/terms", "/terms-of-service", "Terms of Service"],
    ["/privacy", "/privacy-policy", "Privacy Policy"],
    ["/cookies", "/cookie-policy", "Cookie Policy"],
    ["/help-center", "/help", "How can we help?"],
  ])("%s redirects to %s", async (from, to, heading) => {
    mockApi({ "GET /api/auth/get-session": { body: null } });
    const { router } = renderRoutes(routes, { initialEntries: [from] });
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(to);
  });

  it("shows the legal version and date", async () => {
    mockApi({ "GET /api/auth/get-session": { body: null } });
    renderRoutes(routes, { initialEntries: ["/privacy-policy"] });
    expect(await screen.findByText("Version 2.0")).toBeInTheDocument();
    expect(screen.getByText("2025-08-16")).toBeInTheDocument();
  });

  it("shows a not-found page with a way home for unknown paths", async () => {
    mockApi({ "GET /api/auth/get-session": { body: null } });
    renderRoutes(routes, { initialEntries: ["/no-such-page"] });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  });

  it("sends a visitor from a guarded page to sign in", async () => {
    mockApi({
      "GET /api/auth/get-session": { body: null },
      "GET /api/config": { body: { appleSignIn: false, requireEmailVerification: true } },
    });
    const { router } = renderRoutes(routes, { initialEntries: ["/privacy-settings"] });
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("has a footer with the current year", async () => {
    mockApi({ "GET /api/auth/get-session": { body: null } });
    renderRoutes(routes, { initialEntries: ["/about"] });
    expect(await screen.findByText(`© ${new Date().getFullYear()} JobTrail`)).toBeInTheDocument();
  });
});
