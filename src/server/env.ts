// The only reader of process.env: one schema, validated once at start. A bad value stops
// the server with a message that names the variable.
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { signupModes } from "@/domain/invitations";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** A whole number of seconds from 1 to an hour: the waits and intervals of background work. */
const seconds = (fallback: number) => {
  const error = "must be a whole number of seconds from 1 to 3600";
  return z.coerce.number({ error }).int({ error }).min(1, { error }).max(3600, { error }).default(fallback);
};

/** A count a setting allows, from 1 to `max`. */
const countUpTo = (max: number, fallback: number) => {
  const error = `must be a whole number from 1 to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error }).default(fallback);
};

/** The hosts that name this machine itself, as URL parsing writes them. */
const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ error: "must be a port number" })
      .int({ error: "must be a port number" })
      .min(0, { error: "must be a port number" })
      .max(65535, { error: "must be a port number" })
      .default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    // Another build of the web app than the repository's dist/ (the browser flows serve two
    // builds, one after the other, to see the update notice).
    WEB_ROOT: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, { error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
    APP_URL: z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL such as http://localhost:3000" })
      .optional(),
    AUTH_SECRET: z.string().min(32, { error: "must be at least 32 characters" }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    MAIL_FROM: z.string().min(3).default("JobTrail <no-reply@jobtrail.local>"),
    SUPPORT_EMAIL: z.email({ error: "must be an email address" }).default("support@jobtrail.local"),
    REQUIRE_EMAIL_VERIFICATION: booleanFlag.default(true),
    SIGNUP: z.enum(signupModes, { error: "must be open, invitation or closed" }).default("open"),
    ADMIN_EMAILS: z
      .string()
      .transform((list) =>
        list
          .split(",")
          .map((address) => address.trim().toLowerCase())
          .filter(Boolean),
      )
      .default([]),
    DIGEST_CHECK_SECONDS: seconds(300),
    MAIL_RETRY_SECONDS: seconds(60),
    EXPORTS_AT_ONCE: countUpTo(100, 2),
    EXPORTS_PER_HOUR: countUpTo(100_000, 30),
    APPLE_CLIENT_ID: z.string().min(1).optional(),
    APPLE_CLIENT_SECRET: z.string().min(1).optional(),
    APPLE_APP_BUNDLE_IDENTIFIER: z.string().min(1).optional(),
    TRUST_PROXY: booleanFlag.default(false),
    S3_BUCKET: z.string().min(3).optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(true),
    // Mail forwarded to users' private addresses: the listener runs only when given a port.
    INBOUND_SMTP_PORT: z.coerce
      .number({ error: "must be a port number" })
      .int({ error: "must be a port number" })
      .min(0, { error: "must be a port number" })
      .max(65535, { error: "must be a port number" })
      .optional(),
    INBOUND_MAIL_DOMAIN: z
      .string()
      .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i, {
        error: "must be a domain name such as in.jobs.example.com",
      })
      .optional(),
    INBOUND_TLS_CERT: z.string().min(1).optional(),
    INBOUND_TLS_KEY: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    LOGO_URL_TEMPLATE: z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL with {domain} in it" })
      .refine((url) => url.includes("{domain}") || url.includes("%7Bdomain%7D"), {
        error: "must contain {domain}, where the company's domain goes",
      })
      .optional(),
    LOGO_FETCH_ALLOW_PRIVATE_ADDRESSES: booleanFlag.default(false),
    ANALYTICS_SCRIPT_URL: z
      .url({ protocol: /^https?$/, error: "must be the http(s) URL of the analytics script" })
      .optional(),
    ANALYTICS_SCRIPT_ATTRIBUTES: z
      .string()
      .regex(/^\s*(data-[a-z0-9-]+=[^\s=]+\s*)*$/, {
        error: "must be data-name=value pairs separated by spaces, such as data-domain=jobs.example.com",
      })
      .default(""),
  })
  .refine((env) => Boolean(env.APPLE_CLIENT_ID) === Boolean(env.APPLE_CLIENT_SECRET), {
    error: "APPLE_CLIENT_ID and APPLE_CLIENT_SECRET must be set together",
    path: ["APPLE_CLIENT_SECRET"],
  })
  // Fetching logos and postings from private addresses is for tests against a local site
  // only: a public server that allowed it would let any user make it call into its own
  // network. So it needs an APP_URL on this machine itself, by its host exactly (a name that
  // merely starts with "localhost", such as localhost.example.com, is anyone's), whatever
  // NODE_ENV says.
  .refine(
    (env) =>
      !env.LOGO_FETCH_ALLOW_PRIVATE_ADDRESSES ||
      env.APP_URL === undefined ||
      (URL.canParse(env.APP_URL) && loopbackHosts.has(new URL(env.APP_URL).hostname)),
    {
      error: "is for tests only: it cannot be set on a server with a public APP_URL",
      path: ["LOGO_FETCH_ALLOW_PRIVATE_ADDRESSES"],
    },
  )
  .refine((env) => Boolean(env.INBOUND_TLS_CERT) === Boolean(env.INBOUND_TLS_KEY), {
    error: "INBOUND_TLS_CERT and INBOUND_TLS_KEY must be set together",
    path: ["INBOUND_TLS_KEY"],
  })
  .refine((env) => !env.S3_BUCKET || (env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY), {
    error: "S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY",
    path: ["S3_BUCKET"],
  });

export type Env = ReturnType<typeof parseEnv>;

export class EnvError extends Error {}

/** Reads settings from a record (process.env by default, after loading `.env` if present). */
export function parseEnv(source: Record<string, string | undefined>) {
  // An empty variable counts as unset, as in most twelve-factor tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "settings"}: ${issue.message}`,
    );
    throw new EnvError(`Invalid settings:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    webRoot: env.WEB_ROOT === undefined ? undefined : path.resolve(env.WEB_ROOT),
    databaseUrl: env.DATABASE_URL,
    appUrl,
    secureCookies: appUrl.startsWith("https://"),
    authSecret: env.AUTH_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
    signup: env.SIGNUP,
    adminEmails: env.ADMIN_EMAILS,
    mailRetrySeconds: env.MAIL_RETRY_SECONDS,
    digestCheckSeconds: env.DIGEST_CHECK_SECONDS,
    exportLimits: { atOnce: env.EXPORTS_AT_ONCE, perHour: env.EXPORTS_PER_HOUR },
    apple:
      env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET
        ? {
            clientId: env.APPLE_CLIENT_ID,
            clientSecret: env.APPLE_CLIENT_SECRET,
            appBundleIdentifier: env.APPLE_APP_BUNDLE_IDENTIFIER,
          }
        : undefined,
    trustProxy: env.TRUST_PROXY,
    s3:
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    inboundMail: {
      /** The listener's port; none: no listener (mail comes by upload or IMAP only). */
      port: env.INBOUND_SMTP_PORT,
      /** The domain of every user's forwarding address. */
      domain: (env.INBOUND_MAIL_DOMAIN ?? new URL(appUrl).hostname).toLowerCase(),
      tls:
        env.INBOUND_TLS_CERT && env.INBOUND_TLS_KEY
          ? { certPath: env.INBOUND_TLS_CERT, keyPath: env.INBOUND_TLS_KEY }
          : undefined,
    },
    logLevel: env.LOG_LEVEL,
    analytics: env.ANALYTICS_SCRIPT_URL
      ? {
          scriptUrl: env.ANALYTICS_SCRIPT_URL,
          origin: new URL(env.ANALYTICS_SCRIPT_URL).origin,
          attributes: Object.fromEntries(
            env.ANALYTICS_SCRIPT_ATTRIBUTES.trim()
              .split(/\s+/)
              .filter(Boolean)
              .map((pair) => pair.split("=") as [string, string]),
          ),
        }
      : undefined,
    logos: {
      urlTemplate: env.LOGO_URL_TEMPLATE?.replace("%7Bdomain%7D", "{domain}"),
      allowPrivateAddresses: env.LOGO_FETCH_ALLOW_PRIVATE_ADDRESSES,
    },
  };
}

export function loadEnv(): Env {
  if (existsSync(".env")) process.loadEnvFile(".env");
  return parseEnv(process.env);
}
