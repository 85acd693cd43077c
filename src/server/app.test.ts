import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { contactMessages } from "./db/schema";
import { parseEnv } from "./env";
import { createLogger } from "./logger";
import { testDatabases } from "./testing/databases";
import { startTestServer, type TestServer } from "./testing/server-kit";

const contact = {
  name: "Grace Hopper",
  email: "grace@example.com",
  company: "Navy",
  subject: "Question about exports",
  category: "support",
  message: "Hello there,\nhow do I export my data?",
};

describe.each(testDatabases())("the API on $name", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server.dispose();
    await database.drop();
  });

  it("reports health with the database kind", async () => {
    const response = await server.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: database.name });
  });

  it("answers an unknown /api path with the JSON not-found envelope", async () => {
    const response = await server.request("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      error: { code: "NOT_FOUND", message: "The requested resource was not found." },
    });
  });

  it("sends security headers on every response, errors included", async () => {
    for (const url of ["/api/health", "/api/no-such-thing", "/api/profile"]) {
      const response = await server.request(url);
      const csp = response.headers.get("content-security-policy")!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("serves the OpenAPI document", async () => {
    const response = await server.request("/api/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/health", "/api/profile", "/api/contact", "/api/config"]),
    );
  });

  it("answers malformed JSON with VALIDATION_ERROR, never a 500", async () => {
    const response = await server.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_ERROR");
  });

  describe("contact", () => {
    it("stores the message and mails support with the category in the subject", async () => {
      const response = await server.request("/api/contact", { json: contact });
      expect(response.status).toBe(201);
      const mail = server.mailer.sent.at(-1)!;
      expect(mail).toMatchObject({
        to: "support@jobtrail.local",
        replyTo: "grace@example.com",
        subject: "[Support] Question about exports",
      });
      expect(mail.html).toContain("Hello there,<br>how do I export my data?");
    });

    it("keeps the message when the mail fails", async () => {
      server.mailer.failNext = true;
      const response = await server.request("/api/contact", {
        json: { ...contact, subject: "Mail is down today" },
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const [row] = await server.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(row).toMatchObject({ subject: "Mail is down today", mailedAt: null });
    });

    it("names every bad field with its message and refuses unknown fields", async () => {
      const response = await server.request("/api/contact", {
        json: { name: "G", email: "nope", subject: "Hi", category: "spam", message: "short", admin: true },
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { fields: Record<string, string> } };
      expect(body.error.fields).toMatchObject({
        name: "Name must be at least 2 characters",
        email: "Please enter a valid email address",
        subject: "Subject must be at least 5 characters",
        category: "Please select a category",
        message: "Message must be at least 10 characters",
        admin: "Unknown field",
      });
    });

    it("refuses control characters with a message naming the field, and stores nothing", async () => {
      const before = (await server.database.db.select().from(contactMessages)).length;
      const response = await server.request("/api/contact", {
        json: { ...contact, name: "Grace\u0000", message: "Hello there\u001b[31m, how are you?" },
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { fields: Record<string, string> } };
      expect(body.error.fields).toEqual({
        name: "Name contains a character that is not allowed",
        message: "Message contains a character that is not allowed",
      });
      expect((await server.database.db.select().from(contactMessages)).length).toBe(before);
    });

    it("limits messages per address", async () => {
      const ip = "192.0.2.77";
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await server.request("/api/contact", { json: contact, ip })).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    });
  });
});

describe("the API when the database stops answering", () => {
  it("reports 503 from health", async () => {
    const [database] = testDatabases();
    const server = await startTestServer(database!);
    await server.database.close();
    const response = await server.request("/api/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: "unavailable",
      database: "pglite",
      error: { code: "TIMEOUT" },
    });
  });
});

describe("the web app", () => {
  const webRoot = mkdtempSync(path.join(os.tmpdir(), "jobtrail-web-"));
  writeFileSync(
    path.join(webRoot, "index.html"),
    "<!doctype html><title>JobTrail</title><div id=root></div>",
  );
  const env = parseEnv({ NODE_ENV: "test", DATA_DIR: webRoot, LOG_LEVEL: "silent" });

  it("serves index.html for app routes, and JSON 404 under /api", async () => {
    const [database] = testDatabases();
    const server = await startTestServer(database!);
    const app = createApp({ ...server, env, logger: createLogger("silent"), webRoot });
    const page = await app.request("/some/unknown/page");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<div id=root>");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const asset = await app.request("/assets/index-gone.js");
    expect(asset.status).toBe(404);
    expect(await asset.text()).not.toContain("<div id=root>");
    const api = await app.request("/api/unknown");
    expect(api.status).toBe(404);
    await server.dispose();
  });

  it("serves a text asset compressed at build to a browser that accepts it, and says it varies", async () => {
    mkdirSync(path.join(webRoot, "assets"), { recursive: true });
    const script = "console.log('JobTrail');".repeat(100);
    writeFileSync(path.join(webRoot, "assets", "app-1a2b.js"), script);
    writeFileSync(path.join(webRoot, "assets", "app-1a2b.js.br"), brotliCompressSync(script));
    writeFileSync(path.join(webRoot, "assets", "app-1a2b.js.gz"), gzipSync(script));
    const [database] = testDatabases();
    const server = await startTestServer(database!);
    const app = createApp({ ...server, env, logger: createLogger("silent"), webRoot });
    try {
      const brotli = await app.request("/assets/app-1a2b.js", { headers: { "accept-encoding": "gzip, br" } });
      expect(brotli.headers.get("content-encoding")).toBe("br");
      expect(brotli.headers.get("vary")).toBe("Accept-Encoding");
      expect(brotli.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(script);

      const gzip = await app.request("/assets/app-1a2b.js", { headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers.get("content-encoding")).toBe("gzip");
      expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

      const plain = await app.request("/assets/app-1a2b.js");
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(plain.headers.get("vary")).toBe("Accept-Encoding");
      expect(await plain.text()).toBe(script);
    } finally {
      await server.dispose();
    }
  });
});

describe("files for search engines", () => {
  it("answers robots.txt and sitemap.xml with this deployment's address, public pages only", async () => {
    const [database] = testDatabases();
    const server = await startTestServer(database!);
    try {
      const robots = await server.request("/robots.txt");
      expect(robots.status).toBe(200);
      expect(robots.headers.get("content-type")).toMatch(/^text\/plain/);
      const robotsText = await robots.text();
      expect(robotsText).toContain("Disallow: /api/");
      expect(robotsText).toContain("Disallow: /dashboard");
      expect(robotsText).toContain("Sitemap: http://localhost:3000/sitemap.xml");

      const sitemap = await server.request("/sitemap.xml");
      expect(sitemap.headers.get("content-type")).toMatch(/^application\/xml/);
      const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(locations).toContain("http://localhost:3000/");
      expect(locations).toContain("http://localhost:3000/features");
      expect(locations).toContain("http://localhost:3000/privacy-policy");
      expect(locations.some((location) => /dashboard|profile|privacy-settings/.test(location!))).toBe(false);
    } finally {
      await server.dispose();
    }
  });
});
