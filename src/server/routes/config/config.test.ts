import { afterEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../testing/databases";
import { startTestServer, type TestServer } from "../../testing/server-kit";

describe("deployment settings the web app reads", () => {
  const [database] = testDatabases();
  let server: TestServer | undefined;
  afterEach(() => server?.dispose());

  it("says Apple sign-in is off by default, and the social sign-in refuses it", async () => {
    server = await startTestServer(database!);
    const config = await server.request("/api/config");
    expect(await config.json()).toEqual({
      appleSignIn: false,
      requireEmailVerification: true,
      signup: "open",
      mailForwarding: false,
      analytics: null,
    });
    const social = await server.request("/api/auth/sign-in/social", {
      json: { provider: "apple", callbackURL: "/auth/apple/callback" },
    });
    expect(social.status).toBeGreaterThanOrEqual(400);
    expect(social.status).toBeLessThan(500);
  });

  it("turns Apple sign-in on when it is configured, with Apple's authorization URL", async () => {
    server = await startTestServer(database!, {
      APPLE_CLIENT_ID: "com.example.jobtrail",
      APPLE_CLIENT_SECRET: "apple-client-secret",
    });
    expect(await (await server.request("/api/config")).json()).toEqual({
      appleSignIn: true,
      requireEmailVerification: true,
      signup: "open",
      mailForwarding: false,
      analytics: null,
    });
    const social = await server.request("/api/auth/sign-in/social", {
      json: {
        provider: "apple",
        callbackURL: "/auth/apple/callback",
        errorCallbackURL: "/auth/apple/callback",
      },
    });
    expect(social.status).toBe(200);
    const { url } = (await social.json()) as { url: string };
    const authorize = new URL(url);
    expect(authorize.origin).toBe("https://appleid.apple.com");
    expect(authorize.searchParams.get("client_id")).toBe("com.example.jobtrail");
    expect(authorize.searchParams.get("scope")).toBe("email name");
    expect(authorize.searchParams.get("response_mode")).toBe("form_post");
  });

  it("names the analytics script, and lets it through the CSP only for a browser that allowed it", async () => {
    server = await startTestServer(database!, {
      ANALYTICS_SCRIPT_URL: "https://stats.example.org/js/script.js",
      ANALYTICS_SCRIPT_ATTRIBUTES: "data-domain=jobs.example.com data-api=/api/event",
    });
    const config = (await (await server.request("/api/config")).json()) as { analytics: unknown };
    expect(config.analytics).toEqual({
      scriptUrl: "https://stats.example.org/js/script.js",
      attributes: { "data-domain": "jobs.example.com", "data-api": "/api/event" },
    });
    const scriptSources = (response: Response) =>
      response.headers
        .get("content-security-policy")!
        .split(";")
        .find((directive) => directive.trim().startsWith("script-src"))!;
    const without = await server.request("/api/health");
    expect(scriptSources(without)).not.toContain("stats.example.org");
    const allowed = await server.request("/api/health", {
      headers: { cookie: "jobtrail-analytics=granted" },
    });
    expect(scriptSources(allowed)).toContain("https://stats.example.org");
    expect(allowed.headers.get("content-security-policy")).toMatch(
      /connect-src 'self' +https:\/\/stats\.example\.org/,
    );
  });
});
