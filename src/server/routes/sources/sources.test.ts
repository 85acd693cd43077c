import { expect, it } from "vitest";
import { sourceMessages } from "@/domain/sources";
import {
  addApplication,
  answered,
  type CookieJar,
  describeOnEachDatabase,
  newAccount,
} from "../../testing/server-kit";

describeOnEachDatabase("the user's sources", (server) => {
  let count = 0;
  const newUser = () => newAccount(server, `sources${++count}@example.com`);
  const sources = async (jar: CookieJar) => (await answered(server.api(jar).sources.$get(), 200)).items;
  const merge = async (jar: CookieJar, json: unknown) => {
    const response = await server.request("/api/sources/merge", { jar, json });
    return { status: response.status, body: await response.json() };
  };
  const applications = async (jar: CookieJar) =>
    (
      await answered(server.api(jar).applications.$get({ query: { sort: "company", order: "asc" } }), 200)
    ).items.map((item) => [item.company, item.source, item.updatedAt]);

  it("lists each source with how many applications give it, the most used first", async () => {
    const { jar } = await newUser();
    await addApplication(server, jar, { company: "A", source: "Company site" });
    await addApplication(server, jar, { company: "B", source: "Company website" });
    await addApplication(server, jar, { company: "C", source: "Company website" });
    await addApplication(server, jar, { company: "D" });
    expect(await sources(jar)).toEqual([
      { source: "Company website", applications: 2 },
      { source: "Company site", applications: 1 },
    ]);
  });

  it("merges sources into one the user has, or into a new name, and says how many moved", async () => {
    const { jar } = await newUser();
    await addApplication(server, jar, { company: "A", source: "Company site" });
    await addApplication(server, jar, { company: "B", source: "Company website" });
    await addApplication(server, jar, { company: "C", source: "careers page" });
    await addApplication(server, jar, { company: "D", source: "LinkedIn" });
    const before = await applications(jar);
    expect(await merge(jar, { from: ["Company site", "careers page"], into: "Company website" })).toEqual({
      status: 200,
      body: { source: "Company website", moved: 2 },
    });
    expect(await sources(jar)).toEqual([
      { source: "Company website", applications: 3 },
      { source: "LinkedIn", applications: 1 },
    ]);
    // The moved applications count as changed (the browser's copy syncs them); the others not.
    const after = await applications(jar);
    expect(after[1]).toEqual(before[1]);
    expect(after[3]).toEqual(before[3]);
    expect(after[0]![2]! > before[0]![2]!).toBe(true);
    // A merge of one into a new name renames it.
    expect(await merge(jar, { from: ["LinkedIn"], into: " Linked In  Jobs " })).toEqual({
      status: 200,
      body: { source: "Linked In Jobs", moved: 1 },
    });
    expect((await sources(jar)).map((use) => use.source)).toEqual(["Company website", "Linked In Jobs"]);
  });

  it("refuses a merge into itself, and bad input, changing nothing", async () => {
    const { jar } = await newUser();
    await addApplication(server, jar, { company: "A", source: "Referral" });
    const before = await applications(jar);
    expect(await merge(jar, { from: ["Referral"], into: "Referral" })).toEqual({
      status: 400,
      body: { error: expect.objectContaining({ fields: { into: sourceMessages.same } }) },
    });
    for (const input of [
      {},
      { from: [], into: "X" },
      { from: "Referral", into: "X" },
      { from: ["Referral"], into: "" },
      { from: ["Referral"], into: "x".repeat(101) },
      { from: ["Referral"], into: "X", extra: 1 },
      { from: ["Referral\u0000"], into: "X" },
      { from: Array.from({ length: 51 }, (_, index) => `S${index}`), into: "X" },
    ])
      expect(await merge(jar, input)).toMatchObject({
        status: 400,
        body: { error: { code: "VALIDATION_ERROR" } },
      });
    expect(await applications(jar)).toEqual(before);
  });

  it("never shows or merges another user's sources", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    await addApplication(server, owner.jar, { company: "A", source: "Owner's secret board" });
    await addApplication(server, stranger.jar, { company: "B", source: "LinkedIn" });
    expect(await sources(stranger.jar)).toEqual([{ source: "LinkedIn", applications: 1 }]);
    expect((await merge(stranger.jar, { from: ["Owner's secret board"], into: "LinkedIn" })).status).toBe(
      404,
    );
    expect(await sources(owner.jar)).toEqual([{ source: "Owner's secret board", applications: 1 }]);
  });
});
