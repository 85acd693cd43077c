// The profile read model and its display rules, the same for the server and the web app.
import { z } from "zod";

export const tiers = ["free", "pro"] as const;
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
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 2);
  const letters = words.map((word) => word[0]!.toUpperCase()).join("");
  return letters || "U";
}

/** With no colour set, one is chosen deterministically from the name. */
export function colorForName(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return avatarColors[hash % avatarColors.length]!;
}

/** Tier values other than 'free' and 'pro' are stored as null: no unknown tier reaches the app. */
export function normaliseTier(value: unknown): Tier | null {
  return value === "free" || value === "pro" ? value : null;
}
