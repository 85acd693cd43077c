// Every route of the web app, in one place, so renaming a route cannot leave a stale link behind.
// The server builds mail links from these too.
export const paths = {
  landing: "/",
  home: "/home",
  about: "/about",
  features: "/features",
  tour: "/tour",
  contact: "/contact",
  login: "/login",
  signup: "/signup",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  confirmationPending: "/email-confirmation-pending",
  authConfirm: "/auth/confirm",
  appleCallback: "/auth/apple/callback",
  dashboard: "/dashboard",
  applications: "/applications",
  newApplication: "/applications/new",
  importApplications: "/import",
  inbox: "/inbox",
  kanban: "/kanban",
  analytics: "/analytics",
  profile: "/profile",
  privacySettings: "/privacy-settings",
  /** Where the daily digest's unsubscribe link leads: it works without signing in. */
  unsubscribe: "/unsubscribe",
  /** Where a deleted account's owner lands: what went, said plainly. */
  goodbye: "/goodbye",
  termsOfService: "/terms-of-service",
  privacyPolicy: "/privacy-policy",
  cookiePolicy: "/cookie-policy",
  terms: "/terms",
  privacy: "/privacy",
  cookies: "/cookies",
  help: "/help",
  helpCenter: "/help-center",
} as const;

/** The calendar feed's settings on the profile page: the dashboard's "Add to your calendar". */
export const calendarFeedSettings = `${paths.profile}#section-calendar-feed`;

/** The sources' settings on the profile page: the Source filter's "Merge sources...". */
export const sourcesSettings = `${paths.profile}#section-sources`;

/** The pages anyone may read: what search engines are told about (the sitemap). */
export const publicPages = [
  paths.landing,
  paths.features,
  paths.tour,
  paths.about,
  paths.contact,
  paths.help,
  paths.signup,
  paths.login,
  paths.termsOfService,
  paths.privacyPolicy,
  paths.cookiePolicy,
] as const;

/**
 * Pages whose HTML is made at build time, text and all (they show the same to every
 * visitor): the public pages and the forms that need nothing from the address.
 */
export const prerenderedPages = [...publicPages, paths.forgotPassword] as const;

/**
 * Signed-in pages: their HTML is made at build as each page is drawn while the session is
 * checked (nothing of the user's: the header and 'Loading...', or for the dashboard its
 * frame), and names the page's script chunks, so the browser fetches them beside the entry
 * instead of after it.
 */
export const signedInPages = [
  paths.dashboard,
  paths.importApplications,
  paths.profile,
  paths.privacySettings,
] as const;

/**
 * Public pages with nothing to fill in. A visitor with no session gets them complete and
 * running without the app (src/web/public): the app's code is fetched by the pages that need
 * it. Anyone else gets them taken over by the app, which knows who is signed in.
 */
export const staticPages = [
  paths.landing,
  paths.features,
  paths.tour,
  paths.about,
  paths.help,
  paths.termsOfService,
  paths.privacyPolicy,
  paths.cookiePolicy,
] as const;

/**
 * The account pages: sign in, sign up, forgot and reset password, check your email, confirm.
 * A visitor with no session gets them without the app, each run by a small island of its own
 * (src/web/public); anyone else gets them in the app.
 */
export const accountPages = [
  paths.login,
  paths.signup,
  paths.forgotPassword,
  paths.resetPassword,
  paths.confirmationPending,
  paths.authConfirm,
] as const;

/**
 * Where the build keeps a prerendered page, relative to the built app's folder: as the app
 * takes it over, or ("signed-out") as a static or account page is shown to a visitor with no session.
 */
export const prerenderedFile = (pathname: string, variant?: "signed-out") =>
  `prerendered/${pathname.slice(1) || "index"}${variant ? `.${variant}` : ""}.html`;
/** The shell for every other route, with the app's chunks named (written by the same step). */
export const prerenderedShellFile = "prerendered/shell.html";

/** Pages that hold a signed-in user's own things: never for a search engine. */
export const privatePages = [
  paths.dashboard,
  paths.applications,
  paths.importApplications,
  paths.profile,
  paths.privacySettings,
] as const;

/** A confirmation link: of a new account's address (`email`) or of a changed one (`email_change`). */
export function confirmEmailLink(
  origin: string,
  token: string,
  type: "email" | "email_change" = "email",
): string {
  const url = new URL(paths.authConfirm, origin);
  url.searchParams.set("token_hash", token);
  url.searchParams.set("type", type);
  return url.toString();
}

export function resetPasswordLink(origin: string, token: string): string {
  const url = new URL(paths.resetPassword, origin);
  url.searchParams.set("token", token);
  return url.toString();
}
