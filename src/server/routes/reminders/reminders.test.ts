import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { ApplicationStatus } from "@/domain/applications";
import { addDays, localToday } from "@/domain/dates";
import { reminderMessages } from "@/domain/reminder-settings";
import { inboxMessages, reminderSettings } from "../../db/schema";
import { mailOf } from "../../testing/mails";
import {
  addApplication,
  answered,
  type CookieJar,
  describeOnEachDatabase,
  eventually,
  newAccount,
  strongPassword,
} from "../../testing/server-kit";

const digestSubject = /^JobTrail: \d+ follow-ups? due$/;

/** A zone where the hour has not yet reached 23, so a digest set for 23:00 is not due. */
function zoneBeforeEleven(): string {
  const zones = ["UTC", "Pacific/Kiritimati", "Etc/GMT+12", "Asia/Kolkata"];
  const hourIn = (timeZone: string) =>
    Number(
      new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", hourCycle: "h23" }).format(new Date()),
    );
  return zones.find((zone) => hourIn(zone) < 23)!;
}

describeOnEachDatabase("reminders API", { MAIL_RETRY_SECONDS: "1" }, (server) => {
  let count = 0;

  const newUser = () => newAccount(server, `reminders${++count}@example.com`);
  const settingsOf = (jar: CookieJar) => answered(server.api(jar).settings.reminders.$get(), 200);
  const change = (jar: CookieJar, body: unknown) =>
    server.call(jar, "PATCH", "/api/settings/reminders", body);
  const digestsTo = (email: string) =>
    server.mailer.sent.filter((mail) => mail.to === email && digestSubject.test(mail.subject));

  /** An account with the digest on at midnight (due at once) in UTC, and what is due. */
  async function withDigest(due: { jobTitle: string; followUpDate: string; status?: ApplicationStatus }[]) {
    const account = await newUser();
    expect((await change(account.jar, { digestEnabled: true, digestHour: 0, timeZone: "UTC" })).status).toBe(
      200,
    );
    for (const item of due)
      await addApplication(server, account.jar, { company: "Acme", status: "Applied", ...item });
    return account;
  }

  it("clears a follow-up when its application closes, by edit, in bulk or when added closed; an offer keeps it", async () => {
    const { jar } = await newAccount(server, "closing@example.com");
    const api = server.api(jar);
    const followUpDate = addDays(localToday(new Date(), "UTC"), 3);
    const [rejected, offered, withdrawn, notSelected] = await Promise.all(
      ["Rejected Analyst", "Offered Analyst", "Withdrawn Analyst", "Passed-over Analyst"].map((jobTitle) =>
        addApplication(server, jar, { jobTitle, followUpDate }),
      ),
    );
    const edited = async (id: string, status: ApplicationStatus) =>
      answered(api.applications[":id"].$patch({ param: { id }, json: { status } }), 200);
    expect((await edited(rejected!.id, "Rejected")).followUpDate).toBeNull();
    expect((await edited(offered!.id, "Offer")).followUpDate).toBe(followUpDate);
    await answered(
      api.applications.bulk.$post({
        json: { action: "status", ids: [withdrawn!.id, notSelected!.id], status: "Withdrawn" },
      }),
      200,
    );
    for (const { id } of [withdrawn!, notSelected!])
      expect((await answered(api.applications[":id"].$get({ param: { id } }), 200)).followUpDate).toBeNull();
    // Even when the request names one: there is no one left to check in with.
    const addedClosed = await addApplication(server, jar, { status: "Not Selected", followUpDate });
    expect(addedClosed.followUpDate).toBeNull();
    const closedWithDate = await answered(
      api.applications[":id"].$patch({
        param: { id: offered!.id },
        json: { status: "Rejected", followUpDate },
      }),
      200,
    );
    expect(closedWithDate.followUpDate).toBeNull();
  });

  it("answers the defaults until changed, and changes only what is sent", async () => {
    const { jar } = await newUser();
    expect(await settingsOf(jar)).toEqual({
      followUpDays: 7,
      digestEnabled: false,
      digestHour: 8,
      timeZone: "UTC",
      ghostAfterApplied: 21,
      ghostAfterInterview: 14,
    });
    expect((await change(jar, { followUpDays: 14, timeZone: "Europe/Berlin" })).body).toEqual({
      followUpDays: 14,
      digestEnabled: false,
      digestHour: 8,
      timeZone: "Europe/Berlin",
      ghostAfterApplied: 21,
      ghostAfterInterview: 14,
    });
    expect(
      (await change(jar, { followUpDays: null, digestEnabled: true, digestHour: 18, ghostAfterApplied: 30 }))
        .body,
    ).toEqual({
      followUpDays: null,
      digestEnabled: true,
      digestHour: 18,
      timeZone: "Europe/Berlin",
      ghostAfterApplied: 30,
      ghostAfterInterview: 14,
    });
    // Another user's settings are their own.
    const other = await newUser();
    expect(await settingsOf(other.jar)).toMatchObject({ followUpDays: 7, digestEnabled: false });
  });

  it("refuses values out of range with a message on the field, and changes nothing", async () => {
    const { jar } = await newUser();
    await change(jar, { followUpDays: 5 });
    const refusals: [unknown, string, string][] = [
      [{ followUpDays: 0 }, "followUpDays", reminderMessages.followUpDays],
      [{ ghostAfterApplied: 2 }, "ghostAfterApplied", reminderMessages.ghostDays],
      [{ ghostAfterInterview: 181 }, "ghostAfterInterview", reminderMessages.ghostDays],
      [{ followUpDays: 91 }, "followUpDays", reminderMessages.followUpDays],
      [{ followUpDays: 2.5 }, "followUpDays", reminderMessages.followUpDays],
      [{ followUpDays: "7" }, "followUpDays", reminderMessages.followUpDays],
      [{ digestHour: 24 }, "digestHour", reminderMessages.digestHour],
      [{ digestHour: -1 }, "digestHour", reminderMessages.digestHour],
      [{ timeZone: "Mars/Olympus_Mons" }, "timeZone", reminderMessages.timeZone],
      [{ timeZone: "" }, "timeZone", reminderMessages.timeZone],
      [{ digestEnabled: "yes" }, "digestEnabled", "Choose on or off"],
    ];
    for (const [body, field, message] of refusals) {
      const response = await change(jar, { digestEnabled: true, ...(body as object) });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.fields[field], JSON.stringify(body)).toBe(message);
    }
    expect((await change(jar, { surprise: true })).status).toBe(400);
    expect(await settingsOf(jar)).toMatchObject({ followUpDays: 5, digestEnabled: false });
  });

  it("mails a digest of the open applications due, once a day, with a way out", async () => {
    const today = localToday(new Date(), "UTC");
    const { email, id } = await withDigest([
      { jobTitle: "Overdue Analyst", followUpDate: addDays(today, -3) },
      { jobTitle: "Due Today Engineer", followUpDate: today },
      { jobTitle: "Later Designer", followUpDate: addDays(today, 2) },
      { jobTitle: "Closed Manager", followUpDate: addDays(today, -1), status: "Rejected" },
    ]);
    expect(await server.reminders.queueDue()).toBeGreaterThanOrEqual(1);
    const [mail] = await eventually("the digest", () =>
      digestsTo(email).length ? digestsTo(email) : undefined,
    );
    expect(mail!.subject).toBe("JobTrail: 2 follow-ups due");
    expect(mail!.text).toContain("- Acme, Overdue Analyst: 3 days overdue");
    expect(mail!.text).toContain("- Acme, Due Today Engineer: due today");
    expect(mail!.text).not.toContain("Later Designer");
    expect(mail!.text).not.toContain("Closed Manager");
    expect(mail!.link).toBe("http://localhost:3000/dashboard");
    expect(mail!.unsubscribe).toMatch(/^http:\/\/localhost:3000\/api\/reminders\/unsubscribe\?token=/);
    expect(mail!.text).toContain("http://localhost:3000/unsubscribe?token=");

    // Sent today: the chore finds nothing more for this user, however often it looks. The
    // job records the day once the mail server has the mail, a moment after it arrives.
    const sentOn = await eventually("the day recorded", async () => {
      const [row] = await server.database.db
        .select({ digestSentOn: reminderSettings.digestSentOn })
        .from(reminderSettings)
        .where(eq(reminderSettings.userId, id));
      return row?.digestSentOn ?? undefined;
    });
    expect(sentOn).toBe(today);
    await server.reminders.queueDue();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(digestsTo(email)).toHaveLength(1);
  });

  it("tells in the digest what the user's mail changed by itself, with nothing due as well", async () => {
    const { email, jar, id } = await withDigest([]);
    const halden = await addApplication(server, jar, {
      company: "Halden",
      jobTitle: "Data Engineer",
      companyWebsite: "https://halden.example.com",
    });
    await server.call(jar, "PUT", "/api/inbox/settings", { autoApply: true });
    const { item } = await server.inbox.receive(
      id,
      mailOf({
        from: "Halden Talent <talent@halden.example.com>",
        subject: "Your application for Data Engineer at Halden",
        messageId: "digest-halden@halden.example.com",
        text: "Dear Ada,\n\nThank you for applying for the Data Engineer position at Halden. Unfortunately, we have decided not to move forward with your application at this time.",
      }),
      "upload",
    );
    expect(item).toMatchObject({ applicationId: halden.id, autoApplied: true });
    expect(await server.reminders.queueDue()).toBeGreaterThanOrEqual(1);
    const changed = (mail: { to: string; subject: string }) =>
      mail.to === email && mail.subject === "JobTrail: 1 change from your mail";
    const mail = await eventually("the digest", () => server.mailer.sent.find(changed));
    expect(mail.text).toContain("- Marked Halden, Data Engineer Rejected.");
    expect(mail.text).toContain("Open my Inbox: http://localhost:3000/inbox");
    expect(mail.text).not.toContain("follow-up");
    // Told once: the next day's digest has nothing to tell of it.
    await eventually("the change marked as told", async () => {
      const [row] = await server.database.db
        .select({ told: inboxMessages.toldInDigest })
        .from(inboxMessages)
        .where(eq(inboxMessages.id, item.id));
      return row?.told ? true : undefined;
    });
    await server.database.db
      .update(reminderSettings)
      .set({ digestSentOn: addDays(localToday(new Date(), "UTC"), -1) })
      .where(eq(reminderSettings.userId, id));
    await server.reminders.queueDue();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.mailer.sent.filter(changed)).toHaveLength(1);
  });

  it("mails nothing before the chosen hour, with nothing due, or with the digest off", async () => {
    const today = localToday(new Date(), "UTC");
    const early = await withDigest([{ jobTitle: "Early Analyst", followUpDate: today }]);
    await change(early.jar, { digestHour: 23, timeZone: zoneBeforeEleven() });
    const nothingDue = await withDigest([{ jobTitle: "Future Analyst", followUpDate: addDays(today, 5) }]);
    const off = await withDigest([{ jobTitle: "Off Analyst", followUpDate: today }]);
    await change(off.jar, { digestEnabled: false });
    await server.reminders.queueDue();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const { email } of [early, nothingDue, off]) expect(digestsTo(email), email).toHaveLength(0);
  });

  it("turns the digest off from the mail's link without signing in, and refuses a forged link", async () => {
    const today = localToday(new Date(), "UTC");
    const { jar, email } = await withDigest([{ jobTitle: "Link Analyst", followUpDate: today }]);
    await server.reminders.queueDue();
    const [mail] = await eventually("the digest", () =>
      digestsTo(email).length ? digestsTo(email) : undefined,
    );
    const oneClick = new URL(mail!.unsubscribe!);
    const token = oneClick.searchParams.get("token")!;

    const other = await withDigest([{ jobTitle: "Other Analyst", followUpDate: today }]);
    const forgeries = [
      "nonsense",
      `${token}x`,
      `${Buffer.from(other.id).toString("base64url")}.${token.split(".")[1]}`,
      token.replace(/^[^.]+/, ""),
    ];
    for (const forged of forgeries) {
      const response = await server.request(
        `/api/reminders/unsubscribe?token=${encodeURIComponent(forged)}`,
        {
          method: "POST",
        },
      );
      expect(response.status, forged).toBe(400);
      expect((await response.json()).error.message).toBe(reminderMessages.unsubscribeInvalid);
    }
    expect((await settingsOf(other.jar)).digestEnabled).toBe(true);

    // As a mail app's one-click button sends it: a form body, no cookie, no Origin.
    const response = await server.request(`${oneClick.pathname}${oneClick.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unsubscribed: true });
    expect((await settingsOf(jar)).digestEnabled).toBe(false);
    expect((await settingsOf(other.jar)).digestEnabled).toBe(true);
  });

  it("goes with the account, its digests' jobs included", async () => {
    const { jar, email, id } = await withDigest([
      { jobTitle: "Parting Analyst", followUpDate: localToday(new Date(), "UTC") },
    ]);
    await server.reminders.queueDue();
    await eventually("the digest", () => (digestsTo(email).length ? true : undefined));
    const jobsNaming = async () =>
      (
        await server.database.executeSql(
          "select count(*)::int as count from (select data from jobs.job union all select data from jobs.archive) j where data::text like $1",
          [`%${id}%`],
        )
      ).rows[0] as { count: number };
    expect((await jobsNaming()).count).toBeGreaterThan(0);
    const deleted = await server.api(jar).privacy["delete-account"].$post({
      json: { password: strongPassword, email },
    });
    expect(deleted.status).toBeLessThan(300);
    expect(
      await server.database.db.select().from(reminderSettings).where(eq(reminderSettings.userId, id)),
    ).toEqual([]);
    expect((await jobsNaming()).count).toBe(0);
  });
});
