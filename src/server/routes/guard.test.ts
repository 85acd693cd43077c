// What every route of the API does before its own work, checked against the served OpenAPI
// document so a route added later is covered without being named here: the session check,
// the Origin check on writes, the body's type and size, and the documentation of each.
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isErrorBody } from "@/domain/errors";
import { applications } from "../db/schema";
import { listen } from "../http";
import { testDatabases } from "../testing/databases";
import { fillPath, type Operation, openApiDocument, operationsOf } from "../testing/openapi";
import { type CookieJar, signedInUser, startTestServer, type TestServer } from "../testing/server-kit";

/**
 * The operations anyone may call. Adding one here is a decision: everything else must
 * answer 401 without a session.
 */
const publicOperations = [
  "GET /api/health",
  "GET /api/config",
  "POST /api/contact",
  "POST /api/reminders/unsubscribe",
  "GET /api/calendar/{token}",
];

const someId = "00000000-0000-4000-8000-000000000000";

const application = {
  company: "Acme",
  jobTitle: "Engineer",
  applicationDate: "2026-03-01",
  status: "Applied",
};

describe.each(testDatabases())("every route's guard on $name", (database) => {
  let server: TestServer;
  let operations: Operation[];
  let ada: CookieJar;

  beforeAll(async () => {
    server = await startTestServer(database);
    operations = operationsOf(await openApiDocument(server));
    ada = await signedInUser(server, "ada@example.com");
  });
  afterAll(async () => {
    await server.dispose();
    await database.drop();
  });

  const countAdas = async () => {
    const [row] = await server.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(applications)
      .innerJoin(sql`"user"`, sql`"user".id = ${applications.userId}`)
      .where(eq(sql`"user".email`, "ada@example.com"));
    return row!.count;
  };

  it("lists every public operation that exists, and nothing else is public", () => {
    const names = operations.map((operation) => operation.name);
    expect(names).toEqual(expect.arrayContaining(publicOperations));
    for (const operation of operations) {
      const isPublic = publicOperations.includes(operation.name);
      expect(operation.security === undefined, operation.name).toBe(isPublic);
    }
  });

  it("answers 401 with the envelope to every protected operation without a session", async () => {
    const protectedOperations = operations.filter((operation) => !publicOperations.includes(operation.name));
    expect(protectedOperations.length).toBeGreaterThanOrEqual(9);
    for (const operation of protectedOperations) {
      const response = await server.request(
        fillPath(operation.path, () => someId),
        {
          method: operation.method,
          // Even a request with a body the route would refuse learns nothing but "no session".
          ...(operation.requestBody ? { json: { unexpected: true } } : {}),
        },
      );
      expect(response.status, operation.name).toBe(401);
      expect(await response.json(), operation.name).toEqual({
        error: { code: "UNAUTHENTICATED", message: "Please log in to continue." },
      });
    }
  });

  it("answers 401 to a session cookie whose signature does not match", async () => {
    const forged = ada
      .header()
      .replace(/(session_token=[^.;]+\.)[^;]+/, (_match, value: string) => `${value}${"A".repeat(43)}=`);
    expect(forged).not.toBe(ada.header());
    const response = await server.request("/api/profile", { headers: { cookie: forged } });
    expect(response.status).toBe(401);
  });

  it("documents the session cookie, and each operation's refusals", async () => {
    const document = await openApiDocument(server);
    expect(document.components?.securitySchemes?.session).toMatchObject({ type: "apiKey", in: "cookie" });
    for (const operation of operations) {
      const statuses = Object.keys(operation.responses);
      const isPublic = publicOperations.includes(operation.name);
      if (!isPublic) expect(statuses, operation.name).toContain("401");
      if (!isPublic && operation.method !== "GET") expect(statuses, operation.name).toContain("403");
      if (operation.parameters.some((parameter) => parameter.in === "query") || operation.requestBody)
        expect(statuses, operation.name).toContain("400");
      if (operation.requestBody)
        expect(statuses, operation.name).toEqual(expect.arrayContaining(["413", "415"]));
    }
    const byName = new Map(operations.map((operation) => [operation.name, operation]));
    expect(Object.keys(byName.get("POST /api/contact")!.responses)).toContain("429");
    expect(Object.keys(byName.get("POST /api/applications")!.responses)).toContain("409");
    expect(Object.keys(byName.get("GET /api/applications/{id}")!.responses)).toContain("404");
  });

  it("refuses a signed-in write from another site's page with 403, and writes nothing", async () => {
    const before = await countAdas();
    const response = await server.request("/api/applications", {
      jar: ada,
      json: application,
      headers: { origin: "https://attacker.example" },
    });
    expect(response.status).toBe(403);
    expect(isErrorBody(await response.json())).toBe(true);
    const crossSite = await server.request("/api/applications", {
      jar: ada,
      json: application,
      headers: { origin: "", "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect(await countAdas()).toBe(before);
    // Reading from another origin is harmless to the data (the browser keeps the answer from it).
    const read = await server.request("/api/applications", {
      jar: ada,
      headers: { origin: "https://attacker.example" },
    });
    expect(read.status).toBe(200);
  });

  it.each([
    ["text/plain", "/api/contact"],
    ["application/x-www-form-urlencoded", "/api/contact"],
    ["text/plain", "/api/applications"],
    ["multipart/form-data; boundary=x", "/api/applications"],
  ])("answers a %s body on %s with 415 and the envelope, and writes nothing", async (type, url) => {
    const before = await countAdas();
    const response = await server.request(url, {
      method: "POST",
      jar: ada,
      headers: { "content-type": type },
      body: JSON.stringify(application),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: {
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: "The request body must be JSON (Content-Type: application/json).",
      },
    });
    expect(await countAdas()).toBe(before);
  });

  it("refuses a body over 1 MB with 413, from its declared length before reading it", async () => {
    const declared = await server.request("/api/applications", {
      method: "POST",
      jar: ada,
      headers: { "content-type": "application/json", "content-length": String(5 * 1024 * 1024) },
      body: JSON.stringify(application),
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({
      error: { code: "PAYLOAD_TOO_LARGE", message: "The request is too large." },
    });
    const sent = await server.request("/api/applications", {
      jar: ada,
      json: { ...application, notes: "x".repeat(1024 * 1024) },
    });
    expect(sent.status).toBe(413);
    const auth = await server.request("/api/auth/sign-in/email", {
      json: { email: "ada@example.com", password: "x".repeat(1024 * 1024) },
    });
    expect(auth.status).toBe(413);
  });

  it("answers headers too large for the server with 431 and the envelope, not an empty body", async () => {
    const { server: http } = listen(server.app, { port: 0, hostname: "127.0.0.1" });
    try {
      await new Promise<void>((resolve) => http.once("listening", () => resolve()));
      const { port } = http.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
        headers: { "x-padding": "x".repeat(64 * 1024) },
      });
      expect(response.status).toBe(431);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await response.json()).toEqual({
        error: { code: "HEADERS_TOO_LARGE", message: "The request headers are too large." },
      });
    } finally {
      await new Promise((resolve) => http.close(resolve));
    }
  });
});
