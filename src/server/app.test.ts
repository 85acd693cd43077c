import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { isIndexedPage, isPagePath, pageHeads } from "@/domain/pages";
import { paths } from "@/domain/paths";
import { createApp } from "./app";
import { contactMessages } from "./db/schema";
import { parseEnv } from "./env";
import { createLogger } from "./logger";
import { headHtml } from "./page-head";
import { sitemapXml } from "./site-files";
import { testDatabases } from "./testing/databases";
import { describeOnEachDatabase, newAccount, startTestServer } from "./testing/server-kit";

const contact = {
  name: "Grace Hopper",
  email: "grace@example.com",
  company: "Navy",
  subject: "Question about exports",
  category: "support",
  message: "Hello there,\nhow do I export my data?",
};

describeOnEachDatabase("the API", (server, database) => {
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
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      const permissions = response.headers.get("permissions-policy")!;
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
        expect(permissions).toContain(`${feature}=()`);
    }
  });

  it("lets no cache, not even the browser's own, keep an answer that carries a user's data", async () => {
    const { jar } = await newAccount(server, "no-store@example.com");
    const added = await server.call(jar, "POST", "/api/applications", {
      company: "Acme",
      jobTitle: "Engineer",
      applicationDate: "2026-03-01",
      status: "Applied",
    });
    const resume = new FormData();
    resume.set("file", new Blob(["Ada Lovelace, engineer\n"]), "resume.txt");
    const upload = await server.request(`/api/applications/${added.body.id}/documents`, {
      method: "POST",
      jar,
      body: resume,
    });
    const document = (await upload.json()) as { id: string };
    const feed = await server.call(jar, "POST", "/api/settings/calendar");
    for (const url of [
      "/api/profile",
      "/api/applications",
      `/api/applications/${added.body.id}`,
      "/api/applications/export?format=csv",
      "/api/analytics",
      `/api/documents/${document.id}/content`,
      "/api/auth/get-session",
      new URL(feed.body.url).pathname,
    ]) {
      const response = await server.request(url, { jar });
      expect(response.status, url).toBe(200);
      expect(response.headers.get("cache-control"), url).toMatch(/\bno-store\b/);
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
      // Mailed by a job, a moment after the answer.
      let mail: (typeof server.mailer.sent)[number] | undefined;
      for (let i = 0; i < 100 && !mail; i++) {
        mail = server.mailer.sent.find((sent) => sent.subject === "[Support] Question about exports");
        if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(mail).toMatchObject({ to: "support@jobtrail.local", replyTo: "grace@example.com" });
      expect(mail!.html).toContain("Hello there,<br>how do I export my data?");
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

  it("serves index.html for app routes (404 for a path that is no page of the app), and JSON 404 under /api", async () => {
    const [database] = testDatabases();
    const server = await startTestServer(database!);
    const app = createApp({ ...server, env, logger: createLogger("silent"), webRoot });
    for (const known of ["/applications/new", "/profile/", "/reset-password?token=x"]) {
      const page = await app.request(known);
      expect(page.status, known).toBe(200);
      expect(await page.text(), known).toContain("<div id=root>");
    }
    // The app draws its not-found page there; the status says so to crawlers and scripts.
    for (const unknown of ["/some/unknown/page", "/dashboard/extra", "/Dashboard"]) {
      const page = await app.request(unknown, { headers: { "Accept-Encoding": "br" } });
      expect(page.status, unknown).toBe(404);
      expect(page.headers.get("content-encoding"), unknown).toBe("br");
    }
    const page = await app.request("/some/unknown/page");
    expect(page.status).toBe(404);
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
  it("answers a public page with its HTML made at build, and sends a signed-in browser from the landing page on", async () => {
    mkdirSync(path.join(webRoot, "prerendered"), { recursive: true });
    const landing = "<!doctype html><title>JobTrail</title><div id=root><h1>Every job application</h1></div>";
    writeFileSync(path.join(webRoot, "prerendered", "index.html"), landing);
    writeFileSync(path.join(webRoot, "prerendered", "features.html"), "<div id=root><h1>Features</h1></div>");
    writeFileSync(
      path.join(webRoot, "prerendered", "features.signed-out.html"),
      "<div id=root data-static><h1>Features</h1><a href=/login>Sign In</a></div>",
    );
    writeFileSync(path.join(webRoot, "prerendered", "login.html"), "<div id=root><form></form></div>");
    mkdirSync(path.join(webRoot, "prerendered", "auth"), { recursive: true });
    writeFileSync(
      path.join(webRoot, "prerendered", "auth", "confirm.signed-out.html"),
      "<div id=root data-static><div data-account-page></div></div>",
    );
    const [database] = testDatabases();
    const server = await startTestServer(database!);
    const app = createApp({ ...server, env, logger: createLogger("silent"), webRoot });
    try {
      const visitor = await app.request("/", { headers: { "accept-encoding": "br" } });
      expect(visitor.status).toBe(200);
      expect(visitor.headers.get("content-encoding")).toBe("br");
      expect(visitor.headers.get("cache-control")).toBe("no-cache");
      const html = brotliDecompressSync(Buffer.from(await visitor.arrayBuffer())).toString();
      expect(html).toContain("<h1>Every job application</h1>");
      // With the landing page's own head, not the built one's.
      expect(html).toMatch(/<title data-server-head="\/">[^<]*Every job application[^<]*<\/title>/);
      // With no session cookie, a page with nothing to fill in comes complete, without the app.
      const signedOutFeatures = await app.request("/features");
      expect(await signedOutFeatures.text()).toContain(
        "<div id=root data-static><h1>Features</h1><a href=/login>",
      );
      expect(signedOutFeatures.headers.get("vary")).toBe("Accept-Encoding, Cookie");
      // An account page too, its form run by an island; one nested in a folder as well.
      expect(await (await app.request("/auth/confirm?token_hash=x&type=email")).text()).toContain(
        "<div id=root data-static><div data-account-page></div></div>",
      );
      // A page without a prerendered file is the app's empty shell, as before.
      expect(await (await app.request("/about")).text()).toContain("<div id=root></div>");

      const { jar } = await newAccount(server, "prerender@example.com");
      const signedIn = await app.request("/", { headers: { cookie: jar.header() } });
      expect(signedIn.status).toBe(302);
      expect(signedIn.headers.get("location")).toBe("/dashboard");
      // Other public pages are for everyone; with a session cookie, in the form the app takes over.
      const signedInFeatures = await app.request("/features", { headers: { cookie: jar.header() } });
      expect(signedInFeatures.status).toBe(200);
      expect(await signedInFeatures.text()).toContain("<div id=root><h1>Features</h1></div>");
      const signedInConfirm = await app.request("/auth/confirm", { headers: { cookie: jar.header() } });
      expect(await signedInConfirm.text()).not.toContain("data-account-page");

      // A sign-in form the browser sent itself before the app ran: the page again, nothing kept.
      const early = await app.request("/login", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "email=ada%40example.com&password=Str0ng%21Passw0rd",
      });
      expect(early.status).toBe(303);
      expect(early.headers.get("location")).toBe("/login");
      expect(await early.text()).not.toContain("Str0ng");
    } finally {
      await server.dispose();
    }
  });
});

describe("the request log", () => {
  it("logs API calls and page loads at info, and the files a page loads at debug", async () => {
    const webRoot = mkdtempSync(path.join(os.tmpdir(), "jobtrail-web-"));
    writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>JobTrail</title>");
    mkdirSync(path.join(webRoot, "assets"));
    writeFileSync(path.join(webRoot, "assets", "app-1a2b.js"), "console.log('JobTrail');");
    writeFileSync(path.join(webRoot, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    const lines: { level: number; msg: string; path?: string }[] = [];
    const logger = pino({ level: "debug" }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: webRoot, LOG_LEVEL: "debug" });
    const [database] = testDatabases();
    const server = await startTestServer(database!);
    try {
      const app = createApp({ ...server, env, logger, webRoot });
      for (const url of [
        "/",
        "/dashboard",
        "/assets/app-1a2b.js",
        "/favicon.svg",
        "/api/health",
        "/api/gone",
        "/api/calendar/sEcReTtOkEn.ics",
      ])
        await app.request(url);
      const levelOf = Object.fromEntries(
        lines
          .filter((line) => line.msg === "request")
          .map((line) => [line.path, pino.levels.labels[line.level]]),
      );
      expect(levelOf).toEqual({
        "/": "info",
        "/dashboard": "info",
        "/assets/app-1a2b.js": "debug",
        "/favicon.svg": "debug",
        "/api/health": "info",
        "/api/gone": "info",
        // A calendar feed's address is its secret.
        "/api/calendar/[redacted]": "info",
      });
      expect(JSON.stringify(lines)).not.toContain("sEcReTtOkEn");
    } finally {
      await server.dispose();
    }
  });
});

describe("each page's own head", () => {
  const webRoot = mkdtempSync(path.join(os.tmpdir(), "jobtrail-web-"));
  writeFileSync(
    path.join(webRoot, "index.html"),
    [
      "<!doctype html><html><head>",
      '<meta name="description" content="JobTrail keeps every job application in one place." />',
      "<title>JobTrail</title>",
      '<script type="module" src="/assets/index.js"></script>',
      "</head><body><div id=root></div></body></html>",
    ].join("\n"),
  );
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: webRoot,
    LOG_LEVEL: "silent",
    APP_URL: "https://jobs.example.com",
  });
  const head = (html: string) => {
    const metas = new Map<string, string>();
    for (const [, key, content] of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g))
      metas.set(key!, content!);
    return {
      titles: [...html.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((match) => match[1]),
      metas,
      canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
    };
  };

  it("sends /features with its own title, description, canonical address and link-preview tags", async () => {
    const [database] = testDatabases();
    const server = await startTestServer(database!);
    const app = createApp({ ...server, env, logger: createLogger("silent"), webRoot });
    try {
      const response = await app.request("/features");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
      const { titles, metas, canonical } = head(await response.text());
      expect(titles).toEqual([pageHeads[paths.features].title]);
      expect(metas.get("description")).toBe(pageHeads[paths.features].description);
      expect(canonical).toBe("https://jobs.example.com/features");
      expect(metas.get("og:url")).toBe("https://jobs.example.com/features");
      expect(metas.get("og:title")).toBe("Features · JobTrail");
      expect(metas.get("og:description")).toBe(pageHeads[paths.features].description);
      expect(metas.get("og:type")).toBe("website");
      expect(metas.get("og:image")).toBe("https://jobs.example.com/og-image.png");
      expect(metas.get("og:image:width")).toBe("1200");
      expect(metas.get("og:image:height")).toBe("630");
      expect(metas.get("og:image:alt")).toBeTruthy();
      expect(metas.get("twitter:card")).toBe("summary_large_image");
      expect(metas.has("robots")).toBe(false);

      const landing = head(await (await app.request("/")).text());
      expect(landing.titles).toEqual([pageHeads[paths.landing].title]);
      expect(landing.canonical).toBe("https://jobs.example.com/");
    } finally {
      await server.dispose();
    }
  });

  it("titles a signed-in or sign-in step page without indexing it, and gives unknown paths no page's tags", async () => {
    const [database] = testDatabases();
    const server = await startTestServer(database!);
    const app = createApp({ ...server, env, logger: createLogger("silent"), webRoot });
    try {
      const dashboard = head(await (await app.request("/dashboard")).text());
      expect(dashboard.titles).toEqual(["Dashboard · JobTrail"]);
      expect(dashboard.metas.get("robots")).toBe("noindex");
      expect(dashboard.canonical).toBeUndefined();
      expect(dashboard.metas.has("og:title")).toBe(false);

      const unknown = head(await (await app.request("/features/nothing-here")).text());
      expect(unknown.titles).toEqual(["JobTrail"]);
      expect(unknown.metas.get("description")).toBe("JobTrail keeps every job application in one place.");
      expect(unknown.canonical).toBeUndefined();
      expect(unknown.metas.has("og:title")).toBe(false);
    } finally {
      await server.dispose();
    }
  });

  it("escapes what it writes into the page", () => {
    const html = headHtml(paths.profile, "https://jobs.example.com");
    expect(html).toContain('<title data-server-head="/profile">Profile &amp; Settings · JobTrail</title>');
    expect(html).not.toContain("Profile & Settings");
  });
});

describe("the sitemap and the page table", () => {
  it("has a title and description for every page in the sitemap, each indexed", () => {
    const locations = [...sitemapXml("https://jobs.example.com").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    expect(locations.length).toBeGreaterThan(5);
    for (const location of locations) {
      expect(isPagePath(location), location).toBe(true);
      if (!isPagePath(location)) continue;
      expect(isIndexedPage(location), location).toBe(true);
      expect(pageHeads[location].title).toMatch(/JobTrail/);
      expect(pageHeads[location].description.length).toBeGreaterThan(20);
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
