// The user's inbox: every way mail comes in (the forwarding address, an upload, their own
// mailbox) ends in `receive`, which reads the mail, judges what it means, finds which
// application it is about and stores the item with what it proposes, once per Message-ID per
// user. Nothing in the user's applications changes until they apply an item (or their
// automatic changes apply a sure step forward on arrival); what applying changed is kept, so
// Undo restores it exactly. Every query is scoped to the user: another user's item is not
// found.
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { and, desc, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import { createApplicationInput } from "@/domain/application-schemas";
import type { ApplicationStatus } from "@/domain/applications";
import { todayUtc } from "@/domain/dates";
import { closesApplication } from "@/domain/follow-ups";
import {
  type ApplyInboxInput,
  autoApplyThreshold,
  type InboxInterview,
  type InboxItem,
  type InboxList,
  type InboxProposal,
  type InboxState,
  type InboxUndo,
  inboxPageSize,
  keptMailDays,
  type MailWayIn,
  inboxMessages as messages,
  wallClockIn,
} from "@/domain/inbox/inbox-item";
import { judgeMail } from "@/domain/inbox/judge";
import { matchMail } from "@/domain/inbox/match";
import { propose } from "@/domain/inbox/propose";
import { readApplication } from "@/domain/inbox/read-application";
import { createInterviewInput } from "@/domain/interviews";
import { replyPrefix } from "@/domain/mail-subjects";
import { isAboutAJob, readPostingText } from "@/domain/posting-text";
import { reminderDefaults } from "@/domain/reminder-settings";
import { insertApplication, updateApplication } from "../applications/applications";
import type { Database, Transaction } from "../db/client";
import {
  applications,
  companies,
  files as fileRows,
  inboxMessages,
  inboxSettings,
  interviews,
  jobPostings,
  reminderSettings,
  statusHistory,
  user,
} from "../db/schema";
import { AppError, notFound } from "../errors";
import { createInterview } from "../interviews/interviews";
import { isUuid } from "../lib/ids";
import type { DataExportFile } from "../privacy/export-file";
import type { Files } from "../storage/files";
import { type Invitation, instantOf, readInvitation } from "./read-invitation";
import { MailRefused, maxMailBytes, type ReadMail, readMail } from "./read-mail";

/** How much of a mail's text an item keeps: far more than any job mail says. */
const keptTextChars = 100_000;

const invalid = (message: string, field = "mail") =>
  new AppError("VALIDATION_ERROR", message, { [field]: message });

const itemColumns = {
  id: inboxMessages.id,
  messageId: inboxMessages.messageId,
  receivedAt: inboxMessages.receivedAt,
  via: inboxMessages.via,
  fromName: inboxMessages.fromName,
  fromAddress: inboxMessages.fromAddress,
  subject: inboxMessages.subject,
  kind: inboxMessages.kind,
  because: inboxMessages.because,
  applicationId: inboxMessages.applicationId,
  matchedBy: inboxMessages.matchedBy,
  proposal: inboxMessages.proposal,
  confidence: inboxMessages.confidence,
  state: inboxMessages.state,
  autoApplied: inboxMessages.autoApplied,
  decidedAt: inboxMessages.decidedAt,
  fileId: inboxMessages.fileId,
  company: companies.name,
  jobTitle: applications.jobTitle,
  status: applications.status,
};

type ItemRow = {
  id: string;
  messageId: string;
  receivedAt: Date;
  via: string;
  fromName: string;
  fromAddress: string | null;
  subject: string;
  kind: string;
  because: string | null;
  applicationId: string | null;
  matchedBy: string | null;
  proposal: InboxProposal;
  confidence: number;
  state: string;
  autoApplied: boolean;
  decidedAt: Date | null;
  fileId: string | null;
  company: string | null;
  jobTitle: string | null;
  status: string | null;
};

function toItem(row: ItemRow): InboxItem {
  return {
    id: row.id,
    messageId: row.messageId,
    receivedAt: row.receivedAt.toISOString(),
    via: row.via as MailWayIn,
    from: { name: row.fromName, address: row.fromAddress },
    subject: row.subject,
    kind: row.kind as InboxItem["kind"],
    because: row.because,
    applicationId: row.applicationId,
    application:
      row.applicationId && row.company !== null && row.jobTitle !== null
        ? { company: row.company, jobTitle: row.jobTitle, status: row.status as ApplicationStatus }
        : null,
    matchedBy: row.matchedBy,
    proposal: row.proposal,
    confidence: Math.round(row.confidence * 100) / 100,
    state: row.state as InboxState,
    autoApplied: row.autoApplied,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    kept: row.fileId !== null,
  };
}

function selectItems(db: Database) {
  return db
    .select(itemColumns)
    .from(inboxMessages)
    .leftJoin(applications, eq(applications.id, inboxMessages.applicationId))
    .leftJoin(companies, eq(companies.id, applications.companyId));
}

async function findItem(db: Database, userId: string, id: string): Promise<InboxItem> {
  if (!isUuid(id)) throw notFound();
  const [row] = await selectItems(db).where(and(eq(inboxMessages.id, id), eq(inboxMessages.userId, userId)));
  if (!row) throw notFound();
  return toItem(row);
}

/** The id a mail is known by: its own Message-ID, or a digest of its bytes when it has none. */
const messageIdOf = (mail: ReadMail, bytes: Uint8Array) =>
  (mail.messageId ? storable(mail.messageId.slice(0, 500)) : null) ||
  `sha256:${createHash("sha256").update(bytes).digest("hex")}`;

/** The interview an invitation gives, as instants; a time with no zone is read in the user's. */
function interviewOf(invitation: Invitation, userZone: string): InboxInterview | null {
  const zone = invitation.timeZone ?? userZone;
  try {
    return {
      startsAt: invitation.startsAtUtc ?? instantOf(invitation.startsAt, zone),
      endsAt: invitation.endsAt ? instantOf(invitation.endsAt, zone) : null,
      timeZone: zone,
      location: invitation.location?.slice(0, 500) ?? null,
    };
  } catch {
    return null;
  }
}

function firstInvitation(mail: ReadMail): Invitation | null {
  for (const calendar of mail.calendars) {
    try {
      const invitation = readInvitation(calendar);
      if (invitation) return invitation;
    } catch {
      // A calendar no clock can hold (a start in the year 10000): not an invitation.
    }
  }
  return null;
}

/** Text a stranger wrote, as the database stores it: no NUL, no half of a character pair. */
const storable = (text: string) => text.replaceAll("\u0000", "").toWellFormed();

/** A proposal's texts made storable too (it is kept as JSON, which holds no NUL either). */
function storableProposal(proposal: InboxProposal): InboxProposal {
  if (proposal.action !== "create") return proposal;
  return {
    ...proposal,
    company: proposal.company === null ? null : storable(proposal.company),
    jobTitle: proposal.jobTitle === null ? null : storable(proposal.jobTitle),
  };
}

/**
 * A mail's HTML made safe to show: no script, style, form, frame or event attribute, no
 * `javascript:` link and no remote image (a tracking pixel would tell its sender the mail was
 * read). The page draws it in a sandboxed frame besides, so a mistake here still runs nothing.
 */
async function cleanMailHtml(html: string): Promise<string> {
  // Loaded at the first mail shown, not at the server's start.
  const { default: sanitizeHtml } = await import("sanitize-html");
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== "img"),
    allowedAttributes: { a: ["href", "title"], td: ["colspan", "rowspan"], th: ["colspan", "rowspan"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer nofollow" },
      }),
    },
  });
}

type ReceiveResult = { item: InboxItem; created: boolean };

const noMatch = { applicationId: null, how: null, byTitle: false, confidence: 0 } as const;

export function createInbox({ db, files }: { db: Database; files: Files }) {
  async function userZone(userId: string): Promise<string> {
    const [row] = await db
      .select({ timeZone: reminderSettings.timeZone })
      .from(reminderSettings)
      .where(eq(reminderSettings.userId, userId));
    return row?.timeZone ?? reminderDefaults.timeZone;
  }

  async function autoApplyOn(userId: string): Promise<boolean> {
    const [row] = await db
      .select({ autoApply: inboxSettings.autoApply })
      .from(inboxSettings)
      .where(eq(inboxSettings.userId, userId));
    return row?.autoApply ?? false;
  }

  /**
   * Whether the sender a mail is judged by is the one that sent it: a mail as it came, or one
   * the user forwarded from their own account's address. The original quoted in a forward is
   * only what the forwarder says it was, so a forward from anyone else never changes anything
   * by itself (it still waits for the user).
   */
  const vouchedFor = (mail: ReadMail, ownerEmail: string | null) =>
    !mail.forwarded || (ownerEmail !== null && mail.deliveredBy?.address === ownerEmail);

  /** The account's own address, as mail writes it (lower case), or null when it is gone. */
  async function ownerEmailOf(userId: string): Promise<string | null> {
    const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
    return owner?.email.toLowerCase() ?? null;
  }

  async function existing(userId: string, messageId: string): Promise<InboxItem | undefined> {
    const [row] = await selectItems(db).where(
      and(eq(inboxMessages.userId, userId), eq(inboxMessages.messageId, messageId)),
    );
    return row ? toItem(row) : undefined;
  }

  /**
   * The posting in a mail the user sent themselves, not answering another (a reply copied to
   * the inbox is theirs too): one that says it is about a job (a job's address, a company
   * named with the title, a labelled field such as "Location:"), not any note to self.
   */
  function postingMailed(mail: ReadMail) {
    if (mail.inReplyTo || replyPrefix.test(mail.subject)) return undefined;
    const posting = readPostingText(mail.text.slice(0, keptTextChars), { title: mail.subject });
    return posting && isAboutAJob(posting) ? posting : undefined;
  }

  /** What a mail means for the user's applications, read against them as they are now. */
  async function understand(userId: string, mail: ReadMail, ownerEmail: string | null) {
    // The job seeker's own mail (a reply they sent, copied to the inbox) is news of nothing,
    // unless it is a job posting they mailed themselves: an application to add.
    const ownMail = !mail.forwarded && ownerEmail !== null && mail.from?.address === ownerEmail;
    const posting = ownMail ? postingMailed(mail) : undefined;
    if (posting)
      return {
        judged: { kind: "posting" as const, confidence: 0.9, because: null },
        match: noMatch,
        proposal: {
          action: "create",
          status: "Applied",
          company: posting.company,
          jobTitle: posting.jobTitle,
        } satisfies InboxProposal,
        confidence: posting.company && posting.jobTitle ? 0.9 : 0.6,
        forward: false,
        threadIds: [],
        needsNoDecision: false,
      };
    const judged = ownMail
      ? { kind: "other" as const, confidence: 0.99, because: null }
      : judgeMail({ subject: mail.subject, text: mail.text, headers: mail.headers });
    const threadIds = [mail.inReplyTo, ...mail.references]
      .filter((id): id is string => Boolean(id))
      .slice(0, 50);
    const [thread] = threadIds.length
      ? await db
          .select({ applicationId: inboxMessages.applicationId })
          .from(inboxMessages)
          .where(
            and(
              eq(inboxMessages.userId, userId),
              inArray(inboxMessages.messageId, threadIds),
              isNotNull(inboxMessages.applicationId),
            ),
          )
          .limit(1)
      : [];
    const candidates = await db
      .select({
        id: applications.id,
        company: companies.name,
        companyWebsite: companies.website,
        contactEmail: applications.contactEmail,
        jobTitle: applications.jobTitle,
        requisitionId: applications.requisitionId,
        archivedAt: applications.archivedAt,
        applicationDate: applications.applicationDate,
        status: applications.status,
      })
      .from(applications)
      .innerJoin(companies, eq(companies.id, applications.companyId))
      .where(eq(applications.userId, userId));
    const fromAddress = mail.from?.address ?? null;
    const fromName = mail.from?.name ?? "";
    // A mail about no application of the user's (a job alert naming a company they applied
    // to, say) is not matched to one: it would only suggest it was.
    const match =
      judged.kind === "other"
        ? noMatch
        : matchMail(
            {
              fromAddress,
              fromName,
              subject: mail.subject,
              text: mail.text,
              threadApplicationId: thread?.applicationId ?? null,
            },
            candidates.map((candidate) => ({
              ...candidate,
              archivedAt: candidate.archivedAt?.toISOString() ?? null,
            })),
          );
    const application = candidates.find((candidate) => candidate.id === match.applicationId) ?? null;
    const invitation = firstInvitation(mail);
    const interview = invitation ? interviewOf(invitation, await userZone(userId)) : null;
    const proposed = propose({
      kind: judged.kind,
      kindConfidence: judged.confidence,
      application: application
        ? { status: application.status as ApplicationStatus, archived: application.archivedAt !== null }
        : null,
      matchConfidence: match.confidence,
      named: readApplication({ subject: mail.subject, text: mail.text, fromName, fromAddress }),
      interview: interview
        ? {
            startsAt: wallClockIn(interview.startsAt, interview.timeZone),
            endsAt: interview.endsAt ? wallClockIn(interview.endsAt, interview.timeZone) : null,
            timeZone: interview.timeZone,
            startsAtUtc: interview.startsAt,
          }
        : null,
    });
    // The stored proposal carries the interview as instants, with the place the mail gives.
    const proposal: InboxProposal =
      proposed.proposal.action === "update" && proposed.proposal.interview && interview
        ? { ...proposed.proposal, interview }
        : (proposed.proposal as InboxProposal);
    // A mail that changes nothing and asks nothing of the user (not about an application, a
    // confirmation of one already tracked, news about one already closed) needs no decision.
    const needsNoDecision =
      proposal.action === "none" &&
      (judged.kind === "other" ||
        judged.kind === "received" ||
        (application !== null && closesApplication(application.status as ApplicationStatus)));
    return {
      judged,
      match,
      proposal,
      confidence: proposed.confidence,
      forward: proposed.forward,
      threadIds,
      needsNoDecision,
    };
  }

  async function receive(userId: string, bytes: Uint8Array, via: MailWayIn): Promise<ReceiveResult> {
    if (bytes.byteLength > maxMailBytes) throw new AppError("PAYLOAD_TOO_LARGE", messages.tooLarge);
    let mail: ReadMail;
    try {
      mail = await readMail(bytes);
    } catch (error) {
      if (error instanceof MailRefused) throw invalid(messages.notMail);
      throw error;
    }
    const messageId = messageIdOf(mail, bytes);
    const known = await existing(userId, messageId);
    if (known) return { item: known, created: false };

    const ownerEmail = await ownerEmailOf(userId);
    const understood = await understand(userId, mail, ownerEmail);
    const values = {
      userId,
      messageId,
      via,
      sentOn: mail.sentOn,
      // Milliseconds, as the list's cursor carries them.
      receivedAt: new Date(),
      fromName: storable((mail.from?.name ?? "").slice(0, 500)),
      fromAddress: mail.from?.address ? storable(mail.from.address.slice(0, 320)) : null,
      subject: storable(mail.subject.slice(0, 1000)),
      text: storable(mail.text.slice(0, keptTextChars)),
      threadIds: understood.threadIds.map(storable),
      kind: understood.judged.kind,
      because: understood.judged.because ? storable(understood.judged.because.slice(0, 500)) : null,
      applicationId: understood.match.applicationId,
      matchedBy: understood.match.how,
      proposal: storableProposal(understood.proposal),
      confidence: understood.confidence,
      // Set aside at once, to be brought back (and changed by hand) if the user sees more in it.
      ...(understood.needsNoDecision ? { state: "dismissed", decidedAt: new Date() } : {}),
    };
    let id: string | undefined;
    try {
      id = await files.store(
        {
          userId,
          purpose: "mail",
          contentType: "message/rfc822",
          byteSize: bytes.byteLength,
          body: Buffer.from(bytes),
        },
        async (tx, fileId) => {
          const [row] = await tx
            .insert(inboxMessages)
            .values({ ...values, fileId })
            .onConflictDoNothing({ target: [inboxMessages.userId, inboxMessages.messageId] })
            .returning({ id: inboxMessages.id });
          // Another delivery of the same mail won the race: nothing of this one is kept.
          if (!row) throw new LostRace();
          return row.id;
        },
      );
    } catch (error) {
      if (!(error instanceof LostRace)) throw error;
    }
    if (id === undefined) {
      const winner = await existing(userId, messageId);
      if (!winner) throw new LostRace();
      return { item: winner, created: false };
    }
    if (
      understood.forward &&
      understood.confidence >= autoApplyThreshold &&
      understood.proposal.action === "update" &&
      // A name is anyone's to write: only the thread, a requisition id or the company's own
      // domain finds an application surely enough to change it unasked.
      understood.match.how !== "company name" &&
      (await autoApplyOn(userId)) &&
      vouchedFor(mail, ownerEmail)
    ) {
      try {
        return { item: await applyItem(userId, id, undefined, true), created: true };
      } catch {
        // The application changed meanwhile (or the change no longer fits): the item waits
        // for the user instead.
      }
    }
    return { item: await findItem(db, userId, id), created: true };
  }

  async function lockPending(tx: Transaction, userId: string, id: string) {
    if (!isUuid(id)) throw notFound();
    const [row] = await tx
      .select()
      .from(inboxMessages)
      .where(and(eq(inboxMessages.id, id), eq(inboxMessages.userId, userId)))
      .for("update");
    if (!row) throw notFound();
    return row;
  }

  /**
   * Makes the change the item proposes, or the user's version of it, in one transaction that
   * records what it changed.
   */
  async function applyItem(
    userId: string,
    id: string,
    changes: ApplyInboxInput | undefined,
    auto = false,
  ): Promise<InboxItem> {
    await db.transaction(async (tx) => {
      const row = await lockPending(tx, userId, id);
      if (row.state !== "pending") throw invalid(messages.notPending, "state");
      const proposal = row.proposal;
      // A mail that proposes nothing is applied only as the user changes it.
      if (proposal.action === "none" && Object.keys(changes ?? {}).length === 0)
        throw invalid(messages.nothingToApply, "status");
      const targetId = changes?.applicationId !== undefined ? changes.applicationId : row.applicationId;
      const undo: InboxUndo = {};
      let applicationId = targetId;
      if (targetId === null) {
        // No application: add the one the mail names, or the user's version of it.
        const named = proposal.action === "create" ? proposal : { company: null, jobTitle: null };
        const company = changes?.company || named.company;
        const jobTitle = changes?.jobTitle || named.jobTitle;
        if (!company) throw invalid(messages.needsCompany, "company");
        if (!jobTitle) throw invalid(messages.needsJobTitle, "jobTitle");
        const fields = {
          company,
          jobTitle,
          applicationDate: row.sentOn ?? todayUtc(),
          status: changes?.status ?? (proposal.action === "create" ? proposal.status : "Applied"),
        };
        // A posting mailed: its address, place and id too, each as far as it is valid.
        const posting =
          row.kind === "posting" ? readPostingText(row.text, { title: row.subject }) : undefined;
        const optional = createApplicationInput.shape;
        const extras = {
          jobUrl: posting?.url || undefined,
          location: posting?.location ?? undefined,
          requisitionId: posting?.requisitionId ?? undefined,
        };
        const valid = Object.fromEntries(
          Object.entries(extras).filter(
            ([name, value]) =>
              value !== undefined && optional[name as keyof typeof extras].safeParse(value).success,
          ),
        );
        const parsed = createApplicationInput.safeParse({ ...fields, ...valid });
        if (!parsed.success)
          throw invalid(parsed.error.issues[0]?.message ?? messages.nothingToApply, "company");
        applicationId = await insertApplication(tx, userId, parsed.data);
        undo.createdApplicationId = applicationId;
        // The posting's text is kept with the application, as a captured posting's is.
        const postingText = (posting?.description ?? row.text).trim();
        if (posting && postingText)
          await tx.insert(jobPostings).values({
            applicationId,
            userId,
            url: parsed.data.jobUrl ?? null,
            employmentType: posting.employmentType?.slice(0, 100) ?? null,
            salaryRange: posting.salaryRange?.slice(0, 200) ?? null,
            text: postingText,
            capturedAt: new Date(),
          });
      } else {
        if (!isUuid(targetId!)) throw invalid(messages.applicationGone, "applicationId");
        const [current] = await tx
          .select({
            status: applications.status,
            statusDate: applications.statusDate,
            followUpDate: applications.followUpDate,
            boardPosition: applications.boardPosition,
            waitingSince: applications.waitingSince,
            archivedAt: applications.archivedAt,
          })
          .from(applications)
          .where(and(eq(applications.id, targetId!), eq(applications.userId, userId)))
          .for("update");
        if (!current) throw invalid(messages.applicationGone, "applicationId");
        const status =
          changes?.status ?? (proposal.action === "update" ? proposal.status : undefined) ?? undefined;
        const interview =
          changes?.interview !== undefined
            ? changes.interview
            : proposal.action === "update"
              ? (proposal.interview ?? null)
              : null;
        if ((status === undefined || status === current.status) && !interview)
          throw invalid(messages.nothingToApply, "status");
        if (status !== undefined && status !== current.status) {
          const statusNote = `From the mail "${row.subject.slice(0, 200)}"`;
          await updateApplication(tx as unknown as Database, userId, targetId!, {
            status,
            statusDate: row.sentOn && row.sentOn <= todayUtc() ? row.sentOn : todayUtc(),
            statusNote,
          });
          // The entry this change wrote: its status and note, the newest of them.
          const [entry] = await tx
            .select({ id: statusHistory.id })
            .from(statusHistory)
            .where(
              and(
                eq(statusHistory.applicationId, targetId!),
                eq(statusHistory.userId, userId),
                eq(statusHistory.status, status),
                eq(statusHistory.note, statusNote),
              ),
            )
            .orderBy(desc(statusHistory.createdAt))
            .limit(1);
          undo.moved = {
            applicationId: targetId!,
            historyEntryId: entry!.id,
            status,
            before: {
              status: current.status as ApplicationStatus,
              statusDate: current.statusDate,
              followUpDate: current.followUpDate,
              boardPosition: current.boardPosition,
              waitingSince: current.waitingSince,
            },
          };
        }
        if (interview) {
          // An interview restarts the ghosting clock: undone, it is wound back.
          undo.waiting ??= { applicationId: targetId!, waitingSince: current.waitingSince };
          const fromProposal = "location" in interview ? interview : null;
          const input = fromProposal
            ? {
                round: "Interview",
                startsAt: wallClockIn(fromProposal.startsAt, fromProposal.timeZone),
                timeZone: fromProposal.timeZone,
                ...(fromProposal.endsAt
                  ? { endsAt: wallClockIn(fromProposal.endsAt, fromProposal.timeZone) }
                  : {}),
                location: fromProposal.location,
              }
            : { round: "Interview", ...interview };
          const parsed = createInterviewInput.safeParse(input);
          if (!parsed.success)
            throw invalid(parsed.error.issues[0]?.message ?? messages.nothingToApply, "interview");
          const created = await createInterview(tx as unknown as Database, userId, targetId!, parsed.data);
          undo.interviewId = created.id;
        }
      }
      await tx
        .update(inboxMessages)
        .set({ state: "applied", decidedAt: new Date(), undo, applicationId, autoApplied: auto })
        .where(eq(inboxMessages.id, row.id));
    });
    return findItem(db, userId, id);
  }

  /**
   * Puts back what applying the item changed (the status, its history entry, the interview,
   * an application it added), or brings back a dismissed one; either way it waits again.
   */
  async function undoItem(userId: string, id: string): Promise<InboxItem> {
    await db.transaction(async (tx) => {
      const row = await lockPending(tx, userId, id);
      if (row.state === "pending") throw invalid(messages.notApplied, "state");
      // A dismissed item changed nothing: undoing brings it back to decide again.
      const undo = row.undo ?? {};
      if (undo.interviewId)
        await tx
          .delete(interviews)
          .where(and(eq(interviews.id, undo.interviewId), eq(interviews.userId, userId)));
      if (undo.moved) {
        const { applicationId, historyEntryId, before, status } = undo.moved;
        // Moved on since (the user marked it Offer, say): putting back the old status would
        // undo their change, not the mail's.
        const [now] = await tx
          .select({ status: applications.status })
          .from(applications)
          .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)))
          .for("update");
        if (now && now.status !== status) throw invalid(messages.undoChanged, "state");
        await tx
          .delete(statusHistory)
          .where(and(eq(statusHistory.id, historyEntryId), eq(statusHistory.userId, userId)));
        await tx
          .update(applications)
          .set({ ...before, updatedAt: new Date() })
          .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
      }
      if (undo.waiting && !undo.moved)
        await tx
          .update(applications)
          .set({ waitingSince: undo.waiting.waitingSince })
          .where(and(eq(applications.id, undo.waiting.applicationId), eq(applications.userId, userId)));
      if (undo.createdApplicationId)
        await tx
          .delete(applications)
          .where(and(eq(applications.id, undo.createdApplicationId), eq(applications.userId, userId)));
      await tx
        .update(inboxMessages)
        .set({
          state: "pending",
          decidedAt: null,
          undo: null,
          autoApplied: false,
          ...(undo.createdApplicationId ? { applicationId: null } : {}),
        })
        .where(eq(inboxMessages.id, row.id));
    });
    return findItem(db, userId, id);
  }

  async function decide(userId: string, id: string, state: "dismissed"): Promise<InboxItem> {
    await db.transaction(async (tx) => {
      const row = await lockPending(tx, userId, id);
      if (row.state !== "pending") throw invalid(messages.notPending, "state");
      await tx
        .update(inboxMessages)
        .set({ state, decidedAt: new Date() })
        .where(eq(inboxMessages.id, row.id));
    });
    return findItem(db, userId, id);
  }

  return {
    receive,
    get: (userId: string, id: string) => findItem(db, userId, id),

    /** The newest first, a page at a time, with how many wait for the user. */
    async list(userId: string, query: { state?: InboxState; cursor?: string }): Promise<InboxList> {
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      const rows = await selectItems(db)
        .where(
          and(
            eq(inboxMessages.userId, userId),
            query.state ? eq(inboxMessages.state, query.state) : undefined,
            after
              ? or(
                  lt(inboxMessages.receivedAt, after.receivedAt),
                  and(eq(inboxMessages.receivedAt, after.receivedAt), lt(inboxMessages.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(inboxMessages.receivedAt), desc(inboxMessages.id))
        .limit(inboxPageSize + 1);
      const [{ pending } = { pending: 0 }] = await db
        .select({ pending: sql<number>`count(*)::int` })
        .from(inboxMessages)
        .where(and(eq(inboxMessages.userId, userId), eq(inboxMessages.state, "pending")));
      const page = rows.slice(0, inboxPageSize);
      const last = page.at(-1);
      return {
        items: page.map(toItem),
        pending,
        nextCursor: rows.length > inboxPageSize && last ? encodeCursor(last.receivedAt, last.id) : null,
      };
    },

    /** The mail as text, and its HTML cleaned while the raw mail is kept. */
    async mail(userId: string, id: string): Promise<{ text: string; html: string | null }> {
      if (!isUuid(id)) throw notFound();
      const [row] = await db
        .select({ text: inboxMessages.text, fileId: inboxMessages.fileId })
        .from(inboxMessages)
        .where(and(eq(inboxMessages.id, id), eq(inboxMessages.userId, userId)));
      if (!row) throw notFound();
      const raw = row.fileId ? await files.readOwn(userId, row.fileId) : undefined;
      const html = raw ? (await readMail(raw).catch(() => null))?.html : null;
      return { text: row.text, html: html ? await cleanMailHtml(html) : null };
    },

    apply: (userId: string, id: string, changes?: ApplyInboxInput) => applyItem(userId, id, changes),
    dismiss: (userId: string, id: string) => decide(userId, id, "dismissed"),
    undo: undoItem,

    async settings(userId: string) {
      return { autoApply: await autoApplyOn(userId) };
    },

    async updateSettings(userId: string, input: { autoApply: boolean }) {
      await db
        .insert(inboxSettings)
        .values({ userId, autoApply: input.autoApply })
        .onConflictDoUpdate({
          target: inboxSettings.userId,
          set: { autoApply: input.autoApply, updatedAt: new Date() },
        });
      return { autoApply: input.autoApply };
    },

    /**
     * Lets go of the raw mail of items decided more than `keptMailDays` ago: what was read
     * from them stays. Returns how many mails went.
     */
    async forgetOldMail(now = new Date()): Promise<number> {
      const before = new Date(now.getTime() - keptMailDays * 24 * 60 * 60 * 1000);
      const kept = await db
        .select({ fileId: inboxMessages.fileId, userId: inboxMessages.userId })
        .from(inboxMessages)
        .where(
          and(
            isNotNull(inboxMessages.fileId),
            inArray(inboxMessages.state, ["applied", "dismissed"]),
            lt(inboxMessages.decidedAt, before),
          ),
        )
        .limit(1000);
      const ids = kept.map((row) => row.fileId!);
      if (ids.length === 0) return 0;
      // The item's file reference empties with its row (on delete set null).
      const gone = await db.delete(fileRows).where(inArray(fileRows.id, ids)).returning({ id: fileRows.id });
      await files.forget(gone.map((row) => row.id));
      return gone.length;
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;

class LostRace extends Error {}

function encodeCursor(receivedAt: Date, id: string) {
  return Buffer.from(JSON.stringify([receivedAt.toISOString(), id])).toString("base64url");
}

function decodeCursor(text: string): { receivedAt: Date; id: string } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (
      Array.isArray(parsed) &&
      typeof parsed[0] === "string" &&
      !Number.isNaN(Date.parse(parsed[0])) &&
      typeof parsed[1] === "string" &&
      isUuid(parsed[1])
    )
      return { receivedAt: new Date(parsed[0]), id: parsed[1] };
  } catch {
    // falls through
  }
  throw invalid("This page of the inbox no longer exists. Reload the inbox.", "cursor");
}

/**
 * The inbox in the data export: the setting, then every item with what was read from its
 * mail, what it proposed and what the user decided. Written an item at a time.
 */
async function* inboxJson(db: Database, userId: string): AsyncGenerator<string> {
  const [settings] = await db
    .select({ autoApply: inboxSettings.autoApply })
    .from(inboxSettings)
    .where(eq(inboxSettings.userId, userId));
  yield `{\n  "autoApply": ${settings?.autoApply ?? false},\n  "items": [`;
  let after: { receivedAt: Date; id: string } | null = null;
  let first = true;
  for (;;) {
    const rows: (typeof inboxMessages.$inferSelect)[] = await db
      .select()
      .from(inboxMessages)
      .where(
        and(
          eq(inboxMessages.userId, userId),
          after
            ? or(
                lt(inboxMessages.receivedAt, after.receivedAt),
                and(eq(inboxMessages.receivedAt, after.receivedAt), lt(inboxMessages.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(inboxMessages.receivedAt), desc(inboxMessages.id))
      .limit(200);
    for (const { userId: _user, fileId, undo: _undo, ...row } of rows) {
      yield `${first ? "" : ","}\n    ${JSON.stringify({ ...row, mailFile: fileId ? inboxMailFile(row) : null })}`;
      first = false;
    }
    const last = rows.at(-1);
    if (!last || rows.length < 200) break;
    after = { receivedAt: last.receivedAt, id: last.id };
  }
  yield "\n  ]\n}\n";
}

/** Where a kept mail goes in the data export. */
export const inboxMailFile = (row: { id: string; receivedAt: Date }) =>
  `inbox/${row.receivedAt.toISOString().slice(0, 10)}-${row.id}.eml`;

export const inboxExportFile = (db: Database): DataExportFile => ({
  name: "inbox.json",
  says: "your inbox: each mail's sender, subject and text, what it was read to mean and\npropose, what you decided; and whether sure changes apply by themselves",
  carries: [inboxMessages, inboxSettings],
  content: async (userId) => Readable.from(inboxJson(db, userId)),
});
