// Who may make an account: anyone (the default), only those invited by an administrator of
// this JobTrail, or no one (a closed deployment). A self-hoster's setting.
import { z } from "zod";
import { email } from "./auth";

export const signupModes = ["open", "invitation", "closed"] as const;
export type SignupMode = (typeof signupModes)[number];

/** How long an invitation stays good. */
export const invitationDays = 14;

export const invitationMessages = {
  closed: "Sign-up is closed on this JobTrail. Ask its administrator for an account.",
  invitationOnly: "Sign-up on this JobTrail is by invitation. Use the link in your invitation email.",
  invalid: "This invitation is not valid for this email address, or it has expired. Ask for a new one.",
  notAdmin: "Only an administrator of this JobTrail can invite people.",
  confirmFirst:
    "Confirm your email address to invite people: an administrator's address must be confirmed first.",
  notInvitationMode: "Invitations are for a JobTrail whose sign-up is by invitation.",
  exists: "There is already an account with this email address.",
  sent: "Invitation sent",
  withdrawn: "Invitation withdrawn",
} as const;

export const inviteInput = z.strictObject({ email });

export const invitationSchema = z.object({
  id: z.string().meta({ format: "uuid" }),
  email: z.string(),
  createdAt: z.string().meta({ format: "date-time" }),
  expiresAt: z.string().meta({ format: "date-time" }),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationsSchema = z.object({
  canInvite: z
    .boolean()
    .meta({ description: "Whether this user is an administrator of an invitation-only JobTrail" }),
  confirmEmailFirst: z.boolean().meta({
    description: "The address is an administrator's, but not yet confirmed: no invitations until it is",
  }),
  items: z.array(invitationSchema).meta({ description: "The invitations not yet used or expired" }),
});
export type InvitationList = z.infer<typeof invitationsSchema>;
