// Better Auth, configured for JobTrail: email and password with verification and reset,
// database sessions, database rate limits, Apple when configured.

import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
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
import { confirmEmailLink, paths, resetPasswordLink } from "@/domain/paths";
import { controlCharacterMessage, hasControlCharacters, withoutControlCharacters } from "@/domain/text";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import type { Env } from "../env";
import { AppError, zodFields } from "../errors";
import type { Invitations } from "../invitations/invitations";
import { countAttempt, type Limit } from "../lib/rate-limit";
import type { Logger } from "../logger";
import type { Mailer, OutgoingMail } from "../mail/mailer";
import {
  confirmationMail,
  emailChangeMail,
  emailChangeNoticeMail,
  existingAccountMail,
  passwordResetMail,
} from "../mail/templates";
import { createProfile } from "../profile/profile";
import type { Files } from "../storage/files";
import { isCommonPassword } from "./common-passwords";
import { checkCurrentPassword } from "./current-password";
import { passwordHasher } from "./password-hashing";
import { currentAuthRequest } from "./request-context";

export const clientIpHeader = "x-jobtrail-client-ip";

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

/**
 * A session that is not remembered ends after this long without activity, so the next user
 * of a shared computer does not find the account open.
 */
export const idleSessionSeconds = 30 * 60;
const rememberedSessionSeconds = 30 * 24 * 60 * 60;

export type AuthDeps = {
  env: Env;
  db: Database;
  files: Files;
  mailer: Mailer;
  logger: Logger;
  secret: string;
  /** Who may make an account: everyone, the invited, or no one. */
  invitations: Invitations;
};

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

export function createAuth({ env, db, files, mailer, logger, secret, invitations }: AuthDeps) {
  /** A mail that cannot be sent fails the request (and rolls back a signup) with a clear error. */
  async function sendOrFail(mail: OutgoingMail) {
    try {
      await mailer.send(mail);
    } catch (error) {
      logger.error({ err: error, to: mail.to, subject: mail.subject }, "mail could not be sent");
      const request = currentAuthRequest();
      if (request) request.mailFailed = true;
      throw new APIError("SERVICE_UNAVAILABLE", { code: "MAIL_FAILED", message: errorMessages.MAIL_FAILED });
    }
  }

  return betterAuth({
    appName: "JobTrail",
    baseURL: env.appUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [env.appUrl],
    database: drizzleAdapter(db, { provider: "pg", schema, transaction: true }),
    logger: {
      level: env.logLevel === "debug" || env.logLevel === "trace" ? "debug" : "warn",
      log: (level, message, ...args) => logger[level]({ args }, `auth: ${message}`),
    },
    onAPIError: {
      // Refusals (4xx) are answers, not faults: the request log has them.
      onError: (error) => {
        if (isAPIError(error) && error.statusCode < 500)
          logger.debug({ code: error.body?.code }, "auth refused");
        else logger.error({ err: error }, "auth error");
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: env.requireEmailVerification,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: passwordHasher(db, logger),
      resetPasswordTokenExpiresIn: 24 * 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) =>
        sendOrFail(passwordResetMail(user.email, resetPasswordLink(env.appUrl, token))),
      // With verification on, signing up with a taken address answers like a new signup
      // (no account enumeration) and tells the owner by mail instead.
      onExistingUserSignUp: ({ user }) =>
        sendOrFail(existingAccountMail(user.email, `${env.appUrl}${paths.login}`)),
    },
    emailVerification: {
      sendOnSignUp: env.requireEmailVerification,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      // An email change sends the same kind of link to the new address, with its own words.
      sendVerificationEmail: ({ user, token }) =>
        sendOrFail(
          currentAuthRequest()?.emailChange
            ? emailChangeMail(user.email, confirmEmailLink(env.appUrl, token, "email_change"))
            : confirmationMail(user.email, user.name, confirmEmailLink(env.appUrl, token)),
        ),
    },
    user: { changeEmail: { enabled: true } },
    session: {
      expiresIn: rememberedSessionSeconds,
      updateAge: 24 * 60 * 60,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 120,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60 * 60, max: 20 },
        "/request-password-reset": { window: 60 * 60, max: 10 },
        "/send-verification-email": { window: 60 * 60, max: 10 },
        "/get-session": false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      // Over https every cookie is a __Host- cookie: Secure, for this host alone (no Domain)
      // and the whole site (Path=/), so neither a sibling subdomain nor a plain-http page can
      // set or replace it. Better Auth would only add __Secure-, so the prefix is ours.
      useSecureCookies: false,
      cookiePrefix: env.secureCookies ? "__Host-better-auth" : "better-auth",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: env.secureCookies, path: "/" },
    },
    socialProviders: env.apple
      ? {
          apple: {
            clientId: env.apple.clientId,
            clientSecret: env.apple.clientSecret,
            ...(env.apple.appBundleIdentifier ? { appBundleIdentifier: env.apple.appBundleIdentifier } : {}),
          },
        }
      : {},
    databaseHooks: {
      user: {
        create: {
          // A closed or invitation-only JobTrail makes no account any other way (Apple's
          // sign-in included): email sign-up checks its invitation before it gets here.
          before: async (_user, ctx) => {
            if (invitations.mode !== "open" && ctx?.path !== "/sign-up/email")
              throw new APIError("FORBIDDEN", {
                code: "SIGNUP_REFUSED",
                message:
                  invitations.mode === "closed"
                    ? invitationMessages.closed
                    : invitationMessages.invitationOnly,
              });
          },
          // Runs after the signup transaction commits. A failure here does not fail the signup,
          // whose account already exists: the profile is made on first read instead.
          after: async (user, ctx) => {
            const body = (ctx?.body ?? {}) as { firstName?: string; lastName?: string; jobTitle?: string };
            const request = currentAuthRequest();
            if (request) request.createdUserId = user.id;
            const invitation = (ctx?.body as { invitation?: unknown } | undefined)?.invitation;
            if (invitations.mode === "invitation" && typeof invitation === "string")
              await invitations.accept(user.email, invitation);
            try {
              await createProfile(files, {
                userId: user.id,
                email: user.email,
                name: user.name,
                firstName: body.firstName,
                lastName: body.lastName,
                jobTitle: body.jobTitle,
              });
            } catch (error) {
              logger.error({ err: error, userId: user.id }, "profile could not be made at signup");
            }
          },
        },
      },
      session: {
        create: {
          before: async (session, ctx) => {
            const body = (ctx?.body ?? {}) as { rememberMe?: unknown };
            if (body.rememberMe !== false) return;
            return { data: { ...session, expiresAt: new Date(Date.now() + idleSessionSeconds * 1000) } };
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
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

        if (ctx.path === "/sign-up/email") {
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

        if (ctx.path === "/change-email" || ctx.path === "/change-password") {
          // Without a session the endpoint itself answers 401.
          const session = await getSessionFromCtx(ctx);
          if (!session) return;
          const checkPassword = async (password: string) => {
            try {
              await checkCurrentPassword(
                db,
                ctx.context.password,
                session.user.id,
                password,
                "currentPassword",
              );
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

        if (ctx.path === "/reset-password") {
          const parsed = newPasswordSchema.safeParse(
            (ctx.body as { newPassword?: unknown } | undefined)?.newPassword,
          );
          if (!parsed.success) throw validationFailure({ newPassword: parsed.error.issues[0]!.message });
          if (isCommonPassword(parsed.data)) throw validationFailure({ newPassword: commonPasswordMessage });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
