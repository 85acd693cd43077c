// The user's own mailbox, read over IMAP: where it is and how it is reached, which folders
// are read, and how far back to look when it is connected. Its app password goes in and never
// comes back out. The same for the server and the web app.
import { z } from "zod";

const mailboxSecurities = ["tls", "starttls"] as const;
export type MailboxSecurity = (typeof mailboxSecurities)[number];

/** The port each kind of security usually has. */
export const usualPorts: Record<MailboxSecurity, number> = { tls: 993, starttls: 143 };

export const mailboxLimits = { folders: 20, lookBackDays: { min: 0, max: 365, usual: 90 } } as const;

/** How often a connected mailbox is looked at, in minutes. */
export const mailboxCheckMinutes = 3;

export const mailboxMessages = {
  host: "Enter your mail server's name, such as imap.gmail.com",
  port: "Enter a port from 1 to 65535 (993 for TLS, 143 for STARTTLS)",
  security: "Choose TLS or STARTTLS",
  username: "Enter the user name you sign in to your mail with (usually your address)",
  password: "Enter an app password for JobTrail",
  folders: `Choose from 1 to ${mailboxLimits.folders} folders`,
  folder: "A folder's name cannot be empty",
  lookBackDays: `Choose from ${mailboxLimits.lookBackDays.min} to ${mailboxLimits.lookBackDays.max} days`,
  privateHost: "This mail server's address is on a private network JobTrail does not reach",
  cannotReach: (host: string) =>
    `Could not reach ${host}. Check the server name, the port and the security setting.`,
  notSecure: (host: string) =>
    `Could not make a secure connection to ${host}. Check the port and the security setting.`,
  signInRefused:
    "Your mail server did not accept the user name and app password. Check them, or make a new app password.",
  noFolder: (folder: string) => `Your mailbox has no folder named ${folder}`,
  connected: "Mailbox connected",
  disconnected: "Mailbox disconnected: its password is forgotten",
} as const;

const hostName = z
  .string({ error: mailboxMessages.host })
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$|^\d{1,3}(\.\d{1,3}){3}$/,
    {
      error: mailboxMessages.host,
    },
  );

export const connectMailboxInput = z.strictObject({
  host: hostName.meta({ example: "imap.gmail.com" }),
  port: z
    .number({ error: mailboxMessages.port })
    .int({ error: mailboxMessages.port })
    .min(1, { error: mailboxMessages.port })
    .max(65535, { error: mailboxMessages.port }),
  security: z.enum(mailboxSecurities, { error: mailboxMessages.security }),
  username: z
    .string({ error: mailboxMessages.username })
    .trim()
    .min(1, { error: mailboxMessages.username })
    .max(320),
  /** Left out when the settings change and the password stays. */
  password: z
    .string({ error: mailboxMessages.password })
    .min(1, { error: mailboxMessages.password })
    .max(1000)
    .optional(),
  folders: z
    .array(
      z.string({ error: mailboxMessages.folder }).trim().min(1, { error: mailboxMessages.folder }).max(200),
    )
    .min(1, { error: mailboxMessages.folders })
    .max(mailboxLimits.folders, { error: mailboxMessages.folders })
    .default(["INBOX"]),
  lookBackDays: z
    .number({ error: mailboxMessages.lookBackDays })
    .int({ error: mailboxMessages.lookBackDays })
    .min(mailboxLimits.lookBackDays.min, { error: mailboxMessages.lookBackDays })
    .max(mailboxLimits.lookBackDays.max, { error: mailboxMessages.lookBackDays })
    .default(mailboxLimits.lookBackDays.usual),
});
export type ConnectMailboxInput = z.input<typeof connectMailboxInput>;
export type ConnectMailboxData = z.output<typeof connectMailboxInput>;

export const mailboxSchema = z
  .object({
    host: z.string(),
    port: z.number().int(),
    security: z.enum(mailboxSecurities),
    username: z.string(),
    folders: z.array(z.string()),
    lookBackDays: z.number().int(),
    connectedAt: z.string(),
    lastCheckedAt: z.string().nullable(),
    lastError: z.string().nullable().meta({ description: "Why the last look failed; null when it worked" }),
  })
  .meta({ id: "Mailbox", description: "The user's mailbox, without its password" });
export type Mailbox = z.infer<typeof mailboxSchema>;
