// The profile: made at signup, read, changed by its owner, and its picture.
import { and, eq } from "drizzle-orm";
import { fileTypeFromFile } from "file-type";
import type { z } from "zod";
import {
  avatarMaxBytes,
  avatarMessages,
  avatarSize,
  colorForName,
  displayName,
  normaliseTier,
  ownProfileMessages,
  type Profile,
  type updateProfileInput,
} from "@/domain/profile";
import type { Database, Transaction } from "../db/client";
import { files as fileTable, profiles, user } from "../db/schema";
import { AppError } from "../errors";
import { type Files, fileUrl } from "../storage/files";
import { receiveUpload } from "../storage/upload";

/**
 * An avatar drawn locally from the name: no third-party service sees it. Its library is loaded
 * at the first sign-up, not at the server's start (it is one of the largest to load).
 */
async function generatedAvatarSvg(name: string): Promise<string> {
  const [{ createAvatar }, { initials: initialsCollection }] = await Promise.all([
    import("@dicebear/core"),
    import("@dicebear/collection"),
  ]);
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
  const avatar = Buffer.from(await generatedAvatarSvg(fullName));
  await files.store(
    {
      userId: input.userId,
      purpose: "avatar",
      contentType: "image/svg+xml",
      byteSize: avatar.byteLength,
      body: avatar,
    },
    (tx, avatarFileId) =>
      tx
        .insert(profiles)
        .values({
          id: input.userId,
          email: input.email,
          ...names,
          jobTitle: input.jobTitle ?? null,
          avatarFileId,
          avatarColor: colorForName(fullName),
          tier: "free",
        })
        .onConflictDoNothing(),
  );
}

/** Whether an `id` sent with a request names someone other than the signed-in user. */
function refuseOtherUser(sentId: string | undefined, userId: string, message: string) {
  if (sentId !== undefined && sentId !== userId) throw new AppError("RLS_DENIED", message);
}

export type UpdateProfileInput = z.output<typeof updateProfileInput>;

export function createProfiles({ db, files }: { db: Database; files: Files }) {
  /**
   * The read model. A missing row (its creation after signup failed, which does not fail
   * the signup) is made now from the account's name.
   */
  async function get(userId: string): Promise<Profile | undefined> {
    const [row] = await db
      .select({ profile: profiles, user: { name: user.name, email: user.email, image: user.image } })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, userId));
    if (!row) return undefined;
    if (!row.profile) {
      await createProfile(files, { userId, email: row.user.email, name: row.user.name });
      return get(userId);
    }
    const { profile } = row;
    return {
      id: profile.id,
      email: row.user.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      jobTitle: profile.jobTitle,
      avatar: profile.avatarFileId ? fileUrl(profile.avatarFileId) : row.user.image,
      avatarColor: profile.avatarColor,
      tier: normaliseTier(profile.tier),
      displayName: displayName({
        firstName: profile.firstName,
        lastName: profile.lastName,
        email: row.user.email,
      }),
    };
  }

  async function getOrFail(userId: string): Promise<Profile> {
    const profile = await get(userId);
    if (!profile) throw new AppError("NOT_FOUND");
    return profile;
  }

  /** Points the profile at a new picture (or none) and removes the one it replaces. */
  async function replaceAvatar(
    tx: Transaction,
    userId: string,
    avatarFileId: string | null,
  ): Promise<string | null> {
    const [current] = await tx
      .select({ avatarFileId: profiles.avatarFileId })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("update");
    await tx.update(profiles).set({ avatarFileId, updatedAt: new Date() }).where(eq(profiles.id, userId));
    const old = current?.avatarFileId ?? null;
    if (old) await tx.delete(fileTable).where(and(eq(fileTable.id, old), eq(fileTable.userId, userId)));
    return old;
  }

  return {
    get: getOrFail,

    async update(userId: string, input: UpdateProfileInput): Promise<Profile> {
      refuseOtherUser(input.id, userId, ownProfileMessages.update);
      const { id: _id, ...changes } = input;
      await getOrFail(userId);
      if (Object.keys(changes).length > 0) {
        await db
          .update(profiles)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(profiles.id, userId));
      }
      return getOrFail(userId);
    },

    /**
     * A new picture from a multipart upload: the bytes must be an image, which is made
     * 256x256 and re-encoded, so nothing of the original file (its GPS position, its camera,
     * anything hidden in it) is kept.
     */
    async uploadAvatar(userId: string, request: Request): Promise<Profile> {
      await getOrFail(userId);
      const upload = await receiveUpload(request, {
        fileField: "file",
        textFields: ["userId"],
        maxFileBytes: avatarMaxBytes,
        messages: { tooLarge: avatarMessages.tooLarge, missingFile: avatarMessages.notImage },
        scratch: files.scratch,
      });
      try {
        refuseOtherUser(upload.fields.userId, userId, ownProfileMessages.uploadAvatar);
        const detected = await fileTypeFromFile(upload.path);
        const notImage = new AppError("VALIDATION_ERROR", avatarMessages.notImage, {
          file: avatarMessages.notImage,
        });
        if (!detected?.mime.startsWith("image/")) throw notImage;
        // The image library is loaded at the first photo, not at the server's start.
        const { default: sharp } = await import("sharp");
        let image: Buffer;
        try {
          image = await sharp(upload.path, { limitInputPixels: 100_000_000 })
            .rotate()
            .resize(avatarSize, avatarSize, { fit: "cover" })
            .webp({ quality: 85 })
            .toBuffer();
        } catch {
          // An image type sharp cannot read (or a broken one) is no picture to show.
          throw notImage;
        }
        const old = await files.store(
          { userId, purpose: "avatar", contentType: "image/webp", byteSize: image.byteLength, body: image },
          (tx, fileId) => replaceAvatar(tx, userId, fileId),
        );
        if (old) await files.forget([old]);
        return getOrFail(userId);
      } finally {
        await upload.discard();
      }
    },

    async removeAvatar(userId: string, sentId?: string): Promise<Profile> {
      refuseOtherUser(sentId, userId, ownProfileMessages.deleteAvatar);
      await getOrFail(userId);
      const old = await db.transaction((tx) => replaceAvatar(tx, userId, null));
      if (old) await files.forget([old]);
      return getOrFail(userId);
    },
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
