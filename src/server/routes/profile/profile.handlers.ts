import type { Database } from "../../db/client";
import { notFound } from "../../errors";
import { createProtectedRouter } from "../../lib/router";
import { getProfile } from "../../profile/profile";
import { getOwnProfile } from "./profile.routes";

export function profileRouter(db: Database) {
  return createProtectedRouter().openapi(getOwnProfile, async (c) => {
    const profile = await getProfile(db, c.var.user.id);
    if (!profile) throw notFound();
    return c.json(profile, 200);
  });
}
