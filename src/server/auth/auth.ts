// Better Auth, configured for JobTrail: email and password with verification and reset,
// database sessions, database rate limits, Apple when configured.

import { type BetterAuthOptions, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { errorMessages } from "@/domain/errors";
import { invitationMessages } from "@/domain/invitations";
import { confirmEmailLink, paths, resetPasswordLink } from "@/domain/paths";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import type { Env } from "../env";
import type { Invitations } from "../invitations/invitations";
import type { Logger } from "../logger";
import type { Mailer, OutgoingMail } from "../mail/mailer";
import { confirmationMail, emailChangeMail, existingAccountMail, passwordResetMail } from "../mail/templates";
import { createProfile } from "../profile/profile";
import type { Files } from "../storage/files";
import { passwordHasher } from "./password-hashing";
import { requestChecks } from "./request-checks";
import { currentAuthRequest } from "./request-context";

export const clientIpHeader = "x-jobtrail-client-ip";

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

/**
 * Sends an account mail (a confirmation, a reset, a notice); one that cannot be sent fails the
 * request (and rolls back a signup) with a clear error.
 */
function accountMailer({ mailer, logger }: Pick<AuthDeps, "mailer" | "logger">) {
  return async (mail: OutgoingMail) => {
    try {
      await mailer.send(mail);
    } catch (error) {
      logger.error({ err: error, to: mail.to, subject: mail.subject }, "mail could not be sent");
      const request = currentAuthRequest();
      if (request) request.mailFailed = true;
      throw new APIError("SERVICE_UNAVAILABLE", { code: "MAIL_FAILED", message: errorMessages.MAIL_FAILED });
    }
  };
}

export function createAuth({ env, db, files, mailer, logger, secret, invitations }: AuthDeps) {
  const sendOrFail = accountMailer({ mailer, logger });
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
    databaseHooks: accountHooks({ files, logger, invitations }),
    hooks: {
      before: createAuthMiddleware(requestChecks({ env, db, invitations, sendOrFail })),
    },
  });
}

/**
 * What happens as accounts and sessions are made: who may make an account (a closed or
 * invitation-only JobTrail), the profile and invitation of a new one, and the length of a
 * session not remembered.
 */
function accountHooks({
  files,
  logger,
  invitations,
}: Pick<AuthDeps, "files" | "logger" | "invitations">): BetterAuthOptions["databaseHooks"] {
  return {
    user: {
      create: {
        // A closed or invitation-only JobTrail makes no account any other way (Apple's
        // sign-in included): email sign-up checks its invitation before it gets here.
        before: async (_user, ctx) => {
          if (invitations.mode !== "open" && ctx?.path !== "/sign-up/email")
            throw new APIError("FORBIDDEN", {
              code: "SIGNUP_REFUSED",
              message:
                invitations.mode === "closed" ? invitationMessages.closed : invitationMessages.invitationOnly,
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
  };
}

export type Auth = ReturnType<typeof createAuth>;
