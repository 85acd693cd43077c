import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applicationStatuses } from "@/domain/applications";
import { applications, statusHistory, user } from "../db/schema";
import { describeOnEachDatabase, signedInUser } from "../testing/server-kit";
import { sampleApplications, seedApplications } from "./seed";

const today = new Date("2026-06-15T12:00:00Z");

describe("sample applications", () => {
  const samples = sampleApplications(2000, 7, today);

  it("is the same for the same seed and different for another", () => {
    expect(sampleApplications(50, 7, today)).toEqual(samples.slice(0, 50));
    expect(sampleApplications(50, 8, today)).not.toEqual(samples.slice(0, 50));
  });

  it("keeps the duplicate rule and stays within the last year", () => {
    const keys = samples.map(
      (s) => `${s.company.toLowerCase()}|${s.jobTitle.toLowerCase()}|${s.applicationDate}`,
    );
    expect(new Set(keys).size).toBe(samples.length);
    for (const sample of samples) {
      expect(sample.applicationDate >= "2025-06-15" && sample.applicationDate <= "2026-06-15").toBe(true);
    }
  });

  it("gives each a timeline that starts Applied on its date and moves forward, never past today", () => {
    for (const { history, applicationDate, salaryOffered } of samples) {
      expect(history[0]).toEqual({ status: "Applied", date: applicationDate });
      for (let i = 1; i < history.length; i++) expect(history[i]!.date >= history[i - 1]!.date).toBe(true);
      expect(history.at(-1)!.date <= "2026-06-15").toBe(true);
      expect(salaryOffered !== null).toBe(history.some((entry) => entry.status === "Offer"));
    }
    // A realistic mix: every status appears, most applications never hear back.
    const finals = samples.map((s) => s.history.at(-1)!.status);
    for (const status of applicationStatuses) expect(finals).toContain(status);
    expect(finals.filter((s) => s === "Applied").length / finals.length).toBeGreaterThan(0.4);
  });

  it("is a search still going today: enough lately for the last 30 days' analytics, and recent answers", () => {
    const sample = sampleApplications(300, 7, today);
    const monthAgo = "2026-05-16";
    const dates = sample.map((s) => s.applicationDate).sort();
    expect(dates.at(-1)).toBe("2026-06-15");
    expect(dates.filter((date) => date >= "2026-06-12").length).toBeGreaterThanOrEqual(3);
    expect(dates.filter((date) => date >= monthAgo).length).toBeGreaterThanOrEqual(20);
    const recentAnswers = sample.flatMap((s) =>
      s.history.filter((entry) => entry.status !== "Applied" && entry.date >= monthAgo),
    );
    expect(recentAnswers.length).toBeGreaterThanOrEqual(10);
    expect(new Set(recentAnswers.map((entry) => entry.status)).size).toBeGreaterThanOrEqual(3);
  });

  it("applies in a working rhythm: mostly on weekdays, busier in the last months than a year ago", () => {
    const weekdays = samples.map((s) => new Date(`${s.applicationDate}T00:00:00Z`).getUTCDay());
    expect(weekdays.filter((day) => day === 0 || day === 6).length / samples.length).toBeLessThan(0.1);
    const lastQuarter = samples.filter((s) => s.applicationDate > "2026-03-15").length;
    const firstQuarter = samples.filter((s) => s.applicationDate <= "2025-09-15").length;
    expect(lastQuarter).toBeGreaterThan(firstQuarter * 2);
  });
});

describeOnEachDatabase("seeding an account", (server) => {
  it("adds applications whose status and status date match their history, once", async () => {
    await signedInUser(server, "seeded@example.com");
    const { db } = server.database;
    const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, "seeded@example.com"));
    expect(await seedApplications(db, account!.id, { count: 300, seed: 1, today })).toBe(300);
    expect(await seedApplications(db, account!.id, { count: 300, seed: 1, today })).toBe(0);

    const mismatched = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(applications)
      .where(
        sql`${applications.userId} = ${account!.id} and not exists (
          select 1 from (
            select ${statusHistory.status} as status, ${statusHistory.date} as date from ${statusHistory}
            where ${statusHistory.applicationId} = ${applications.id}
            order by ${statusHistory.date} desc, ${statusHistory.createdAt} desc limit 1
          ) latest where latest.status = ${applications.status} and latest.date = ${applications.statusDate})`,
      );
    expect(mismatched[0]!.count).toBe(0);
    const [{ count }] = (await db
      .select({ count: sql<number>`count(*)::int` })
      .from(applications)
      .where(eq(applications.userId, account!.id))) as [{ count: number }];
    expect(count).toBe(300);
  });
});
