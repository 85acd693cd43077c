import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LoginForm } from "@/web/features/account/components/login-form";
import { lastKnownSession } from "@/web/features/account/lib/session-record";
import { heldReply, mockApi, type Reply } from "@/web/testing/mock-api";
import { LandedOn, renderRoutes, signedInSession, testQueryClient } from "@/web/testing/render";
import { AccountPages } from "./account-pages";
import { RedirectIfSignedIn, RequireAuth, type SignedInRouteHandle } from "./guards";
import { createAppQueryClient } from "./providers";

const routes = [
  {
    element: <RedirectIfSignedIn />,
    children: [
      { path: "/", element: <p>Landing page</p> },
      { element: <AccountPages />, children: [{ path: "/login", element: <LoginForm /> }] },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      { path: "/dashboard", element: <p>Dashboard page</p> },
      { path: "/profile", element: <p>Profile page</p> },
      {
        path: "/framed",
        element: <p>Framed page</p>,
        handle: { drawnWhileChecking: true } satisfies SignedInRouteHandle,
      },
    ],
  },
  { path: "*", element: <LandedOn /> },
];

/** The session check held until the test answers it; the sign-in page's settings at once. */
function holdSessionCheck() {
  const session = heldReply();
  mockApi({
    "GET /api/auth/get-session": session.handler,
    "GET /api/config": { body: { appleSignIn: false, requireEmailVerification: true } },
  });
  return session;
}

describe("RequireAuth", () => {
  it("shows 'Loading...' while the session is checked, then sends a visitor to sign in", async () => {
    const session = holdSessionCheck();
    const { router } = renderRoutes(routes, { initialEntries: ["/profile"] });

    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    session.answer({ body: null });
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(screen.queryByText("Profile page")).not.toBeInTheDocument();
  });

  it("draws a page that asks to be drawn while the session is checked, and still sends a visitor to sign in", async () => {
    const session = holdSessionCheck();
    const { router } = renderRoutes(routes, { initialEntries: ["/framed"] });

    expect(screen.getByText("Framed page")).toBeInTheDocument();
    session.answer({ body: null });
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(screen.queryByText("Framed page")).not.toBeInTheDocument();
  });

  it("lands on the page first asked for after signing in", async () => {
    let signedIn = false;
    mockApi({
      "GET /api/auth/get-session": () => ({ body: signedIn ? signedInSession : null }),
      "GET /api/config": { body: { appleSignIn: false, requireEmailVerification: true } },
      "POST /api/auth/sign-in/email": () => {
        signedIn = true;
        return { body: { token: "t", user: { id: "u1" } } };
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { initialEntries: ["/profile"] });

    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret1!");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Profile page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/profile");
  });

  it("shows the page to a signed-in user", async () => {
    mockApi({ "GET /api/auth/get-session": { body: signedInSession } });
    renderRoutes(routes, { initialEntries: ["/dashboard"] });
    expect(await screen.findByText("Dashboard page")).toBeInTheDocument();
  });
});

describe("RequireAuth without a connection", () => {
  /** A first visit signed in, as the app remembers it on this device; then the page is left. */
  async function visitSignedIn() {
    mockApi({ "GET /api/auth/get-session": { body: signedInSession } });
    const first = renderRoutes(routes, {
      initialEntries: ["/dashboard"],
      queryClient: createAppQueryClient(),
    });
    await screen.findByText("Dashboard page");
    first.unmount();
  }

  it("keeps the last session seen on this device when the check cannot reach the server", async () => {
    await visitSignedIn();
    mockApi({ "GET /api/auth/get-session": "network-error" });
    const { router } = renderRoutes(routes, {
      initialEntries: ["/profile"],
      queryClient: createAppQueryClient(),
    });
    expect(await screen.findByText("Profile page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/profile");
  });

  it("still signs out when the server answers that the session is gone, and forgets it", async () => {
    await visitSignedIn();
    mockApi({
      "GET /api/auth/get-session": { body: null },
      "GET /api/config": { body: { appleSignIn: false, requireEmailVerification: true } },
    });
    const { router } = renderRoutes(routes, {
      initialEntries: ["/profile"],
      queryClient: createAppQueryClient(),
    });
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(lastKnownSession()).toBeNull();
  });

  it("sends a visitor never signed in here to sign in when the server cannot be reached", async () => {
    mockApi({
      "GET /api/auth/get-session": "network-error",
      "GET /api/config": { body: { appleSignIn: false, requireEmailVerification: true } },
    });
    const { router } = renderRoutes(routes, {
      initialEntries: ["/profile"],
      queryClient: createAppQueryClient(),
    });
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });
});

describe("RedirectIfSignedIn", () => {
  it.each(["/", "/login"])("sends a signed-in user from %s to the dashboard", async (path) => {
    mockApi({
      "GET /api/auth/get-session": { body: signedInSession },
      // The page shows while the session is checked, so the sign-in form asks for its settings.
      "GET /api/config": { body: { appleSignIn: false, requireEmailVerification: true, analytics: null } },
    });
    const queryClient = testQueryClient();
    const { router } = renderRoutes(routes, { initialEntries: [path], queryClient });
    expect(await screen.findByText("Dashboard page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    // The dashboard's guard may check the session once more as it mounts: the test ends once
    // that answer is in, not while it is on its way (it would meet no handler after the test).
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });

  it("shows the page while the session is checked (the server sent a signed-in browser on already)", async () => {
    mockApi({ "GET /api/auth/get-session": () => new Promise<Reply>(() => {}) });
    renderRoutes(routes, { initialEntries: ["/"] });
    expect(await screen.findByText("Landing page")).toBeInTheDocument();
  });

  it("shows the landing page to a visitor, even when the session check fails", async () => {
    mockApi({ "GET /api/auth/get-session": "network-error" });
    renderRoutes(routes, { initialEntries: ["/"] });
    expect(await screen.findByText("Landing page")).toBeInTheDocument();
  });
});
