import type { Database } from "../../db/client";
import { notFound } from "../../errors";
import { createProtectedRouter } from "../../lib/router";
import { getProfile } from "../../profile/profile";
import type { Files } from "../../storage/files";
import { getOwnProfile } from "./profile.routes";

export function profileRouter(db: Database, files: Files) {
  return createProtectedRouter().openapi(getOwnProfile, async (c) => {
    const profile = await getProfile(db, files, c.var.user.id);
    if (!profile) throw notFound();
    return c.json(profile, 200);
  });
}
