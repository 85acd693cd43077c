// Each page's title and description, in one table the server and the browser both read: the
// server writes them into the page it sends (for link previews and crawlers that run no
// script), the React page renders the same ones when the user moves to it in the app.
import { paths, type publicPages } from "./paths";
import { socialImage } from "./tour";

const siteName = "JobTrail";

export type PageHead = { title: string; description: string };

type PublicPage = (typeof publicPages)[number];

const publicPageHeads: Record<PublicPage, PageHead> = {
  [paths.landing]: {
    title: "JobTrail · Every job application, one clear trail",
    description:
      "Keep every job application in one place: a table you can sort and search, a Kanban board by stage, and analytics worked out from your own history. Free to use.",
  },
  [paths.features]: {
    title: "Features · JobTrail",
    description:
      "What JobTrail does: a searchable table, a drag-and-drop Kanban board, analytics, documents, imports and exports, and company logos, for every job application.",
  },
  [paths.tour]: {
    title: "Tour · JobTrail",
    description:
      "Screenshots of JobTrail's real screens: the table, the Kanban board, analytics, an application and the phone view, with what each one does.",
  },
  [paths.about]: {
    title: "About · JobTrail",
    description:
      "Why JobTrail exists: one tidy home for a job search, private to you, with numbers worked out only from the applications you enter.",
  },
  [paths.contact]: {
    title: "Contact · JobTrail",
    description: "Send the JobTrail team a question, a bug report or an idea through the contact form.",
  },
  [paths.help]: {
    title: "Help · JobTrail",
    description:
      "Answers about JobTrail accounts, confirming your email, signing in, the dashboard, your data and privacy.",
  },
  [paths.signup]: {
    title: "Create account · JobTrail",
    description: "Create a free JobTrail account and start tracking your job applications.",
  },
  [paths.login]: {
    title: "Sign In · JobTrail",
    description: "Sign in to JobTrail to see your job applications.",
  },
  [paths.termsOfService]: {
    title: "Terms of Service · JobTrail",
    description: "The terms for using JobTrail.",
  },
  [paths.privacyPolicy]: {
    title: "Privacy Policy · JobTrail",
    description: "What JobTrail stores about you, why, for how long, and your rights over it.",
  },
  [paths.cookiePolicy]: {
    title: "Cookie Policy · JobTrail",
    description: "The cookies and local storage JobTrail uses, and the choices you have.",
  },
};

/** Pages for one user (their own data, or a step of signing in): titled, never indexed. */
const unlistedPageHeads = {
  [paths.dashboard]: {
    title: "Dashboard · JobTrail",
    description: "Your job applications as a table, a Kanban board and analytics.",
  },
  [paths.importApplications]: {
    title: "Import applications · JobTrail",
    description: "Import job applications from a CSV file into JobTrail.",
  },
  [paths.inbox]: {
    title: "Inbox · JobTrail",
    description: "Mail about your job applications, read for what it means, waiting for you to apply it.",
  },
  [paths.profile]: {
    title: "Profile & Settings · JobTrail",
    description: "Your JobTrail profile, email address and password.",
  },
  [paths.privacySettings]: {
    title: "Privacy Settings · JobTrail",
    description: "Your signed-in devices, cookie choices, data export and account deletion.",
  },
  [paths.forgotPassword]: {
    title: "Forgot password · JobTrail",
    description: "Get a link to set a new JobTrail password.",
  },
  [paths.resetPassword]: {
    title: "Reset password · JobTrail",
    description: "Set a new password for your JobTrail account.",
  },
  [paths.confirmationPending]: {
    title: "Check Your Email · JobTrail",
    description: "Confirm your email address to start using JobTrail.",
  },
  [paths.authConfirm]: {
    title: "Confirm email · JobTrail",
    description: "Confirming your JobTrail email address.",
  },
  [paths.appleCallback]: {
    title: "Signing in · JobTrail",
    description: "Finishing sign in with Apple.",
  },
  [paths.unsubscribe]: {
    title: "Unsubscribe · JobTrail",
    description: "Turn off the daily email of the follow-ups due.",
  },
  [paths.goodbye]: {
    title: "Account deleted · JobTrail",
    description: "Your JobTrail account and everything in it has been deleted.",
  },
} as const;

export type PagePath = PublicPage | keyof typeof unlistedPageHeads;

export const pageHeads: Record<PagePath, PageHead> = { ...publicPageHeads, ...unlistedPageHeads };

export function isPagePath(path: string): path is PagePath {
  return Object.hasOwn(pageHeads, path);
}

/**
 * Public pages (the sitemap's) are indexed, with a canonical address and link-preview tags;
 * the rest tell search engines to leave them out.
 */
export function isIndexedPage(path: PagePath): path is PublicPage {
  return Object.hasOwn(publicPageHeads, path);
}

type HeadMeta = { attribute: "name" | "property"; key: string; content: string };

/**
 * Everything a page puts in its head, for this site's address: the title, the metas and, for
 * a public page, the canonical address. The server writes it as HTML, the app renders it.
 */
export function pageHeadTags(path: PagePath, siteUrl: string) {
  const { title, description } = pageHeads[path];
  const metas: HeadMeta[] = [{ attribute: "name", key: "description", content: description }];
  if (!isIndexedPage(path)) {
    metas.push({ attribute: "name", key: "robots", content: "noindex" });
    return { title, metas, canonical: null };
  }
  const canonical = new URL(path, `${siteUrl}/`).toString();
  const social: [HeadMeta["attribute"], string, string][] = [
    ["property", "og:site_name", siteName],
    ["property", "og:type", "website"],
    ["property", "og:title", title],
    ["property", "og:description", description],
    ["property", "og:url", canonical],
    ["property", "og:image", new URL(socialImage.path, `${siteUrl}/`).toString()],
    ["property", "og:image:width", String(socialImage.width)],
    ["property", "og:image:height", String(socialImage.height)],
    ["property", "og:image:alt", socialImage.alt],
    ["name", "twitter:card", "summary_large_image"],
  ];
  for (const [attribute, key, content] of social) metas.push({ attribute, key, content });
  return { title, metas, canonical };
}
