import { createProtectedRouter } from "../../lib/router";
import type { Profiles } from "../../profile/profile";
import { getOwnProfile, removeAvatar, updateOwnProfile, uploadAvatar } from "./profile.routes";

export function profileRouter(profiles: Profiles) {
  return createProtectedRouter()
    .openapi(getOwnProfile, async (c) => c.json(await profiles.get(c.var.user.id), 200))
    .openapi(updateOwnProfile, async (c) =>
      c.json(await profiles.update(c.var.user.id, c.req.valid("json")), 200),
    )
    .openapi(uploadAvatar, async (c) => c.json(await profiles.uploadAvatar(c.var.user.id, c.req.raw), 200))
    .openapi(removeAvatar, async (c) =>
      c.json(await profiles.removeAvatar(c.var.user.id, c.req.valid("query").userId), 200),
    );
}
