// Ghosting: an application the company has gone quiet on. It is worked out, never stored: an
// application still waiting on the company (Applied, or Interviewing) whose last sign of life
// is older than the user's limit for that stage. A sign of life is the stage's date, an
// interview, or the user choosing to keep waiting; an answer (a new status) ends it, so a
// ghosted application comes back by itself. An archived application is one the user has
// stopped waiting on: never ghosted. The same for the server (analytics) and the
// web app (table and board).

import type { Application } from "./application-schemas";
import type { ApplicationStatus } from "./applications";
import { daysBetween } from "./dates";

/** The stages that wait on the company, and the setting that holds each one's limit. */
export const ghostStages = {
  Applied: "ghostAfterApplied",
  Interviewing: "ghostAfterInterview",
} as const satisfies Partial<Record<ApplicationStatus, string>>;

export type GhostLimits = {
  /** Days with no answer after applying; null: never ghosted. */
  ghostAfterApplied: number | null;
  /** Days with no answer after an interview: shorter, as companies answer sooner then. */
  ghostAfterInterview: number | null;
};

export const ghostDefaults = {
  ghostAfterApplied: 21,
  ghostAfterInterview: 14,
} as const satisfies GhostLimits;
export const ghostDaysRange = { min: 3, max: 180 } as const;

/** The day the wait started: the latest of the stage's date (else the application's) and a chosen restart. */
export function waitStart(application: Pick<Application, "applicationDate" | "statusDate" | "waitingSince">) {
  const stage = application.statusDate ?? application.applicationDate;
  return application.waitingSince && application.waitingSince > stage ? application.waitingSince : stage;
}

/** Days the company has been silent, when that makes the application ghosted; else null. */
export function ghostedDays(
  application: Pick<Application, "status" | "applicationDate" | "statusDate" | "waitingSince" | "archivedAt">,
  limits: GhostLimits,
  today: string,
): number | null {
  if (application.archivedAt !== null) return null;
  const setting = ghostStages[application.status as keyof typeof ghostStages];
  const limit = setting ? limits[setting] : null;
  if (limit === null || limit === undefined) return null;
  const silent = daysBetween(waitStart(application), today);
  return silent >= limit ? silent : null;
}

export const ghostMessages = {
  keptWaiting: "Waiting again",
  withdrawn: "Marked as withdrawn",
} as const;
