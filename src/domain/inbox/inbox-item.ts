// An inbox item: one mail that reached the user, what it was read to mean, which of their
// applications it is about, and what it proposes to change. The same for the server and the
// web app. Nothing changes until the user applies it (or, when they switched automatic
// changes on, a sure step forward is applied on arrival), and an applied item can be undone.
import { z } from "zod";
import { type ApplicationStatus, applicationStatuses } from "../applications";
import { isTimeZone } from "../reminder-settings";
import { mailKinds } from "./judge";

export const inboxStates = ["pending", "applied", "dismissed"] as const;
export type InboxState = (typeof inboxStates)[number];

/** How a mail arrived: to the forwarding address, uploaded, or read from the user's mailbox. */
export const mailWaysIn = ["forward", "upload", "imap"] as const;
export type MailWayIn = (typeof mailWaysIn)[number];

/** How sure an item must be for automatic changes to apply it on arrival. */
export const autoApplyThreshold = 0.85;

/** How long a decided item's raw mail is kept, in days; then only what was read stays. */
export const keptMailDays = 30;

/** The items a page of the inbox holds. */
export const inboxPageSize = 50;

/** An interview an invitation gives: instants, and the zone it is to be shown in. */
export type InboxInterview = {
  startsAt: string;
  endsAt: string | null;
  timeZone: string;
  location: string | null;
};

export type InboxProposal =
  | { action: "none" }
  | { action: "create"; status: ApplicationStatus; company: string | null; jobTitle: string | null }
  | { action: "update"; status?: ApplicationStatus; interview?: InboxInterview };

/** What applying an item changed, kept so that Undo restores it exactly. */
export type InboxUndo = {
  /** An application the item added: undoing deletes it. */
  createdApplicationId?: string;
  /** An application whose status moved: its fields before, and the history entry added. */
  moved?: {
    applicationId: string;
    historyEntryId: string;
    /** The status the mail set: undoing is refused once the application has moved on. */
    status?: ApplicationStatus;
    before: {
      status: ApplicationStatus;
      statusDate: string | null;
      followUpDate: string | null;
      boardPosition: number;
      waitingSince: string | null;
    };
  };
  /** An interview the item added: undoing deletes it. */
  interviewId?: string;
  /** When the company last gave a sign of life before the interview restarted that clock. */
  waiting?: { applicationId: string; waitingSince: string | null };
};

export const inboxMessages = {
  notMail: "This file is not a mail we can read. Save the mail as .eml from your mail app and try again.",
  tooLarge: "A mail can be at most 10 MB",
  notPending: "This mail has already been dealt with",
  notApplied: "This mail is still waiting: there is nothing to undo",
  nothingToApply: "This mail proposes no change. Choose an application and a status to apply it.",
  applicationGone: "The application this mail is about no longer exists. Choose another.",
  needsCompany: "Enter the company to add the application",
  needsJobTitle: "Enter the job title to add the application",
  undoChanged: "The application has changed since, so this cannot be undone",
  applied: "Applied",
  dismissed: "Dismissed",
  undone: "Undone",
} as const;

const interviewSchema = z
  .object({
    startsAt: z
      .string()
      .meta({ description: "The start (ISO 8601, UTC)", example: "2026-12-01T14:00:00.000Z" }),
    endsAt: z.string().nullable().meta({ description: "The end (ISO 8601, UTC), when the mail says" }),
    timeZone: z.string().meta({ description: "The zone it is shown in (IANA)", example: "Europe/Berlin" }),
    location: z.string().nullable(),
  })
  .meta({ id: "InboxInterview" });

const proposalSchema = z
  .object({
    action: z.enum(["create", "update", "none"]),
    status: z.enum(applicationStatuses).optional(),
    company: z.string().nullable().optional(),
    jobTitle: z.string().nullable().optional(),
    interview: interviewSchema.optional(),
  })
  .meta({ id: "InboxProposal", description: "What applying the item changes" });

export const inboxItemSchema = z
  .object({
    id: z.string(),
    messageId: z.string(),
    receivedAt: z.string(),
    via: z.enum(mailWaysIn),
    from: z.object({ name: z.string(), address: z.string().nullable() }),
    subject: z.string(),
    kind: z.enum(mailKinds),
    because: z.string().nullable().meta({ description: "The phrase that decided the kind" }),
    applicationId: z.string().nullable(),
    /** The application as it is now, for the item's sentence. */
    application: z
      .object({ company: z.string(), jobTitle: z.string(), status: z.enum(applicationStatuses) })
      .nullable(),
    matchedBy: z.string().nullable().meta({ description: "What found the application" }),
    proposal: proposalSchema,
    confidence: z.number().min(0).max(1),
    state: z.enum(inboxStates),
    autoApplied: z.boolean(),
    decidedAt: z.string().nullable(),
    /** Whether the raw mail is still kept (its HTML can be shown). */
    kept: z.boolean(),
  })
  .meta({ id: "InboxItem" });
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxListSchema = z
  .object({
    items: z.array(inboxItemSchema),
    pending: z.number().int().meta({ description: "How many items wait for the user" }),
    nextCursor: z.string().nullable().meta({ description: "Pass as cursor for the next page" }),
  })
  .meta({ id: "InboxList" });
export type InboxList = z.infer<typeof inboxListSchema>;

export const inboxListQuery = z.object({
  state: z.enum(inboxStates, { error: `state is one of ${inboxStates.join(", ")}` }).optional(),
  cursor: z.string().max(100).optional(),
});

export const inboxMailSchema = z
  .object({
    text: z.string(),
    html: z
      .string()
      .nullable()
      .meta({ description: "The mail's HTML, cleaned: no script, form or remote image" }),
  })
  .meta({ id: "InboxMail" });

const wallClock = z
  .string({ error: "Enter the date and start time" })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: "Enter the date and start time" });

/**
 * The user's changes to a proposal: another application (or a new one when none), another
 * status, the new application's company and title, the interview's time or none.
 */
export const applyInboxInput = z
  .strictObject({
    applicationId: z.string({ error: "Choose an application" }).nullable(),
    status: z.enum(applicationStatuses, { error: `Choose one of: ${applicationStatuses.join(", ")}` }),
    company: z.string({ error: inboxMessages.needsCompany }).trim().max(200),
    jobTitle: z.string({ error: inboxMessages.needsJobTitle }).trim().max(200),
    interview: z
      .strictObject({
        startsAt: wallClock,
        timeZone: z
          .string({ error: "Choose a time zone" })
          .refine(isTimeZone, { error: "Choose a time zone" }),
        durationMinutes: z.number().int().min(5).max(720).optional(),
      })
      .nullable(),
  })
  .partial();
export type ApplyInboxInput = z.infer<typeof applyInboxInput>;

export const inboxSettingsSchema = z.object({ autoApply: z.boolean() }).meta({ id: "InboxSettings" });
export const updateInboxSettingsInput = z.strictObject({
  autoApply: z.boolean({ error: "autoApply must be true or false" }),
});

/** A wall-clock time of an instant in a zone: YYYY-MM-DDTHH:mm. */
export function wallClockIn(instant: string, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
