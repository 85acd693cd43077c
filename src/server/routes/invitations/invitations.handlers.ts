import type { Invitations } from "../../invitations/invitations";
import { createProtectedRouter } from "../../lib/router";
import { inviteRoute, listInvitationsRoute, withdrawInvitationRoute } from "./invitations.routes";

export function invitationsRouter(invitations: Invitations) {
  return createProtectedRouter()
    .openapi(listInvitationsRoute, async (c) => c.json(await invitations.list(c.var.user), 200))
    .openapi(inviteRoute, async (c) =>
      c.json(await invitations.invite(c.var.user, c.req.valid("json").email), 201),
    )
    .openapi(withdrawInvitationRoute, async (c) => {
      await invitations.withdraw(c.var.user, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
