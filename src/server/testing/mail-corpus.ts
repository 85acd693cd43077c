// The mail corpus (tests/corpus/mail): synthetic mails as job seekers receive them, each
// labelled with what it means and which of the tracked applications it is about. Scoring
// receives every mail, in the labels' order (a thread's replies after what they answer), into
// the inbox of one user who tracks the corpus's applications, and compares each item with
// its label. The test holds the scores to their targets; `npm run bench` reports them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { createApplicationInput } from "@/domain/application-schemas";
import type { InboxItem } from "@/domain/inbox/inbox-item";
import { user } from "../db/schema";
import type { Server } from "../server";
import { signupBody } from "./accounts";

export const corpusFolder = fileURLToPath(new URL("../../../tests/corpus/mail", import.meta.url));

type CorpusApplication = {
  company: string;
  jobTitle: string;
  companyWebsite?: string;
  applicationDate: string;
  status: string;
  requisitionId?: string;
  archived?: boolean;
};

export type MailLabel = {
  file: string;
  kind: InboxItem["kind"];
  application: string | null;
  create?: { company: string; jobTitle: string };
  interview?: { startsAtUtc: string };
  note?: string;
};

/** Every label, in each file's order. */
export function corpusLabels(): MailLabel[] {
  return readdirSync(corpusFolder)
    .filter((name) => /^labels-.+\.json$/.test(name))
    .sort()
    .flatMap((name) => JSON.parse(readFileSync(path.join(corpusFolder, name), "utf8")) as MailLabel[]);
}

/** What the inbox made of one mail, beside its label. */
type Scored = { label: MailLabel; item: InboxItem; expectedApplicationId: string | null };

export type CorpusScores = {
  mails: number;
  /** Share of mails whose kind is the label's. */
  kindAccuracy: number;
  /** Share of mails about a tracked application that were matched to it. */
  rightApplication: number;
  /** Share of all mails matched to an application other than the label's (or to one when none). */
  wrongApplication: number;
  /** Share of `other` mails that propose nothing. */
  otherProposingNothing: number;
  /** Share of confirmations of untracked applications that propose adding the right company. */
  creates: number;
  /** Share of invitations whose proposed interview starts at the labelled instant. */
  interviewTimes: number;
  misses: string[];
};

const share = (hits: number, of: number) => (of === 0 ? 1 : hits / of);

/**
 * A confirmed account made straight through the server, for a scorer or a bench outside the
 * test runner: signed up as the sign-up page does, confirmed in the database.
 */
export async function accountFor(server: Server, appUrl: string, email: string): Promise<string> {
  const response = await server.app.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: appUrl },
    body: JSON.stringify(signupBody(email)),
  });
  if (!response.ok)
    throw new Error(`could not sign ${email} up: ${response.status} ${await response.text()}`);
  await server.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const [account] = await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return account!.id;
}

/**
 * Receives the whole corpus, in order, into the inbox of a new account (the job seeker's own
 * address, so her replies are hers) tracking the corpus's applications, and scores it.
 */
export async function scoreCorpus(
  server: Server,
  appUrl: string,
  email = "ada.lovelace@example.com",
): Promise<CorpusScores> {
  const { applications } = JSON.parse(readFileSync(path.join(corpusFolder, "applications.json"), "utf8")) as {
    applications: Record<string, CorpusApplication>;
  };
  const userId = await accountFor(server, appUrl, email);
  const ids: Record<string, string> = {};
  for (const [key, { archived, ...fields }] of Object.entries(applications)) {
    const created = await server.applications.create(userId, createApplicationInput.parse(fields));
    ids[key] = created.id;
    if (archived) await server.applications.update(userId, created.id, { archived: true });
  }
  const scored: Scored[] = [];
  for (const label of corpusLabels()) {
    const bytes = readFileSync(path.join(corpusFolder, label.file));
    const { item } = await server.inbox.receive(userId, bytes, "upload");
    scored.push({
      label,
      item,
      expectedApplicationId: label.application ? (ids[label.application] ?? null) : null,
    });
  }
  return scoresOf(scored);
}

function scoresOf(scored: Scored[]): CorpusScores {
  const misses: string[] = [];
  const miss = (entry: Scored, what: string) => misses.push(`${entry.label.file}: ${what}`);
  let kinds = 0;
  for (const entry of scored)
    if (entry.item.kind === entry.label.kind) kinds += 1;
    else
      miss(
        entry,
        `kind ${entry.item.kind}, labelled ${entry.label.kind} (${entry.item.because ?? "no phrase"})`,
      );
  const tracked = scored.filter((entry) => entry.expectedApplicationId !== null);
  const right = tracked.filter((entry) => entry.item.applicationId === entry.expectedApplicationId);
  for (const entry of tracked)
    if (entry.item.applicationId !== entry.expectedApplicationId)
      miss(
        entry,
        `matched ${entry.item.application?.company ?? "nothing"}, labelled ${entry.label.application}`,
      );
  const wrong = scored.filter(
    (entry) => entry.item.applicationId !== null && entry.item.applicationId !== entry.expectedApplicationId,
  );
  for (const entry of wrong)
    if (entry.expectedApplicationId === null)
      miss(entry, `matched ${entry.item.application?.company}, labelled none`);
  const others = scored.filter((entry) => entry.label.kind === "other");
  const quiet = others.filter((entry) => entry.item.proposal.action === "none");
  for (const entry of others)
    if (entry.item.proposal.action !== "none")
      miss(entry, `an other mail proposes ${entry.item.proposal.action}`);
  const creates = scored.filter((entry) => entry.label.create);
  const created = creates.filter(
    (entry) =>
      entry.item.proposal.action === "create" &&
      entry.item.proposal.company?.toLowerCase() === entry.label.create!.company.toLowerCase(),
  );
  for (const entry of creates)
    if (!created.includes(entry))
      miss(
        entry,
        `proposes ${JSON.stringify(entry.item.proposal)}, labelled create ${entry.label.create!.company}`,
      );
  const invitations = scored.filter((entry) => entry.label.interview);
  const timed = invitations.filter(
    (entry) =>
      entry.item.proposal.action === "update" &&
      entry.item.proposal.interview !== undefined &&
      Date.parse(entry.item.proposal.interview.startsAt) === Date.parse(entry.label.interview!.startsAtUtc),
  );
  for (const entry of invitations)
    if (!timed.includes(entry))
      miss(
        entry,
        `interview ${entry.item.proposal.action === "update" ? (entry.item.proposal.interview?.startsAt ?? "none") : "none"}, labelled ${entry.label.interview!.startsAtUtc}`,
      );
  return {
    mails: scored.length,
    kindAccuracy: share(kinds, scored.length),
    rightApplication: share(right.length, tracked.length),
    wrongApplication: share(wrong.length, scored.length),
    otherProposingNothing: share(quiet.length, others.length),
    creates: share(created.length, creates.length),
    interviewTimes: share(timed.length, invitations.length),
    misses,
  };
}

/** The targets the corpus's scores are held to. */
export const corpusTargets = {
  kindAccuracy: 0.95,
  rightApplication: 0.97,
  wrongApplication: 0.01,
  otherProposingNothing: 0.97,
} as const;
