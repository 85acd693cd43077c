import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationListPage, StatusChange } from "@/domain/application-schemas";
import { syncMessages, tombstoneRetentionDays } from "@/domain/applications";
import { compressionThreshold } from "../../lib/api-answers";
import { testDatabases } from "../../testing/databases";
import {
  addApplication,
  type CookieJar,
  signedInUser,
  startTestServer,
  type TestServer,
} from "../../testing/server-kit";

const dayMs = 24 * 60 * 60 * 1000;

describe.each(testDatabases())(
  "the list's changes since a moment, ETags and compression on $name",
  (database) => {
    let server: TestServer;
    let users = 0;
    // The company site the logo finder visits: no icon until a test puts one up.
    let icon: Buffer | null = null;
    let site: { url: string; close: () => void };

    beforeAll(async () => {
      const http = createServer((request, response) => {
        if (request.url === "/")
          response.writeHead(200, { "content-type": "text/html" }).end('<link rel="icon" href="/i.png">');
        else if (request.url === "/i.png" && icon)
          response.writeHead(200, { "content-type": "image/png" }).end(icon);
        else response.writeHead(404).end();
      });
      await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
      site = { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, close: () => http.close() };
      server = await startTestServer(database, { LOGO_FETCH_ALLOW_PRIVATE_ADDRESSES: "true" });
    });
    afterAll(async () => {
      site.close();
      await server.dispose();
      await database.drop();
    });

    const freshUser = () => signedInUser(server, `sync${++users}@example.com`);
    const call: TestServer["call"] = (...args) => server.call(...args);

    let added = 0;
    const add = (jar: CookieJar, fields: Record<string, unknown> = {}) =>
      addApplication(server, jar, { company: `Company ${++added}`, ...fields });

    const list = async (jar: CookieJar, query: Record<string, string> = {}) => {
      const { status, body } = await call(jar, "GET", `/api/applications?${new URLSearchParams(query)}`);
      expect(status, JSON.stringify(body)).toBe(200);
      return body as ApplicationListPage;
    };
    const changesSince = (jar: CookieJar, updatedSince: string, query: Record<string, string> = {}) =>
      list(jar, { updatedSince, ...query });
    const ids = (page: ApplicationListPage) => page.items.map((item) => item.id).sort();

    describe("GET /api/applications?updatedSince=", () => {
      it("answers the whole list with how to sync it later", async () => {
        const jar = await freshUser();
        const a = await add(jar);
        const page = await list(jar);
        expect(page).toMatchObject({ total: 1, nextCursor: null, deletedIds: [], changesOnly: false });
        expect(ids(page)).toEqual([a.id]);
        expect(page.syncedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
        expect(Math.abs(Date.parse(page.syncedAt) - Date.now())).toBeLessThan(60_000);
      });

      it("gives what was created, changed and deleted since, and nothing once unchanged", async () => {
        const jar = await freshUser();
        const [a, b, untouched] = [await add(jar), await add(jar), await add(jar)];
        const before = await list(jar);

        expect((await call(jar, "PATCH", `/api/applications/${a.id}`, { notes: "Called back" })).status).toBe(
          200,
        );
        const c = await add(jar);
        expect((await call(jar, "DELETE", `/api/applications/${b.id}`)).status).toBe(204);

        const changes = await changesSince(jar, before.syncedAt);
        expect(changes.changesOnly).toBe(true);
        expect(ids(changes)).toEqual([a.id, c.id].sort());
        expect(changes.items.find((item) => item.id === a.id)?.notes).toBe("Called back");
        expect(changes.deletedIds).toEqual([b.id]);
        expect(changes.total).toBe(3);
        expect(ids(changes)).not.toContain(untouched.id);

        const none = await changesSince(jar, changes.syncedAt);
        expect(none).toMatchObject({
          items: [],
          deletedIds: [],
          changesOnly: true,
          total: 3,
          nextCursor: null,
        });
      });

      it("pages the changes like the list, with the deletions and one syncedAt from the first page", async () => {
        const jar = await freshUser();
        const gone = await add(jar);
        const before = await list(jar);
        const created = [await add(jar), await add(jar), await add(jar)];
        await call(jar, "DELETE", `/api/applications/${gone.id}`);

        const first = await changesSince(jar, before.syncedAt, { limit: "2" });
        expect(first.items).toHaveLength(2);
        expect(first.deletedIds).toEqual([gone.id]);
        expect(first.nextCursor).not.toBeNull();
        const second = await changesSince(jar, before.syncedAt, { limit: "2", cursor: first.nextCursor! });
        expect(second).toMatchObject({ deletedIds: [], changesOnly: true, nextCursor: null, total: 3 });
        expect(second.syncedAt).toBe(first.syncedAt);
        expect([...ids(first), ...ids(second)].sort()).toEqual(created.map((item) => item.id).sort());
      });

      it("answers the whole list when the moment is older than the deletions kept, or in the future", async () => {
        const jar = await freshUser();
        await add(jar);
        await add(jar);
        const old = new Date(Date.now() - (tombstoneRetentionDays + 1) * dayMs).toISOString();
        const future = new Date(Date.now() + dayMs).toISOString();
        for (const updatedSince of [old, future]) {
          const page = await changesSince(jar, updatedSince);
          expect(page).toMatchObject({ changesOnly: false, deletedIds: [], total: 2 });
          expect(page.items).toHaveLength(2);
        }
        // Within the days kept, in another time zone's notation: changes only.
        const recent = new Date(Date.now() - (tombstoneRetentionDays - 1) * dayMs).toISOString();
        expect((await changesSince(jar, recent.replace("Z", "+00:00"))).changesOnly).toBe(true);
      });

      it("refuses a malformed moment, and one with a search or filters, naming the field", async () => {
        const jar = await freshUser();
        for (const [query, message] of [
          ["updatedSince=yesterday", syncMessages.updatedSince],
          ["updatedSince=2026-02-30T10:00:00Z", syncMessages.updatedSince],
          ["updatedSince=2026-01-31", syncMessages.updatedSince],
          [
            `updatedSince=${encodeURIComponent(new Date().toISOString())}&status=Offer`,
            syncMessages.notWithFilters,
          ],
          [
            `updatedSince=${encodeURIComponent(new Date().toISOString())}&q=acme`,
            syncMessages.notWithFilters,
          ],
        ] as const) {
          const { status, body } = await call(jar, "GET", `/api/applications?${query}`);
          expect(status, query).toBe(400);
          expect(body.error.code).toBe("VALIDATION_ERROR");
          expect(body.error.fields.updatedSince).toBe(message);
        }
      });

      it("never shows another user's applications or deletions", async () => {
        const [ada, grace] = [await freshUser(), await freshUser()];
        await add(ada);
        const before = await list(ada);
        const theirs = await add(grace);
        await call(grace, "PATCH", `/api/applications/${theirs.id}`, { notes: "Mine" });
        await call(grace, "DELETE", `/api/applications/${(await add(grace)).id}`);
        expect(await changesSince(ada, before.syncedAt)).toMatchObject({
          items: [],
          deletedIds: [],
          total: 1,
        });
      });

      it("counts every way an application changes: its card's place, bulk actions, imports", async () => {
        const jar = await freshUser();
        const [moved, bulk, bulkGone] = [await add(jar), await add(jar), await add(jar)];
        let since = (await list(jar)).syncedAt;

        // A card moved within its column is not an edit (updatedAt stays) but the copy must follow.
        await call(jar, "PATCH", `/api/applications/${moved.id}`, { boardPosition: -1 });
        let changes = await changesSince(jar, since);
        expect(ids(changes)).toEqual([moved.id]);
        expect(changes.items[0]).toMatchObject({ boardPosition: -1, updatedAt: moved.updatedAt });

        since = changes.syncedAt;
        await call(jar, "POST", "/api/applications/bulk", {
          action: "status",
          ids: [bulk.id],
          status: "Rejected",
        });
        await call(jar, "POST", "/api/applications/bulk", { action: "delete", ids: [bulkGone.id] });
        changes = await changesSince(jar, since);
        expect(ids(changes)).toEqual([bulk.id]);
        expect(changes.items[0]?.status).toBe("Rejected");
        expect(changes.deletedIds).toEqual([bulkGone.id]);

        since = changes.syncedAt;
        const imported = await call(jar, "POST", "/api/applications/import", {
          rows: [
            { company: "Imported Co", jobTitle: "Analyst", applicationDate: "2026-02-01", status: "Applied" },
          ],
        });
        expect(imported.status, JSON.stringify(imported.body)).toBe(200);
        changes = await changesSince(jar, since);
        expect(changes.items.map((item) => item.company)).toEqual(["Imported Co"]);
      });

      it("shows a corrected history entry's date as a change of the status date", async () => {
        const jar = await freshUser();
        const application = await add(jar, { status: "Interviewing", statusDate: "2026-03-05" });
        const since = (await list(jar)).syncedAt;
        const { body } = await call(jar, "GET", `/api/applications/${application.id}/history`);
        const latest = (body.items as StatusChange[]).at(-1)!;
        const corrected = await call(
          jar,
          "PATCH",
          `/api/applications/${application.id}/history/${latest.id}`,
          {
            date: "2026-03-07",
          },
        );
        expect(corrected.status).toBe(200);
        const changes = await changesSince(jar, since);
        expect(changes.items.map((item) => [item.id, item.statusDate])).toEqual([
          [application.id, "2026-03-07"],
        ]);
      });

      it("shows a logo found in the background as a change, and a look that finds none as none", async () => {
        const jar = await freshUser();
        const application = await add(jar, { companyWebsite: site.url });
        await server.logos.settled();
        let since = (await list(jar)).syncedAt;

        // Looked at again, still no icon: nothing the list shows has changed.
        await server.database.db.execute(sql`update companies set logo_checked_at = null`);
        await server.logos.refreshDue();
        let changes = await changesSince(jar, since);
        expect(changes.items).toEqual([]);

        since = changes.syncedAt;
        icon = await sharp({ create: { width: 64, height: 64, channels: 4, background: "#ff9f1c" } })
          .png()
          .toBuffer();
        await server.database.db.execute(sql`update companies set logo_checked_at = null`);
        await server.logos.refreshDue();
        changes = await changesSince(jar, since);
        expect(changes.items.map((item) => item.id)).toEqual([application.id]);
        expect(changes.items[0]?.companyLogoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      });
    });

    describe("ETags and caching", () => {
      const get = (jar: CookieJar, url: string, headers: Record<string, string> = {}) =>
        server.request(url, { jar, headers });

      it("answers an unchanged list 304 with no body, and a changed one 200 with a new ETag", async () => {
        const jar = await freshUser();
        const application = await add(jar);
        const first = await get(jar, "/api/applications");
        expect(first.status).toBe(200);
        expect(first.headers.get("cache-control")).toBe("private, no-store");
        const etag = first.headers.get("etag");
        expect(etag).toMatch(/^W\/".+"$/);

        const unchanged = await get(jar, "/api/applications", { "if-none-match": etag! });
        expect(unchanged.status).toBe(304);
        expect(await unchanged.text()).toBe("");
        expect(unchanged.headers.get("etag")).toBe(etag);
        expect(unchanged.headers.get("cache-control")).toBe("private, no-store");
        // The security headers are on every answer, a 304 included.
        expect(unchanged.headers.get("x-content-type-options")).toBe("nosniff");
        expect(unchanged.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");

        await call(jar, "PATCH", `/api/applications/${application.id}`, { notes: "Changed" });
        const changed = await get(jar, "/api/applications", { "if-none-match": etag! });
        expect(changed.status).toBe(200);
        expect(changed.headers.get("etag")).not.toBe(etag);
        expect(((await changed.json()) as ApplicationListPage).items[0]?.notes).toBe("Changed");
      });

      it("gives every JSON GET an ETag, and keeps the downloads' own headers", async () => {
        const jar = await freshUser();
        const application = await add(jar);
        const one = await get(jar, `/api/applications/${application.id}`);
        const etag = one.headers.get("etag")!;
        expect(etag).toMatch(/^W\/".+"$/);
        expect(
          (await get(jar, `/api/applications/${application.id}`, { "if-none-match": etag })).status,
        ).toBe(304);

        const csv = await get(jar, "/api/applications/export?format=csv", { "accept-encoding": "gzip, br" });
        expect(csv.headers.get("cache-control")).toBe("private, no-store");
        expect(csv.headers.get("etag")).toBeNull();
        expect(csv.headers.get("content-encoding")).toBeNull();
        expect(await csv.text()).toContain(application.company);
      });

      it("lets nothing of a user's sit in a shared cache, Better Auth's answers included", async () => {
        const jar = await freshUser();
        const session = await get(jar, "/api/auth/get-session");
        expect(session.status).toBe(200);
        expect(session.headers.get("cache-control")).toMatch(/private|no-store/);
        const refused = await server.request("/api/applications");
        expect(refused.status).toBe(401);
        expect(refused.headers.get("cache-control")).toBe("private, no-store");
      });
    });

    describe("compression", () => {
      const gunzip = promisify(zlib.gunzip);
      const unbrotli = promisify(zlib.brotliDecompress);

      it("compresses JSON of 1 KB or more, brotli when accepted, else gzip; smaller answers as they are", async () => {
        const jar = await freshUser();
        for (let index = 0; index < 5; index += 1)
          await add(jar, { notes: "A note long enough to matter. ".repeat(5) });
        const plain = await server.request("/api/applications", { jar });
        const text = await plain.text();
        expect(text.length).toBeGreaterThan(compressionThreshold);
        expect(plain.headers.get("content-encoding")).toBeNull();
        expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);

        const br = await server.request("/api/applications", {
          jar,
          headers: { "accept-encoding": "gzip, deflate, br" },
        });
        expect(br.headers.get("content-encoding")).toBe("br");
        const brBytes = Buffer.from(await br.arrayBuffer());
        expect(Number(br.headers.get("content-length"))).toBe(brBytes.length);
        expect(brBytes.length).toBeLessThan(text.length);
        const fromBr = JSON.parse((await unbrotli(brBytes)).toString("utf8")) as ApplicationListPage;
        expect(fromBr.items).toEqual((JSON.parse(text) as ApplicationListPage).items);
        expect(br.headers.get("etag")).toBe(plain.headers.get("etag"));

        const gz = await server.request("/api/applications", { jar, headers: { "accept-encoding": "gzip" } });
        expect(gz.headers.get("content-encoding")).toBe("gzip");
        const fromGzip = JSON.parse((await gunzip(Buffer.from(await gz.arrayBuffer()))).toString("utf8"));
        expect(fromGzip.items).toEqual(fromBr.items);

        const small = await server.request("/api/health", { headers: { "accept-encoding": "br, gzip" } });
        expect(small.status).toBe(200);
        expect(small.headers.get("content-encoding")).toBeNull();
      });

      it("never recompresses a document: its bytes come back as they were uploaded", async () => {
        const jar = await freshUser();
        const application = await add(jar);
        const content = "Plain text resume. ".repeat(200);
        const form = new FormData();
        form.set("kind", "resume");
        form.set("file", new Blob([content], { type: "text/plain" }), "resume.txt");
        const upload = await server.request(`/api/applications/${application.id}/documents`, {
          jar,
          method: "POST",
          body: form,
        });
        expect(upload.status).toBe(201);
        const document = (await upload.json()) as { id: string };
        const download = await server.request(`/api/documents/${document.id}/content`, {
          jar,
          headers: { "accept-encoding": "gzip, br" },
        });
        expect(download.status).toBe(200);
        expect(download.headers.get("content-encoding")).toBeNull();
        expect(await download.text()).toBe(content);
      });
    });
  },
);
