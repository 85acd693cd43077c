// A real IMAP server for the mailbox tests: Debian's Dovecot, run by the suite as its own
// process on a free port, its users in a file and their mail in Maildirs under a temporary
// folder removed afterwards. Mail is delivered by APPEND as the user, as a mail server would
// file it. It speaks TLS from the start on one port and STARTTLS on another, with a
// certificate for localhost from a certificate authority made for the run (its `ca`, which
// the server under test is told to trust), and takes no password in the clear.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  appendFileSync,
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { ImapFlow } from "imapflow";
import { freePort } from "./processes";

/** The uid and gid mail is kept as: Dovecot never keeps mail as root. */
function mailOwner(): { uid: number; gid: number } {
  if (process.getuid?.() !== 0) return { uid: process.getuid!(), gid: process.getgid!() };
  const id = (flag: string) => Number(execFileSync("id", [flag, "dovecot"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

const readyLine = /starting up for imap/;

/**
 * A certificate authority and a certificate for localhost it signed, as PEM files in `folder`.
 * Their keys are P-256 (ECDSA), as many mail servers' are: made at once, where an RSA key takes
 * the machine half a second of searching for primes.
 */
function makeCertificates(folder: string) {
  const file = (name: string) => path.join(folder, name);
  const openssl = (...args: string[]) => execFileSync("openssl", args, { stdio: "ignore" });
  const newKey = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"];
  openssl(
    "req",
    "-x509",
    ...newKey,
    "-nodes",
    "-days",
    "2",
    "-subj",
    "/CN=JobTrail test CA",
    "-keyout",
    file("ca.key"),
    "-out",
    file("ca.pem"),
  );
  openssl(
    "req",
    ...newKey,
    "-nodes",
    "-subj",
    "/CN=localhost",
    "-keyout",
    file("server.key"),
    "-out",
    file("server.csr"),
  );
  writeFileSync(file("san.ext"), "subjectAltName=DNS:localhost,IP:127.0.0.1\n");
  openssl(
    "x509",
    "-req",
    "-in",
    file("server.csr"),
    "-CA",
    file("ca.pem"),
    "-CAkey",
    file("ca.key"),
    "-CAcreateserial",
    "-days",
    "2",
    "-extfile",
    file("san.ext"),
    "-out",
    file("server.pem"),
  );
  return { ca: readFileSync(file("ca.pem"), "utf8"), cert: file("server.pem"), key: file("server.key") };
}

export async function startImapServer() {
  const root = mkdtempSync(path.join(os.tmpdir(), "jobtrail-imap-"));
  // Dovecot's own processes run as its users: they must reach the folder and read the users.
  chmodSync(root, 0o755);
  const port = await freePort();
  const tlsPort = await freePort();
  const certificates = makeCertificates(root);
  const owner = mailOwner();
  const home = path.join(root, "home");
  mkdirSync(home);
  mkdirSync(path.join(root, "run"));
  mkdirSync(path.join(root, "state"));
  chownSync(home, owner.uid, owner.gid);
  const users = path.join(root, "users");
  writeFileSync(users, "");
  const asRoot = process.getuid?.() === 0;
  const me = os.userInfo().username;
  writeFileSync(
    path.join(root, "dovecot.conf"),
    [
      `base_dir = ${root}/run`,
      `state_dir = ${root}/state`,
      `log_path = ${root}/dovecot.log`,
      "listen = 127.0.0.1",
      "protocols = imap",
      "ssl = yes",
      `ssl_cert = <${certificates.cert}`,
      `ssl_key = <${certificates.key}`,
      "auth_mechanisms = plain login",
      `first_valid_uid = ${owner.uid}`,
      ...(asRoot ? [] : [`default_login_user = ${me}`, `default_internal_user = ${me}`]),
      `mail_location = maildir:${home}/%u/Maildir`,
      `passdb {\n  driver = passwd-file\n  args = scheme=PLAIN username_format=%u ${users}\n}`,
      `userdb {\n  driver = static\n  args = uid=${owner.uid} gid=${owner.gid} home=${home}/%u\n}`,
      `service imap-login {\n  inet_listener imap {\n    address = 127.0.0.1\n    port = ${port}\n  }\n  inet_listener imaps {\n    address = 127.0.0.1\n    port = ${tlsPort}\n    ssl = yes\n  }\n}`,
      "",
    ].join("\n"),
  );
  const dovecot: ChildProcess = spawn("dovecot", ["-F", "-c", path.join(root, "dovecot.conf")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Dovecot did not start:\n${output}`)), 15_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
    };
    dovecot.stdout?.on("data", read);
    dovecot.stderr?.on("data", read);
    dovecot.once("exit", () => {
      clearTimeout(timer);
      reject(new Error(`Dovecot stopped:\n${output}`));
    });
    // Dovecot writes its start to its log; the port answers once it listens.
    const poll = setInterval(() => {
      try {
        if (!readyLine.test(readFileSync(path.join(root, "dovecot.log"), "utf8"))) return;
      } catch {
        return;
      }
      clearInterval(poll);
      clearTimeout(timer);
      resolve();
    }, 100);
  });

  const client = (user: string, password: string) =>
    new ImapFlow({
      host: "localhost",
      port: tlsPort,
      secure: true,
      tls: { ca: certificates.ca },
      auth: { user, pass: password },
      logger: false,
    });

  return {
    host: "localhost",
    /** STARTTLS. */
    port,
    /** TLS from the start. */
    tlsPort,
    /** The certificate authority its certificate comes from. */
    ca: certificates.ca,
    /** A mailbox's account; its password is what the user would enter as the app password. */
    addUser(user: string, password: string) {
      appendFileSync(users, `${user}:{PLAIN}${password}\n`);
    },
    /** Files mails in the user's folder (made if missing), as their mail server would. */
    async deliver(user: string, password: string, mails: (Buffer | string)[], folder = "INBOX") {
      const imap = client(user, password);
      await imap.connect();
      try {
        if (folder !== "INBOX") await imap.mailboxCreate(folder).catch(() => {});
        for (const mail of mails) await imap.append(folder, mail);
      } finally {
        await imap.logout();
      }
    },
    /** Files one mail as received on `date` (an old mail, before a look-back). */
    async deliverDated(user: string, password: string, mail: Buffer | string, date: Date) {
      const imap = client(user, password);
      await imap.connect();
      try {
        await imap.append("INBOX", mail, [], date);
      } finally {
        await imap.logout();
      }
    },
    /** The flags of every mail in a folder: nothing JobTrail does may change them. */
    async flags(user: string, password: string, folder = "INBOX"): Promise<string[][]> {
      const imap = client(user, password);
      await imap.connect();
      try {
        const lock = await imap.getMailboxLock(folder, { readOnly: true });
        const all: string[][] = [];
        try {
          for await (const message of imap.fetch("1:*", { flags: true }))
            all.push([...(message.flags ?? [])].sort());
        } finally {
          lock.release();
        }
        return all;
      } finally {
        await imap.logout();
      }
    },
    async stop() {
      dovecot.kill("SIGTERM");
      await new Promise((resolve) => dovecot.once("exit", resolve));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
