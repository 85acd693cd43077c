// Follow-ups: the date to check in on an application, the list of those due, and the email
// that checks in. The same for the server and the web app. Free of schemas, so the
// dashboard's follow-up list loads none; the settings' schemas are in reminder-settings.ts.

import type { Application } from "./application-schemas";
import type { ApplicationStatus } from "./applications";
import { addDays, dayStart, daysBetween } from "./dates";
import { type GhostLimits, ghostedDays, waitStart } from "./ghosting";

export const followUpMessages = {
  snoozed: "Follow-up snoozed",
  done: "Marked as followed up",
} as const;

/** Stages still waiting on someone: a closed application (rejected, withdrawn) needs none. */
export const followUpStatuses = [
  "Applied",
  "Interviewing",
  "Offer",
] as const satisfies readonly ApplicationStatus[];

/** Stages that still wait on the company: a new application in one of them is given a follow-up. */
const proposedFor = new Set<ApplicationStatus>(["Applied", "Interviewing"]);

/**
 * Stages that end an application: moving to one clears its follow-up (there is no one left to
 * check in with). An offer stays open until the user answers it, so it keeps its follow-up.
 */
export const closedStatuses = [
  "Rejected",
  "Not Selected",
  "Withdrawn",
] as const satisfies readonly ApplicationStatus[];

const closed = new Set<string>(closedStatuses);
/** Whether a status ends the application, and with it any follow-up. */
export const closesApplication = (status: string) => closed.has(status);

export type FollowUpProposal = {
  status: ApplicationStatus;
  applicationDate: string;
  /** When it reached its stage, when known. */
  statusDate: string | null;
  /** Days after applying (or reaching the stage) to check in; null: no follow-ups. */
  followUpDays: number | null;
  limits: GhostLimits;
  today: string;
};

/**
 * The follow-up date a new application is given, if any. Only an application still waiting
 * on the company gets one, counted from its stage's date; never one already due on the day it
 * is entered: a back-filled application is counted from today instead, and one the company
 * has already gone quiet on gets none (it shows as ghosted, with actions of its own).
 */
export function proposedFollowUp(proposal: FollowUpProposal): string | null {
  const { status, applicationDate, statusDate, followUpDays, limits, today } = proposal;
  if (followUpDays === null || !proposedFor.has(status)) return null;
  const entered = { status, applicationDate, statusDate, waitingSince: null, archivedAt: null };
  if (ghostedDays(entered, limits, today) !== null) return null;
  const counted = addDays(waitStart(entered), followUpDays);
  return counted > today ? counted : addDays(today, followUpDays);
}

export type DueFollowUp = {
  application: Application;
  /** Days past the follow-up date: 0 when it is today. */
  overdueDays: number;
};

/**
 * The open applications whose follow-up date is today or past, the longest overdue first.
 * An archived application is one the user is done with: it is never due.
 */
export function dueFollowUps(applications: readonly Application[], today: string): DueFollowUp[] {
  const open = new Set<string>(followUpStatuses);
  return applications
    .flatMap((application) =>
      application.followUpDate &&
      application.followUpDate <= today &&
      open.has(application.status) &&
      application.archivedAt === null
        ? [{ application, overdueDays: daysBetween(application.followUpDate, today) }]
        : [],
    )
    .sort(
      (a, b) =>
        b.overdueDays - a.overdueDays || a.application.company.localeCompare(b.application.company, "en"),
    );
}

/** "Due today", "1 day overdue", "12 days overdue". */
export const overdueLabel = (days: number) =>
  days === 0 ? "Due today" : `${days} day${days === 1 ? "" : "s"} overdue`;

/** The snooze choices besides a date of one's own. */
export const snoozeChoices = [
  { label: "3 days", days: 3 },
  { label: "A week", days: 7 },
] as const;

export type FollowUpEmail = { to: string; subject: string; body: string };

/** A short, polite check-in the user edits before sending it from their own mail app. */
export function followUpEmail(application: Application, senderName: string): FollowUpEmail {
  const appliedOn = new Date(dayStart(application.applicationDate)).toLocaleDateString("en-US", {
    dateStyle: "long",
    timeZone: "UTC",
  });
  const greeting = application.contactName ? `Dear ${application.contactName},` : "Hello,";
  const position = `the ${application.jobTitle} position at ${application.company}`;
  const body = [
    greeting,
    "",
    `I applied for ${position} on ${appliedOn}, and I wanted to follow up on my application. I remain very interested in the role and would welcome the chance to discuss how I could contribute to the team.`,
    "",
    "Could you let me know where things stand, or whether there is anything else I can send you?",
    "",
    "Thank you for your time.",
    "",
    "Best regards,",
    senderName,
  ].join("\n");
  return {
    to: application.contactEmail ?? "",
    subject: `Following up on my application: ${application.jobTitle}`,
    body,
  };
}

/** A mailto: link opening the user's mail app with the email filled in (RFC 6068). */
export function mailtoLink(email: FollowUpEmail): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, "\r\n"));
  return `mailto:${email.to.split(",").map(encodeURIComponent).join(",")}?subject=${encode(email.subject)}&body=${encode(email.body)}`;
}
