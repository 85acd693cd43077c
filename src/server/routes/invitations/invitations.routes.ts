import { createRoute, z } from "@hono/zod-openapi";
import { invitationMessages, invitationSchema, invitationsSchema, inviteInput } from "@/domain/invitations";
import { errorResponse, jsonBody, jsonResponse, pathId, sessionOnly } from "../../lib/router";

const tags = ["Invitations"];

export const listInvitationsRoute = sessionOnly(
  createRoute({
    method: "get",
    path: "/invitations",
    tags,
    summary: "Whether the user may invite people, and the invitations still open",
    description:
      "On a JobTrail whose SIGNUP is invitation, the addresses in ADMIN_EMAILS may invite; anyone else gets canInvite false.",
    responses: { 200: jsonResponse(invitationsSchema.meta({ id: "Invitations" }), "The invitations") },
  }),
);

export const inviteRoute = sessionOnly(
  createRoute({
    method: "post",
    path: "/invitations",
    tags,
    summary: "Invite an address to make an account (mailed a link good for 14 days)",
    request: { body: jsonBody(inviteInput.meta({ id: "InviteInput" })) },
    responses: {
      201: jsonResponse(invitationSchema.meta({ id: "Invitation" }), "The invitation, mailed"),
      403: errorResponse(`${invitationMessages.notAdmin} / ${invitationMessages.notInvitationMode}`),
      503: errorResponse("The mail server could not take the invitation; nothing was kept"),
    },
  }),
);

export const withdrawInvitationRoute = sessionOnly(
  createRoute({
    method: "delete",
    path: "/invitations/{id}",
    tags,
    summary: "Withdraw an invitation: its link no longer makes an account",
    request: { params: z.object({ id: pathId("id") }) },
    responses: {
      204: { description: "Withdrawn" },
      403: errorResponse(invitationMessages.notAdmin),
      404: errorResponse("No such invitation"),
    },
  }),
);
