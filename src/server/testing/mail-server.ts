// A real SMTP server that keeps what it receives, for the browser flows and the suites that
// run servers as processes (several instances, a mail server that goes away).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string; raw: string; text: string };

/** Quoted-printable bodies: undo soft line breaks and escaped bytes before reading links. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A mail server on `port` (one the system picks by default: a stopped one starts again on its own). */
export async function startMailServer({ port: wanted = 0 }: { port?: number } = {}) {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(",");
        mails.push({ to, raw, text: decodeQuotedPrintable(raw) });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(wanted, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** Waits for a mail to `to` containing a link with `pathPart`, and returns that link. */
  async function linkFor(to: string, pathPart: string, after = 0): Promise<string> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      for (const mail of mails.slice(after)) {
        if (!mail.to.includes(to)) continue;
        const link = mail.text.match(
          new RegExp(`https?://[^\\s"<>]*${pathPart.replace(/[/?]/g, "\\$&")}[^\\s"<>]*`),
        );
        if (link) return link[0].replace(/&amp;/g, "&");
      }
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 500);
      });
    }
    throw new Error(`no mail to ${to} with ${pathPart}`);
  }

  /** Waits, at most `seconds`, for a mail to `to` whose text contains `content`. */
  async function mailTo(to: string, content: string, seconds = 15): Promise<ReceivedMail> {
    const deadline = Date.now() + seconds * 1000;
    while (Date.now() < deadline) {
      const mail = mails.find((received) => received.to.includes(to) && received.text.includes(content));
      if (mail) return mail;
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 500);
      });
    }
    throw new Error(`no mail to ${to} with "${content}" within ${seconds} s`);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    linkFor,
    mailTo,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
