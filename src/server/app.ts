// Builds the Hono app: middleware, the error handler, the API routes and the built web app.
import { existsSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { analyticsConsentCookie } from "@/domain/consent";
import { paths, prerenderedPages, signedInPages } from "@/domain/paths";
import type { AnalyticsFigures } from "./analytics/analytics";
import type { ApiTokens } from "./api-tokens/api-tokens";
import type { Applications } from "./applications/service";
import type { Auth } from "./auth/auth";
import { authRoutes } from "./auth/auth.routes";
import type { SessionResolver } from "./auth/session";
import { type CalendarFeeds, calendarFeedApiPath } from "./calendar/calendar-feed";
import type { Companies } from "./companies/companies";
import type { ContactMessages } from "./contact/contact";
import type { DatabaseHandle } from "./db/client";
import type { Documents } from "./documents/documents";
import type { Env } from "./env";
import { AppError, errorBody, statusOf, toAppError } from "./errors";
import type { Downloads } from "./exports/downloads";
import type { InboxAddresses } from "./inbox/addresses";
import type { Inbox } from "./inbox/inbox";
import type { Mailboxes } from "./inbox/mailboxes";
import type { Interviews } from "./interviews/interviews";
import type { Invitations } from "./invitations/invitations";
import { apiAnswers } from "./lib/api-answers";
import { permissionsPolicy } from "./lib/permissions-policy";
import {
  apiTokenSecurityScheme,
  apiTokenSecuritySchemeObject,
  jsonBodyLimit,
  limitBody,
  sessionSecurityScheme,
  sessionSecuritySchemeObject,
} from "./lib/router";
import type { Logger } from "./logger";
import type { Postings } from "./postings/postings";
import type { AccountDeletion } from "./privacy/account-deletion";
import type { Consents } from "./privacy/consent";
import type { DataExports } from "./privacy/data-export";
import type { Sessions } from "./privacy/sessions";
import type { Profiles } from "./profile/profile";
import type { Reminders } from "./reminders/reminders";
import { analyticsRouter } from "./routes/analytics/analytics.handlers";
import { apiTokensRouter } from "./routes/api-tokens/api-tokens.handlers";
import { applicationsRouter } from "./routes/applications/applications.handlers";
import { companiesRouter } from "./routes/companies/companies.handlers";
import { configRouter } from "./routes/config/config.handlers";
import { contactRouter } from "./routes/contact/contact.handlers";
import { documentsRouter } from "./routes/documents/documents.handlers";
import { filesRouter } from "./routes/files/files.handlers";
import { healthRouter } from "./routes/health/health.handlers";
import { inboxRouter } from "./routes/inbox/inbox.handlers";
import { calendarFeedRouter, interviewsRouter } from "./routes/interviews/interviews.handlers";
import { invitationsRouter } from "./routes/invitations/invitations.handlers";
import { postingsRouter } from "./routes/postings/postings.handlers";
import { privacyRouter } from "./routes/privacy/privacy.handlers";
import { profileRouter } from "./routes/profile/profile.handlers";
import { remindersRouter, unsubscribeRouter } from "./routes/reminders/reminders.handlers";
import { reportsRouter } from "./routes/reports/reports.handlers";
import { sourcesRouter } from "./routes/sources/sources.handlers";
import { tagsRouter } from "./routes/tags/tags.handlers";
import { mountSiteFiles } from "./site-files";
import type { Sources } from "./sources/sources";
import type { Files } from "./storage/files";
import type { Tags } from "./tags/tags";
import type { PublicEnv } from "./types";
import { createPageSender } from "./web-pages";

export type AppDeps = {
  env: Env;
  database: DatabaseHandle;
  auth: Auth;
  logger: Logger;
  sessions: SessionResolver;
  files: Files;
  documents: Documents;
  profiles: Profiles;
  contact: ContactMessages;
  reminders: Reminders;
  calendarFeeds: CalendarFeeds;
  postings: Postings;
  apiTokens: ApiTokens;
  invitations: Invitations;
  applications: Applications;
  downloads: Downloads;
  interviews: Interviews;
  companies: Companies;
  sources: Sources;
  inbox: Inbox;
  inboxAddresses: InboxAddresses;
  mailboxes: Mailboxes;
  tags: Tags;
  analytics: AnalyticsFigures;
  privacy: { sessions: Sessions; consents: Consents; exports: DataExports; deletion: AccountDeletion };
  /** The built web app (dist/); absent in API-only tests. */
  webRoot?: string;
};

/** A path as the log keeps it: a calendar feed's token is its address's secret, never logged. */
const loggedPath = (path: string) =>
  path.startsWith(`${calendarFeedApiPath}/`) ? `${calendarFeedApiPath}/[redacted]` : path;

/**
 * Every API route, public and protected, under /api. Its type is what the web app's client
 * is typed from: request and answer types come from these definitions.
 */
function apiRoutes({
  env,
  database,
  auth,
  files,
  documents,
  profiles,
  contact,
  reminders,
  calendarFeeds,
  postings,
  apiTokens,
  invitations,
  applications,
  downloads,
  interviews,
  companies,
  sources,
  inbox,
  inboxAddresses,
  mailboxes,
  tags,
  analytics,
  privacy,
}: AppDeps) {
  return new OpenAPIHono<PublicEnv>()
    .route("/", healthRouter(database))
    .route("/", configRouter(env))
    .route("/", contactRouter(contact, env))
    .route("/", unsubscribeRouter(reminders))
    .route("/", calendarFeedRouter(calendarFeeds))
    .route("/", remindersRouter(reminders))
    .route("/", profileRouter(profiles))
    .route("/", privacyRouter({ auth, ...privacy }))
    .route("/", filesRouter(files))
    .route("/", applicationsRouter(applications, downloads))
    .route("/", documentsRouter(documents))
    .route("/", interviewsRouter(interviews, calendarFeeds))
    .route("/", companiesRouter(companies))
    .route("/", sourcesRouter(sources))
    .route("/", inboxRouter(inbox, inboxAddresses, mailboxes))
    .route("/", tagsRouter(tags))
    .route("/", postingsRouter(postings))
    .route("/", reportsRouter(downloads))
    .route("/", apiTokensRouter(apiTokens))
    .route("/", invitationsRouter(invitations))
    .route("/", analyticsRouter(analytics));
}
export type ApiRoutes = ReturnType<typeof apiRoutes>;

export function createApp(deps: AppDeps) {
  const { env, database, auth, logger, sessions, apiTokens, webRoot } = deps;
  const app = new OpenAPIHono<PublicEnv>();
  // The deployment's analytics script may load only in a browser whose user allowed it.
  const analyticsOrigin = (c: Context) =>
    env.analytics && getCookie(c, analyticsConsentCookie) === "granted" ? env.analytics.origin : "";

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    const child = logger.child({ requestId: c.get("requestId") });
    c.set("logger", child);
    c.set("sessions", sessions);
    c.set("apiTokens", apiTokens);
    await next();
    // API calls and page loads at info; the files a page pulls in (scripts, styles, icons)
    // at debug, so a page load is one line and the log's links stay in view.
    const level = /^\/api(\/|$)/.test(c.req.path) || isPageLoad(c) ? "info" : "debug";
    child[level](
      {
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", analyticsOrigin],
        // Radix positions popovers with inline style attributes; no inline script is allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", analyticsOrigin],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        // No page sets a base address, so none may: an injected <base> would send every
        // relative script and link of the page elsewhere.
        baseUri: ["'none'"],
        formAction: ["'self'", "https://appleid.apple.com"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: "strict-origin-when-cross-origin",
      xContentTypeOptions: "nosniff",
      xFrameOptions: "DENY",
      strictTransportSecurity: env.secureCookies ? "max-age=31536000; includeSubDomains" : false,
      crossOriginEmbedderPolicy: false,
      // A route that sets its own (a user's file is sandboxed) keeps it.
      overwrite: false,
    }),
  );
  app.use(async (c, next) => {
    await next();
    c.res.headers.set("Permissions-Policy", permissionsPolicy);
  });

  app.onError((error, c) => {
    const appError = toAppError(error, c);
    if (appError.code === "UNKNOWN_ERROR") c.get("logger")?.error({ err: error }, "unhandled error");
    return c.json(errorBody(appError, c.get("requestId")), statusOf(appError));
  });

  // Revalidated, never in a shared cache, JSON compressed: inside the security headers, so
  // a 304 carries them too.
  app.use("/api/*", apiAnswers());
  // Our routes limit their bodies one by one (uploads read more); Better Auth's mount here.
  app.use("/api/auth/*", limitBody(jsonBodyLimit));
  app.route("/api/auth", authRoutes(auth, database.db, env));
  app.route("/api", apiRoutes(deps));
  app.openAPIRegistry.registerComponent(
    "securitySchemes",
    sessionSecurityScheme,
    sessionSecuritySchemeObject,
  );
  app.openAPIRegistry.registerComponent(
    "securitySchemes",
    apiTokenSecurityScheme,
    apiTokenSecuritySchemeObject,
  );

  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "JobTrail API",
      version: "1.0.0",
      description: 'Every error is {"error":{"code","message"}}.',
    },
  });

  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND");
  });

  mountSiteFiles(app, env.appUrl);
  if (webRoot) mountWebApp(app, webRoot, env.appUrl);

  app.notFound((c) => c.json(errorBody(new AppError("NOT_FOUND")), 404));
  return app;
}

/** The app's page (index.html, whatever the path), as opposed to a file it loads. */
const isPageLoad = (c: Context) => c.res.headers.get("content-type")?.startsWith("text/html") ?? false;

/** Serves the built React app; every other path gets index.html and the app routes it. */
function mountWebApp(app: OpenAPIHono<PublicEnv>, webRoot: string, appUrl: string) {
  const indexFile = path.join(webRoot, "index.html");
  if (!existsSync(indexFile))
    throw new Error(`The web app is not built (${indexFile} is missing): run npm run build`);
  const sendPage = createPageSender(webRoot, appUrl);
  const root = path.relative(process.cwd(), webRoot) || ".";

  // Text files were also compressed at build (.br, .gz): a browser that accepts one gets it.
  // Headers go on the file's answer once it is made (serveStatic's own hook runs too late to
  // change it); Vary on every answer, so no cache hands a compressed copy to a browser that
  // cannot read it.
  const cacheAs =
    (cacheControl: string): MiddlewareHandler =>
    async (c, next) => {
      await next();
      if (c.res.status !== 200 && c.res.status !== 206) return;
      c.res.headers.set("Cache-Control", cacheControl);
      c.res.headers.set("Vary", "Accept-Encoding");
    };
  app.use(
    "/assets/*",
    cacheAs("public, max-age=31536000, immutable"),
    serveStatic({ root, precompressed: true }),
  );
  // A missing asset is a 404, never the page: a stale index.html must not get HTML for JS.
  app.get("/assets/*", (c) => c.text("Not found", 404));
  // The landing, sign-in and sign-up pages send a signed-in browser on before it sees them;
  // every page is answered before the files, or "/" would get the built index.html as it is.
  for (const page of [paths.landing, paths.login, paths.signup]) {
    app.get(page, async (c, next) => {
      if (await c.var.sessions.userFor(c)) return c.redirect(paths.dashboard);
      await next();
    });
  }
  for (const page of [...prerenderedPages, ...signedInPages]) app.get(page, sendPage);
  // A page's form sent by the browser itself, before the app took the page over (its forms
  // are plain HTML until then, and say method="post" so nothing typed lands in the address):
  // the page is shown again, now with the app running, and what the form carried is not read.
  for (const page of prerenderedPages) app.post(page, (c) => c.redirect(page, 303));
  app.use("*", cacheAs("no-cache"), serveStatic({ root, precompressed: true }));
  app.get("*", sendPage);
}
