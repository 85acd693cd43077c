// Realistic applications for demos and measurement (`npm run seed`, `npm run bench`):
// a year of job hunting still going on today, with companies, sources, salaries and the
// delays before answers.
// Deterministic for a given seed, so a bench run measures the same data every time.
import type { ApplicationStatus } from "@/domain/applications";
import { dayMs, dayOf, dayStart, localToday } from "@/domain/dates";
import type { Database } from "../db/client";
import { applications, companies, statusHistory } from "../db/schema";

const companyStems = [
  "Northwind",
  "Bluefin",
  "Copperleaf",
  "Brightline",
  "Evergreen",
  "Lumen",
  "Harbor",
  "Summit",
  "Redwood",
  "Granite",
  "Silverline",
  "Nimbus",
  "Orchard",
  "Beacon",
  "Meridian",
  "Cobalt",
  "Foxglove",
  "Juniper",
  "Keystone",
  "Lighthouse",
  "Mosaic",
  "Pinnacle",
  "Quarry",
  "Riverbank",
  "Sable",
  "Tidewater",
  "Umbra",
  "Vantage",
  "Willow",
  "Zephyr",
  "Atlas",
  "Boreal",
  "Cascade",
  "Driftwood",
  "Ember",
  "Fathom",
  "Halcyon",
  "Ironbark",
  "Kestrel",
  "Larkspur",
];
const companySuffixes = [
  "Labs",
  "Systems",
  "Analytics",
  "Health",
  "Robotics",
  "Software",
  "Logistics",
  "Energy",
  "Bank",
  "Studios",
];
const roles: [title: string, salary: number][] = [
  ["Software Engineer", 125_000],
  ["Senior Software Engineer", 160_000],
  ["Frontend Engineer", 120_000],
  ["Backend Engineer", 130_000],
  ["Full Stack Developer", 115_000],
  ["Data Analyst", 85_000],
  ["Data Scientist", 135_000],
  ["Product Manager", 140_000],
  ["Product Designer", 115_000],
  ["UX Researcher", 105_000],
  ["DevOps Engineer", 135_000],
  ["Site Reliability Engineer", 150_000],
  ["Engineering Manager", 185_000],
  ["QA Engineer", 95_000],
  ["Technical Writer", 90_000],
  ["Machine Learning Engineer", 165_000],
  ["Solutions Architect", 155_000],
  ["Customer Success Manager", 80_000],
];
const sources: [source: string, weight: number, responseRate: number][] = [
  ["LinkedIn", 34, 0.35],
  ["Company website", 20, 0.4],
  ["Indeed", 16, 0.25],
  ["Referral", 10, 0.75],
  ["Recruiter", 8, 0.65],
  ["Glassdoor", 6, 0.25],
  ["AngelList", 4, 0.4],
  ["Job fair", 2, 0.55],
];
const locations = [
  "Remote",
  "New York, NY",
  "San Francisco, CA",
  "Austin, TX",
  "Seattle, WA",
  "Chicago, IL",
  "Boston, MA",
  "Denver, CO",
  "London, UK",
  "Berlin, Germany",
  "Toronto, Canada",
];
const firstNames = [
  "Alex",
  "Sam",
  "Jordan",
  "Taylor",
  "Morgan",
  "Casey",
  "Riley",
  "Jamie",
  "Avery",
  "Quinn",
  "Priya",
  "Wei",
  "Sofia",
  "Omar",
  "Lena",
];
const lastNames = [
  "Nguyen",
  "Garcia",
  "Smith",
  "Patel",
  "Kim",
  "Müller",
  "Rossi",
  "Okafor",
  "Silva",
  "Johnson",
  "Chen",
  "Novak",
];
const notes = [
  "Tailored the resume to their platform team.",
  "Cover letter mentions the open-source work.",
  "Follow up with the recruiter next week.",
  "Team uses TypeScript and PostgreSQL.",
  "Hybrid, three days in the office.",
  "Asked a former colleague for an introduction.",
  null,
  null,
  null,
];

/** A small fast PRNG (mulberry32): the same seed gives the same year of applications. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = <T extends [unknown, number, ...unknown[]]>(items: readonly T[]): T => {
    let roll = next() * items.reduce((sum, item) => sum + item[1], 0);
    for (const item of items) {
      roll -= item[1];
      if (roll < 0) return item;
    }
    return items.at(-1)!;
  };
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, weighted, between };
}

export function seedFromText(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

type SampleApplication = {
  company: string;
  jobTitle: string;
  applicationDate: string;
  source: string;
  location: string;
  contactName: string | null;
  contactEmail: string | null;
  notes: string | null;
  salaryOffered: number | null;
  signOnBonus: number | null;
  history: { status: ApplicationStatus; date: string }[];
};

/**
 * How likely each of the 365 days up to `end` is to see an application, oldest first: the
 * search grows busier toward today (three times the pace of a year ago), goes in weeks of
 * more or less effort, and happens mostly on weekdays.
 */
function applicationDayWeights(rng: ReturnType<typeof random>, end: number): number[] {
  const weights: number[] = [];
  let weekEffort = 1;
  for (let daysAgo = 364; daysAgo >= 0; daysAgo--) {
    const weekday = new Date(end - daysAgo * dayMs).getUTCDay();
    if (weekday === 1 || daysAgo === 364) weekEffort = 0.3 + rng.next() * 1.3;
    const pace = 0.5 + (1.5 * (364 - daysAgo)) / 364;
    const day = weekday === 0 ? 0.1 : weekday === 6 ? 0.2 : 1;
    weights.push(pace * weekEffort * day);
  }
  return weights;
}

/**
 * `count` distinct applications over the year up to `today` (the calendar day where the
 * seed runs), each with its timeline; the newest was sent today and nothing is dated later.
 */
export function sampleApplications(count: number, seed: number, today = new Date()): SampleApplication[] {
  const rng = random(seed);
  const end = dayStart(localToday(today));
  const cumulative: number[] = [];
  for (const weight of applicationDayWeights(rng, end)) cumulative.push((cumulative.at(-1) ?? 0) + weight);
  /** A day drawn by the weights: how many days before `end`. */
  const drawDaysAgo = () => {
    const roll = rng.next() * cumulative.at(-1)!;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! > roll) high = middle;
      else low = middle + 1;
    }
    return cumulative.length - 1 - low;
  };
  const companyNames = companyStems.flatMap((stem) => companySuffixes.map((suffix) => `${stem} ${suffix}`));
  const seen = new Set<string>();
  const result: SampleApplication[] = [];
  while (result.length < count) {
    const company = rng.pick(companyNames);
    const [jobTitle, baseSalary] = rng.pick(roles);
    // The search is still going: the first one went out today.
    const applied = end - (result.length === 0 ? 0 : drawDaysAgo()) * dayMs;
    const applicationDate = dayOf(applied);
    const key = `${company}|${jobTitle}|${applicationDate}`;
    if (seen.has(key)) continue;
    seen.add(key);

    const [source, , responseRate] = rng.weighted(sources);
    const history: SampleApplication["history"] = [{ status: "Applied", date: applicationDate }];
    let at = applied;
    const step = (status: ApplicationStatus, minDays: number, maxDays: number) => {
      const next = at + rng.between(minDays, maxDays) * dayMs;
      if (next > end) return false;
      at = next;
      history.push({ status, date: dayOf(at) });
      return true;
    };
    let offered = false;
    if (rng.next() < responseRate) {
      const roll = rng.next();
      if (roll < 0.45) step("Rejected", 3, 30);
      else if (step("Interviewing", 2, 21)) {
        const outcome = rng.next();
        if (outcome < 0.25) offered = step("Offer", 7, 28);
        else if (outcome < 0.6) step("Not Selected", 5, 25);
        else if (outcome < 0.7) step("Withdrawn", 3, 20);
      }
    } else if (rng.next() < 0.05) {
      step("Withdrawn", 5, 40);
    }

    const contact = rng.next() < 0.4 ? `${rng.pick(firstNames)} ${rng.pick(lastNames)}` : null;
    result.push({
      company,
      jobTitle,
      applicationDate,
      source,
      location: rng.pick(locations),
      contactName: contact,
      contactEmail: contact
        ? `${contact.split(" ")[0]!.toLowerCase()}@${company.split(" ")[0]!.toLowerCase()}.example`
        : null,
      notes: rng.pick(notes),
      salaryOffered: offered ? Math.round((baseSalary * (0.9 + rng.next() * 0.25)) / 1000) * 1000 : null,
      signOnBonus: offered && rng.next() < 0.5 ? rng.between(5, 30) * 1000 : null,
      history,
    });
  }
  return result;
}

const chunkSize = 1000;

/**
 * Adds `count` sample applications (and their companies and histories) to a user's account;
 * returns how many were new (a rerun with the same seed adds none: the duplicate rule).
 */
export async function seedApplications(
  db: Database,
  userId: string,
  options: { count: number; seed: number; today?: Date },
): Promise<number> {
  const samples = sampleApplications(options.count, options.seed, options.today);
  return db.transaction(async (tx) => {
    let added = 0;
    const names = [...new Set(samples.map((sample) => sample.company))];
    await tx
      .insert(companies)
      .values(
        names.map((name) => ({
          userId,
          name,
          website: `https://${name.toLowerCase().replace(/\s+/g, "")}.example`,
        })),
      )
      .onConflictDoNothing();
    const companyRows = await tx.query.companies.findMany({
      where: (table, { eq }) => eq(table.userId, userId),
      columns: { id: true, name: true },
    });
    const companyIds = new Map(companyRows.map((row) => [row.name.toLowerCase(), row.id]));

    // Cards moved on one day each get a place of their own (a second apart), so a card
    // dropped between two of them lands between them.
    const movedOn = new Map<string, number>();
    for (let start = 0; start < samples.length; start += chunkSize) {
      const chunk = samples.slice(start, start + chunkSize);
      const inserted = await tx
        .insert(applications)
        .values(
          chunk.map(({ company, history, ...fields }) => {
            const last = history.at(-1)!;
            const sameDay = (movedOn.get(last.date) ?? 0) + 1;
            movedOn.set(last.date, sameDay);
            return {
              ...fields,
              userId,
              companyId: companyIds.get(company.toLowerCase())!,
              status: last.status,
              statusDate: last.date,
              // On the board, the latest move on top, as if each had been moved on its day.
              boardPosition: -dayStart(last.date) / 1000 + sameDay,
            };
          }),
        )
        .onConflictDoNothing()
        .returning({
          id: applications.id,
          companyId: applications.companyId,
          jobTitle: applications.jobTitle,
          applicationDate: applications.applicationDate,
        });
      added += inserted.length;
      const byKey = new Map(
        chunk.map((sample) => [
          `${companyIds.get(sample.company.toLowerCase())}|${sample.jobTitle}|${sample.applicationDate}`,
          sample,
        ]),
      );
      const entries = inserted.flatMap((row) =>
        byKey.get(`${row.companyId}|${row.jobTitle}|${row.applicationDate}`)!.history.map((entry) => ({
          applicationId: row.id,
          userId,
          status: entry.status,
          date: entry.date,
        })),
      );
      for (let from = 0; from < entries.length; from += chunkSize * 2) {
        await tx.insert(statusHistory).values(entries.slice(from, from + chunkSize * 2));
      }
    }
    return added;
  });
}

/** Enough for the analytics bench (100,000 for one user). */
export const maxSeedCount = 100_000;
