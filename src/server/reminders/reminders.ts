// Reminders: the user's reminder settings and the daily digest of due follow-ups. The digest
// is a queued mail (src/server/mail/queued-mail.ts): a chore every few minutes queues a job
// for each user whose chosen hour has come in their time zone, who has not had today's
// digest and has something due; the job mails it and records the day, so it is sent once a
// day whatever restarts or instances there are, and waits for a mail server that is down.
// Every digest carries a link that turns it off without signing in. It also lists what the
// user's mail changed by itself (automatic changes from the inbox) that no digest has told,
// so each change made without them is told once.
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { ApplicationStatus } from "@/domain/applications";
import { followUpStatuses } from "@/domain/follow-ups";
import { describeItem } from "@/domain/inbox/describe";
import type { InboxItem } from "@/domain/inbox/inbox-item";
import { paths } from "@/domain/paths";
import { type ReminderSettings, reminderDefaults, reminderMessages } from "@/domain/reminder-settings";
import type { Database } from "../db/client";
import { applications, companies, inboxMessages, profiles, reminderSettings, user } from "../db/schema";
import { AppError } from "../errors";
import { createQueuedMail, type QueuedMailDeps } from "../mail/queued-mail";
import { followUpDigestMail } from "../mail/templates";

const followUpDigestJob = "follow-up-digest";
/** Where a mail app posts a one-click unsubscribe (the token in the query). */
const unsubscribeApiPath = "/api/reminders/unsubscribe";
/** The most follow-ups one digest lists; it says how many more there are. */
const digestListLimit = 20;

/** A user's reminder settings as they are read back (the data export reads them too). */
export const settingsColumns = {
  followUpDays: reminderSettings.followUpDays,
  digestEnabled: reminderSettings.digestEnabled,
  digestHour: reminderSettings.digestHour,
  timeZone: reminderSettings.timeZone,
  ghostAfterApplied: reminderSettings.ghostAfterApplied,
  ghostAfterInterview: reminderSettings.ghostAfterInterview,
};

/** Today in the user's time zone, as the database sees it. */
const localToday = sql`(now() at time zone ${reminderSettings.timeZone})::date`;

/**
 * The user's open applications with a follow-up date of today or earlier, in their zone.
 * Not the archived ones: the user is done with those.
 */
const dueFollowUp = (userId: SQL | string) =>
  and(
    eq(applications.userId, userId),
    isNull(applications.archivedAt),
    inArray(applications.status, [...followUpStatuses]),
    lte(applications.followUpDate, sql`${localToday}`),
  );

/** Inbox items applied by the user's automatic changes that no digest has told yet. */
const changedByMail = (userId: SQL | string) =>
  and(
    eq(inboxMessages.userId, userId),
    eq(inboxMessages.autoApplied, true),
    eq(inboxMessages.state, "applied"),
    eq(inboxMessages.toldInDigest, false),
  );

/**
 * A user whose digest is due now: asked for, the hour come, not sent today, and something to
 * tell: a follow-up due, or a change their mail made by itself.
 */
const digestDue = and(
  eq(reminderSettings.digestEnabled, true),
  sql`extract(hour from now() at time zone ${reminderSettings.timeZone}) >= ${reminderSettings.digestHour}`,
  or(isNull(reminderSettings.digestSentOn), sql`${reminderSettings.digestSentOn} < ${localToday}`),
  or(
    sql`exists (select 1 from ${applications} where ${dueFollowUp(sql`${reminderSettings.userId}`)})`,
    sql`exists (select 1 from ${inboxMessages} where ${changedByMail(sql`${reminderSettings.userId}`)})`,
  ),
);

export function createReminders(deps: QueuedMailDeps & { db: Database; secret: string; appUrl: string }) {
  const { db, secret, appUrl } = deps;

  // The unsubscribe link's token: the user's id and a MAC of it under the server's secret,
  // so it works without signing in and cannot be made for another user.
  const macOf = (userId: string) =>
    createHmac("sha256", secret).update(`follow-up-digest-unsubscribe:${userId}`).digest();
  const unsubscribeToken = (userId: string) =>
    `${Buffer.from(userId).toString("base64url")}.${macOf(userId).toString("base64url")}`;
  function userOfToken(token: string): string | undefined {
    const [id, mac] = token.split(".");
    if (!id || !mac) return undefined;
    const userId = Buffer.from(id, "base64url").toString("utf8");
    const given = Buffer.from(mac, "base64url");
    const expected = macOf(userId);
    return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
  }
  /** The page a person opens from the mail, and the address a mail app posts to (RFC 8058). */
  const unsubscribeLinks = (userId: string) => {
    const [page, oneClick] = [paths.unsubscribe, unsubscribeApiPath].map((path) => {
      const url = new URL(path, appUrl);
      url.searchParams.set("token", unsubscribeToken(userId));
      return url.toString();
    });
    return { page: page!, oneClick: oneClick! };
  };

  // The changes from mail a digest lists, from its writing to its sending (one job runs both).
  const listedChanges = new Map<string, string[]>();

  const digest = createQueuedMail(deps, {
    job: followUpDigestJob,
    what: "follow-up digest",
    idIsUserId: true,
    async mailFor(userId) {
      const [owner] = await db
        .select({ email: user.email, firstName: profiles.firstName, today: sql<string>`${localToday}::text` })
        .from(reminderSettings)
        .innerJoin(user, eq(user.id, reminderSettings.userId))
        .leftJoin(profiles, eq(profiles.id, reminderSettings.userId))
        .where(and(eq(reminderSettings.userId, userId), digestDue));
      if (!owner) return undefined;
      const due = await db
        .select({
          company: companies.name,
          jobTitle: applications.jobTitle,
          followUpDate: applications.followUpDate,
          total: sql<number>`count(*) over ()::int`,
        })
        .from(applications)
        .innerJoin(companies, eq(companies.id, applications.companyId))
        .innerJoin(reminderSettings, eq(reminderSettings.userId, applications.userId))
        .where(dueFollowUp(userId))
        .orderBy(asc(applications.followUpDate), asc(companies.name))
        .limit(digestListLimit);
      const changed = await db
        .select({
          id: inboxMessages.id,
          kind: inboxMessages.kind,
          proposal: inboxMessages.proposal,
          company: companies.name,
          jobTitle: applications.jobTitle,
          status: applications.status,
        })
        .from(inboxMessages)
        .innerJoin(applications, eq(applications.id, inboxMessages.applicationId))
        .innerJoin(companies, eq(companies.id, applications.companyId))
        .where(changedByMail(userId))
        .orderBy(asc(inboxMessages.decidedAt))
        .limit(digestListLimit);
      listedChanges.set(
        userId,
        changed.map((change) => change.id),
      );
      return followUpDigestMail({
        to: owner.email,
        firstName: owner.firstName,
        today: owner.today,
        items: due.map(({ company, jobTitle, followUpDate }) => ({
          company,
          jobTitle,
          followUpDate: followUpDate!,
        })),
        total: due[0]?.total ?? 0,
        changedByMail: changed.map(({ kind, proposal, company, jobTitle, status }) =>
          describeItem({
            kind: kind as InboxItem["kind"],
            proposal,
            application: { company, jobTitle, status: status as ApplicationStatus },
            state: "applied",
          }),
        ),
        inboxLink: new URL(paths.inbox, appUrl).toString(),
        dashboardLink: new URL(paths.dashboard, appUrl).toString(),
        settingsLink: new URL(paths.profile, appUrl).toString(),
        unsubscribe: unsubscribeLinks(userId),
      });
    },
    async markSent(userId) {
      // The changes this digest told: those it listed, not any that came after it was written.
      const told = listedChanges.get(userId) ?? [];
      listedChanges.delete(userId);
      if (told.length > 0)
        await db
          .update(inboxMessages)
          .set({ toldInDigest: true })
          .where(and(eq(inboxMessages.userId, userId), inArray(inboxMessages.id, told)));
      await db
        .update(reminderSettings)
        .set({ digestSentOn: sql`${localToday}` })
        .where(
          and(
            eq(reminderSettings.userId, userId),
            or(isNull(reminderSettings.digestSentOn), sql`${reminderSettings.digestSentOn} < ${localToday}`),
          ),
        );
    },
    async due() {
      const rows = await db
        .select({ userId: reminderSettings.userId })
        .from(reminderSettings)
        .where(digestDue);
      return rows.map((row) => row.userId);
    },
  });

  return {
    async get(userId: string): Promise<ReminderSettings> {
      const [row] = await db
        .select(settingsColumns)
        .from(reminderSettings)
        .where(eq(reminderSettings.userId, userId));
      return row ?? { ...reminderDefaults };
    },

    async update(userId: string, input: Partial<ReminderSettings>): Promise<ReminderSettings> {
      const [row] = await db
        .insert(reminderSettings)
        .values({ userId, ...input })
        .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...input, updatedAt: new Date() } })
        .returning(settingsColumns);
      return row!;
    },

    /** Turns the digest off for the user the link was made for; refuses any other token. */
    async unsubscribe(token: string): Promise<void> {
      const userId = userOfToken(token);
      if (!userId)
        throw new AppError("VALIDATION_ERROR", reminderMessages.unsubscribeInvalid, {
          token: reminderMessages.unsubscribeInvalid,
        });
      await db
        .update(reminderSettings)
        .set({ digestEnabled: false, updatedAt: new Date() })
        .where(eq(reminderSettings.userId, userId));
    },

    /** Starts this instance's worker for digests. */
    work: digest.work,

    /** Queues the digests due now; returns how many were queued. */
    queueDue: digest.queueDue,
  };
}

export type Reminders = ReturnType<typeof createReminders>;
