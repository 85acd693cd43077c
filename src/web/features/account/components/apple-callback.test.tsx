import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "@/web/testing/mock-api";
import { LandedOn, renderRoutes, signedInSession } from "@/web/testing/render";
import { AppleCallback, appleFailedMessage, appleNoSessionMessage } from "./apple-callback";

function renderCallback(search: string) {
  return renderRoutes(
    [
      { path: "/auth/apple/callback", element: <AppleCallback /> },
      { path: "*", element: <LandedOn /> },
    ],
    { initialEntries: [`/auth/apple/callback${search}`] },
  );
}

describe("AppleCallback", () => {
  it("goes to the dashboard once the session exists", async () => {
    mockApi({ "GET /api/auth/get-session": { body: signedInSession } });
    renderCallback("");
    expect(screen.getByRole("status")).toHaveTextContent("Completing sign in with Apple...");
    expect(await screen.findByText("Landed on /dashboard")).toBeInTheDocument();
  });

  it("shows the error Apple sent back, with a way to sign in again", () => {
    const api = mockApi({});
    renderCallback("?error=access_denied");
    expect(screen.getByRole("alert")).toHaveTextContent(appleFailedMessage);
    expect(screen.getByText("Reason given: access_denied")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Sign In" })).toHaveAttribute("href", "/login");
    expect(api.calls).toEqual([]);
  });

  it("says so when no session came back", async () => {
    mockApi({ "GET /api/auth/get-session": { body: null } });
    renderCallback("");
    expect(await screen.findByRole("alert")).toHaveTextContent(appleNoSessionMessage);
  });
});
