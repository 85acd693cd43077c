// Mail-in: the classifier and matcher scored on the mail corpus (kind accuracy, right and
// wrong application, `other` mails proposing nothing); 1,000 mails forwarded over SMTP to a
// user's address on a server process (PGlite), with the time and the server's memory before,
// at its peak and after; and the first look at a mailbox holding 5,000 mails over IMAP
// (Dovecot), back 90 days. Used by bench/run.ts (`npm run bench`, or `--mail` alone).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { connectMailboxInput } from "../src/domain/inbox/mailbox";
import { inboxMessages } from "../src/server/db/schema";
import { parseEnv } from "../src/server/env";
import { createLogger } from "../src/server/logger";
import { buildServer } from "../src/server/server";
import { signupBody } from "../src/server/testing/accounts";
import { startImapServer } from "../src/server/testing/imap-server";
import {
  accountFor,
  type CorpusScores,
  corpusFolder,
  corpusLabels,
  corpusTargets,
  scoreCorpus,
} from "../src/server/testing/mail-corpus";
import { freePort } from "../src/server/testing/processes";
import { startAppServer } from "../tests/e2e/fixtures";
import { residentMb } from "./export";

export type MailResult = {
  corpus: CorpusScores;
  smtp: { mails: number; seconds: number; restingMb: number; peakMb: number; afterMb: number };
  imap: { mails: number; seconds: number; read: number };
};

const smtpMails = 1_000;
const imapMails = 5_000;

/** The corpus's mails, each again under a new Message-ID as often as `count` asks. */
function mailsToSend(count: number): Buffer[] {
  const originals = corpusLabels().map((label) =>
    readFileSync(path.join(corpusFolder, label.file), "latin1"),
  );
  return Array.from({ length: count }, (_, index) => {
    const original = originals[index % originals.length]!;
    const id = `<bench-${index}-${Date.now()}@bench.example>`;
    const renamed = /^Message-ID:.*$/im.test(original)
      ? original.replace(/^Message-ID:.*$/im, `Message-ID: ${id}`)
      : `Message-ID: ${id}\r\n${original}`;
    return Buffer.from(renamed, "latin1");
  });
}

const benchOrigin = "http://localhost:3000";

/** A server in this process on a fresh embedded database, with no background jobs. */
async function inProcessServer(
  settings: Record<string, string> = {},
  mailboxOptions?: Parameters<typeof buildServer>[0]["mailboxOptions"],
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "jobtrail-bench-mail-"));
  const env = parseEnv({ DATA_DIR: dataDir, APP_URL: benchOrigin, LOG_LEVEL: "silent", ...settings });
  const server = await buildServer({
    env,
    logger: createLogger("silent"),
    runJobs: false,
    mailer: { transport: "outbox", send: async () => {}, forgetRecipient: async () => 0 },
    ...(mailboxOptions ? { mailboxOptions } : {}),
  });
  return {
    server,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function benchCorpus(): Promise<CorpusScores> {
  const { server, close } = await inProcessServer();
  try {
    return await scoreCorpus(server, benchOrigin);
  } finally {
    await close();
  }
}

async function benchSmtp(): Promise<MailResult["smtp"]> {
  const port = await freePort();
  const app = await startAppServer({ REQUIRE_EMAIL_VERIFICATION: "false", INBOUND_SMTP_PORT: String(port) });
  try {
    const email = "mail-bench@example.com";
    const signup = await fetch(`${app.origin}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.origin },
      body: JSON.stringify(signupBody(email)),
    });
    if (!signup.ok) throw new Error(`sign-up failed: ${signup.status}`);
    const cookie = signup.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const { address } = (await (
      await fetch(`${app.origin}/api/inbox/address`, { headers: { cookie } })
    ).json()) as {
      address: string;
    };
    const mails = mailsToSend(smtpMails);
    const pid = app.pid!;
    const restingMb = residentMb(pid);
    let peakMb = restingMb;
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, residentMb(pid));
    }, 50);
    // Several connections at once, as a provider delivers: each sends its share in turn.
    const transport = nodemailer.createTransport({
      pool: true,
      maxConnections: 4,
      maxMessages: Number.POSITIVE_INFINITY,
      host: "127.0.0.1",
      port,
      secure: false,
      ignoreTLS: true,
    });
    const started = performance.now();
    try {
      await Promise.all(
        mails.map((raw) =>
          transport.sendMail({ envelope: { from: "forwarder@example.org", to: [address] }, raw }),
        ),
      );
    } finally {
      transport.close();
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    const afterMb = residentMb(pid);
    return { mails: mails.length, seconds, restingMb, peakMb, afterMb };
  } finally {
    await app.close();
  }
}

async function benchImap(): Promise<MailResult["imap"]> {
  const imap = await startImapServer();
  const password = "bench-app-pass";
  imap.addUser("bench", password);
  const { server, close } = await inProcessServer(
    { LOGO_FETCH_ALLOW_PRIVATE_ADDRESSES: "true" },
    { tls: { ca: imap.ca }, idleSeconds: 0 },
  );
  try {
    const mails = mailsToSend(imapMails);
    for (let start = 0; start < mails.length; start += 500)
      await imap.deliver("bench", password, mails.slice(start, start + 500));
    const userId = await accountFor(server, benchOrigin, "imap-bench@example.com");
    await server.mailboxes.connect(
      userId,
      connectMailboxInput.parse({
        host: imap.host,
        port: imap.tlsPort,
        security: "tls",
        username: "bench",
        password,
        lookBackDays: 90,
      }),
    );
    const started = performance.now();
    await server.mailboxes.check(userId);
    const seconds = (performance.now() - started) / 1000;
    const [counted] = await server.database.db
      .select({ read: sql<number>`count(*)::int` })
      .from(inboxMessages)
      .where(eq(inboxMessages.userId, userId));
    return { mails: mails.length, seconds, read: counted?.read ?? 0 };
  } finally {
    await close();
    await imap.stop();
  }
}

export async function benchMail(): Promise<MailResult> {
  const corpus = await benchCorpus();
  const smtp = await benchSmtp();
  const imap = await benchImap();
  return { corpus, smtp, imap };
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const mark = (met: boolean) => (met ? "met" : "missed");

export const mailHeading = "## Mail-in: the corpus's scores, SMTP ingest and an IMAP look-back";

export function mailReport({ corpus, smtp, imap }: MailResult): string[] {
  return [
    mailHeading,
    "",
    `The corpus: ${corpus.mails} mails (tests/corpus/mail). Shares of the mails each measure is about.`,
    "",
    "| measure | result | target | |",
    "| --- | --- | --- | --- |",
    `| kind right | ${percent(corpus.kindAccuracy)} | ≥ 95 % | ${mark(corpus.kindAccuracy >= corpusTargets.kindAccuracy)} |`,
    `| right application (mails about a tracked one) | ${percent(corpus.rightApplication)} | ≥ 97 % | ${mark(corpus.rightApplication >= corpusTargets.rightApplication)} |`,
    `| wrong application (all mails) | ${percent(corpus.wrongApplication)} | ≤ 1 % | ${mark(corpus.wrongApplication <= corpusTargets.wrongApplication)} |`,
    `| \`other\` mails proposing nothing | ${percent(corpus.otherProposingNothing)} | ≥ 97 % | ${mark(corpus.otherProposingNothing >= corpusTargets.otherProposingNothing)} |`,
    `| confirmations of untracked applications proposing the right company | ${percent(corpus.creates)} | | |`,
    `| invitations proposing the right start | ${percent(corpus.interviewTimes)} | | |`,
    "",
    `SMTP: ${smtp.mails.toLocaleString("en-US")} mails over 4 connections to one user's forwarding address, on a server process with PGlite: ${smtp.seconds.toFixed(1)} s (target under 60 s: ${mark(smtp.seconds < 60)}); the server's memory ${smtp.restingMb.toFixed(0)} MB before, ${smtp.peakMb.toFixed(0)} MB at its peak, ${smtp.afterMb.toFixed(0)} MB after.`,
    "",
    `IMAP: the first look at a mailbox of ${imap.mails.toLocaleString("en-US")} mails (Dovecot, TLS), back 90 days: ${imap.seconds.toFixed(1)} s, ${imap.read.toLocaleString("en-US")} inbox items made (each mail once).`,
  ];
}
