import { expect, it } from "vitest";
import { apiTokenMessages } from "@/domain/api-tokens";
import {
  addApplication,
  answered,
  type CookieJar,
  describeOnEachDatabase,
  newAccount,
} from "../../testing/server-kit";

describeOnEachDatabase("personal API tokens", (server) => {
  let count = 0;

  const newUser = () => newAccount(server, `tokens${++count}@example.com`);
  const make = (jar: CookieJar, body: unknown) => server.call(jar, "POST", "/api/settings/tokens", body);
  /** A request as a script sends it: the token, no cookie, no Origin. */
  async function withToken(token: string, method: string, url: string, json?: unknown) {
    const response = await server.request(url, {
      method,
      headers: { authorization: `Bearer ${token}`, origin: "" },
      ...(json === undefined ? {} : { json }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  it("makes a token shown once that calls the API as its user, and lists it without the token", async () => {
    const { jar } = await newUser();
    await addApplication(server, jar, { company: "Globex" });
    const created = await make(jar, { name: " Spreadsheet sync ", scope: "read-write" });
    expect(created.status).toBe(201);
    const { token, ...shown } = created.body;
    expect(token).toMatch(/^jt_[\w-]{43}$/);
    expect(shown).toMatchObject({
      name: "Spreadsheet sync",
      scope: "read-write",
      prefix: token.slice(0, 9),
      lastUsedAt: null,
    });

    const list = await withToken(token, "GET", "/api/applications");
    expect(list.status).toBe(200);
    expect(list.body.items.map((item: { company: string }) => item.company)).toEqual(["Globex"]);
    const added = await withToken(token, "POST", "/api/applications", {
      company: "Initech",
      jobTitle: "Analyst",
      applicationDate: "2026-11-01",
      status: "Applied",
    });
    expect(added.status).toBe(201);

    const tokens = await answered(server.api(jar).settings.tokens.$get(), 200);
    expect(tokens.items).toEqual([{ ...shown, lastUsedAt: expect.any(String) }]);
    expect(JSON.stringify(tokens)).not.toContain(token);
  });

  it("lets a read token only read, and no token manage tokens or the account", async () => {
    const { jar, email } = await newUser();
    const { token } = (await make(jar, { name: "Dashboard", scope: "read" })).body;
    expect((await withToken(token, "GET", "/api/analytics")).status).toBe(200);
    const write = await withToken(token, "POST", "/api/applications", {
      company: "Initech",
      jobTitle: "Analyst",
      applicationDate: "2026-11-01",
      status: "Applied",
    });
    expect(write).toEqual({
      status: 403,
      body: { error: { code: "RLS_DENIED", message: apiTokenMessages.readOnly } },
    });
    const { token: full } = (await make(jar, { name: "Full", scope: "read-write" })).body;
    for (const [method, url, body] of [
      ["GET", "/api/settings/tokens"],
      ["POST", "/api/settings/tokens", { name: "Another", scope: "read-write" }],
      ["GET", "/api/privacy/sessions"],
      ["POST", "/api/privacy/delete-account", { password: "x", email }],
    ] as const) {
      const refused = await withToken(full, method, url, body);
      expect(refused.status, url).toBe(403);
      expect(refused.body.error.message).toBe(apiTokenMessages.notForTokens);
    }
  });

  it("never lets a token make, replace or reveal another credential: the calendar address, an invitation", async () => {
    const { jar } = await newUser();
    const { token } = (await make(jar, { name: "Full", scope: "read-write" })).body;
    for (const [method, url, body] of [
      ["POST", "/api/settings/calendar"],
      ["GET", "/api/settings/calendar"],
      ["DELETE", "/api/settings/calendar"],
      ["GET", "/api/invitations"],
      ["POST", "/api/invitations", { email: "friend@example.com" }],
    ] as const) {
      const refused = await withToken(token, method, url, body);
      expect(refused, `${method} ${url}`).toEqual({
        status: 403,
        body: { error: { code: "RLS_DENIED", message: apiTokenMessages.notForTokens } },
      });
    }
    // The refused request made no address: the feed is still off for the session that owns it.
    expect(await answered(server.api(jar).settings.calendar.$get(), 200)).toMatchObject({ active: false });
  });

  it("documents the routes that answer a session only: no token scheme, a 403", async () => {
    const document = (await (await server.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[]; responses: object }>>;
    };
    const sessionOnly = [
      ["/api/settings/tokens", "post"],
      ["/api/settings/calendar", "post"],
      ["/api/settings/calendar", "delete"],
      ["/api/invitations", "post"],
      ["/api/privacy/delete-account", "post"],
    ] as const;
    for (const [path, method] of sessionOnly) {
      const operation = document.paths[path]?.[method];
      expect(operation?.security, `${method} ${path}`).toEqual([{ session: [] }]);
      expect(operation?.responses, `${method} ${path}`).toHaveProperty("403");
    }
    expect(document.paths["/api/applications"]?.get?.security).toEqual([{ session: [] }, { apiToken: [] }]);
  });

  it("refuses a revoked token at its next request, and another user's token is theirs alone", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    await addApplication(server, owner.jar, { company: "Mine Co" });
    const created = (await make(owner.jar, { name: "Script", scope: "read" })).body;
    expect((await withToken(created.token, "GET", "/api/applications")).status).toBe(200);
    // Another user can neither see nor revoke it.
    expect((await answered(server.api(stranger.jar).settings.tokens.$get(), 200)).items).toEqual([]);
    const revoke = (jar: CookieJar) =>
      server.api(jar).settings.tokens[":id"].$delete({ param: { id: created.id } });
    expect((await revoke(stranger.jar)).status).toBe(404);
    expect((await revoke(owner.jar)).status).toBe(204);
    const after = await withToken(created.token, "GET", "/api/applications");
    expect(after).toEqual({
      status: 401,
      body: { error: { code: "UNAUTHENTICATED", message: apiTokenMessages.invalid } },
    });
    for (const bad of ["jt_made-up", "not-a-token", `${created.token}x`])
      expect((await withToken(bad, "GET", "/api/applications")).status).toBe(401);
  });

  it("refuses a token without a name or with an unknown scope", async () => {
    const { jar } = await newUser();
    expect((await make(jar, { name: "", scope: "read" })).body.error.fields).toEqual({
      name: apiTokenMessages.name,
    });
    expect((await make(jar, { name: "x", scope: "admin" })).body.error.fields).toEqual({
      scope: apiTokenMessages.scope,
    });
    expect((await answered(server.api(jar).settings.tokens.$get(), 200)).items).toEqual([]);
  });
});
