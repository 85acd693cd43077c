import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Application } from "@/domain/application-schemas";
import { addDays, todayUtc } from "@/domain/dates";
import type { Tag } from "@/domain/tag-inputs";
import { type TagColor, tagLimits, tagMessages } from "@/domain/tags";
import { applications } from "../../db/schema";
import {
  addApplication,
  answered,
  type CookieJar,
  describeOnEachDatabase,
  newAccount,
  type TestServer,
} from "../../testing/server-kit";

describeOnEachDatabase("tags and the archive", (server) => {
  let count = 0;

  const newUser = () => newAccount(server, `tags${++count}@example.com`);
  const makeTag = (jar: CookieJar, name: string, color: TagColor = "blue") =>
    answered(server.api(jar).tags.$post({ json: { name, color } }), 201);
  const tagsOf = async (jar: CookieJar) => (await answered(server.api(jar).tags.$get(), 200)).items;
  type ListQuery = Parameters<ReturnType<TestServer["api"]>["applications"]["$get"]>[0]["query"];
  const listed = async (jar: CookieJar, query: ListQuery = {}) =>
    (await answered(server.api(jar).applications.$get({ query }), 200)).items;
  const titles = (items: Application[]) => items.map((item) => item.jobTitle).sort();
  type Changes = Parameters<ReturnType<TestServer["api"]>["applications"][":id"]["$patch"]>[0]["json"];
  const change = (jar: CookieJar, id: string, json: Changes) =>
    answered(server.api(jar).applications[":id"].$patch({ param: { id }, json }), 200);
  const analyticsOf = (jar: CookieJar) => answered(server.api(jar).analytics.$get({ query: {} }), 200);
  const bulk = (jar: CookieJar, body: unknown) => server.call(jar, "POST", "/api/applications/bulk", body);

  describe("a user's tags", () => {
    it("makes, lists A to Z with their counts, renames, recolours and deletes them", async () => {
      const { jar } = await newUser();
      const remote = await makeTag(jar, "  remote ", "green");
      expect(remote).toMatchObject({ name: "remote", color: "green", applications: 0 });
      const dream = await makeTag(jar, "Dream job", "purple");
      await addApplication(server, jar, { jobTitle: "One", tagIds: [remote.id, dream.id] });
      await addApplication(server, jar, { jobTitle: "Two", tagIds: [remote.id] });

      expect(await tagsOf(jar)).toEqual([
        { id: dream.id, name: "Dream job", color: "purple", applications: 1 },
        { id: remote.id, name: "remote", color: "green", applications: 2 },
      ]);

      const renamed = await answered(
        server
          .api(jar)
          .tags[":id"].$patch({ param: { id: remote.id }, json: { name: "Remote", color: "teal" } }),
        200,
      );
      expect(renamed).toEqual({ id: remote.id, name: "Remote", color: "teal", applications: 2 });

      expect((await server.api(jar).tags[":id"].$delete({ param: { id: remote.id } })).status).toBe(204);
      expect((await tagsOf(jar)).map((tag) => tag.name)).toEqual(["Dream job"]);
      // The applications keep everything else, their other tags included.
      const items = await listed(jar, { sort: "jobTitle", order: "asc" });
      expect(items.map((item) => [item.jobTitle, item.tagIds])).toEqual([
        ["One", [dream.id]],
        ["Two", []],
      ]);
    });

    it("refuses a second tag of the same name in any case, a colour not offered, and a blank or long name", async () => {
      const { jar } = await newUser();
      await makeTag(jar, "Remote");
      const again = await server.call(jar, "POST", "/api/tags", { name: "REMOTE", color: "red" });
      expect(again.status).toBe(409);
      expect(again.body.error).toMatchObject({ code: "DUPLICATE_ENTRY", message: tagMessages.duplicate });

      const other = await makeTag(jar, "Onsite");
      const rename = await server.call(jar, "PATCH", `/api/tags/${other.id}`, { name: "remote" });
      expect(rename.status).toBe(409);
      expect(rename.body.error.message).toBe(tagMessages.duplicate);

      const cases: [unknown, string, string][] = [
        [{ name: "Hybrid", color: "magenta" }, "color", tagMessages.color],
        [{ name: "   ", color: "red" }, "name", tagMessages.name],
        [{ name: "x".repeat(tagLimits.name + 1), color: "red" }, "name", tagMessages.nameTooLong],
        [{ name: "Hybrid", color: "red", id: "x" }, "id", "Unknown field"],
        [{ name: "Hybrid \ud800", color: "red" }, "name", "Name contains a character that is not allowed"],
      ];
      for (const [body, field, message] of cases) {
        const { status, body: answer } = await server.call(jar, "POST", "/api/tags", body);
        expect(status).toBe(400);
        expect(answer.error.fields[field]).toBe(message);
      }
      const broken = await server.call(jar, "PATCH", `/api/tags/${other.id}`, { name: "\udfffOnsite" });
      expect(broken.status).toBe(400);
      expect(broken.body.error.fields).toEqual({ name: "Name contains a character that is not allowed" });
      expect((await tagsOf(jar)).map((tag) => tag.name)).toEqual(["Onsite", "Remote"]);
    });

    it(`keeps a user to ${tagLimits.perUser} tags`, async () => {
      const { jar, id } = await newUser();
      const { tags } = await import("../../db/schema");
      await server.database.db.insert(tags).values(
        Array.from({ length: tagLimits.perUser }, (_, index) => ({
          userId: id,
          name: `t${index}`,
          color: "grey",
        })),
      );
      const { status, body } = await server.call(jar, "POST", "/api/tags", {
        name: "one more",
        color: "red",
      });
      expect(status).toBe(400);
      expect(body.error.message).toBe(tagMessages.tooMany);
    });

    it("treats another user's tag as not there", async () => {
      const owner = await newUser();
      const tag = await makeTag(owner.jar, "Private");
      const application = await addApplication(server, owner.jar, { tagIds: [tag.id] });
      const stranger = await newUser();
      expect(await tagsOf(stranger.jar)).toEqual([]);
      expect((await server.call(stranger.jar, "PATCH", `/api/tags/${tag.id}`, { name: "Mine" })).status).toBe(
        404,
      );
      expect((await server.call(stranger.jar, "DELETE", `/api/tags/${tag.id}`)).status).toBe(404);
      expect((await server.call(stranger.jar, "DELETE", "/api/tags/not-a-uuid")).status).toBe(404);

      // Nor can they put it on their own applications, alone or in bulk.
      const theirs = await server.call(stranger.jar, "POST", "/api/applications", {
        company: "Initech",
        jobTitle: "Analyst",
        applicationDate: "2026-03-01",
        status: "Applied",
        tagIds: [tag.id],
      });
      expect(theirs.status).toBe(400);
      expect(theirs.body.error.fields.tagIds).toBe(tagMessages.unknownTag);
      expect(await listed(stranger.jar)).toEqual([]);
      const own = await addApplication(server, stranger.jar);
      const tagged = await bulk(stranger.jar, { action: "tag", ids: [own.id], tagId: tag.id });
      expect(tagged.status).toBe(400);
      expect(tagged.body.error.fields.tagId).toBe(tagMessages.unknownTag);
      // And they cannot tag the owner's application with a tag of their own.
      const mine = await makeTag(stranger.jar, "Mine");
      expect(
        (await bulk(stranger.jar, { action: "tag", ids: [application.id], tagId: mine.id })).status,
      ).toBe(404);
      expect((await tagsOf(owner.jar))[0]).toMatchObject({ name: "Private", applications: 1 });
      expect((await listed(owner.jar))[0]!.tagIds).toEqual([tag.id]);
    });
  });

  describe("an application's tags", () => {
    it("are set whole on create and by PATCH, each once, without changing when it was last edited", async () => {
      const { jar } = await newUser();
      const a = await makeTag(jar, "A");
      const b = await makeTag(jar, "B");
      const created = await addApplication(server, jar, { tagIds: [a.id, a.id] });
      expect(created.tagIds).toEqual([a.id]);

      const patched = await change(jar, created.id, { tagIds: [b.id, a.id] });
      expect([...patched.tagIds].sort()).toEqual([a.id, b.id].sort());
      expect(patched.updatedAt).toBe(created.updatedAt);

      expect((await change(jar, created.id, { tagIds: [] })).tagIds).toEqual([]);
    });

    it(`refuses more than ${tagLimits.perApplication} on one application, and an unknown one, leaving it as it was`, async () => {
      const { jar } = await newUser();
      const made: Tag[] = [];
      for (let index = 0; index <= tagLimits.perApplication; index++)
        made.push(await makeTag(jar, `t${index}`));
      const application = await addApplication(server, jar, { tagIds: [made[0]!.id] });

      const tooMany = await server.call(jar, "PATCH", `/api/applications/${application.id}`, {
        tagIds: made.map((tag) => tag.id),
        notes: "changed",
      });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.error.fields.tagIds).toBe(tagMessages.tooManyOnApplication);

      const unknown = await server.call(jar, "PATCH", `/api/applications/${application.id}`, {
        tagIds: [made[1]!.id, "5b0e6a3e-1c7e-4c53-9b3e-6f1d2a9c0f11"],
        notes: "changed",
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.fields.tagIds).toBe(tagMessages.unknownTag);
      const [after] = await listed(jar);
      expect(after).toMatchObject({ tagIds: [made[0]!.id], notes: null });

      // In bulk, an application already at the limit refuses the whole action.
      const full = await addApplication(server, jar, {
        jobTitle: "Full",
        tagIds: made.slice(0, tagLimits.perApplication).map((tag) => tag.id),
      });
      const last = made.at(-1)!;
      const refused = await bulk(jar, { action: "tag", ids: [application.id, full.id], tagId: last.id });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(tagMessages.tooManyOnApplication);
      expect((await tagsOf(jar)).find((tag) => tag.id === last.id)!.applications).toBe(0);
      // A tag it already has is no new tag.
      const again = await bulk(jar, { action: "tag", ids: [full.id], tagId: made[0]!.id });
      expect(again.status).toBe(200);
    });

    it("filter the list: any of the tags chosen", async () => {
      const { jar } = await newUser();
      const remote = await makeTag(jar, "Remote");
      const dream = await makeTag(jar, "Dream");
      await addApplication(server, jar, { jobTitle: "Both", tagIds: [remote.id, dream.id] });
      await addApplication(server, jar, { jobTitle: "Remote only", tagIds: [remote.id] });
      await addApplication(server, jar, { jobTitle: "Dream only", tagIds: [dream.id] });
      await addApplication(server, jar, { jobTitle: "None" });
      expect(titles(await listed(jar, { tag: remote.id }))).toEqual(["Both", "Remote only"]);
      expect(titles(await listed(jar, { tag: [remote.id, dream.id] }))).toEqual([
        "Both",
        "Dream only",
        "Remote only",
      ]);
      const bad = await server.call(jar, "GET", "/api/applications?tag=nope");
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields["tag.0"]).toBe(tagMessages.unknownTag);
    });

    it("are put on and taken off many at once, all or nothing", async () => {
      const { jar } = await newUser();
      const tag = await makeTag(jar, "Follow");
      const one = await addApplication(server, jar, { jobTitle: "One" });
      const two = await addApplication(server, jar, { jobTitle: "Two", tagIds: [tag.id] });
      const tagged = await bulk(jar, { action: "tag", ids: [one.id, two.id], tagId: tag.id });
      expect(tagged).toEqual({ status: 200, body: { count: 2 } });
      expect((await listed(jar)).map((item) => item.tagIds)).toEqual([[tag.id], [tag.id]]);

      const stranger = await newUser();
      const theirs = await addApplication(server, stranger.jar);
      expect((await bulk(jar, { action: "untag", ids: [one.id, theirs.id], tagId: tag.id })).status).toBe(
        404,
      );
      expect((await tagsOf(jar))[0]!.applications).toBe(2);

      expect((await bulk(jar, { action: "untag", ids: [one.id, two.id], tagId: tag.id })).status).toBe(200);
      expect((await tagsOf(jar))[0]!.applications).toBe(0);
    });

    it("reach the browser's copy: tagging, untagging and a tag's deletion count as changes", async () => {
      const { jar } = await newUser();
      const tag = await makeTag(jar, "Sync");
      const application = await addApplication(server, jar);
      const changesSince = async (since: string) => {
        const { body } = await server.call(
          jar,
          "GET",
          `/api/applications?updatedSince=${encodeURIComponent(since)}`,
        );
        return {
          ids: (body.items as Application[]).map((item) => [item.id, item.tagIds]),
          next: body.syncedAt,
        };
      };
      let { next } = await changesSince(new Date(Date.now() - 60_000).toISOString());
      expect((await changesSince(next)).ids).toEqual([]);

      await bulk(jar, { action: "tag", ids: [application.id], tagId: tag.id });
      let changed = await changesSince(next);
      expect(changed.ids).toEqual([[application.id, [tag.id]]]);
      next = changed.next;

      await server.call(jar, "DELETE", `/api/tags/${tag.id}`);
      changed = await changesSince(next);
      expect(changed.ids).toEqual([[application.id, []]]);

      // And a filtered sync is refused: it could not say that an application left the view.
      const filtered = await server.call(
        jar,
        "GET",
        `/api/applications?updatedSince=${encodeURIComponent(next)}&archived=exclude`,
      );
      expect(filtered.status).toBe(400);
    });
  });

  describe("the archive", () => {
    it("takes applications out of the default view, lists them on their own, and keeps the day they went", async () => {
      const { jar } = await newUser();
      const kept = await addApplication(server, jar, { jobTitle: "Kept" });
      const old = await addApplication(server, jar, { jobTitle: "Old" });
      const archived = await change(jar, old.id, { archived: true });
      expect(archived.archivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(archived.updatedAt).toBe(old.updatedAt);

      expect(titles(await listed(jar, { archived: "exclude" }))).toEqual(["Kept"]);
      expect(titles(await listed(jar, { archived: "only" }))).toEqual(["Old"]);
      // The API's own default is everything: an application is still the user's.
      expect(titles(await listed(jar))).toEqual(["Kept", "Old"]);
      expect(titles(await listed(jar, { archived: "include", q: "old" }))).toEqual(["Old"]);
      expect((await server.call(jar, "GET", "/api/applications?archived=hidden")).status).toBe(400);

      // Archived again (in bulk), it keeps the day it first went.
      const again = await bulk(jar, { action: "archive", ids: [old.id, kept.id] });
      expect(again.status).toBe(200);
      const both = await listed(jar, { archived: "only", sort: "jobTitle", order: "asc" });
      expect(both.map((item) => item.jobTitle)).toEqual(["Kept", "Old"]);
      expect(both[1]!.archivedAt).toBe(archived.archivedAt);

      expect((await bulk(jar, { action: "unarchive", ids: [old.id, kept.id] })).status).toBe(200);
      expect(titles(await listed(jar, { archived: "exclude" }))).toEqual(["Kept", "Old"]);
      expect((await change(jar, old.id, { archived: false })).archivedAt).toBeNull();
      const bad = await server.call(jar, "PATCH", `/api/applications/${old.id}`, { archived: "yes" });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields.archived).toBe("archived must be true or false");
    });

    it("is another user's to change only for their own applications", async () => {
      const owner = await newUser();
      const application = await addApplication(server, owner.jar);
      const stranger = await newUser();
      expect(
        (await server.call(stranger.jar, "PATCH", `/api/applications/${application.id}`, { archived: true }))
          .status,
      ).toBe(404);
      expect((await bulk(stranger.jar, { action: "archive", ids: [application.id] })).status).toBe(404);
      const [row] = await server.database.db
        .select({ archivedAt: applications.archivedAt })
        .from(applications)
        .where(eq(applications.id, application.id));
      expect(row!.archivedAt).toBeNull();
    });

    it("is done with: never ghosted, no follow-up in the calendar feed", async () => {
      const { jar } = await newUser();
      // Applied long ago and silent since: ghosted by the default limit, with a follow-up due.
      const quiet = await addApplication(server, jar, {
        jobTitle: "Quiet",
        applicationDate: "2026-01-05",
        followUpDate: addDays(todayUtc(), 2),
      });
      const ghosted = async () => (await analyticsOf(jar)).totals.ghosted;
      const feedUrl = (await answered(server.api(jar).settings.calendar.$post(), 201)).url;
      const feed = async () =>
        (await server.request(new URL(feedUrl).pathname, { headers: { origin: "" } })).text();
      expect(await ghosted()).toBe(1);
      expect(await feed()).toContain("Quiet");

      await bulk(jar, { action: "archive", ids: [quiet.id] });
      expect(await ghosted()).toBe(0);
      expect(await feed()).not.toContain("Quiet");
    });

    it("stays in analytics and in exports, with the tags by name", async () => {
      const { jar } = await newUser();
      const tag = await makeTag(jar, "=cmd", "red");
      const second = await makeTag(jar, "Remote", "green");
      await addApplication(server, jar, { jobTitle: "Open", tagIds: [second.id, tag.id] });
      const gone = await addApplication(server, jar, { jobTitle: "Gone", status: "Rejected" });
      await bulk(jar, { action: "archive", ids: [gone.id] });

      const { totals } = await analyticsOf(jar);
      expect(totals.applications).toBe(2);
      expect(totals.rejected).toBe(1);

      const csvResponse = await server.request("/api/applications/export?format=csv", { jar });
      const rows: Record<string, string>[] = parse((await csvResponse.text()).replace(/^\uFEFF/, ""), {
        columns: true,
      });
      expect(rows.map((row) => [row["Job title"], row.Tags, row.Archived !== ""]).sort()).toEqual([
        ["Gone", "", true],
        ["Open", "'=cmd; Remote", false],
      ]);
      const viewOnly = await server.request("/api/applications/export?format=csv&archived=exclude", { jar });
      expect((await viewOnly.text()).includes("Gone")).toBe(false);

      const json = await (await server.request("/api/applications/export?format=json", { jar })).json();
      expect(json.tags).toEqual([
        { id: tag.id, name: "=cmd", color: "red" },
        { id: second.id, name: "Remote", color: "green" },
      ]);
      const open = json.applications.find((item: { jobTitle: string }) => item.jobTitle === "Open");
      expect(open.tags).toEqual(["=cmd", "Remote"]);
    });
  });
});
