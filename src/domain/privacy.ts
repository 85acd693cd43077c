// Privacy: cookie choices, data exports and account deletion. The rules and texts the
// banner, the privacy settings and the server share.
import { z } from "zod";
import { currentPassword, email } from "./auth";
import type { CookiePreferences } from "./consent";
import { plainString } from "./text";

const cookiePreferencesSchema = z.object({
  essential: z.literal(true, { error: "Essential cookies keep you signed in and cannot be turned off" }),
  functional: z.boolean({ error: "Choose on or off" }),
  analytics: z.boolean({ error: "Choose on or off" }),
  marketing: z.boolean({ error: "Choose on or off" }),
}) satisfies z.ZodType<CookiePreferences>;

/** The consent record: what was chosen, under which version, and when. */
export const consentSchema = z.object({
  preferences: cookiePreferencesSchema,
  version: z.string(),
  consentedAt: z.string(),
});
export type Consent = z.infer<typeof consentSchema>;

export const saveConsentInput = z.object({ preferences: cookiePreferencesSchema }).strict();

// Limits on the privacy actions, per user, counted by the server.
export const privacyLimits = {
  exports: { max: 5, windowSeconds: 24 * 60 * 60 },
  deletions: { max: 3, windowSeconds: 24 * 60 * 60 },
  consentUpdates: { max: 10, windowSeconds: 60 * 60 },
  settingUpdates: { max: 20, windowSeconds: 60 * 60 },
} as const;

// Data export.
export const exportStatuses = ["queued", "running", "ready", "failed"] as const;
export const exportMaxBytes = 100 * 1024 * 1024;
export const exportLifetimeDays = 7;
export const exportMessages = {
  tooLarge:
    "Your data is larger than 100 MB, more than one export can hold. Delete documents you no longer need, or contact us and we will send it another way.",
  failed: "The export could not be made. Please try again.",
  gone: "This export has expired. Ask for a new one.",
  passphraseLength: "A passphrase needs at least 8 characters",
  passphraseTooLong: "A passphrase may have at most 128 characters",
} as const;

export const exportPassphrase = plainString("Passphrase", exportMessages.passphraseLength)
  .min(8, { error: exportMessages.passphraseLength })
  .max(128, { error: exportMessages.passphraseTooLong });

export const requestExportInput = z.object({ passphrase: exportPassphrase.optional() }).strict();
export type RequestExportInput = z.input<typeof requestExportInput>;

export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(exportStatuses),
  progress: z.number().int(),
  protected: z.boolean(),
  byteSize: z.number().int().nullable(),
  failure: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

// Account deletion.
export const deletionMessages = {
  emailMismatch: "Type the email address of this account to confirm",
  deleted: "Your account and everything in it has been deleted.",
} as const;

export const deleteAccountInput = z
  .object({
    password: currentPassword,
    email: z.string({ error: deletionMessages.emailMismatch }).pipe(email),
  })
  .strict();
export type DeleteAccountInput = z.input<typeof deleteAccountInput>;

// Sessions.
export const sessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  device: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type SignedInSession = z.infer<typeof sessionSchema>;
