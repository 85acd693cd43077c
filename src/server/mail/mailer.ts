// Mail leaves through SMTP_URL. Without it, each mail is written to DATA_DIR/outbox as an
// .eml file and its link is logged, and also printed on a plain line of its own
// ("Confirm riley@example.com: http://..."), so a newcomer trying JobTrail locally spots the
// link to confirm or reset with among the log lines.
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The action link inside, logged when mail goes to the outbox. */
  link?: string;
  /** What the link does, in a word or two ("Confirm"): the outbox's plain line starts with it. */
  linkLabel?: string;
  /**
   * A link that stops mails like this one without signing in: sent as List-Unsubscribe with
   * List-Unsubscribe-Post (RFC 8058), so mail apps offer their own unsubscribe button.
   */
  unsubscribe?: string;
};

export type Mailer = {
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Deletes the mails to this address still kept here (the outbox's files), as a deleted
   * account asks. Mail already handed to an SMTP server has left. Returns how many went.
   */
  forgetRecipient(email: string): Promise<number>;
  transport: "smtp" | "outbox";
};

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
  /** Where the outbox's plain link lines go: the terminal by default. */
  print?: (text: string) => void;
}): Mailer {
  const { smtpUrl, from, outboxDir, logger } = options;
  const print = options.print ?? ((text: string) => process.stdout.write(text));
  const message = (mail: OutgoingMail) => ({
    from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.unsubscribe
      ? {
          list: { unsubscribe: mail.unsubscribe },
          headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        }
      : {}),
  });
  if (smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      transport: "smtp",
      forgetRecipient: async () => 0,
      async send(mail) {
        await transporter.sendMail(message(mail));
        logger.info({ to: mail.to, subject: mail.subject }, "mail sent");
      },
    };
  }

  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    transport: "outbox",
    async forgetRecipient(email) {
      const names = await readdir(outboxDir).catch(() => [] as string[]);
      const address = email.toLowerCase();
      let removed = 0;
      for (const name of names) {
        if (!name.endsWith(".eml")) continue;
        const file = path.join(outboxDir, name);
        const text = await readFile(file, "utf8").catch(() => "");
        const headers = text.split(/\r?\n\r?\n/, 1)[0] ?? "";
        const to = /^To:(.*(?:\r?\n[ \t].*)*)/im.exec(headers)?.[1]?.toLowerCase() ?? "";
        if (!to.includes(address)) continue;
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
    async send(mail) {
      const info = await transporter.sendMail(message(mail));
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      logger.info(
        { to: mail.to, subject: mail.subject, link: mail.link, file },
        "mail written to the outbox (no SMTP_URL)",
      );
      // Set apart by blank lines, outside the JSON, where a person reading the terminal sees it.
      if (mail.link && logger.isLevelEnabled("info"))
        print(`\n${mail.linkLabel ?? "Open"} ${mail.to}: ${mail.link}\n\n`);
    },
  };
}
