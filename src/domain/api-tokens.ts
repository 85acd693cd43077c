// Personal API tokens: for a script or another app of the user's to call the documented API
// as them, named, read-only or read-write, shown once, revocable. The same for both sides.
import { z } from "zod";
import { plainString } from "./text";

export const apiTokenScopes = ["read", "read-write"] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];

/** What every token starts with, so a leaked one is recognisable (secret scanners). */
export const apiTokenPrefix = "jt_";

export const apiTokenMessages = {
  name: "Name the token, such as Spreadsheet sync",
  nameTooLong: "Keep the name under 100 characters",
  scope: "Choose read or read-write",
  invalid: "This API token is not valid: it may have been revoked.",
  readOnly: "This token may only read. Make a read-write token to change data.",
  notForTokens:
    "API tokens cannot manage your account or its ways in (tokens, the calendar address, invitations). Sign in to do that.",
  created: "Token created",
  revoked: "Token revoked",
} as const;

export const createApiTokenInput = z.strictObject({
  name: plainString("Name", apiTokenMessages.name)
    .trim()
    .min(1, { error: apiTokenMessages.name })
    .max(100, { error: apiTokenMessages.nameTooLong }),
  scope: z.enum(apiTokenScopes, { error: apiTokenMessages.scope }),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenInput>;

export const apiTokenSchema = z.object({
  id: z.string().meta({ format: "uuid" }),
  name: z.string(),
  scope: z.enum(apiTokenScopes),
  prefix: z
    .string()
    .meta({ description: "The token's first characters, to tell tokens apart", example: "jt_Xy3kPq" }),
  createdAt: z.string().meta({ format: "date-time" }),
  lastUsedAt: z.string().nullable().meta({ format: "date-time", description: "Its last use, to the minute" }),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const newApiTokenSchema = apiTokenSchema.extend({
  token: z.string().meta({ description: "The token itself: shown this once, kept only as a hash" }),
});
export type NewApiToken = z.infer<typeof newApiTokenSchema>;
