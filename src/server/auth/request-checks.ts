// What every request to the account endpoints must pass before Better Auth acts on it: text
// it could not store, return links off this site, the per-address attempt limits; then each
// endpoint's own checks, with the messages the forms show.
import { APIError, type createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { z } from "zod";
import {
  changeEmailInput,
  commonPasswordMessage,
  currentPassword,
  newPasswordSchema,
  signupInput,
} from "@/domain/auth";
import { errorMessages, tooManyAttemptsMessage } from "@/domain/errors";
import { invitationMessages } from "@/domain/invitations";
import { paths } from "@/domain/paths";
import { controlCharacterMessage, hasControlCharacters, withoutControlCharacters } from "@/domain/text";
import type { Database } from "../db/client";
import type { Env } from "../env";
import { AppError, zodFields } from "../errors";
import type { Invitations } from "../invitations/invitations";
import { countAttempt, type Limit } from "../lib/rate-limit";
import type { OutgoingMail } from "../mail/mailer";
import { emailChangeNoticeMail } from "../mail/templates";
import { isCommonPassword } from "./common-passwords";
import { checkCurrentPassword } from "./current-password";
import { currentAuthRequest } from "./request-context";

/** A request to an account endpoint, as Better Auth's middleware sees it. */
type AuthRequest = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

type RequestCheckDeps = {
  env: Env;
  db: Database;
  invitations: Invitations;
  /** Sends a mail, failing the request when it cannot be sent. */
  sendOrFail: (mail: OutgoingMail) => Promise<void>;
};

/** Per-email limits of the account endpoints, on top of Better Auth's per-IP ones. */
const emailLimits: Record<string, Limit> = {
  "/sign-in/email": { max: 10, windowSeconds: 15 * 60 },
  "/sign-up/email": { max: 5, windowSeconds: 60 * 60 },
  "/request-password-reset": { max: 5, windowSeconds: 60 * 60 },
  "/send-verification-email": { max: 5, windowSeconds: 60 * 60 },
};
// Attempts are counted before the body is checked; a key is text the database stores, so
// characters it cannot store are left out of it.
const emailAttemptKey = (path: string, email: string) =>
  `email:${path}:${withoutControlCharacters(email).trim().toLowerCase()}`;

/** Passwords are hashed, never stored as text: whatever they hold is the user's own. */
const passwordFields = new Set(["password", "newPassword", "currentPassword", "confirmPassword"]);

/**
 * The fields of a request body whose text holds a control character, named with the
 * message the forms use. PostgreSQL cannot store NUL, so such a body would otherwise fail
 * inside Better Auth as a server error.
 */
function controlCharacterFields(body: unknown): Record<string, string> | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value !== "string" || passwordFields.has(name) || !hasControlCharacters(value)) continue;
    fields[name] = controlCharacterMessage(`${name.charAt(0).toUpperCase()}${name.slice(1)}`);
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** The parameters Better Auth sends the browser on to after a link or a sign-in. */
const returnFields = ["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"];

/**
 * Return links that are neither a path of this site nor a URL on its origin. Better Auth
 * would refuse another origin, but throws on text that is no URL at all (a server error);
 * here both are a field message instead.
 */
function foreignReturnFields(appUrl: string, ...sources: unknown[]): Record<string, string> | undefined {
  const origin = new URL(appUrl).origin;
  const fields: Record<string, string> = {};
  for (const source of sources) {
    if (typeof source !== "object" || source === null) continue;
    for (const name of returnFields) {
      const value = (source as Record<string, unknown>)[name];
      if (typeof value !== "string") continue;
      const sitePath = value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
      if (sitePath || (URL.canParse(value) && new URL(value).origin === origin)) continue;
      fields[name] = "The return link must be a page of this site";
    }
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** What the password change reads: the current password proves it is the owner. */
const changePasswordBody = z.object({ currentPassword, newPassword: newPasswordSchema });

function validationFailure(fields: Record<string, string>) {
  return new APIError("BAD_REQUEST", {
    code: "VALIDATION_ERROR",
    message: errorMessages.VALIDATION_ERROR,
    fields,
  });
}

/** The checks, as Better Auth's middleware runs them before each account endpoint. */
export function requestChecks(deps: RequestCheckDeps) {
  const { env, db } = deps;
  return async (ctx: AuthRequest) => {
    // Sign-up checks its fields below with the form's own labels.
    const unsavable = ctx.path === "/sign-up/email" ? undefined : controlCharacterFields(ctx.body);
    if (unsavable) throw validationFailure(unsavable);
    const foreign = foreignReturnFields(env.appUrl, ctx.query, ctx.body);
    if (foreign) throw validationFailure(foreign);

    const limit = emailLimits[ctx.path];
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    if (
      limit &&
      typeof email === "string" &&
      !(await countAttempt(db, emailAttemptKey(ctx.path, email), limit))
    ) {
      throw new APIError("TOO_MANY_REQUESTS", { code: "RATE_LIMITED", message: tooManyAttemptsMessage });
    }

    if (ctx.path === "/sign-up/email") return checkSignUp(deps, ctx);
    if (ctx.path === "/change-email" || ctx.path === "/change-password") return checkAccountChange(deps, ctx);
    if (ctx.path === "/reset-password") checkPasswordReset(ctx);
  };
}

/** A sign-up: the form's fields, who may sign up here, and a password not among the common ones. */
async function checkSignUp({ invitations }: RequestCheckDeps, ctx: AuthRequest) {
  const parsed = signupInput.safeParse(ctx.body);
  if (!parsed.success) throw validationFailure(zodFields(parsed.error));
  const { firstName, lastName, email: address, password, jobTitle } = parsed.data;
  const invitation = (ctx.body as { invitation?: unknown }).invitation;
  if (invitations.mode === "closed" && !invitations.isAdmin(address))
    throw new APIError("FORBIDDEN", { code: "SIGNUP_REFUSED", message: invitationMessages.closed });
  if (
    invitations.mode === "invitation" &&
    !invitations.isAdmin(address) &&
    !(await invitations.isValid(address, typeof invitation === "string" ? invitation : undefined))
  )
    throw new APIError("FORBIDDEN", { code: "SIGNUP_REFUSED", message: invitationMessages.invalid });
  if (isCommonPassword(password)) throw validationFailure({ password: commonPasswordMessage });
  return {
    context: {
      body: {
        name: `${firstName} ${lastName}`,
        email: address,
        password,
        firstName,
        lastName,
        jobTitle,
        ...(typeof invitation === "string" ? { invitation } : {}),
      },
    },
  };
}

/** An email or password change: the current password proves it is the owner. */
async function checkAccountChange({ env, db, sendOrFail }: RequestCheckDeps, ctx: AuthRequest) {
  // Without a session the endpoint itself answers 401.
  const session = await getSessionFromCtx(ctx);
  if (!session) return;
  const checkPassword = async (password: string) => {
    try {
      await checkCurrentPassword(db, ctx.context.password, session.user.id, password, "currentPassword");
    } catch (error) {
      if (error instanceof AppError && error.fields) throw validationFailure(error.fields);
      throw error;
    }
  };
  if (ctx.path === "/change-email") {
    const parsed = changeEmailInput.safeParse(ctx.body);
    if (!parsed.success) throw validationFailure(zodFields(parsed.error));
    await checkPassword(parsed.data.currentPassword);
    const newEmail = parsed.data.newEmail.toLowerCase();
    if (newEmail !== session.user.email.toLowerCase()) {
      // The address in use hears of the change first: if it was not its owner, they know.
      await sendOrFail(
        emailChangeNoticeMail(session.user.email, newEmail, `${env.appUrl}${paths.privacySettings}`),
      );
    }
    const request = currentAuthRequest();
    if (request) request.emailChange = true;
    return { context: { body: { newEmail, callbackURL: paths.profile } } };
  }
  const parsed = changePasswordBody.safeParse(ctx.body);
  if (!parsed.success) throw validationFailure(zodFields(parsed.error));
  if (isCommonPassword(parsed.data.newPassword))
    throw validationFailure({ newPassword: commonPasswordMessage });
  await checkPassword(parsed.data.currentPassword);
  // A changed password ends every other session: whoever knew the old one is out.
  return { context: { body: { ...parsed.data, revokeOtherSessions: true } } };
}

/** A reset's new password meets the same rules as a chosen one. */
function checkPasswordReset(ctx: AuthRequest) {
  const parsed = newPasswordSchema.safeParse(
    (ctx.body as { newPassword?: unknown } | undefined)?.newPassword,
  );
  if (!parsed.success) throw validationFailure({ newPassword: parsed.error.issues[0]!.message });
  if (isCommonPassword(parsed.data)) throw validationFailure({ newPassword: commonPasswordMessage });
}
