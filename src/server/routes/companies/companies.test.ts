import { expect, it } from "vitest";
import { mergeMessages } from "@/domain/companies";
import { addApplication, type CookieJar, describeOnEachDatabase, newAccount } from "../../testing/server-kit";

describeOnEachDatabase("merging companies", (server) => {
  let count = 0;
  const newUser = () => newAccount(server, `companies${++count}@example.com`);
  const merge = async (jar: CookieJar, from: string, into: string) => {
    const response = await server
      .api(jar)
      .companies[":id"].merge.$post({ param: { id: from }, json: { into } });
    return { status: response.status, body: await response.json() };
  };
  const list = async (jar: CookieJar) => {
    const response = await server.api(jar).applications.$get({ query: {} });
    if (!response.ok) throw new Error(`the list answered ${response.status}`);
    return (await response.json()).items.map(
      (item) => `${item.company}|${item.jobTitle}|${item.companyWebsite ?? ""}`,
    );
  };

  it("moves every application to the company that stays, which takes the website it lacked", async () => {
    const { jar } = await newUser();
    const google = await addApplication(server, jar, { company: "Google", jobTitle: "SRE" });
    const llc = await addApplication(server, jar, {
      company: "Google LLC",
      jobTitle: "Data Engineer",
      companyWebsite: "google.com",
    });
    await addApplication(server, jar, { company: "Google LLC", jobTitle: "Analyst" });
    const merged = await merge(jar, llc.companyId, google.companyId);
    expect(merged).toEqual({
      status: 200,
      body: { company: { id: google.companyId, name: "Google" }, moved: 2 },
    });
    expect((await list(jar)).sort()).toEqual([
      "Google|Analyst|https://google.com",
      "Google|Data Engineer|https://google.com",
      "Google|SRE|https://google.com",
    ]);
    // The merged record is gone: a new application named so makes a new one.
    const again = await addApplication(server, jar, { company: "Google LLC", jobTitle: "PM" });
    expect(again.companyId).not.toBe(llc.companyId);
  });

  it("refuses a merge that would make two applications for one position on one day, changing nothing", async () => {
    const { jar } = await newUser();
    const a = await addApplication(server, jar, { company: "Acme", jobTitle: "Engineer" });
    const b = await addApplication(server, jar, { company: "Acme Inc", jobTitle: "Engineer" });
    const before = await list(jar);
    expect(await merge(jar, b.companyId, a.companyId)).toEqual({
      status: 409,
      body: { error: { code: "DUPLICATE_ENTRY", message: mergeMessages.clash } },
    });
    expect(await list(jar)).toEqual(before);
  });

  it("treats another user's company as not found, and a merge into itself as a mistake", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const mine = await addApplication(server, owner.jar, { company: "Initech" });
    const theirs = await addApplication(server, stranger.jar, { company: "Initrode" });
    expect((await merge(stranger.jar, mine.companyId, theirs.companyId)).status).toBe(404);
    expect((await merge(stranger.jar, theirs.companyId, mine.companyId)).status).toBe(404);
    expect((await merge(owner.jar, "not-an-id", mine.companyId)).status).toBe(404);
    const itself = await merge(owner.jar, mine.companyId, mine.companyId);
    expect(itself).toEqual({
      status: 400,
      body: { error: expect.objectContaining({ fields: { into: mergeMessages.same } }) },
    });
    expect(await list(owner.jar)).toEqual(["Initech|Engineer|"]);
  });
});
