// The profile row made at signup, and its read model.
import { initials as initialsCollection } from "@dicebear/collection";
import { createAvatar } from "@dicebear/core";
import { eq } from "drizzle-orm";
import { colorForName, displayName, normaliseTier, type Profile } from "@/domain/profile";
import type { Database } from "../db/client";
import { profiles, user } from "../db/schema";
import { type Files, fileUrl } from "../storage/files";

/** An avatar drawn locally from the name: no third-party service sees it. */
export function generatedAvatarSvg(name: string): string {
  return createAvatar(initialsCollection, {
    seed: name,
    backgroundColor: [colorForName(name).slice(1)],
    fontWeight: 600,
  }).toString();
}

function splitName(name: string): { firstName: string | null; lastName: string | null } {
  const [first, ...rest] = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: first ?? null, lastName: rest.join(" ") || null };
}

export async function createProfile(
  db: Database,
  files: Files,
  input: {
    userId: string;
    email: string;
    name: string;
    firstName?: string;
    lastName?: string;
    jobTitle?: string;
  },
) {
  const names =
    input.firstName || input.lastName
      ? { firstName: input.firstName ?? null, lastName: input.lastName ?? null }
      : splitName(input.name);
  const fullName = displayName({ ...names, email: input.email });
  const avatarId = await files.save({
    userId: input.userId,
    purpose: "avatar",
    contentType: "image/svg+xml",
    data: Buffer.from(generatedAvatarSvg(fullName)),
  });
  await db
    .insert(profiles)
    .values({
      id: input.userId,
      email: input.email,
      ...names,
      jobTitle: input.jobTitle ?? null,
      avatarUrl: fileUrl(avatarId),
      avatarColor: colorForName(fullName),
      tier: "free",
    })
    .onConflictDoNothing();
}

/**
 * The read model. A missing row (its creation after signup failed, which does not fail the
 * signup) is made now from the account's name.
 */
export async function getProfile(db: Database, files: Files, userId: string): Promise<Profile | undefined> {
  const [row] = await db
    .select({ profile: profiles, user: { name: user.name, email: user.email, image: user.image } })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!row) return undefined;
  if (!row.profile) {
    await createProfile(db, files, { userId, email: row.user.email, name: row.user.name });
    return getProfile(db, files, userId);
  }
  const { profile } = row;
  return {
    id: profile.id,
    email: row.user.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    jobTitle: profile.jobTitle,
    avatar: profile.avatarUrl ?? row.user.image,
    avatarColor: profile.avatarColor,
    tier: normaliseTier(profile.tier),
    displayName: displayName({
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: row.user.email,
    }),
  };
}
