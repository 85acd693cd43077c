import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Application } from "@/domain/application-schemas";
import { websiteMessage } from "@/domain/companies";
import { companies } from "../db/schema";
import { testDatabases } from "../testing/databases";
import {
  answered,
  type CookieJar,
  signedInUser,
  startTestServer,
  type TestServer,
} from "../testing/server-kit";
import { logoSize } from "./find-logo";

describe.each(testDatabases())("company websites and logos on $name", (database) => {
  let server: TestServer;
  let ada: CookieJar;
  let grace: CookieJar;
  let site: { url: string; close: () => void; hits: number };

  beforeAll(async () => {
    const icon = await sharp({ create: { width: 64, height: 64, channels: 4, background: "#ff9f1c" } })
      .png()
      .toBuffer();
    let hits = 0;
    const http = createServer((request, response) => {
      hits += 1;
      if (request.url === "/")
        response.writeHead(200, { "content-type": "text/html" }).end('<link rel="icon" href="/i.png">');
      else if (request.url === "/i.png") response.writeHead(200, { "content-type": "image/png" }).end(icon);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    site = {
      url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
      close: () => http.close(),
      get hits() {
        return hits;
      },
    };
    server = await startTestServer(database, { LOGO_FETCH_ALLOW_PRIVATE_ADDRESSES: "true" });
    ada = await signedInUser(server, "ada@example.com");
    grace = await signedInUser(server, "grace@example.com");
  });
  afterAll(async () => {
    site.close();
    await server.dispose();
    await database.drop();
  });

  let count = 0;
  const add = async (jar: CookieJar, fields: Record<string, unknown>) => {
    const response = await server.request("/api/applications", {
      jar,
      json: {
        company: `Company ${++count}`,
        jobTitle: "Engineer",
        applicationDate: "2026-03-01",
        status: "Applied",
        ...fields,
      },
    });
    return {
      status: response.status,
      body: (await response.json()) as Application & { error?: { fields: Record<string, string> } },
    };
  };
  const get = (jar: CookieJar, id: string) =>
    answered(server.api(jar).applications[":id"].$get({ param: { id } }), 200);
  const pdfOf = async (jar: CookieJar) =>
    Buffer.from(
      await (await server.api(jar).applications.export.$get({ query: { format: "pdf" } })).arrayBuffer(),
    );

  it("finds the logo in the background once a website is set, and serves it to its owner only", async () => {
    const created = await add(ada, { companyWebsite: site.url });
    expect(created.status).toBe(201);
    expect(created.body.companyWebsite).toBe(site.url);
    await server.logos.settled();
    const application = await get(ada, created.body.id);
    expect(application.companyLogoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

    const logo = await server.request(application.companyLogoUrl!, { jar: ada });
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/png");
    const meta = await sharp(Buffer.from(await logo.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([logoSize, logoSize]);
    expect((await server.request(application.companyLogoUrl!, { jar: grace })).status).toBe(404);

    // The PDF report draws it in front of the company's name.
    const pdf = await pdfOf(ada);
    expect(pdf.toString("latin1")).toContain("/Subtype /Image");
    const gracesPdf = await pdfOf(grace);
    expect(gracesPdf.toString("latin1")).not.toContain("/Subtype /Image");

    // Looked at now: not again for a week, however often the server looks for due logos.
    const hits = site.hits;
    await server.logos.refreshDue();
    expect(site.hits).toBe(hits);
  });

  it("takes a bare domain as a website and refuses what is not a web address", async () => {
    const bare = await add(ada, { companyWebsite: "acme.example" });
    expect(bare.body.companyWebsite).toBe("https://acme.example");
    for (const website of [
      "javascript:alert(1)",
      "ftp://acme.example",
      "not a site",
      "https://user:pw@acme.example",
    ]) {
      const refused = await add(ada, { companyWebsite: website });
      expect(refused.status, website).toBe(400);
      expect(refused.body.error!.fields.companyWebsite).toBe(websiteMessage);
    }
  });

  it("drops the old logo when the website changes, and looks again", async () => {
    const created = await add(ada, { companyWebsite: site.url });
    await server.logos.settled();
    const before = (await get(ada, created.body.id)).companyLogoUrl;
    expect(before).not.toBeNull();
    const changed = await answered(
      server.api(ada).applications[":id"].$patch({
        param: { id: created.body.id },
        json: { companyWebsite: `${site.url}/elsewhere` },
      }),
      200,
    );
    expect(changed.companyLogoUrl).toBeNull();
    expect((await server.request(before!, { jar: ada })).status).toBe(404);
    await server.logos.settled();
    // The new address has no page: the favicon of the same host is the fallback.
    expect((await get(ada, created.body.id)).companyLogoUrl).toBeNull();
  });

  it("gives each due company to one claimer only, however many servers ask at once", async () => {
    await server.database.db.execute(
      sql`update ${companies} set logo_checked_at = null where website is not null`,
    );
    const due = Number(
      (
        (await server.database.db.execute(
          sql`select count(*) from ${companies} where website is not null`,
        )) as unknown as {
          rows: { count: string }[];
        }
      ).rows[0]!.count,
    );
    const [first, second] = await Promise.all([server.logos.claim(100), server.logos.claim(100)]);
    const ids = [...first!, ...second!].map((company) => company.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(due);
    expect(await server.logos.claim(100)).toEqual([]);
  });
});
