// The profile read model and its display rules, the same for the server and the web app.
import { z } from "zod";
import { jobTitle, personName } from "./auth";

const tiers = ["free", "pro"] as const;
export type Tier = (typeof tiers)[number];

export const avatarColors = [
  "#3B82F6",
  "#10B981",
  "#8B5CF6",
  "#F59E0B",
  "#EF4444",
  "#06B6D4",
  "#84CC16",
  "#F97316",
  "#EC4899",
  "#6366F1",
] as const;

/** A colour the user picks: the palette's, or any other as #RRGGBB. */
const avatarColorMessage = "Choose a colour as #RRGGBB";
const avatarColor = z
  .string({ error: avatarColorMessage })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: avatarColorMessage })
  .transform((value) => value.toUpperCase());

export const ownProfileMessages = {
  access: "Unauthorized - can only access your own profile",
  modify: "Unauthorized - can only modify your own profile",
  update: "Unauthorized - can only update your own profile",
  delete: "Unauthorized - can only delete your own profile",
  uploadAvatar: "Unauthorized - cannot upload avatar for another user",
  deleteAvatar: "Unauthorized - cannot delete avatar for another user",
} as const;

/** The profile form: the names and job title, with the signup rules and messages. */
export const profileFormInput = z.object({
  firstName: personName("First"),
  lastName: personName("Last"),
  jobTitle: jobTitle,
});
export type ProfileFormInput = z.input<typeof profileFormInput>;

/**
 * What the user may change of their profile, any of it at a time. The email and password
 * change through their own confirmed steps. An `id` may be sent (as the original client
 * did); it must be the user's own.
 */
export const updateProfileInput = profileFormInput
  .extend({
    id: z.string(),
    jobTitle: jobTitle.nullable().transform((value) => (value ? value : null)),
    avatarColor,
  })
  .partial()
  .strict();
export type UpdateProfileInput = z.input<typeof updateProfileInput>;

// The avatar dialog's rules and texts.
export const avatarMaxBytes = 10 * 1024 * 1024;
export const avatarSize = 256;
export const avatarInitialCropPercent = 90;
export const avatarMessages = {
  notImage: "Please select an image file (JPG, PNG, GIF, etc.).",
  tooLarge: "File too large. Maximum size: 10MB",
  invalidFile: "Invalid File",
  saveFailed: "Save failed",
  removeFailed: "Remove failed",
  updated: "Avatar updated",
  colorUpdated: "Avatar color updated",
  removed: "Avatar removed",
  cropNeeded: "Choose the part of the picture to keep",
} as const;

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  avatar: z.string().nullable(),
  avatarColor: z.string().nullable(),
  tier: z.enum(tiers).nullable(),
  displayName: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Full name, then the part of the email before @, then 'User'. */
export function displayName(input: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}) {
  const fullName = [input.firstName, input.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  if (fullName) return fullName;
  const local = input.email?.split("@")[0]?.trim();
  return local || "User";
}

/** First letters of up to two words of the name, or 'U'. */
export function initials(name: string | null | undefined): string {
  // Words that start with a letter or digit: "Globex & Co" is GC, not G&.
  const words = (name ?? "")
    .trim()
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2);
  const letters = words.map((word) => word[0]!.toUpperCase()).join("");
  return letters || "U";
}

/** With no colour set, one is chosen deterministically from the name. */
export function colorForName(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return avatarColors[hash % avatarColors.length]!;
}

/** WCAG relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const darkText = "#000000";
const lightText = "#FFFFFF";

/**
 * The initials' colour on an avatar colour: white or black, whichever contrasts more,
 * so initials stay readable on any colour a user picks (several palette colours are too
 * light for white text).
 */
export function initialsColorOn(background: string): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(background)) return lightText;
  const l = luminance(background);
  const contrastWithLight = 1.05 / (l + 0.05);
  const contrastWithDark = (l + 0.05) / (luminance(darkText) + 0.05);
  return contrastWithDark > contrastWithLight ? darkText : lightText;
}

/** Tier values other than 'free' and 'pro' are stored as null: no unknown tier reaches the app. */
export function normaliseTier(value: unknown): Tier | null {
  return value === "free" || value === "pro" ? value : null;
}
