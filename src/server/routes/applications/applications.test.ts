import { beforeAll, describe, expect, it } from "vitest";
import type { ApplicationList } from "@/domain/application-schemas";
import { statusDateMessages } from "@/domain/applications";
import {
  addApplication,
  answered,
  type CookieJar,
  describeOnEachDatabase,
  signedInUser,
  type TestServer,
} from "../../testing/server-kit";

const duplicateMessage = "You already have an application for this position at this company.";

describeOnEachDatabase("applications API", (server) => {
  let ada: CookieJar;
  let grace: CookieJar;
  let userCount = 0;

  beforeAll(async () => {
    ada = await signedInUser(server, "ada@example.com");
    grace = await signedInUser(server, "grace@example.com");
  });

  /** A user of its own, so a test's counts see only its rows. */
  const freshUser = () => signedInUser(server, `user${++userCount}@example.com`);

  const call: TestServer["call"] = (...args) => server.call(...args);

  const add = (jar: CookieJar, fields: Parameters<typeof addApplication>[2] = {}) =>
    addApplication(server, jar, fields);

  type ListQuery = Parameters<ReturnType<TestServer["api"]>["applications"]["$get"]>[0]["query"];
  const list = (jar: CookieJar, query: ListQuery = {}) =>
    answered(server.api(jar).applications.$get({ query }), 200);

  const history = async (jar: CookieJar, id: string) =>
    (await answered(server.api(jar).applications[":id"].history.$get({ param: { id } }), 200)).items;

  describe("create and read", () => {
    it("creates with every field, answers 201 in camelCase, and records the first status", async () => {
      const jar = await freshUser();
      const { status, body } = await call(jar, "POST", "/api/applications", {
        company: "  Globex  ",
        jobTitle: "Staff Engineer",
        applicationDate: "2026-02-10",
        status: "Offer",
        statusDate: "2026-03-15",
        source: "Referral",
        location: "Berlin",
        contactName: "Hank Scorpio",
        contactEmail: "hank@globex.example",
        jobUrl: "https://globex.example/jobs/1",
        notes: "Volcano office",
        followUpDate: "2026-03-20",
        currency: "EUR",
        salaryOffered: 120000,
        signOnBonus: 5000.5,
        movingStipend: 0,
        stockOptions: 1000,
        equityPercentage: 0.25,
        benefitsSummary: "Hammock",
      });
      expect(status).toBe(201);
      expect(body).toMatchObject({
        company: "Globex",
        jobTitle: "Staff Engineer",
        applicationDate: "2026-02-10",
        status: "Offer",
        statusDate: "2026-03-15",
        source: "Referral",
        location: "Berlin",
        contactEmail: "hank@globex.example",
        followUpDate: "2026-03-20",
        currency: "EUR",
        salaryOffered: 120000,
        signOnBonus: 5000.5,
        movingStipend: 0,
        stockOptions: 1000,
        equityPercentage: 0.25,
      });
      expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(body.createdAt)).not.toBeNaN();

      const fetched = await call(jar, "GET", `/api/applications/${body.id}`);
      expect(fetched.body).toEqual(body);
      // The list reads its rows another way (as the database writes them): the same values.
      expect((await list(jar)).items).toEqual([body]);
      // Logged as an offer: it was applied for on its date, then reached Offer.
      expect((await history(jar, body.id)).map(({ status, date }) => [status, date])).toEqual([
        ["Applied", "2026-02-10"],
        ["Offer", "2026-03-15"],
      ]);
    });

    it("defaults the optional fields, and blank text to null", async () => {
      const jar = await freshUser();
      const created = await add(jar, { source: "  ", notes: "", contactEmail: "" });
      expect(created).toMatchObject({
        source: null,
        notes: null,
        contactEmail: null,
        currency: "USD",
        salaryOffered: null,
        statusDate: "2026-03-01",
      });
      expect((await history(jar, created.id)).map((entry) => entry.status)).toEqual(["Applied"]);
    });

    it("shares one company between applications, whatever the case", async () => {
      const jar = await freshUser();
      const first = await add(jar, { company: "Initech" });
      const second = await add(jar, { company: "INITECH", jobTitle: "Tester" });
      expect(second.companyId).toBe(first.companyId);
      expect(second.company).toBe("Initech");
    });
  });

  describe("bad input", () => {
    const valid = { company: "Acme", jobTitle: "Engineer", applicationDate: "2026-03-01", status: "Applied" };
    const cases: [string, Record<string, unknown>, string][] = [
      ["a missing company", { company: undefined }, "company"],
      ["a blank job title", { jobTitle: "   " }, "jobTitle"],
      ["an impossible date", { applicationDate: "2023-02-29" }, "applicationDate"],
      ["a date in another format", { applicationDate: "03/01/2026" }, "applicationDate"],
      ["an unknown status", { status: "Ghosted" }, "status"],
      ["a non-http URL", { jobUrl: "javascript:alert(1)" }, "jobUrl"],
      ["a URL without a host", { jobUrl: "https://" }, "jobUrl"],
      ["an invalid email", { contactEmail: "not-an-email" }, "contactEmail"],
      ["negative money", { salaryOffered: -1 }, "salaryOffered"],
      ["money as text", { salaryOffered: "100000" }, "salaryOffered"],
      ["equity over 100%", { equityPercentage: 150 }, "equityPercentage"],
      ["a lower-case currency", { currency: "usd" }, "currency"],
      ["an over-long job title", { jobTitle: "x".repeat(201) }, "jobTitle"],
      ["over-long notes", { notes: "x".repeat(10_001) }, "notes"],
      ["an unknown field", { userId: "someone-else" }, "userId"],
      ["a NUL character in the company", { company: "Acme\u0000" }, "company"],
      ["a control character in the notes", { notes: "line one\u0007" }, "notes"],
      ["a NUL character in a job URL", { jobUrl: "https://acme.example/\u0000" }, "jobUrl"],
      ["an application date before 1970", { applicationDate: "1969-12-31" }, "applicationDate"],
      ["an application date after 2099", { applicationDate: "2100-01-01" }, "applicationDate"],
      ["a follow-up date in year 0202", { followUpDate: "0202-03-01" }, "followUpDate"],
      [
        "a status date before the application date",
        { status: "Rejected", statusDate: "2026-02-01" },
        "statusDate",
      ],
    ];

    it.each(cases)("refuses %s with VALIDATION_ERROR naming the field", async (_name, change, field) => {
      const jar = await freshUser();
      const { status, body } = await call(jar, "POST", "/api/applications", { ...valid, ...change });
      expect(status).toBe(400);
      expect(body.error.code).toBe("VALIDATION_ERROR");
      expect(Object.keys(body.error.fields)).toContain(field);
      expect((await list(jar)).total).toBe(0);
    });

    const hostileAddresses = [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "file:///etc/passwd",
      "ftp://acme.example/jobs/1",
      "vbscript:msgbox(1)",
    ];
    const webAddressMessage = "Please enter a valid web address starting with http:// or https://";
    const websiteMessage = "Please enter a web address such as acme.com or https://acme.com";

    it("keeps only http and https addresses: a job URL or a company website of any other scheme is refused and nothing is written", async () => {
      const jar = await freshUser();
      for (const address of hostileAddresses) {
        const job = await call(jar, "POST", "/api/applications", { ...valid, jobUrl: address });
        expect(job.status, address).toBe(400);
        expect(job.body.error).toMatchObject({
          code: "VALIDATION_ERROR",
          fields: { jobUrl: webAddressMessage },
        });
        const website = await call(jar, "POST", "/api/applications", { ...valid, companyWebsite: address });
        expect(website.status, address).toBe(400);
        expect(website.body.error).toMatchObject({
          code: "VALIDATION_ERROR",
          fields: { companyWebsite: websiteMessage },
        });
      }
      expect((await list(jar)).total).toBe(0);

      const kept = await add(jar, { jobUrl: "https://acme.example/jobs/1", companyWebsite: "acme.example" });
      expect(kept).toMatchObject({
        jobUrl: "https://acme.example/jobs/1",
        companyWebsite: "https://acme.example",
      });
      for (const address of hostileAddresses) {
        const job = await call(jar, "PATCH", `/api/applications/${kept.id}`, { jobUrl: address });
        expect(job.status, address).toBe(400);
        expect(job.body.error.fields).toEqual({ jobUrl: webAddressMessage });
        const website = await call(jar, "PATCH", `/api/applications/${kept.id}`, { companyWebsite: address });
        expect(website.status, address).toBe(400);
        expect(website.body.error.fields).toEqual({ companyWebsite: websiteMessage });
      }
      expect((await call(jar, "GET", `/api/applications/${kept.id}`)).body).toMatchObject({
        jobUrl: "https://acme.example/jobs/1",
        companyWebsite: "https://acme.example",
        updatedAt: kept.updatedAt,
      });
    });

    it("refuses text that is not valid Unicode (a lone surrogate) in the company and the job title, and stores nothing", async () => {
      const jar = await freshUser();
      const created = await call(jar, "POST", "/api/applications", {
        ...valid,
        company: "\ud800",
        jobTitle: "\udfff",
      });
      expect(created.status).toBe(400);
      expect(created.body.error).toEqual({
        code: "VALIDATION_ERROR",
        message: "Invalid data provided. Please check your input.",
        fields: {
          company: "Company contains a character that is not allowed",
          jobTitle: "Job title contains a character that is not allowed",
        },
      });
      expect((await list(jar)).total).toBe(0);

      // A whole pair is one character, and stays.
      const kept = await add(jar, { company: "Rocket 🚀 Labs", jobTitle: "𝒜nalyst" });
      expect(kept).toMatchObject({ company: "Rocket 🚀 Labs", jobTitle: "𝒜nalyst" });
      const changed = await call(jar, "PATCH", `/api/applications/${kept.id}`, {
        jobTitle: "Analyst \ude80\ud83d",
      });
      expect(changed.status).toBe(400);
      expect(changed.body.error.fields).toEqual({
        jobTitle: "Job title contains a character that is not allowed",
      });
      expect((await call(jar, "GET", `/api/applications/${kept.id}`)).body.jobTitle).toBe("𝒜nalyst");
    });

    it("refuses a body that is not JSON", async () => {
      const response = await server.request("/api/applications", {
        method: "POST",
        jar: ada,
        headers: { "content-type": "application/json" },
        body: "{not json",
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_ERROR");
    });

    it("refuses an infinite number written as a huge literal", async () => {
      const response = await server.request("/api/applications", {
        method: "POST",
        jar: ada,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(valid).replace("}", ',"salaryOffered":1e999}'),
      });
      expect(response.status).toBe(400);
    });

    it("says which character or date is wrong", async () => {
      const jar = await freshUser();
      const nul = await call(jar, "POST", "/api/applications", { ...valid, jobTitle: "Engineer\u0000" });
      expect(nul.body.error.fields).toEqual({
        jobTitle: "Job title contains a character that is not allowed",
      });
      const early = await call(jar, "POST", "/api/applications", { ...valid, applicationDate: "0202-03-01" });
      expect(early.body.error.fields).toEqual({ applicationDate: "Dates must fall between 1970 and 2099" });
      // Tabs and line breaks are text a job seeker types: they stay.
      const notes = "First call:\n\tgood";
      expect((await add(jar, { notes })).notes).toBe(notes);
    });

    it("searches past a control character in the query instead of failing", async () => {
      const jar = await freshUser();
      await add(jar, { company: "Initech" });
      expect((await list(jar, { q: "Ini\u0000tech" })).total).toBe(1);
      const { status } = await call(jar, "GET", "/api/applications?source=%00");
      expect(status).toBe(200);
    });

    it("answers an id with a NUL character as not found", async () => {
      for (const url of ["/api/applications/%00", "/api/applications/abc%00/history", "/api/files/%00"]) {
        expect((await call(ada, "GET", url)).status, url).toBe(404);
      }
    });

    it("refuses a crafted cursor whose value does not fit the sort column, naming the cursor", async () => {
      const jar = await freshUser();
      await add(jar, { company: "Acme" });
      const cursor = (value: unknown) =>
        Buffer.from(JSON.stringify([value, "00000000-0000-4000-8000-000000000000"])).toString("base64url");
      for (const [sort, value] of [
        ["applicationDate", "not-a-date"],
        ["applicationDate", "2026-13-45"],
        ["status", "Applied"],
        ["salaryOffered", "1e999"],
        ["createdAt", "yesterday"],
        ["createdAt", "2026-02-31 10:00:00+00"],
        ["company", "Acme\u0000"],
      ]) {
        const { status, body } = await call(
          jar,
          "GET",
          `/api/applications?sort=${sort}&cursor=${cursor(value)}`,
        );
        expect({ sort, value, status, fields: body.error?.fields }).toEqual({
          sort,
          value,
          status: 400,
          fields: { cursor: "This page link is not valid any more. Please reload the list." },
        });
      }
    });

    it("refuses an empty or unknown change, and leaves the application as it was", async () => {
      const created = await add(ada, { company: "Umbrella" });
      expect((await call(ada, "PATCH", `/api/applications/${created.id}`, {})).status).toBe(400);
      const unknown = await call(ada, "PATCH", `/api/applications/${created.id}`, {
        jobTitle: "X",
        owner: "me",
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.fields).toHaveProperty("owner");
      expect((await call(ada, "GET", `/api/applications/${created.id}`)).body).toEqual(created);
    });

    it("refuses bad list queries", async () => {
      for (const query of [
        "?status=Ghosted",
        "?sort=password",
        "?order=sideways",
        "?limit=0",
        "?limit=10001",
        "?from=2026-13-01",
        "?from=2026-05-01&to=2026-04-01",
        "?cursor=bm9wZQ",
        "?unknown=1",
      ]) {
        const { status, body } = await call(ada, "GET", `/api/applications${query}`);
        expect({ query, status, code: body.error.code }).toEqual({
          query,
          status: 400,
          code: "VALIDATION_ERROR",
        });
      }
    });
  });

  describe("the duplicate rule", () => {
    it("refuses the same company, job title and date in any case with 409 and its message", async () => {
      const jar = await freshUser();
      await add(jar, { company: "Hooli", jobTitle: "Product Manager" });
      const { status, body } = await call(jar, "POST", "/api/applications", {
        company: "hooli",
        jobTitle: "PRODUCT MANAGER",
        applicationDate: "2026-03-01",
        status: "Applied",
      });
      expect(status).toBe(409);
      expect(body.error).toEqual({ code: "DUPLICATE_ENTRY", message: duplicateMessage });
      expect((await list(jar)).total).toBe(1);
    });

    it("allows the same position on another date, and for another user", async () => {
      const jar = await freshUser();
      await add(jar, { company: "Hooli" });
      await add(jar, { company: "Hooli", applicationDate: "2026-04-01" });
      await add(grace, { company: "Hooli", jobTitle: "Duplicate check" });
      await add(ada, { company: "Hooli", jobTitle: "Duplicate check" });
    });

    it("refuses an edit that would make a duplicate, and changes nothing", async () => {
      const jar = await freshUser();
      await add(jar, { jobTitle: "Designer" });
      const other = await add(jar, { jobTitle: "Researcher" });
      const { status, body } = await call(jar, "PATCH", `/api/applications/${other.id}`, {
        jobTitle: "designer",
        status: "Interviewing",
      });
      expect(status).toBe(409);
      expect(body.error.message).toBe(duplicateMessage);
      expect((await call(jar, "GET", `/api/applications/${other.id}`)).body).toEqual(other);
      expect(await history(jar, other.id)).toHaveLength(1);
    });
  });

  describe("update, history and delete", () => {
    it("records each status change with its date and note, and moves the company", async () => {
      const jar = await freshUser();
      const created = await add(jar);
      const moved = await call(jar, "PATCH", `/api/applications/${created.id}`, {
        status: "Interviewing",
        statusDate: "2026-03-10",
        statusNote: "Phone screen",
        company: "Acme Robotics",
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({
        status: "Interviewing",
        statusDate: "2026-03-10",
        company: "Acme Robotics",
      });
      expect(moved.body.companyId).not.toBe(created.companyId);
      expect(Date.parse(moved.body.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

      // Saving the same status again is not a change.
      await call(jar, "PATCH", `/api/applications/${created.id}`, {
        status: "Interviewing",
        notes: "Round two",
      });
      const timeline = await history(jar, created.id);
      expect(timeline.map(({ status, date, note }) => [status, date, note])).toEqual([
        ["Applied", "2026-03-01", null],
        ["Interviewing", "2026-03-10", "Phone screen"],
      ]);
    });

    it("dates a status change today when no date is given", async () => {
      const jar = await freshUser();
      const created = await add(jar);
      const { body } = await call(jar, "PATCH", `/api/applications/${created.id}`, { status: "Rejected" });
      expect(body.statusDate).toBe(new Date().toISOString().slice(0, 10));
    });

    it("keeps the board order: a new or moved card goes on top, a given position is kept", async () => {
      const jar = await freshUser();
      const first = await add(jar, { jobTitle: "First" });
      const second = await add(jar, { jobTitle: "Second" });
      // Newest on top: the smaller position.
      expect(second.boardPosition).toBeLessThan(first.boardPosition);

      // A reorder within the column is not an edit: updatedAt stays.
      const reordered = await call(jar, "PATCH", `/api/applications/${first.id}`, {
        boardPosition: second.boardPosition - 1,
      });
      expect(reordered.status).toBe(200);
      expect(reordered.body.boardPosition).toBe(second.boardPosition - 1);
      expect(reordered.body.updatedAt).toBe(first.updatedAt);
      expect(reordered.body.status).toBe("Applied");
      expect(await history(jar, first.id)).toHaveLength(1);

      // A drag to another column saves status and place together, and records the change.
      const dragged = await call(jar, "PATCH", `/api/applications/${first.id}`, {
        status: "Interviewing",
        statusDate: "2026-03-05",
        boardPosition: 12.5,
      });
      expect(dragged.body).toMatchObject({
        status: "Interviewing",
        statusDate: "2026-03-05",
        boardPosition: 12.5,
      });
      expect((await history(jar, first.id)).map((entry) => entry.status)).toEqual([
        "Applied",
        "Interviewing",
      ]);

      // A status change from the table or the form puts the card on top of its new column.
      const changed = await call(jar, "PATCH", `/api/applications/${second.id}`, { status: "Interviewing" });
      expect(changed.body.boardPosition).toBeLessThan(12.5);
      const bulk = await call(jar, "POST", "/api/applications/bulk", {
        action: "status",
        ids: [first.id],
        status: "Offer",
        statusDate: "2026-03-06",
      });
      expect(bulk.status).toBe(200);
      const [moved] = (await list(jar)).items.filter((item) => item.id === first.id);
      expect(moved!.boardPosition).toBeLessThan(changed.body.boardPosition);

      // Each card of one bulk change gets a place of its own: a drop between two lands between.
      const third = await add(jar, { jobTitle: "Third" });
      await call(jar, "POST", "/api/applications/bulk", {
        action: "status",
        ids: [second.id, third.id],
        status: "Rejected",
        statusDate: "2026-03-07",
      });
      const rejected = (await list(jar)).items.filter((item) => item.status === "Rejected");
      expect(rejected).toHaveLength(2);
      expect(rejected[0]!.boardPosition).not.toBe(rejected[1]!.boardPosition);

      const bad = await call(jar, "PATCH", `/api/applications/${first.id}`, { boardPosition: "top" });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual({ boardPosition: "Board position must be a number" });
    });

    it("moves the first Applied entry when the application date is corrected", async () => {
      const jar = await freshUser();
      const created = await add(jar);
      await call(jar, "PATCH", `/api/applications/${created.id}`, { applicationDate: "2026-02-20" });
      expect((await history(jar, created.id))[0]).toMatchObject({ status: "Applied", date: "2026-02-20" });
    });

    it("clears optional fields with null", async () => {
      const jar = await freshUser();
      const created = await add(jar, { source: "LinkedIn", salaryOffered: 100 });
      const { body } = await call(jar, "PATCH", `/api/applications/${created.id}`, {
        source: null,
        salaryOffered: null,
      });
      expect(body).toMatchObject({ source: null, salaryOffered: null });
    });

    it("deletes with 204, then the application and its history are gone", async () => {
      const jar = await freshUser();
      const created = await add(jar);
      expect((await call(jar, "DELETE", `/api/applications/${created.id}`)).status).toBe(204);
      expect((await call(jar, "GET", `/api/applications/${created.id}`)).status).toBe(404);
      expect((await call(jar, "GET", `/api/applications/${created.id}/history`)).status).toBe(404);
      expect((await call(jar, "DELETE", `/api/applications/${created.id}`)).status).toBe(404);
    });
  });

  describe("backfilled history", () => {
    it("keeps a status reached on an unknown day as unknown, in the application and its history", async () => {
      const jar = await freshUser();
      const application = await add(jar, {
        status: "Interviewing",
        statusDate: null,
        applicationDate: "2026-02-01",
      });
      expect(application.statusDate).toBeNull();
      expect((await history(jar, application.id)).map((entry) => [entry.status, entry.date])).toEqual([
        ["Applied", "2026-02-01"],
        ["Interviewing", null],
      ]);
      const moved = await call(jar, "PATCH", `/api/applications/${application.id}`, {
        status: "Offer",
        statusDate: null,
      });
      expect(moved).toMatchObject({ status: 200, body: { status: "Offer", statusDate: null } });
      const sorted = await list(jar, { sort: "statusDate", order: "desc" });
      expect(sorted.items.map((item) => item.statusDate)).toEqual([null]);
    });

    it("refuses a status date in the future or before the application", async () => {
      const jar = await freshUser();
      const future = await call(jar, "POST", "/api/applications", {
        company: "Acme",
        jobTitle: "Engineer",
        applicationDate: "2026-02-01",
        status: "Offer",
        statusDate: "2099-01-01",
      });
      expect(future).toMatchObject({
        status: 400,
        body: { error: { fields: { statusDate: statusDateMessages.inFuture } } },
      });
      const before = await call(jar, "POST", "/api/applications", {
        company: "Acme",
        jobTitle: "Engineer",
        applicationDate: "2026-02-01",
        status: "Offer",
        statusDate: "2026-01-01",
      });
      expect(before.body.error.fields.statusDate).toBe(statusDateMessages.beforeApplication);
    });

    it("corrects a history entry's date and note; the latest entry dates the application's status", async () => {
      const jar = await freshUser();
      const application = await add(jar, { applicationDate: "2026-02-01" });
      await call(jar, "PATCH", `/api/applications/${application.id}`, {
        status: "Interviewing",
        statusDate: "2026-02-10",
      });
      await call(jar, "PATCH", `/api/applications/${application.id}`, {
        status: "Rejected",
        statusDate: null,
      });
      const [applied, interviewing, rejected] = await history(jar, application.id);
      const entry = (id: string) => `/api/applications/${application.id}/history/${id}`;

      const noted = await call(jar, "PATCH", entry(interviewing!.id), {
        date: "2026-02-08",
        note: "Phone screen",
      });
      expect(noted).toMatchObject({ status: 200, body: { date: "2026-02-08", note: "Phone screen" } });
      const dated = await call(jar, "PATCH", entry(rejected!.id), { date: "2026-02-20" });
      expect(dated.body.date).toBe("2026-02-20");
      expect((await call(jar, "GET", `/api/applications/${application.id}`)).body.statusDate).toBe(
        "2026-02-20",
      );
      await call(jar, "PATCH", entry(rejected!.id), { date: null });
      expect((await call(jar, "GET", `/api/applications/${application.id}`)).body.statusDate).toBeNull();
      // An earlier entry's date is not the application's status date.
      await call(jar, "PATCH", entry(interviewing!.id), { date: "2026-02-09" });
      expect((await call(jar, "GET", `/api/applications/${application.id}`)).body.statusDate).toBeNull();

      const early = await call(jar, "PATCH", entry(interviewing!.id), { date: "2026-01-01" });
      expect(early.body.error.fields.date).toBe(statusDateMessages.beforeApplication);
      const late = await call(jar, "PATCH", entry(interviewing!.id), { date: "2099-01-01" });
      expect(late.body.error.fields.date).toBe(statusDateMessages.inFuture);
      const appliedDate = await call(jar, "PATCH", entry(applied!.id), { date: "2026-02-02" });
      expect(appliedDate.body.error.fields.date).toBe(statusDateMessages.appliedFollowsApplication);
      expect((await call(jar, "PATCH", entry(applied!.id), { note: "Sent by email" })).status).toBe(200);
      expect((await call(jar, "PATCH", entry(applied!.id), {})).status).toBe(400);
      expect(
        (await call(jar, "PATCH", entry(interviewing!.id), { date: "2026-02-09", status: "Offer" })).status,
      ).toBe(400);

      expect(
        (await call(jar, "PATCH", entry("00000000-0000-4000-8000-000000000000"), { note: "x" })).status,
      ).toBe(404);
      expect((await call(jar, "PATCH", entry("not-an-id"), { note: "x" })).status).toBe(404);
      expect((await call(ada, "PATCH", entry(interviewing!.id), { note: "mine" })).status).toBe(404);
      const other = await add(jar, { company: "Other", applicationDate: "2026-02-01" });
      const foreignEntry = `/api/applications/${other.id}/history/${interviewing!.id}`;
      expect((await call(jar, "PATCH", foreignEntry, { note: "x" })).status).toBe(404);
      expect(
        (await history(jar, application.id)).map((change) => [change.status, change.date, change.note]),
      ).toEqual([
        ["Applied", "2026-02-01", "Sent by email"],
        ["Interviewing", "2026-02-09", "Phone screen"],
        ["Rejected", null, null],
      ]);
    });
  });

  describe("another user's data", () => {
    it("behaves as not found for every route and changes nothing", async () => {
      const mine = await add(ada, { company: "Private Co" });
      for (const [method, url, json] of [
        ["GET", `/api/applications/${mine.id}`, undefined],
        ["GET", `/api/applications/${mine.id}/history`, undefined],
        ["PATCH", `/api/applications/${mine.id}`, { status: "Rejected" }],
        ["DELETE", `/api/applications/${mine.id}`, undefined],
        ["POST", "/api/applications/bulk", { action: "delete", ids: [mine.id] }],
        ["POST", "/api/applications/bulk", { action: "status", ids: [mine.id], status: "Offer" }],
      ] as const) {
        const { status, body } = await call(grace, method, url, json);
        expect({ method, url, status, code: body.error.code }).toEqual({
          method,
          url,
          status: 404,
          code: "NOT_FOUND",
        });
      }
      expect((await list(grace, { q: "Private" })).total).toBe(0);
      expect((await call(ada, "GET", `/api/applications/${mine.id}`)).body).toEqual(mine);
    });

    it("treats a malformed id as not found", async () => {
      const { status, body } = await call(ada, "GET", "/api/applications/not-a-uuid");
      expect(status).toBe(404);
      expect(body.error.code).toBe("NOT_FOUND");
    });

    it("needs a session", async () => {
      const response = await server.request("/api/applications");
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("UNAUTHENTICATED");
    });
  });

  describe("bulk actions", () => {
    it("changes the status of all, recording each in the history", async () => {
      const jar = await freshUser();
      const a = await add(jar, { jobTitle: "A" });
      const b = await add(jar, { jobTitle: "B", status: "Interviewing", statusDate: "2026-03-02" });
      const { status, body } = await call(jar, "POST", "/api/applications/bulk", {
        action: "status",
        ids: [a.id, b.id, a.id],
        status: "Interviewing",
        statusDate: "2026-03-05",
      });
      expect(status).toBe(200);
      expect(body).toEqual({ count: 2 });
      expect((await call(jar, "GET", `/api/applications/${a.id}`)).body.status).toBe("Interviewing");
      expect((await history(jar, a.id)).map((entry) => entry.status)).toEqual(["Applied", "Interviewing"]);
      // b already was Interviewing: no second entry.
      expect((await history(jar, b.id)).map((entry) => entry.status)).toEqual(["Applied", "Interviewing"]);
    });

    it("is all or nothing: one foreign or missing id and nothing is deleted or changed", async () => {
      const jar = await freshUser();
      const a = await add(jar, { jobTitle: "A" });
      const b = await add(jar, { jobTitle: "B" });
      const foreign = await add(grace, { jobTitle: `Bulk target ${userCount}` });
      for (const ids of [
        [a.id, b.id, foreign.id],
        [a.id, "00000000-0000-4000-8000-000000000000"],
      ]) {
        expect((await call(jar, "POST", "/api/applications/bulk", { action: "delete", ids })).status).toBe(
          404,
        );
        expect(
          (await call(jar, "POST", "/api/applications/bulk", { action: "status", ids, status: "Offer" }))
            .status,
        ).toBe(404);
      }
      const after = await list(jar);
      expect(after.items.map((item) => item.status).sort()).toEqual(["Applied", "Applied"]);
      expect((await call(grace, "GET", `/api/applications/${foreign.id}`)).status).toBe(200);
    });

    it("rolls back every change when one row fails a rule", async () => {
      const jar = await freshUser();
      const early = await add(jar, { jobTitle: "Early", applicationDate: "2026-01-01" });
      const late = await add(jar, { jobTitle: "Late", applicationDate: "2026-06-01" });
      const { status, body } = await call(jar, "POST", "/api/applications/bulk", {
        action: "status",
        ids: [early.id, late.id],
        status: "Rejected",
        statusDate: "2026-03-01",
      });
      expect(status).toBe(400);
      expect(body.error.fields).toHaveProperty("statusDate");
      expect((await list(jar)).items.map((item) => item.status)).toEqual(["Applied", "Applied"]);
      expect(await history(jar, early.id)).toHaveLength(1);
    });

    it("deletes all of them", async () => {
      const jar = await freshUser();
      const ids = [(await add(jar, { jobTitle: "A" })).id, (await add(jar, { jobTitle: "B" })).id];
      const { body } = await call(jar, "POST", "/api/applications/bulk", { action: "delete", ids });
      expect(body).toEqual({ count: 2 });
      expect((await list(jar)).total).toBe(0);
    });

    it("refuses an unknown action, an empty list and a status action without a status", async () => {
      for (const json of [
        { action: "archive", ids: [] },
        { action: "delete", ids: [] },
        { action: "status", ids: ["00000000-0000-4000-8000-000000000000"] },
        { action: "delete", ids: ["x"] },
      ]) {
        const { status, body } = await call(ada, "POST", "/api/applications/bulk", json);
        expect({ json, status, code: body.error.code }).toEqual({
          json,
          status: 400,
          code: "VALIDATION_ERROR",
        });
      }
    });
  });

  describe("the list", () => {
    let jar: CookieJar;
    beforeAll(async () => {
      jar = await freshUser();
      await add(jar, {
        company: "Acme",
        jobTitle: "Backend Engineer",
        applicationDate: "2026-01-05",
        source: "LinkedIn",
        salaryOffered: 90000,
      });
      await add(jar, {
        company: "Globex",
        jobTitle: "Frontend Engineer",
        applicationDate: "2026-02-10",
        status: "Interviewing",
        statusDate: "2026-02-20",
        source: "Referral",
        contactName: "Marge",
      });
      await add(jar, {
        company: "Initech",
        jobTitle: "TPS Reporter",
        applicationDate: "2026-03-15",
        status: "Rejected",
        statusDate: "2026-03-30",
        notes: "Ask about the 100% stapler budget",
      });
      await add(jar, {
        company: "Hooli",
        jobTitle: "Data Scientist",
        applicationDate: "2026-04-20",
        status: "Offer",
        statusDate: "2026-05-01",
        source: "LinkedIn",
        salaryOffered: 150000,
      });
      await add(jar, {
        company: "Vandelay",
        jobTitle: "Importer",
        applicationDate: "2026-05-25",
        source: "Indeed",
      });
    });

    const titles = async (query: ListQuery) => (await list(jar, query)).items.map((item) => item.company);

    it("lists newest first by default with the total", async () => {
      const page = await list(jar);
      expect(page.total).toBe(5);
      expect(page.nextCursor).toBeNull();
      expect(page.items.map((item) => item.company)).toEqual([
        "Vandelay",
        "Hooli",
        "Initech",
        "Globex",
        "Acme",
      ]);
    });

    it("searches company, job title, contact, notes and source, any case, wildcards as text", async () => {
      expect(await titles({ q: "engineer" })).toEqual(["Globex", "Acme"]);
      expect(await titles({ q: "HOOLI" })).toEqual(["Hooli"]);
      expect(await titles({ q: "marge" })).toEqual(["Globex"]);
      expect(await titles({ q: "100%" })).toEqual(["Initech"]);
      expect(await titles({ q: "indeed" })).toEqual(["Vandelay"]);
      expect(await titles({ q: "_" })).toEqual([]);
    });

    it("filters by repeated status, source and date range", async () => {
      expect(await titles({ status: ["Offer", "Rejected"] })).toEqual(["Hooli", "Initech"]);
      expect(await titles({ source: "LinkedIn" })).toEqual(["Hooli", "Acme"]);
      expect(await titles({ from: "2026-02-10", to: "2026-04-20" })).toEqual(["Hooli", "Initech", "Globex"]);
      expect(await titles({ status: "Applied", q: "importer", from: "2026-05-01" })).toEqual(["Vandelay"]);
    });

    it("sorts by any column either way, empty values last", async () => {
      // Rows with the same value come in id order, which is random: compare those as sets.
      const groups = async (query: ListQuery, sizes: number[]) => {
        const companies = await titles(query);
        return sizes.map((size, index) => {
          const start = sizes.slice(0, index).reduce((sum, n) => sum + n, 0);
          return companies.slice(start, start + size).sort();
        });
      };
      expect(await titles({ sort: "company", order: "asc" })).toEqual([
        "Acme",
        "Globex",
        "Hooli",
        "Initech",
        "Vandelay",
      ]);
      expect(await titles({ sort: "company", order: "desc" })).toEqual([
        "Vandelay",
        "Initech",
        "Hooli",
        "Globex",
        "Acme",
      ]);
      // Statuses in pipeline order, not alphabetical.
      expect(await groups({ sort: "status", order: "asc" }, [2, 1, 1, 1])).toEqual([
        ["Acme", "Vandelay"],
        ["Globex"],
        ["Hooli"],
        ["Initech"],
      ]);
      expect(await groups({ sort: "salaryOffered", order: "desc" }, [1, 1, 3])).toEqual([
        ["Hooli"],
        ["Acme"],
        ["Globex", "Initech", "Vandelay"],
      ]);
      expect(await groups({ sort: "salaryOffered", order: "asc" }, [1, 1, 3])).toEqual([
        ["Acme"],
        ["Hooli"],
        ["Globex", "Initech", "Vandelay"],
      ]);
      expect(await groups({ sort: "source", order: "asc" }, [1, 2, 1, 1])).toEqual([
        ["Vandelay"],
        ["Acme", "Hooli"],
        ["Globex"],
        ["Initech"],
      ]);
    });

    it("pages with a cursor through every sort without losing or repeating a row", async () => {
      for (const sort of [
        "applicationDate",
        "company",
        "status",
        "salaryOffered",
        "source",
        "createdAt",
        "statusDate",
      ] as const) {
        for (const order of ["asc", "desc"] as const) {
          const all = (await list(jar, { sort, order })).items.map((item) => item.id);
          const paged: string[] = [];
          let cursor: string | null = null;
          let pages = 0;
          do {
            const page: ApplicationList = await list(jar, {
              sort,
              order,
              limit: "2",
              ...(cursor ? { cursor } : {}),
            });
            expect(page.total).toBe(5);
            paged.push(...page.items.map((item) => item.id));
            cursor = page.nextCursor;
            pages++;
          } while (cursor && pages < 10);
          expect({ sort, order, ids: paged }).toEqual({ sort, order, ids: all });
        }
      }
    });

    it("counts the total of a filtered view across pages", async () => {
      const page = await list(jar, { source: "LinkedIn", limit: "1" });
      expect(page.items).toHaveLength(1);
      expect(page.total).toBe(2);
      expect(page.nextCursor).not.toBeNull();
    });
  });

  it("documents every route in the OpenAPI document", async () => {
    const document = (await (await server.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(["Application", "StatusChange", "CreateApplicationInput", "ApplicationList"]),
    );
    expect(Object.keys(document.paths["/api/applications"]!)).toEqual(
      expect.arrayContaining(["get", "post"]),
    );
    expect(Object.keys(document.paths["/api/applications/{id}"]!)).toEqual(
      expect.arrayContaining(["get", "patch", "delete"]),
    );
    expect(document.paths["/api/applications/{id}/history"]).toHaveProperty("get");
    expect(document.paths["/api/applications/bulk"]).toHaveProperty("post");
  });
});
