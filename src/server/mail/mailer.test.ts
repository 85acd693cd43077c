import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createMailer } from "./mailer";
import { confirmationMail, followUpDigestMail, passwordResetMail, supportMail } from "./templates";

describe("mail without SMTP_URL", () => {
  it("saves each mail as an .eml file in the outbox and logs its link", async () => {
    const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), "jobtrail-mail-")), "outbox");
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer({
      smtpUrl: undefined,
      from: "JobTrail <no-reply@jobtrail.local>",
      outboxDir,
      logger,
    });
    const link = "http://localhost:3000/auth/confirm?token_hash=abc&type=email";

    await mailer.send(confirmationMail("ada@example.com", "Ada Lovelace", link));

    expect(mailer.transport).toBe("outbox");
    const [file] = readdirSync(outboxDir);
    expect(file).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(outboxDir, file!), "utf8");
    expect(eml).toContain("Subject: Confirm your JobTrail account");
    expect(eml).toContain("To: ada@example.com");
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml).toMatch(/Content-Type: text\/html/);
    const logged = lines.map((line) => JSON.parse(line) as { link?: string; msg: string });
    expect(logged.find((entry) => entry.link === link)?.msg).toBe("mail written to the outbox (no SMTP_URL)");
  });

  it("gives a digest the List-Unsubscribe headers mail apps offer one-click unsubscribe from", async () => {
    const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), "jobtrail-mail-")), "outbox");
    const mailer = createMailer({
      smtpUrl: undefined,
      from: "JobTrail <no-reply@jobtrail.local>",
      outboxDir,
      logger: pino({ level: "silent" }),
      print: () => {},
    });
    const oneClick = "http://localhost:3000/api/reminders/unsubscribe?token=abc.def";
    const digest = followUpDigestMail({
      to: "ada@example.com",
      firstName: "Ada",
      today: "2026-11-25",
      items: [{ company: "Acme <Labs>", jobTitle: "Engineer", followUpDate: "2026-11-20" }],
      total: 3,
      changedByMail: [],
      inboxLink: "http://localhost:3000/inbox",
      dashboardLink: "http://localhost:3000/dashboard",
      settingsLink: "http://localhost:3000/profile",
      unsubscribe: { page: "http://localhost:3000/unsubscribe?token=abc.def", oneClick },
    });
    expect(digest.html).toContain("Acme &lt;Labs&gt;");
    expect(digest.html).toContain("And 2 more on your dashboard.");
    expect(digest.text).toContain("Ada, you have 3 follow-ups due");
    expect(digest.text).toContain("- Acme <Labs>, Engineer: 5 days overdue");
    await mailer.send(digest);
    const eml = readFileSync(path.join(outboxDir, readdirSync(outboxDir)[0]!), "utf8");
    // A long header may be folded onto the next line.
    expect(eml.replace(/\r?\n[ \t]+/g, " ")).toContain(`List-Unsubscribe: <${oneClick}>`);
    expect(eml).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(eml).toContain("Subject: JobTrail: 3 follow-ups due");
  });

  it("prints an account link on a plain line of its own, easy to spot among the log lines", async () => {
    const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), "jobtrail-mail-")), "outbox");
    const printed: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: "JobTrail <no-reply@jobtrail.local>",
      outboxDir,
      logger: pino({ level: "info" }, { write: () => {} }),
      print: (text) => printed.push(text),
    });
    const confirm = "http://localhost:3000/auth/confirm?token_hash=abc&type=email";
    const reset = "http://localhost:3000/reset-password?token=def";

    await mailer.send(confirmationMail("riley@example.com", "Riley Chen", confirm));
    await mailer.send(passwordResetMail("riley@example.com", reset));
    await mailer.send(
      supportMail({
        to: "support@jobtrail.local",
        replyTo: "a@example.com",
        subject: "Hi",
        fields: [],
        message: "Hello",
      }),
    );

    expect(printed).toEqual([
      `\nConfirm riley@example.com: ${confirm}\n\n`,
      `\nReset password riley@example.com: ${reset}\n\n`,
    ]);
  });

  it("prints nothing when the log is silenced", async () => {
    const printed: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: "JobTrail <no-reply@jobtrail.local>",
      outboxDir: path.join(mkdtempSync(path.join(os.tmpdir(), "jobtrail-mail-")), "outbox"),
      logger: pino({ level: "silent" }),
      print: (text) => printed.push(text),
    });
    await mailer.send(
      confirmationMail("riley@example.com", "Riley Chen", "http://localhost:3000/auth/confirm"),
    );
    expect(printed).toEqual([]);
  });
});
