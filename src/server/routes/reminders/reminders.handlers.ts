import { createProtectedRouter, createPublicRouter } from "../../lib/router";
import type { Reminders } from "../../reminders/reminders";
import { getReminderSettings, unsubscribeFromDigest, updateReminderSettings } from "./reminders.routes";

export function remindersRouter(reminders: Reminders) {
  return createProtectedRouter()
    .openapi(getReminderSettings, async (c) => c.json(await reminders.get(c.var.user.id), 200))
    .openapi(updateReminderSettings, async (c) =>
      c.json(await reminders.update(c.var.user.id, c.req.valid("json")), 200),
    );
}

// Public: the digest's unsubscribe link must work without signing in (a mail app posts to it
// too); its token, a MAC of the user's id under the server's secret, is the authority.
export function unsubscribeRouter(reminders: Reminders) {
  return createPublicRouter().openapi(unsubscribeFromDigest, async (c) => {
    await reminders.unsubscribe(c.req.valid("query").token);
    return c.json({ unsubscribed: true as const }, 200);
  });
}
