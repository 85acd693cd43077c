import { expect, it } from "vitest";
import type { Application } from "@/domain/application-schemas";
import { type ImportResult, importMessages, maxImportRows, rowsFromExport } from "@/domain/import";
import {
  addApplication,
  answered,
  type CookieJar,
  describeOnEachDatabase,
  signedInUser,
  type TestServer,
} from "../testing/server-kit";

type ExportFile = {
  applications: (Application & { history: { status: string; date: string | null; note: string | null }[] })[];
  companies: { name: string; website: string | null }[];
};

describeOnEachDatabase("importing applications", (server) => {
  let userCount = 0;

  const freshUser = () => signedInUser(server, `import${++userCount}@example.com`);

  const importRows = async (jar: CookieJar, rows: unknown[], dryRun = false) => {
    const response = await server.request("/api/applications/import", { jar, json: { dryRun, rows } });
    return { status: response.status, body: (await response.json()) as ImportResult };
  };
  const list = async (jar: CookieJar) =>
    (await answered(server.api(jar).applications.$get({ query: { sort: "company", order: "asc" } }), 200))
      .items;
  const makeTag = (jar: CookieJar) =>
    answered(server.api(jar).tags.$post({ json: { name: "Remote", color: "teal" } }), 201);
  type Changes = Parameters<ReturnType<TestServer["api"]>["applications"][":id"]["$patch"]>[0]["json"];
  const change = (jar: CookieJar, id: string, json: Changes) =>
    answered(server.api(jar).applications[":id"].$patch({ param: { id }, json }), 200);

  const row = (fields: Record<string, unknown> = {}) => ({
    company: "Acme",
    jobTitle: "Engineer",
    applicationDate: "2026-03-01",
    status: "Applied",
    ...fields,
  });

  it("creates the valid rows, skips duplicates and reports invalid rows with their fields", async () => {
    const jar = await freshUser();
    await importRows(jar, [row({ company: "Existing" })]);
    const result = await importRows(jar, [
      row({ company: "Globex", status: "Interviewing", statusDate: null, source: "LinkedIn" }),
      row({ company: "existing" }),
      row({ company: "Globex", status: "Interviewing", statusDate: null }),
      row({ company: "" }),
      row({ company: "Initech", status: "Rejected", statusDate: "2026-02-01" }),
      row({ company: "Umbrella", status: "Offer", statusDate: "2026-03-20", salaryOffered: 120000 }),
      "not an object",
    ]);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ created: 3, duplicates: 2, invalid: 2, dryRun: false });
    expect(result.body.rows.map((r) => [r.index, r.outcome])).toEqual([
      [0, "created"],
      [1, "duplicate"],
      [2, "duplicate"],
      [3, "invalid"],
      [4, "created"],
      [5, "created"],
      [6, "invalid"],
    ]);
    expect(result.body.rows[1]!.message).toBe(importMessages.duplicate);
    expect(result.body.rows[2]!.message).toBe(importMessages.duplicateInFile);
    expect(result.body.rows[3]!.fields).toEqual({ company: "Company is required" });
    // A stage's day before the application: the day goes to the notes, the stage stays undated.
    expect(result.body.rows[4]!.warnings).toEqual({
      statusDate:
        'Date of the current status cannot be before the application date: "2026-02-01" is kept in the notes',
    });
    expect(result.body.rows[6]!.fields).toEqual({ row: "Each row must be an object of fields" });
    const applications = await list(jar);
    expect(
      applications.map((application) => [application.company, application.status, application.statusDate]),
    ).toEqual([
      ["Existing", "Applied", "2026-03-01"],
      ["Globex", "Interviewing", null],
      ["Initech", "Rejected", null],
      ["Umbrella", "Offer", "2026-03-20"],
    ]);
  });

  it("loses nothing of a messy row: what a field cannot take goes into the notes, word for word", async () => {
    const jar = await freshUser();
    const result = await importRows(jar, [
      row({
        company: "Netflix",
        jobTitle: "Senior Engineer",
        salaryOffered: "$150k-$180k",
        contactName: "Lisa Park",
        contactEmail: "lisa@netflix",
        status: "Onsite loop",
        statusDate: "not sure",
        followUpDate: "after the holidays",
        jobUrl: "netflix careers page",
        notes: "Referred by Sam.",
      }),
      row({ company: "Stripe", salaryOffered: "120k", currency: "€", status: "Ball in their court" }),
      // Without a company, a job title or a day it was sent, there is no application to make.
      row({ company: "Plaid", applicationDate: "not sure" }),
      row({ jobTitle: "   " }),
      { company: "Ramp", jobTitle: "Engineer" },
    ]);
    expect(result.body).toMatchObject({ created: 2, duplicates: 0, invalid: 3 });
    expect(result.body.rows[0]!.warnings).toEqual({
      salaryOffered: 'Salary read as the lower end of "$150k-$180k"; the range is kept in the notes',
      contactEmail: 'Contact email not understood: "lisa@netflix" is kept in the notes',
      statusDate: 'Date of the current status not understood: "not sure" is kept in the notes',
      followUpDate: 'Follow-up date not understood: "after the holidays" is kept in the notes',
      jobUrl: 'Job URL not understood: "netflix careers page" is kept in the notes',
    });
    expect(result.body.rows.slice(2).map((r) => r.fields)).toEqual([
      { applicationDate: "Please enter a valid date (YYYY-MM-DD)" },
      { jobTitle: "Job title is required" },
      { applicationDate: "Application date is required" },
    ]);
    const [netflix, stripe] = await list(jar);
    expect(netflix).toMatchObject({
      company: "Netflix",
      status: "Interviewing",
      statusDate: null,
      salaryOffered: 150000,
      contactName: "Lisa Park",
      contactEmail: null,
      followUpDate: null,
      jobUrl: null,
      notes: [
        "Referred by Sam.",
        "Salary range: $150k-$180k",
        'Imported, not understood: Contact email "lisa@netflix"; Date of the current status "not sure"; Follow-up date "after the holidays"; Job URL "netflix careers page"',
      ].join("\n\n"),
    });
    expect(stripe).toMatchObject({
      salaryOffered: 120000,
      currency: "EUR",
      status: "Applied",
      notes: 'Imported, not understood: Status "Ball in their court"',
    });
  });

  it("writes nothing on a dry run, and says what would happen", async () => {
    const jar = await freshUser();
    const result = await importRows(jar, [row(), row(), row({ jobTitle: "" })], true);
    expect(result.body).toMatchObject({ created: 1, duplicates: 1, invalid: 1, dryRun: true });
    expect(result.body.rows[0]!.applicationId).toBeUndefined();
    expect(await list(jar)).toEqual([]);
  });

  it("refuses an empty import, too many rows, and a body that is not one", async () => {
    const jar = await freshUser();
    expect((await importRows(jar, [])).status).toBe(400);
    const many = await importRows(
      jar,
      Array.from({ length: maxImportRows + 1 }, () => row()),
    );
    expect(many.status).toBe(400);
    expect(JSON.stringify(many.body)).toContain(importMessages.tooManyRows);
    const odd = await server.request("/api/applications/import", {
      jar,
      json: { rows: [row()], owner: "x" },
    });
    expect(odd.status).toBe(400);
    expect(await list(jar)).toEqual([]);
  });

  it("touches only the signed-in user's applications", async () => {
    const ada = await freshUser();
    const grace = await freshUser();
    await importRows(grace, [row()]);
    const result = await importRows(ada, [row()]);
    expect(result.body.created).toBe(1);
    expect((await list(grace)).length).toBe(1);
    expect((await list(ada)).length).toBe(1);
  });

  it("writes each source the way the user already does, else by its common name", async () => {
    const jar = await freshUser();
    // Added by hand, spelled the user's way.
    await addApplication(server, jar, { company: "Before", source: "Company site" });
    const result = await importRows(jar, [
      row({ company: "Globex", source: "Company Website" }),
      row({ company: "Initech", source: "linkedin.com" }),
      row({ company: "Umbrella", source: "LinkedIn Easy Apply" }),
      row({ company: "Hooli", source: "  Hacker   News " }),
      row({ company: "Stark", source: "hacker news" }),
    ]);
    expect(result.body.created).toBe(5);
    expect((await list(jar)).map((application) => [application.company, application.source])).toEqual([
      ["Before", "Company site"],
      ["Globex", "Company site"],
      ["Hooli", "Hacker News"],
      ["Initech", "LinkedIn"],
      ["Stark", "Hacker News"],
      ["Umbrella", "LinkedIn"],
    ]);
  });

  it("tags rows by name: the user's own tag in any case, else a new one, within the limits", async () => {
    const ada = await freshUser();
    const own = await makeTag(ada);
    const result = await importRows(ada, [
      row({ company: "Globex", tags: "remote; Dream job ;; dream JOB" }),
      row({ company: "Initech", tags: "Contract, Remote" }),
      row({ company: "Umbrella", tags: ["x".repeat(41)] }),
      row({ company: "Hooli", tags: Array.from({ length: 21 }, (_, index) => `t${index}`) }),
    ]);
    // Tags a row cannot take (a name too long, too many) go into its notes; the row comes in.
    expect(result.body.rows.map((r) => [r.outcome, r.warnings?.tags])).toEqual([
      ["created", undefined],
      ["created", undefined],
      ["created", `Tags not understood: "["${"x".repeat(41)}"]" is kept in the notes`],
      [
        "created",
        expect.stringMatching(/^Tags not understood: "\["t0","t1",.*"t20"\]" is kept in the notes$/),
      ],
    ]);
    const tags = (await answered(server.api(ada).tags.$get(), 200)).items;
    expect(tags.map((tag) => [tag.name, tag.applications])).toEqual([
      ["Contract", 1],
      ["Dream job", 1],
      ["Remote", 2],
    ]);
    expect(tags.find((tag) => tag.name === "Remote")!.id).toBe(own.id);

    // A file that would take the user past their tags' limit: that row comes in, its new tags
    // in its notes.
    const many = Array.from({ length: 98 }, (_, index) => `n${index}`);
    const full = await importRows(ada, [
      row({ company: "A1", tags: many.slice(0, 20) }),
      row({ company: "A2", tags: many.slice(20, 40) }),
      row({ company: "A3", tags: many.slice(40, 60) }),
      row({ company: "A4", tags: many.slice(60, 80) }),
      row({ company: "A5", tags: many.slice(80, 98) }),
      row({ company: "A6", tags: ["Remote"] }),
    ]);
    expect(full.body.rows.map((r) => r.outcome)).toEqual(Array(6).fill("created"));
    expect(full.body.rows[4]!.warnings).toEqual({
      tags: "You can have up to 100 tags. Delete one you no longer use first. Its new tags are kept in the notes.",
    });
    const a5 = (await list(ada)).find((application) => application.company === "A5")!;
    expect(a5.tagIds).toEqual([]);
    expect(a5.notes).toBe(
      `Tags not added (You can have up to 100 tags. Delete one you no longer use first.): ${many.slice(80, 98).join("; ")}`,
    );
  });

  it("imports a JSON export back without loss: history, unknown days and notes included", async () => {
    const ada = await freshUser();
    const created = await importRows(ada, [
      row({
        company: "Globex",
        jobTitle: "Designer",
        location: "Berlin",
        notes: "Met at a meetup",
        currency: "EUR",
      }),
      row({ company: "Initech", applicationDate: "2026-01-10", source: "Referral" }),
    ]);
    const [globex, initech] = created.body.rows.map((r) => r.applicationId!);
    await change(ada, globex!, {
      status: "Interviewing",
      statusDate: "2026-03-05",
      statusNote: "Phone screen",
    });
    await change(ada, globex!, { status: "Rejected", statusDate: null });
    await change(ada, initech!, { status: "Offer", statusDate: "2026-02-01", salaryOffered: 98000 });
    // Filed away as the user left them: archived, and kept waiting since a day of their own.
    await change(ada, globex!, { waitingSince: "2026-03-10" });
    await change(ada, initech!, { archived: true });
    const remote = await makeTag(ada);
    await change(ada, globex!, { tagIds: [remote.id] });

    const exported = async (jar: CookieJar) =>
      (await (
        await server.request("/api/applications/export?format=json&sort=company&order=asc", { jar })
      ).json()) as ExportFile;
    const first = await exported(ada);
    const grace = await freshUser();
    const rows = rowsFromExport(first)!;
    const result = await importRows(grace, rows);
    expect(result.body).toMatchObject({ created: 2, duplicates: 0, invalid: 0 });
    const second = await exported(grace);

    // Everything but what is made anew for the new owner: ids, times, the board's place, the
    // tags' ids (their names come across).
    const comparable = (file: ExportFile) =>
      file.applications.map(
        ({ id, companyId, createdAt, updatedAt, boardPosition, tagIds, ...rest }) => rest,
      );
    expect(comparable(second)).toEqual(comparable(first));
    expect(second.applications[0]!.history).toEqual([
      { status: "Applied", date: "2026-03-01", note: null },
      { status: "Interviewing", date: "2026-03-05", note: "Phone screen" },
      { status: "Rejected", date: null, note: null },
    ]);
    expect(second.applications[0]).toMatchObject({ tags: ["Remote"], waitingSince: "2026-03-10" });
    expect(second.applications[1]!.archivedAt).toBe(first.applications[1]!.archivedAt);
    expect(second.applications[1]!.archivedAt).not.toBeNull();
    // Importing the same file again adds nothing.
    expect((await importRows(grace, rows)).body).toMatchObject({ created: 0, duplicates: 2 });
    expect(rowsFromExport({ format: "something else", applications: [] })).toBeUndefined();
  });
});
