import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Application } from "@/domain/application-schemas";
import { postingMessages } from "@/domain/postings";
import { testDatabases } from "../../testing/databases";
import {
  addApplication,
  answered,
  type CookieJar,
  newAccount,
  startTestServer,
  type TestServer,
} from "../../testing/server-kit";

const page = readFileSync(path.join(import.meta.dirname, "../../testing/fixtures/job-posting.html"));

describe.each(testDatabases())("job postings on $name", (database) => {
  let server: TestServer;
  let guarded: TestServer;
  let site: { url: string; close: () => void };
  let count = 0;
  beforeAll(async () => {
    const http = createServer((request, response) => {
      if (request.url === "/jobs/42")
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
      else if (request.url === "/moved") response.writeHead(302, { location: "/jobs/42" }).end();
      else if (request.url === "/logo.png")
        response.writeHead(200, { "content-type": "image/png" }).end("png");
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    site = { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, close: () => http.close() };
    // The local site stands in for a public one only where the setting allows it.
    server = await startTestServer(database, { LOGO_FETCH_ALLOW_PRIVATE_ADDRESSES: "true" });
    guarded = await startTestServer(database);
  });
  afterAll(async () => {
    site.close();
    await server.dispose();
    await guarded.dispose();
    await database.drop();
  });

  const newUser = (on = server) => newAccount(on, `postings${++count}@example.com`);
  const capture = (jar: CookieJar, url: unknown, on = server) =>
    on.call(jar, "POST", "/api/postings/capture", { url });

  it("reads a posting's page, after a redirect, for the form to confirm", async () => {
    const { jar } = await newUser();
    const captured = await capture(jar, `${site.url}/moved`);
    expect(captured.status).toBe(200);
    expect(captured.body).toMatchObject({
      url: `${site.url}/jobs/42`,
      company: "Globex & Co",
      jobTitle: "Senior Platform Engineer",
      location: "Berlin, DE",
      employmentType: "Full-time, Contract",
      salaryRange: "EUR 70,000–85,000 a year",
      source: "JobPosting",
    });
  });

  it("says why it read nothing: no address, a page it cannot reach, not a posting, a private address", async () => {
    const { jar } = await newUser();
    for (const url of ["", "ftp://example.com/x", "not a url", 42]) {
      const refused = await capture(jar, url);
      expect(refused.status, String(url)).toBe(400);
      expect(refused.body.error.fields.url).toBe(postingMessages.url);
    }
    expect((await capture(jar, `${site.url}/gone`)).body.error.fields).toEqual({
      url: postingMessages.unreachable,
    });
    expect((await capture(jar, `${site.url}/logo.png`)).body.error.fields).toEqual({
      url: postingMessages.notAPosting,
    });
    // A server as deployed never fetches its own network.
    const outsider = await newUser(guarded);
    for (const url of [
      `${site.url}/jobs/42`,
      "http://localhost:1/",
      "http://169.254.169.254/latest/meta-data/",
    ])
      expect((await capture(outsider.jar, url, guarded)).body.error.fields, url).toEqual({
        url: postingMessages.unreachable,
      });
  });

  /** An application's kept posting, or null. */
  const postingOf = (jar: CookieJar, id: string) =>
    answered(server.api(jar).applications[":id"].posting.$get({ param: { id } }), 200);
  /** The ids of the applications whose posting's text matches. */
  const searchOf = (jar: CookieJar, q: string) =>
    answered(server.api(jar).postings.search.$get({ query: { q } }), 200);

  it("keeps a posting with its application, finds it by its text, and only for its owner", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const application = await addApplication(server, owner.jar, {
      company: "Globex",
      jobTitle: "Platform Engineer",
    });
    const other = await addApplication(server, owner.jar, { company: "Initech", jobTitle: "Analyst" });
    const posting = `/api/applications/${application.id}/posting`;
    expect(await postingOf(owner.jar, application.id)).toEqual({ posting: null });
    const saved = await server.call(owner.jar, "PUT", posting, {
      url: `${site.url}/jobs/42`,
      employmentType: "Full-time",
      salaryRange: "EUR 70,000–85,000 a year",
      text: "Build the platform. Kubernetes & Terraform. Requisition R-2041.",
    });
    expect(saved.status).toBe(200);
    expect((await postingOf(owner.jar, application.id)).posting).toMatchObject({
      employmentType: "Full-time",
      text: "Build the platform. Kubernetes & Terraform. Requisition R-2041.",
    });
    // Its text is searched: on its own, and by the list's search.
    expect(await searchOf(owner.jar, "terraform")).toEqual({
      ids: [application.id],
    });
    const listed = await server.call(owner.jar, "GET", "/api/applications?q=kubernetes");
    expect((listed.body.items as Application[]).map((item) => item.id)).toEqual([application.id]);
    expect(await searchOf(owner.jar, "100%")).toEqual({ ids: [] });
    // Another user's application is not found; their search finds nothing of the owner's.
    expect((await server.call(stranger.jar, "GET", posting)).status).toBe(404);
    expect((await server.call(stranger.jar, "PUT", posting, { text: "Mine now" })).status).toBe(404);
    expect((await server.call(stranger.jar, "DELETE", posting)).status).toBe(404);
    expect(await searchOf(stranger.jar, "terraform")).toEqual({
      ids: [],
    });
    // Empty text is refused; the posting goes with its application.
    expect(
      (await server.call(owner.jar, "PUT", `/api/applications/${other.id}/posting`, { text: " " })).status,
    ).toBe(400);
    expect((await server.call(owner.jar, "DELETE", `/api/applications/${application.id}`)).status).toBe(204);
    expect(await searchOf(owner.jar, "terraform")).toEqual({
      ids: [],
    });
  });
  it("finds the user's applications to a posting a page shows: its address, requisition id or a close title", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const byAddress = await addApplication(server, owner.jar, {
      company: "Northwind",
      jobTitle: "Senior Backend Engineer",
      jobUrl: "https://jobs.lever.co/northwind/6f1e2d3c?lever-source=LinkedIn",
      applicationDate: "2026-10-12",
      status: "Interviewing",
    });
    const byRequisition = await addApplication(server, owner.jar, {
      company: "Fabrikam",
      jobTitle: "Engineer II",
      requisitionId: "JR-104233",
      applicationDate: "2026-09-01",
    });
    await addApplication(server, owner.jar, { company: "Northwind", jobTitle: "Data Analyst" });
    const matches = (jar: CookieJar, query: Record<string, string>) =>
      server.call(jar, "GET", `/api/postings/matches?${new URLSearchParams(query)}`);

    // The same posting read again, with other tracking parameters and a trailing slash.
    const same = await matches(owner.jar, {
      url: "https://jobs.lever.co/northwind/6f1e2d3c/?utm_source=x",
      company: "Someone else",
      jobTitle: "Anything",
    });
    expect(same.status).toBe(200);
    expect(same.body).toEqual({
      matches: [
        {
          id: byAddress.id,
          company: "Northwind",
          jobTitle: "Senior Backend Engineer",
          jobUrl: "https://jobs.lever.co/northwind/6f1e2d3c?lever-source=LinkedIn",
          requisitionId: null,
          status: "Interviewing",
          applicationDate: "2026-10-12",
          reason: "same posting",
        },
      ],
    });
    const requisition = await matches(owner.jar, {
      company: "fabrikam",
      jobTitle: "Other",
      requisitionId: "jr 104233",
    });
    expect(requisition.body.matches.map((match: { id: string }) => match.id)).toEqual([byRequisition.id]);
    const title = await matches(owner.jar, { company: "Northwind", jobTitle: "Backend Engineer (Senior)" });
    expect(title.body.matches).toMatchObject([{ id: byAddress.id, reason: "similar title" }]);
    // Nothing for a posting not applied to, nor for an empty question; another user sees none of it.
    expect((await matches(owner.jar, { company: "Northwind", jobTitle: "Designer" })).body).toEqual({
      matches: [],
    });
    expect((await matches(owner.jar, {})).body).toEqual({ matches: [] });
    expect((await matches(stranger.jar, { url: byAddress.jobUrl! })).body).toEqual({ matches: [] });
    // Too long a field is refused with the envelope, not cut.
    const tooLong = await matches(owner.jar, { company: "x".repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.code).toBe("VALIDATION_ERROR");
  });

  it("keeps only an http or https address with a posting: any other scheme is refused and nothing is written", async () => {
    const { jar } = await newUser();
    const application = await addApplication(server, jar, { company: "Globex", jobTitle: "Engineer" });
    const posting = `/api/applications/${application.id}/posting`;
    for (const url of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(document.cookie)",
      "data:text/html,<script>alert(1)</script>",
      "file:///etc/passwd",
      "ftp://example.com/jobs/42",
      "vbscript:msgbox(1)",
    ]) {
      const refused = await server.call(jar, "PUT", posting, { url, text: "Build the platform." });
      expect(refused.status, url).toBe(400);
      expect(refused.body.error).toMatchObject({
        code: "VALIDATION_ERROR",
        fields: { url: postingMessages.url },
      });
    }
    expect(await postingOf(jar, application.id)).toEqual({ posting: null });

    const text = "Build the platform \ud800";
    const broken = await server.call(jar, "PUT", posting, { text });
    expect(broken.status).toBe(400);
    expect(broken.body.error.fields).toEqual({
      text: "The posting's text contains a character that is not allowed",
    });
    expect(await postingOf(jar, application.id)).toEqual({ posting: null });

    const kept = await server.call(jar, "PUT", posting, { url: "", text: "Build the platform 🚀" });
    expect(kept.body).toMatchObject({ url: null, text: "Build the platform 🚀" });
    // A search drops what saved text refuses instead of failing.
    expect(await searchOf(jar, "plat\u0000form")).toEqual({
      ids: [application.id],
    });
    expect(
      (await server.call(jar, "PUT", posting, { url: "https://jobs.globex.example/42", text: "Build it." }))
        .body,
    ).toMatchObject({ url: "https://jobs.globex.example/42" });
  });
});
