// Follow-ups: the date to check in on an application, the list of those due, the email that
// checks in, and the reminder settings (the date proposed for a new application, the daily
// digest mail). The same for the server and the web app.
import { z } from "zod";
import type { Application, ApplicationStatus } from "./applications";
import { addDays, dayStart, daysBetween } from "./dates";

/** Stages still waiting on someone: a closed application (rejected, withdrawn) needs none. */
export const followUpStatuses = [
  "Applied",
  "Interviewing",
  "Offer",
] as const satisfies readonly ApplicationStatus[];

export const reminderDefaults = {
  followUpDays: 7,
  digestEnabled: false,
  digestHour: 8,
  timeZone: "UTC",
} as const;
export const followUpDaysRange = { min: 1, max: 90 } as const;

export const followUpMessages = {
  followUpDays: `Choose from ${followUpDaysRange.min} to ${followUpDaysRange.max} days`,
  digestHour: "Choose an hour from 0 to 23",
  timeZone: "Choose a time zone from the list",
  saved: "Reminder settings saved",
  snoozed: "Follow-up snoozed",
  done: "Marked as followed up",
  unsubscribed: "You will no longer get the daily follow-up digest.",
  unsubscribeInvalid: "This unsubscribe link is not valid. Sign in and turn the digest off in your settings.",
} as const;

/** Whether the runtime knows `zone` as an IANA time zone (what the digest's hour is in). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const reminderSettingsSchema = z.object({
  followUpDays: z.number().int().nullable().meta({
    description: "Days after applying that a new application's follow-up date is proposed; null: none",
  }),
  digestEnabled: z.boolean().meta({ description: "Whether the daily digest of due follow-ups is mailed" }),
  digestHour: z.number().int().meta({ description: "The hour (0-23) the digest is mailed at, in timeZone" }),
  timeZone: z.string().meta({ example: "Europe/Berlin" }),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** What the user may change of their reminder settings, any of it at a time. */
export const updateReminderSettingsInput = z
  .object({
    followUpDays: z
      .number({ error: followUpMessages.followUpDays })
      .int({ error: followUpMessages.followUpDays })
      .min(followUpDaysRange.min, { error: followUpMessages.followUpDays })
      .max(followUpDaysRange.max, { error: followUpMessages.followUpDays })
      .nullable(),
    digestEnabled: z.boolean({ error: "Choose on or off" }),
    digestHour: z
      .number({ error: followUpMessages.digestHour })
      .int({ error: followUpMessages.digestHour })
      .min(0, { error: followUpMessages.digestHour })
      .max(23, { error: followUpMessages.digestHour }),
    timeZone: z
      .string({ error: followUpMessages.timeZone })
      .refine(isTimeZone, { error: followUpMessages.timeZone }),
  })
  .partial()
  .strict();
export type UpdateReminderSettingsInput = z.input<typeof updateReminderSettingsInput>;

/** The follow-up date a new application applied on `applicationDate` is given, if any. */
export function proposedFollowUp(applicationDate: string, followUpDays: number | null): string | null {
  return followUpDays === null ? null : addDays(applicationDate, followUpDays);
}

export type DueFollowUp = {
  application: Application;
  /** Days past the follow-up date: 0 when it is today. */
  overdueDays: number;
};

/** The open applications whose follow-up date is today or past, the longest overdue first. */
export function dueFollowUps(applications: readonly Application[], today: string): DueFollowUp[] {
  const open = new Set<string>(followUpStatuses);
  return applications
    .flatMap((application) =>
      application.followUpDate && application.followUpDate <= today && open.has(application.status)
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
