import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { responseTimeBuckets } from "@/domain/analytics";
import type { Application } from "@/domain/application-schemas";
import type { ApplicationStatus } from "@/domain/applications";
import { addDays, todayUtc } from "@/domain/dates";
import {
  addApplication,
  answered,
  type CookieJar,
  describeOnEachDatabase,
  signedInUser,
  type TestServer,
} from "../../testing/server-kit";

/** An application and the status changes that follow its "Applied" on the application date. */
type Fixture = {
  company: string;
  applicationDate: string;
  source?: string;
  /** Each later status with its date; null when the user does not know it. */
  changes?: [status: ApplicationStatus, date: string | null][];
};

// The job hunt every expected number below is worked out from, by hand. Queried with
// to = 2026-03-11 (a Wednesday), so K (dated the day after) is out of the range.
//
//      applied      source           history after Applied          today         first answer (days)
//   L  2025-11-24   Recruiter        Rejected 02-23                 Rejected      02-23 (91)
//   A  2025-11-25   LinkedIn         Rejected 11-27                 Rejected      11-27 (2)
//   B  2026-01-05   LinkedIn         Interviewing 01-10, Offer 01-25 Offer        01-10 (5)
//   C  2026-01-07   Referral         Interviewing 01-19,            Not Selected  01-19 (12)
//                                    Not Selected 02-01
//   D  2026-01-20   Indeed           Interviewing 02-09, Offer 02-20, Withdrawn   02-09 (20)
//                                    Withdrawn 02-25 (declined)
//   E  2026-02-03   (none)           Offer 03-10 (no interview)     Offer         03-10 (35)
//   F  2026-02-04   LinkedIn         -                              Applied       -
//   G  2026-02-05   Indeed           Withdrawn 02-10 (not an answer) Withdrawn    -
//   M  2026-02-16   Glassdoor        Rejected 02-20                 Rejected      02-20 (4)
//   H  2026-03-02   Referral         Interviewing 03-02, Applied 03-05 Applied    03-02 (0)
//   I  2026-03-09   Company website  -                              Applied       -
//   J  2026-03-11   LinkedIn         -                              Applied       -
//   K  2026-03-12   LinkedIn         -                              Applied       (after `to`)
const huntFixtures: Fixture[] = [
  {
    company: "L Corp",
    applicationDate: "2025-11-24",
    source: "Recruiter",
    changes: [["Rejected", "2026-02-23"]],
  },
  {
    company: "A Corp",
    applicationDate: "2025-11-25",
    source: "LinkedIn",
    changes: [["Rejected", "2025-11-27"]],
  },
  {
    company: "B Corp",
    applicationDate: "2026-01-05",
    source: "LinkedIn",
    changes: [
      ["Interviewing", "2026-01-10"],
      ["Offer", "2026-01-25"],
    ],
  },
  {
    company: "C Corp",
    applicationDate: "2026-01-07",
    source: "Referral",
    changes: [
      ["Interviewing", "2026-01-19"],
      ["Not Selected", "2026-02-01"],
    ],
  },
  {
    company: "D Corp",
    applicationDate: "2026-01-20",
    source: "Indeed",
    changes: [
      ["Interviewing", "2026-02-09"],
      ["Offer", "2026-02-20"],
      ["Withdrawn", "2026-02-25"],
    ],
  },
  { company: "E Corp", applicationDate: "2026-02-03", changes: [["Offer", "2026-03-10"]] },
  { company: "F Corp", applicationDate: "2026-02-04", source: "LinkedIn" },
  {
    company: "G Corp",
    applicationDate: "2026-02-05",
    source: "Indeed",
    changes: [["Withdrawn", "2026-02-10"]],
  },
  {
    company: "M Corp",
    applicationDate: "2026-02-16",
    source: "Glassdoor",
    changes: [["Rejected", "2026-02-20"]],
  },
  {
    company: "H Corp",
    applicationDate: "2026-03-02",
    source: "Referral",
    changes: [
      ["Interviewing", "2026-03-02"],
      ["Applied", "2026-03-05"],
    ],
  },
  { company: "I Corp", applicationDate: "2026-03-09", source: "Company website" },
  { company: "J Corp", applicationDate: "2026-03-11", source: "LinkedIn" },
  { company: "K Corp", applicationDate: "2026-03-12", source: "LinkedIn" },
];

const noResponseTimes = responseTimeBuckets.map((bucket) => ({ ...bucket, count: 0 }));
const bucketCounts = (...counts: number[]) =>
  responseTimeBuckets.map((bucket, index) => ({ ...bucket, count: counts[index] }));

/** Independent of the code under test: the Monday of the week holding `date` (UTC). */
function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

describeOnEachDatabase("analytics API", (server) => {
  let ada: CookieJar;
  let grace: CookieJar;
  let userCount = 0;

  const freshUser = () => signedInUser(server, `analytics${++userCount}@example.com`);

  const call = async (jar: CookieJar | undefined, url: string) => {
    const response = await server.request(url, jar ? { jar } : {});
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };

  type AnalyticsQuery = Parameters<ReturnType<TestServer["api"]>["analytics"]["$get"]>[0]["query"];
  const analytics = (jar: CookieJar, query: AnalyticsQuery = {}) =>
    answered(server.api(jar).analytics.$get({ query }), 200);

  /** Adds each application through the API, then its status changes in order. */
  const addAll = async (jar: CookieJar, fixtures: Fixture[]) => {
    for (const { company, applicationDate, source, changes = [] } of fixtures) {
      const { id } = await addApplication(server, jar, { company, applicationDate, source });
      for (const [status, statusDate] of changes)
        await answered(
          server.api(jar).applications[":id"].$patch({ param: { id }, json: { status, statusDate } }),
          200,
        );
    }
  };

  beforeAll(async () => {
    ada = await signedInUser(server, "ada@example.com");
    grace = await signedInUser(server, "grace@example.com");
    await addAll(ada, huntFixtures);
    // Grace's own hunt, on the same dates and sources: none of it may reach Ada's numbers.
    await addAll(grace, [
      {
        company: "B Corp",
        applicationDate: "2026-01-05",
        source: "LinkedIn",
        changes: [["Offer", "2026-01-06"]],
      },
      {
        company: "Z Corp",
        applicationDate: "2026-03-10",
        source: "Referral",
        changes: [["Rejected", "2026-03-11"]],
      },
    ]);
  });

  it("answers the whole analytics of the hunt up to the end date", async () => {
    expect(await analytics(ada, { to: "2026-03-11" })).toEqual({
      range: { from: null, to: "2026-03-11" },
      totals: {
        // L A B C D E F G M H I J; K is after `to`.
        applications: 12,
        // Applied, Interviewing or Offer today: B E (Offer), F H I J (Applied).
        active: 6,
        // An Interviewing, Offer, Rejected or Not Selected entry: L A B C D E M H (not G's Withdrawn).
        responded: 8,
        // Silent past three weeks as of today (not `to`): the Applied ones, F H I J.
        ghosted: 4,
        // Reached Interviewing or Offer: B C D H, and E (an offer means an interview, logged or not).
        interviewed: 5,
        // Reached Offer: B D E (D declined it: still an offer).
        offers: 3,
        // Rejected or Not Selected today: L A M (Rejected), C (Not Selected).
        rejected: 4,
      },
      rates: { response: 8 / 12, interview: 5 / 12, offer: 3 / 12, rejection: 4 / 12 },
      // Days to the first answer, sorted: H 0, A 2, M 4, B 5, C 12, D 20, E 35, L 91.
      // Median of 8 values: (5 + 12) / 2 = 8.5. Average: 169 / 8 = 21.125, to one decimal 21.1.
      daysToFirstResponse: { median: 8.5, average: 21.1, dated: 8 },
      // 2026-03-11 is a Wednesday: its week starts Monday 03-09 (I, J); the week before is
      // 03-02..03-08 (H).
      weeks: { thisWeekStart: "2026-03-09", thisWeek: 2, lastWeek: 1 },
      overTime: {
        // Mondays from L's week (L is dated Monday 2025-11-24) to 2026-03-09, zeros included.
        week: [
          { period: "2025-11-24", count: 2 }, // L, A
          { period: "2025-12-01", count: 0 },
          { period: "2025-12-08", count: 0 },
          { period: "2025-12-15", count: 0 },
          { period: "2025-12-22", count: 0 },
          { period: "2025-12-29", count: 0 },
          { period: "2026-01-05", count: 2 }, // B, C
          { period: "2026-01-12", count: 0 },
          { period: "2026-01-19", count: 1 }, // D
          { period: "2026-01-26", count: 0 },
          { period: "2026-02-02", count: 3 }, // E, F, G
          { period: "2026-02-09", count: 0 },
          { period: "2026-02-16", count: 1 }, // M
          { period: "2026-02-23", count: 0 },
          { period: "2026-03-02", count: 1 }, // H
          { period: "2026-03-09", count: 2 }, // I, J
        ],
        month: [
          { period: "2025-11-01", count: 2 }, // L, A
          { period: "2025-12-01", count: 0 },
          { period: "2026-01-01", count: 3 }, // B, C, D
          { period: "2026-02-01", count: 4 }, // E, F, G, M
          { period: "2026-03-01", count: 3 }, // H, I, J
        ],
      },
      statuses: [
        { status: "Applied", count: 4 }, // F, H, I, J
        { status: "Interviewing", count: 0 },
        { status: "Offer", count: 2 }, // B, E
        { status: "Rejected", count: 3 }, // L, A, M
        { status: "Not Selected", count: 1 }, // C
        { status: "Withdrawn", count: 2 }, // D, G
      ],
      // Largest first; ties by name, then the applications without a source.
      sources: [
        // A B F J; answered A B; B interviewed and offered.
        { source: "LinkedIn", applications: 4, responded: 2, interviewed: 1, offers: 1 },
        // D G; D answered, interviewed, offered.
        { source: "Indeed", applications: 2, responded: 1, interviewed: 1, offers: 1 },
        // C H; both answered and interviewed, no offer.
        { source: "Referral", applications: 2, responded: 2, interviewed: 2, offers: 0 },
        { source: "Company website", applications: 1, responded: 0, interviewed: 0, offers: 0 }, // I
        { source: "Glassdoor", applications: 1, responded: 1, interviewed: 0, offers: 0 }, // M
        { source: "Recruiter", applications: 1, responded: 1, interviewed: 0, offers: 0 }, // L
        { source: null, applications: 1, responded: 1, interviewed: 1, offers: 1 }, // E
      ],
      otherSources: null,
      // 0–3: H 0, A 2; 4–7: M 4, B 5; 8–14: C 12; 15–30: D 20; 31–60: E 35; over 60: L 91.
      responseTimes: bucketCounts(2, 2, 1, 1, 1, 1),
      // Of 12 applied, 8 answered (median 8.5 days, as above); of those, 5 reached an
      // interview: B 5, C 12, D 20, H 0, E 35 days after applying (E's offer is its first
      // interview), median 12; of those, 3 an offer: B 20, D 31, E 35, median 31.
      conversion: [
        { from: "Applied", to: "Answered", reached: 8, rate: 8 / 12, medianDays: 8.5, dated: 8 },
        { from: "Answered", to: "Interview", reached: 5, rate: 5 / 8, medianDays: 12, dated: 5 },
        { from: "Interview", to: "Offer", reached: 3, rate: 3 / 5, medianDays: 31, dated: 3 },
      ],
      flows: [
        { from: "Applied", to: "Interviewing", count: 4 }, // B C D H
        { from: "Applied", to: "Offer", count: 1 }, // E
        { from: "Applied", to: "Rejected", count: 3 }, // L A M
        { from: "Applied", to: "Withdrawn", count: 1 }, // G
        { from: "Applied", to: "No response yet", count: 3 }, // F I J
        { from: "Interviewing", to: "Offer", count: 2 }, // B D
        { from: "Interviewing", to: "Not Selected", count: 1 }, // C
        { from: "Offer", to: "Withdrawn", count: 1 }, // D
        // E's offer came without a logged interview: straight from Applied. B and E stay at
        // Offer and H at Interviewing: open, so their flows end there.
      ],
    });
  });

  it("starts the series at the range's start, and counts only applications dated in the range", async () => {
    // 2025-12-10 .. 2026-02-28 holds B C D E F G M.
    const result = await analytics(ada, { from: "2025-12-10", to: "2026-02-28" });
    expect(result.range).toEqual({ from: "2025-12-10", to: "2026-02-28" });
    expect(result.totals).toEqual({
      applications: 7,
      active: 3, // B E (Offer), F (Applied)
      responded: 5, // B C D E M
      ghosted: 1, // F, silent since it was sent
      interviewed: 4, // B C D E
      offers: 3, // B D E
      rejected: 2, // C (Not Selected), M (Rejected)
    });
    // Sorted: M 4, B 5, C 12, D 20, E 35: median 12; average 76 / 5 = 15.2.
    expect(result.daysToFirstResponse).toEqual({ median: 12, average: 15.2, dated: 5 });
    // 2026-02-28 is a Saturday: its week (02-23..) has nothing; the week before has M.
    expect(result.weeks).toEqual({ thisWeekStart: "2026-02-23", thisWeek: 0, lastWeek: 1 });
    expect(result.overTime).toEqual({
      // From the Monday of the range's start (12-08), though the first application is in January.
      week: [
        { period: "2025-12-08", count: 0 },
        { period: "2025-12-15", count: 0 },
        { period: "2025-12-22", count: 0 },
        { period: "2025-12-29", count: 0 },
        { period: "2026-01-05", count: 2 },
        { period: "2026-01-12", count: 0 },
        { period: "2026-01-19", count: 1 },
        { period: "2026-01-26", count: 0 },
        { period: "2026-02-02", count: 3 },
        { period: "2026-02-09", count: 0 },
        { period: "2026-02-16", count: 1 },
        { period: "2026-02-23", count: 0 },
      ],
      month: [
        { period: "2025-12-01", count: 0 },
        { period: "2026-01-01", count: 3 },
        { period: "2026-02-01", count: 4 },
      ],
    });
    expect(result.responseTimes).toEqual(bucketCounts(0, 2, 1, 1, 1, 0));
  });

  it("interpolates the median and rounds the average to one decimal", async () => {
    // 2026-01-06 .. 2026-02-28 holds C D E F G M; answers after C 12, D 20, E 35, M 4.
    // Sorted 4, 12, 20, 35: median (12 + 20) / 2 = 16; average 71 / 4 = 17.75, rounded 17.8.
    const result = await analytics(ada, { from: "2026-01-06", to: "2026-02-28" });
    expect(result.totals.applications).toBe(6);
    expect(result.daysToFirstResponse).toEqual({ median: 16, average: 17.8, dated: 4 });
  });

  it("ends the range today (UTC) when no end is given", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const result = await analytics(ada);
    expect(result.range).toEqual({ from: null, to: today });
    // All 13, K included: every fixture date is in the past.
    expect(result.totals.applications).toBe(13);
    expect(result.weeks.thisWeekStart).toBe(mondayOf(today));
    expect(result.overTime.week.at(-1)?.period).toBe(mondayOf(today));
    expect(result.overTime.month.at(-1)?.period).toBe(`${today.slice(0, 7)}-01`);
  });

  it("never counts another user's applications", async () => {
    const mine = await analytics(grace, { to: "2026-03-11" });
    // B Corp went straight to Offer (so interviewed, by definition); Z Corp was rejected.
    expect(mine.totals).toEqual({
      applications: 2,
      active: 1,
      responded: 2,
      // B Corp's offer is an answer, and Ada's quiet ones are not Grace's.
      ghosted: 0,
      interviewed: 1,
      offers: 1,
      rejected: 1,
    });
    expect(mine.sources.map((source) => [source.source, source.applications])).toEqual([
      ["LinkedIn", 1],
      ["Referral", 1],
    ]);
    expect(mine.flows).toEqual([
      { from: "Applied", to: "Offer", count: 1 },
      { from: "Applied", to: "Rejected", count: 1 },
    ]);
  });

  it("shows zeros and empty series for an account with no applications", async () => {
    const jar = await freshUser();
    const today = new Date().toISOString().slice(0, 10);
    expect(await analytics(jar)).toEqual({
      range: { from: null, to: today },
      totals: {
        applications: 0,
        active: 0,
        responded: 0,
        ghosted: 0,
        interviewed: 0,
        offers: 0,
        rejected: 0,
      },
      rates: { response: null, interview: null, offer: null, rejection: null },
      daysToFirstResponse: { median: null, average: null, dated: 0 },
      weeks: { thisWeekStart: mondayOf(today), thisWeek: 0, lastWeek: 0 },
      overTime: { week: [], month: [] },
      statuses: [
        { status: "Applied", count: 0 },
        { status: "Interviewing", count: 0 },
        { status: "Offer", count: 0 },
        { status: "Rejected", count: 0 },
        { status: "Not Selected", count: 0 },
        { status: "Withdrawn", count: 0 },
      ],
      sources: [],
      otherSources: null,
      responseTimes: noResponseTimes,
      flows: [],
      conversion: [
        { from: "Applied", to: "Answered", reached: 0, rate: null, medianDays: null, dated: 0 },
        { from: "Answered", to: "Interview", reached: 0, rate: null, medianDays: null, dated: 0 },
        { from: "Interview", to: "Offer", reached: 0, rate: null, medianDays: null, dated: 0 },
      ],
    });
  });

  it("has empty series for a range with no applications in it", async () => {
    const result = await analytics(ada, { from: "2025-01-01", to: "2025-06-30" });
    expect(result.totals.applications).toBe(0);
    expect(result.overTime).toEqual({ week: [], month: [] });
    expect(result.rates.response).toBeNull();
  });

  it("lists the eight largest sources and sums the rest", async () => {
    const jar = await freshUser();
    await addAll(jar, [
      // LinkedIn has two; every other source one, so the ties go by name.
      {
        company: "S1",
        applicationDate: "2026-02-02",
        source: "LinkedIn",
        changes: [["Rejected", "2026-02-03"]],
      },
      { company: "S2", applicationDate: "2026-02-02", source: "LinkedIn" },
      { company: "S3", applicationDate: "2026-02-02", source: "AngelList" },
      { company: "S4", applicationDate: "2026-02-02", source: "Company website" },
      { company: "S5", applicationDate: "2026-02-02", source: "Glassdoor" },
      { company: "S6", applicationDate: "2026-02-02", source: "Indeed" },
      { company: "S7", applicationDate: "2026-02-02", source: "Job fair" },
      { company: "S8", applicationDate: "2026-02-02", source: "Recruiter" },
      { company: "S9", applicationDate: "2026-02-02", source: "Referral" },
      // Beyond the eighth: Twitter (interviewed) and no source (offered without an interview).
      {
        company: "S10",
        applicationDate: "2026-02-02",
        source: "Twitter",
        changes: [["Interviewing", "2026-02-04"]],
      },
      { company: "S11", applicationDate: "2026-02-02", changes: [["Offer", "2026-02-05"]] },
    ]);
    const result = await analytics(jar, { to: "2026-02-28" });
    const none = { responded: 0, interviewed: 0, offers: 0 };
    expect(result.sources).toEqual([
      { source: "LinkedIn", applications: 2, responded: 1, interviewed: 0, offers: 0 },
      { source: "AngelList", applications: 1, ...none },
      { source: "Company website", applications: 1, ...none },
      { source: "Glassdoor", applications: 1, ...none },
      { source: "Indeed", applications: 1, ...none },
      { source: "Job fair", applications: 1, ...none },
      { source: "Recruiter", applications: 1, ...none },
      { source: "Referral", applications: 1, ...none },
    ]);
    // Twitter (1, answered, interviewed) + no source (1, answered, offered, so interviewed
    // too): two sources merged.
    expect(result.otherSources).toEqual({
      applications: 2,
      responded: 2,
      interviewed: 2,
      offers: 1,
      sources: 2,
    });
    // The response days: S1 1, S10 2, S11 3.
    expect(result.responseTimes).toEqual(bucketCounts(3, 0, 0, 0, 0, 0));
    expect(result.daysToFirstResponse).toEqual({ median: 2, average: 2, dated: 3 });
  });

  it("counts an answer dated before a corrected application date as 0 days", async () => {
    const jar = await freshUser();
    await addAll(jar, [
      { company: "Early", applicationDate: "2026-01-10", changes: [["Interviewing", "2026-01-12"]] },
    ]);
    const [application] = (await call(jar, "/api/applications")).body.items as Application[];
    // The application date moves after the interview: -3 days, which no bucket holds.
    await server.request(`/api/applications/${application!.id}`, {
      method: "PATCH",
      jar,
      json: { applicationDate: "2026-01-15" },
    });
    const result = await analytics(jar, { to: "2026-01-31" });
    expect(result.daysToFirstResponse).toEqual({ median: 0, average: 0, dated: 1 });
    expect(result.responseTimes).toEqual(bucketCounts(1, 0, 0, 0, 0, 0));
  });

  it("counts answers on unknown days in the rates, never in the response times", async () => {
    // Five applications logged after the fact: P answered on day 4, Q on day 10; R and S were
    // answered on days the user does not know; T has had no answer. Rates: 4 of 5 answered,
    // 2 of 5 interviewed. Response times: only P (4) and Q (10): median 7, average 7.
    // S's known interview cannot date its first answer: its rejection's day is unknown.
    const jar = await freshUser();
    await addAll(jar, [
      { company: "P", applicationDate: "2026-02-02", changes: [["Rejected", "2026-02-06"]] },
      { company: "Q", applicationDate: "2026-02-02", changes: [["Interviewing", "2026-02-12"]] },
      { company: "R", applicationDate: "2026-02-03", changes: [["Not Selected", null]] },
      {
        company: "S",
        applicationDate: "2026-02-03",
        changes: [
          ["Rejected", null],
          ["Interviewing", "2026-02-20"],
        ],
      },
      { company: "T", applicationDate: "2026-02-04" },
    ]);
    const result = await analytics(jar, { from: "2026-02-01", to: "2026-02-28" });
    expect(result.totals.applications).toBe(5);
    expect(result.rates.response).toBeCloseTo(4 / 5);
    expect(result.rates.interview).toBeCloseTo(2 / 5);
    // Four answers, two on days not known: the times cover the two dated ones, and say so.
    expect(result.totals.responded).toBe(4);
    expect(result.daysToFirstResponse).toEqual({ median: 7, average: 7, dated: 2 });
    expect(result.responseTimes.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(2);
  });

  it("converts step to step, timing each step from applying, over the days known", async () => {
    // V and W interviewed 6 and 14 days after applying, X on a day the user does not know;
    // W was offered on day 30, and X too, on a known day (its offer is dated though its
    // interview is not). Y was rejected without an interview; Z has no answer yet.
    const jar = await freshUser();
    await addAll(jar, [
      { company: "V", applicationDate: "2026-04-01", changes: [["Interviewing", "2026-04-07"]] },
      {
        company: "W",
        applicationDate: "2026-04-01",
        changes: [
          ["Interviewing", "2026-04-15"],
          ["Offer", "2026-05-01"],
        ],
      },
      {
        company: "X",
        applicationDate: "2026-04-02",
        changes: [
          ["Interviewing", null],
          ["Offer", "2026-04-22"],
        ],
      },
      { company: "Y", applicationDate: "2026-04-02", changes: [["Rejected", "2026-04-04"]] },
      { company: "Z", applicationDate: "2026-04-03" },
    ]);
    const result = await analytics(jar, { from: "2026-04-01", to: "2026-05-31" });
    expect(result.conversion).toEqual([
      // V 6, W 14, Y 2 known; X's first answer (its interview) is on an unknown day.
      { from: "Applied", to: "Answered", reached: 4, rate: 4 / 5, medianDays: 6, dated: 3 },
      { from: "Answered", to: "Interview", reached: 3, rate: 3 / 4, medianDays: 10, dated: 2 },
      // W 30, X 20.
      { from: "Interview", to: "Offer", reached: 2, rate: 2 / 3, medianDays: 25, dated: 2 },
    ]);
  });

  it("counts ghosted beside responded, by the user's limits per stage; an answer or an interview revives one", async () => {
    const jar = await freshUser();
    const today = todayUtc();
    const ago = (days: number) => addDays(today, -days);
    await addAll(jar, [
      // Applied a month ago, silent: ghosted (21 days by default).
      { company: "P", applicationDate: ago(30), changes: [] },
      // Applied ten days ago: not yet.
      { company: "Q", applicationDate: ago(10), changes: [] },
      // Interviewing for 20 days without a word: ghosted (14 days after an interview).
      { company: "R", applicationDate: ago(40), changes: [["Interviewing", ago(20)]] },
      // The same, but a round three days ago: a sign of life.
      { company: "S", applicationDate: ago(40), changes: [["Interviewing", ago(20)]] },
      // Silent a month, but the user chose to keep waiting today.
      { company: "T", applicationDate: ago(30), changes: [] },
    ]);
    const list = (await call(jar, "/api/applications")).body.items as Application[];
    const idOf = (company: string) => list.find((item) => item.company === company)!.id;
    const round = await server.request(`/api/applications/${idOf("S")}/interviews`, {
      method: "POST",
      jar,
      json: { round: "Second round", startsAt: `${ago(3)}T10:00`, timeZone: "UTC" },
    });
    expect(round.status).toBe(201);
    const kept = await server.request(`/api/applications/${idOf("T")}`, {
      method: "PATCH",
      jar,
      json: { waitingSince: today },
    });
    expect(((await kept.json()) as Application).waitingSince).toBe(today);
    expect((await analytics(jar)).totals).toMatchObject({ applications: 5, ghosted: 2, responded: 2 });

    // Never after an interview: R is no longer counted.
    const settings = await server.request("/api/settings/reminders", {
      method: "PATCH",
      jar,
      json: { ghostAfterInterview: null },
    });
    expect(settings.status).toBe(200);
    expect((await analytics(jar)).totals.ghosted).toBe(1);
    // An answer at last: P is revived (and counts as responded).
    await server.request(`/api/applications/${idOf("P")}`, {
      method: "PATCH",
      jar,
      json: { status: "Rejected", statusDate: today },
    });
    expect((await analytics(jar)).totals).toMatchObject({ ghosted: 0, responded: 3 });
  });

  it("starts all time no earlier than 1970: a mistyped year does not stretch the series", async () => {
    const jar = await freshUser();
    // "0202" for "2026" is an easy slip in a date field. The API refuses it now, but an
    // application saved before that rule keeps its date: it is written here directly.
    await addAll(jar, [
      { company: "Typo", applicationDate: "2026-03-01" },
      { company: "Real", applicationDate: "2026-03-02" },
    ]);
    const typo = sql`(select a.id from applications a join companies c on c.id = a.company_id where c.name = 'Typo')`;
    await server.database.db.execute(
      sql`update applications set application_date = '0202-03-02', status_date = '0202-03-02' where id in ${typo}`,
    );
    await server.database.db.execute(
      sql`update application_status_history set date = '0202-03-02' where application_id in ${typo}`,
    );
    const result = await analytics(jar, { to: "2026-03-08" });
    expect(result.range).toEqual({ from: null, to: "2026-03-08" });
    expect(result.totals.applications).toBe(1);
    expect(result.overTime).toEqual({
      week: [{ period: "2026-03-02", count: 1 }],
      month: [{ period: "2026-03-01", count: 1 }],
    });
  });

  describe("bad requests", () => {
    it.each([
      ["an end before the start", "?from=2026-03-01&to=2026-02-28", "to"],
      ["a start after today when no end is given", "?from=2999-01-01", "from"],
      ["an impossible date", "?from=2026-02-30", "from"],
      ["a date in another format", "?to=03/11/2026", "to"],
      ["an unknown parameter", "?range=30", "range"],
      ["a start no chart could reach", "?from=0001-01-01", "from"],
      ["an end no chart could reach", "?to=9999-12-31", "to"],
    ])("refuses %s with VALIDATION_ERROR naming the field", async (_name, query, field) => {
      const { status, body } = await call(ada, `/api/analytics${query}`);
      expect(status).toBe(400);
      expect(body.error.code).toBe("VALIDATION_ERROR");
      expect(Object.keys(body.error.fields)).toContain(field);
    });

    it("says why an end before the start is refused", async () => {
      const { body } = await call(ada, "/api/analytics?from=2026-03-01&to=2026-02-28");
      expect(body.error.fields.to).toBe("The start date must be on or before the end date");
    });

    it("needs a session", async () => {
      const { status, body } = await call(undefined, "/api/analytics");
      expect(status).toBe(401);
      expect(body.error.code).toBe("UNAUTHENTICATED");
    });
  });

  it("is documented in the OpenAPI document", async () => {
    const { body } = await call(undefined, "/api/openapi.json");
    expect(body.paths["/api/analytics"].get.responses["200"].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/Analytics",
    });
    expect(body.components.schemas.Analytics.properties).toHaveProperty("flows");
  });
});
