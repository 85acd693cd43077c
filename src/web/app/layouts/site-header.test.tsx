import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aProfile } from "@/web/testing/fixtures";
import { mockApi } from "@/web/testing/mock-api";
import { LandedOn, renderRoutes, signedInSession } from "@/web/testing/render";
import { SiteHeader } from "./site-header";

const profile = aProfile({ jobTitle: "Analyst", avatarColor: "#10B981" });

function renderHeader(path = "/dashboard") {
  return renderRoutes(
    [
      {
        path: "*",
        element: (
          <>
            <SiteHeader />
            <LandedOn />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
}

describe("SiteHeader", () => {
  it("offers Sign In and Get Started to a visitor", async () => {
    mockApi({ "GET /api/auth/get-session": { body: null } });
    renderHeader();
    const main = screen.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "About", "Features", "Contact"]) {
      expect(within(main).getByRole("link", { name })).toBeInTheDocument();
    }
    expect(await screen.findByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/signup");
    expect(screen.queryByRole("link", { name: "Add Application" })).not.toBeInTheDocument();
  });

  it("opens the phone menu with the current page marked, and gives the focus back to its button", async () => {
    mockApi({ "GET /api/auth/get-session": { body: null } });
    const user = userEvent.setup();
    renderHeader("/about");
    const button = screen.getByRole("button", { name: "Open menu" });
    await user.click(button);
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(menu).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    expect(within(menu).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    expect(await within(menu).findByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/signup");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("shows the signed-in user's menu and logs out with the Logged Out toast", async () => {
    let signedIn = true;
    mockApi({
      "GET /api/auth/get-session": () => ({ body: signedIn ? signedInSession : null }),
      "GET /api/profile": { body: profile },
      "POST /api/auth/sign-out": () => {
        signedIn = false;
        return { body: { success: true } };
      },
    });
    const user = userEvent.setup();
    const { router } = renderHeader("/profile");

    expect(await screen.findByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.getByRole("link", { name: "Add Application" })).toHaveAttribute(
      "href",
      "/applications/new",
    );
    const trigger = await screen.findByRole("button", { name: "Account menu for Ada Lovelace" });
    expect(within(trigger).getByText("AL")).toBeInTheDocument();

    await user.click(trigger);
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("ada@example.com")).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Profile & Settings" })).toHaveAttribute(
      "href",
      "/profile",
    );

    await user.click(within(menu).getByRole("menuitem", { name: "Log out" }));
    expect(await screen.findByText("Logged Out")).toBeInTheDocument();
    expect(screen.getByText("You have been successfully logged out.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(await screen.findByRole("link", { name: "Sign In" })).toBeInTheDocument();
  });

  it("leaves adding an application to the dashboard's own button while on the dashboard", async () => {
    mockApi({
      "GET /api/auth/get-session": { body: signedInSession },
      "GET /api/profile": { body: profile },
    });
    renderHeader();
    expect(await screen.findByRole("button", { name: "Account menu for Ada Lovelace" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Add Application" })).not.toBeInTheDocument();
  });

  it("keeps the user signed in and says so when logging out fails", async () => {
    mockApi({
      "GET /api/auth/get-session": { body: signedInSession },
      "GET /api/profile": { body: profile },
      "POST /api/auth/sign-out": "network-error",
    });
    const user = userEvent.setup();
    const { router } = renderHeader();
    await user.click(await screen.findByRole("button", { name: "Account menu for Ada Lovelace" }));
    await user.click(await screen.findByRole("menuitem", { name: "Log out" }));
    expect(await screen.findByText("Logout Error")).toBeInTheDocument();
    expect(screen.getByText("An unexpected error occurred during logout.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
  });
});
