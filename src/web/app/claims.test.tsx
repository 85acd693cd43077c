// Every claim the public pages make about JobTrail, held against what backs it: an operation
// the API serves and a test that exercises the thing claimed. A sentence added to or reworded
// on a page fails here until someone writes down its evidence (ADR 0022).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { paths } from "@/domain/paths";
import { mockApi } from "@/web/testing/mock-api";
import { renderRoutes } from "@/web/testing/render";
import { routes } from "./router";

const root = path.resolve(import.meta.dirname, "../../..");

type Evidence = {
  /** Operations of the API as "METHOD /api/path", as the OpenAPI document names them. */
  operations?: string[];
  /** A test file and the title of a test in it that exercises the claim. */
  tests: [file: string, title: string][];
  /**
   * The claim is that JobTrail costs nothing: true while no operation of the API takes a
   * payment or a plan (the stored tier gates nothing). Such a claim may need no test besides.
   */
  costsNothing?: true;
};

const tests = {
  table: [
    "src/web/features/table/components/applications-table-view.test.tsx",
    "sorts by a header click, toggling direction, with statuses in board order",
  ],
  tableSearch: [
    "src/web/features/table/components/applications-table-view.test.tsx",
    "opens a bookmarked view: filters, search and sort from the URL",
  ],
  tableFlow: [
    "tests/e2e/applications.test.ts",
    "keeps a job search in the table: add, edit inline, sort, filter, search, bulk change, delete, reload",
  ],
  board: [
    "tests/e2e/board.test.ts",
    "moves cards on the board by mouse, keyboard and touch; the table, history and analytics agree",
  ],
  boardColumns: [
    "src/web/features/board/components/applications-board-view.test.tsx",
    "shows one column per stage in board order, with counts, cards in the user's order",
  ],
  analytics: [
    "src/server/routes/analytics/analytics.test.ts",
    "answers the whole analytics of the hunt up to the end date",
  ],
  analyticsOwn: ["src/server/routes/analytics/analytics.test.ts", "never counts another user's applications"],
  analyticsView: [
    "src/web/features/analytics/components/analytics-view.test.tsx",
    "draws every chart with its numbers in a table, sources and stage flows named",
  ],
  create: [
    "src/server/routes/applications/applications.test.ts",
    "creates with every field, answers 201 in camelCase, and records the first status",
  ],
  history: [
    "src/server/routes/applications/applications.test.ts",
    "records each status change with its date and note, and moves the company",
  ],
  companies: [
    "src/server/routes/applications/applications.test.ts",
    "shares one company between applications, whatever the case",
  ],
  logos: [
    "src/server/logos/logos-api.test.ts",
    "finds the logo in the background once a website is set, and serves it to its owner only",
  ],
  documents: [
    "tests/e2e/documents.test.ts",
    "attaches a resume while adding an application, downloads it back, and sends it again from the library",
  ],
  documentsLimit: [
    "src/server/routes/documents/documents.test.ts",
    "refuses a file over 10 MB, declared or not, as soon as it passes the limit",
  ],
  duplicate: [
    "src/server/routes/applications/applications.test.ts",
    "refuses the same company, job title and date in any case with 409 and its message",
  ],
  ownersOnly: [
    "src/server/routes/applications/applications.test.ts",
    "behaves as not found for every route and changes nothing",
  ],
  guard: [
    "src/server/routes/guard.test.ts",
    "answers 401 with the envelope to every protected operation without a session",
  ],
  install: [
    "tests/e2e/pwa.test.ts",
    "meets Chromium's install criteria, and every icon the manifest names is a PNG of its size",
  ],
  signup: [
    "src/server/auth/auth.test.ts",
    "creates an unconfirmed account with a profile, mails a confirmation link and gives no session",
  ],
  passwordRules: ["src/server/auth/auth.test.ts", "enforces every password rule on the server"],
  passwordMeter: [
    "src/web/components/password-strength-meter.test.tsx",
    "ticks the criteria the password meets",
  ],
  unconfirmed: ["src/server/auth/auth.test.ts", "refuses to sign in before the email is confirmed"],
  resend: ["src/server/auth/auth.test.ts", "resends the confirmation mail"],
  badToken: ["src/server/auth/auth.test.ts", "maps an invalid confirmation token to INVALID_TOKEN"],
  accounts: [
    "tests/e2e/accounts.test.ts",
    "signs up, confirms by mail, signs in and out, and resets a forgotten password",
  ],
  reset: [
    "src/server/auth/auth.test.ts",
    "mails a reset link, sets the new password, and ends the old sessions",
  ],
  resetUnknown: [
    "src/server/auth/auth.test.ts",
    "answers an unknown address the same way, and mails nothing",
  ],
  idle: ["src/server/auth/auth.test.ts", "ends an idle session after 30 minutes without use"],
  rememberMe: [
    "src/server/auth/auth.test.ts",
    "sets an httpOnly SameSite=Lax cookie; without remember-me it is a browser-session cookie",
  ],
  rateLimit: [
    "src/server/auth/auth.test.ts",
    "limits sign-in attempts per email across addresses, with the too-many-attempts message",
  ],
  avatar: [
    "src/server/routes/profile/profile.test.ts",
    "makes an uploaded photo a 256x256 image without its metadata, and deletes the one it replaces",
  ],
  avatarColour: [
    "src/web/features/profile/components/avatar-dialog.test.tsx",
    "saves a palette colour in place of the photo",
  ],
  profile: [
    "tests/e2e/privacy.test.ts",
    "edits the profile and its picture, exports the data with a passphrase, and deletes the account",
  ],
  exportPassphrase: [
    "src/server/routes/privacy/privacy.test.ts",
    "encrypts the zip with AES-256 under the passphrase, which is not kept",
  ],
  deletion: [
    "src/server/routes/privacy/privacy.test.ts",
    "needs the password and the account's email, 3 requests a day",
  ],
  followUpList: [
    "tests/e2e/follow-ups.test.ts",
    "lists the follow-ups due on the dashboard, snoozes one and marks one done",
  ],
  followUpDigest: [
    "tests/e2e/follow-ups.test.ts",
    "proposes the follow-up date the settings ask for, and mails the digest, which its link turns off",
  ],
  interviewFeed: [
    "tests/e2e/interviews.test.ts",
    "adds an interview that shows under Upcoming and in the calendar feed, until the feed is turned off",
  ],
  ghosting: [
    "tests/e2e/ghosting.test.ts",
    "shows a silent application as ghosted in the table, on the board and in analytics, until an answer revives it",
  ],
  ghostingActions: [
    "src/web/features/table/components/applications-table-view.test.tsx",
    "follows up (the follow-up date is today) or withdraws in one click",
  ],
  capture: [
    "tests/e2e/capture.test.ts",
    "fills a new application from a posting's address, keeps its text, and finds it by that text",
  ],
  bookmarklet: [
    "src/web/features/profile/components/bookmarklet-section.test.tsx",
    "opens this JobTrail's add form with the page's address to read",
  ],
  extension: [
    "tests/e2e/extension.test.ts",
    "saves a job page to JobTrail from its in-page button, and says so on the page once applied",
  ],
  share: [
    "tests/e2e/capture.test.ts",
    "opens the add form filled from what a phone shares: a posting's link, or its text",
  ],
  tags: [
    "tests/e2e/tags.test.ts",
    "tags applications in bulk, filters the table and board by tag, and archives one out of both views but not analytics",
  ],
  tagsBoard: [
    "src/web/pages/dashboard-tags.test.tsx",
    "tags or archives every card a column shows, from its menu",
  ],
  proofReport: [
    "src/server/routes/reports/reports.test.ts",
    "lists the period's applications with their changes and contact, under the applicant's name, with a line to sign",
  ],
  proofDialog: [
    "src/web/features/table/components/applications-table-view.test.tsx",
    "offers the PDF and CSV of a period, the last 30 days unless changed, and says when the period is backwards",
  ],
  sourcesSettings: [
    "src/web/features/profile/components/sources-section.test.tsx",
    "lists each source with its count and points out the ones that look like one, merging them once confirmed",
  ],
  sourcesMerge: [
    "src/server/routes/sources/sources.test.ts",
    "merges sources into one the user has, or into a new name, and says how many moved",
  ],
  sourceField: [
    "src/web/app/application-dialog/application-dialog-provider.test.tsx",
    "offers the user's own sources first, and their usual spelling of one typed another way",
  ],
  sourcesImport: [
    "src/server/applications/import.test.ts",
    "writes each source the way the user already does, else by its common name",
  ],
  inboxApply: [
    "src/server/routes/inbox/inbox.test.ts",
    "proposes a tracked application's rejection from a forwarded mail, applies it and undoes it exactly",
  ],
  inboxForwarding: [
    "src/server/inbox/inbound-smtp.test.ts",
    "puts a mail sent to the address in the user's inbox, once however often it comes",
  ],
  inboxMailbox: [
    "src/server/inbox/mailboxes.test.ts",
    "connects by TLS or STARTTLS, never sends the password back, and looks back the days chosen",
  ],
  inboxAutoApply: [
    "src/server/routes/inbox/inbox.test.ts",
    "with automatic changes on, applies only a sure step forward on arrival",
  ],
  inboxView: [
    "src/web/features/inbox/components/inbox-view.test.tsx",
    "says what a mail proposes, applies it, and undoes it from the Applied list",
  ],
  narrowDashboard: [
    "src/web/features/dashboard/components/dashboard.test.tsx",
    "hides Kanban on narrow screens and falls back to the table",
  ],
} satisfies Record<string, [string, string]>;

const op = {
  list: "GET /api/applications",
  create: "POST /api/applications",
  update: "PATCH /api/applications/{id}",
  history: "GET /api/applications/{id}/history",
  analytics: "GET /api/analytics",
  upload: "POST /api/applications/{id}/documents",
  logo: "GET /api/files/{id}",
  profile: "GET /api/profile",
  avatar: "PUT /api/profile/avatar",
  exports: "POST /api/privacy/exports",
  deleteAccount: "POST /api/privacy/delete-account",
  reminderSettings: "PATCH /api/settings/reminders",
  unsubscribe: "POST /api/reminders/unsubscribe",
  addInterview: "POST /api/applications/{id}/interviews",
  capture: "POST /api/postings/capture",
  postingMatches: "GET /api/postings/matches",
  proof: "GET /api/reports/proof",
  keepPosting: "PUT /api/applications/{id}/posting",
  upcomingInterviews: "GET /api/interviews/upcoming",
  calendarFeed: "POST /api/settings/calendar",
  readCalendarFeed: "GET /api/calendar/{token}",
  revokeCalendarFeed: "DELETE /api/settings/calendar",
  tags: "GET /api/tags",
  makeTag: "POST /api/tags",
  bulk: "POST /api/applications/bulk",
  sources: "GET /api/sources",
  mergeSources: "POST /api/sources/merge",
  importApplications: "POST /api/applications/import",
  inboxAddress: "GET /api/inbox/address",
  connectMailbox: "PUT /api/inbox/mailbox",
  receiveMail: "POST /api/inbox/messages",
  applyMail: "POST /api/inbox/{id}/apply",
  undoMail: "POST /api/inbox/{id}/undo",
  inboxSettings: "PUT /api/inbox/settings",
};

/**
 * What the pages may say, word for word, and what makes it true. Rows are the page's text as
 * a visitor reads it: a card's title with its text, a list item, a help question with its answer.
 */
const claims: Record<string, Evidence> = {
  // The landing page
  "Free for job seekers": { tests: [], costsNothing: true },
  "Application table Every application in one sortable, searchable list: company, role, status, date and notes at a glance.":
    { operations: [op.list], tests: [tests.table, tests.tableSearch, tests.tableFlow] },
  "Kanban board See your search by stage, from Applied to Offer, and drag an application along as it moves.":
    {
      operations: [op.update],
      tests: [tests.board, tests.boardColumns],
    },
  "Analytics dashboard Response rates, how long companies take to reply and how your search trends, worked out from your own history.":
    { operations: [op.analytics], tests: [tests.analytics, tests.analyticsView] },
  "Create a free account and add your first application in under a minute.": {
    operations: [op.create],
    tests: [tests.accounts, tests.create],
    costsNothing: true,
  },

  // /features: the categories and their items
  "Core Features Three views of one list of applications.": {
    operations: [op.list, op.analytics],
    tests: [tests.tableFlow, tests.board, tests.analyticsView],
  },
  "A table of every application you can sort, search and filter": {
    operations: [op.list],
    tests: [tests.table, tests.tableSearch, tests.tableFlow],
  },
  "A kanban board with a column per stage; drag an application to move it on": {
    operations: [op.update],
    tests: [tests.board, tests.boardColumns],
  },
  "Analytics: how your applications spread across stages, response rates and response times": {
    operations: [op.analytics],
    tests: [tests.analytics, tests.analyticsView],
  },
  "Each application's history, with the date of every stage change": {
    operations: [op.history],
    tests: [tests.history],
  },
  "Organization Tools Keep the details beside the application they belong to.": {
    operations: [op.create, op.upload],
    tests: [tests.create, tests.documents],
  },
  "Companies kept once and reused, with their website and logo": {
    operations: [op.create, op.logo],
    tests: [tests.companies, tests.logos],
  },
  "Documents attached to an application: resume, cover letter and more (PDF, Word, text or images, up to 10 MB each)":
    { operations: [op.upload], tests: [tests.documents, tests.documentsLimit] },
  "Contacts, job links, sources and notes for every application": {
    operations: [op.create],
    tests: [tests.create],
  },
  "Offer details such as salary and bonuses, in the currency of the offer": {
    operations: [op.create],
    tests: [tests.create],
  },
  "Smart Features Small things that save you time and mistakes.": {
    operations: [op.create],
    tests: [tests.duplicate],
  },
  "A warning when you add the same position at the same company twice": {
    operations: [op.create],
    tests: [tests.duplicate],
  },
  "Response times and trends worked out from your own history": {
    operations: [op.analytics],
    tests: [tests.analytics, tests.analyticsOwn],
  },
  "Every status has its own colour and its name, so nothing relies on colour alone": {
    tests: [tests.boardColumns],
  },
  "Platform Features Works where you are, and keeps your data yours.": {
    operations: [op.exports, op.deleteAccount],
    tests: [tests.install, tests.profile],
  },
  "Works on phones, tablets and desktops, and installs as an app": {
    tests: [tests.install, tests.narrowDashboard],
  },
  "Email confirmation and strong password rules for every account": {
    tests: [tests.signup, tests.unconfirmed, tests.passwordRules],
  },
  "A profile with your picture or a colour avatar": {
    operations: [op.profile, op.avatar],
    tests: [tests.avatar, tests.avatarColour],
  },
  "A dark theme that is easy on the eyes": { tests: [tests.profile] },
  // /features: why JobTrail
  "Fast to update Add an application or move it to the next stage in a few clicks.": {
    operations: [op.create, op.update],
    tests: [tests.tableFlow, tests.board],
  },
  "Private Only you can see your applications. No ads, and your data is never sold.": {
    operations: [op.list],
    tests: [tests.ownersOnly, tests.guard],
  },
  "Free Everything here is free to use. No trial, no card needed.": { tests: [], costsNothing: true },

  // /about
  "Private by default Your applications are yours alone. No ads, no selling data, no sharing your search with employers.":
    { operations: [op.list], tests: [tests.ownersOnly, tests.guard] },
  "Calm and simple A job search is stressful enough. JobTrail stays out of the way and shows what matters.": {
    tests: [tests.tableFlow],
  },
  "Honest numbers Every chart is worked out from the applications you entered, and nothing else.": {
    operations: [op.analytics],
    tests: [tests.analyticsOwn, tests.analyticsView],
  },
  "Apply Note the company, the role, the date and where you found it, in seconds.": {
    operations: [op.create],
    tests: [tests.create, tests.tableFlow],
  },
  "Interview Move the application along and keep the contact and notes beside it.": {
    operations: [op.update],
    tests: [tests.history, tests.board],
  },
  "Decide Compare offers, close the loop on the rest, and see what worked.": {
    operations: [op.update, op.analytics],
    tests: [tests.create, tests.analyticsView],
  },
  "A table for the details": { operations: [op.list], tests: [tests.tableFlow] },
  "A board for the big picture": { operations: [op.update], tests: [tests.board] },
  "Analytics for what's working": { operations: [op.analytics], tests: [tests.analyticsView] },
  "Free to use. Your data stays yours.": {
    operations: [op.exports],
    tests: [tests.profile],
    costsNothing: true,
  },

  // /help: each question with its answer
  'How do I create an account? Go to Get Started , enter your name, email and a password, agree to the terms and choose "Create account". We then email you a confirmation link.':
    { tests: [tests.signup, tests.accounts] },
  "What makes a valid password? At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character such as ! or ?. The strength meter under the password box shows which of these you have.":
    { tests: [tests.passwordRules, tests.passwordMeter] },
  "Is JobTrail free? Yes. Creating an account and tracking your applications costs nothing.": {
    operations: [op.create],
    tests: [tests.accounts, tests.create],
    costsNothing: true,
  },
  "I didn't get the confirmation email. Check your spam or junk folder first. If it isn't there, try to sign in: JobTrail takes you to a page with a \"Resend Confirmation Email\" button. Each link works once.":
    { tests: [tests.unconfirmed, tests.resend] },
  "My confirmation link says it has expired or is invalid. Links expire after a while and work only once. Request a new one from the check-your-email page (sign in to reach it), or sign up again .":
    { tests: [tests.badToken, tests.resend] },
  "I forgot my password. Use Forgot password? on the sign-in page. We email you a link to set a new password; it expires in 24 hours. For your privacy, the page looks the same whether or not an account exists for that address.":
    { tests: [tests.reset, tests.resetUnknown] },
  'What does "Remember me" do? Without it, you are logged out when you close the browser or after 30 minutes without activity. With it, you stay signed in on that device for up to 30 days while you keep using JobTrail. Leave it unticked on a shared computer.':
    { tests: [tests.rememberMe, tests.idle] },
  'It says "Too many attempts". To protect accounts, JobTrail briefly limits repeated sign-in attempts. Wait a moment and try again.':
    { tests: [tests.rateLimit] },
  'How do I log out? Open the menu under your picture in the top right corner and choose "Log out".': {
    tests: [tests.accounts],
  },
  "What are the Table, Kanban and Analytics tabs? They are three views of the same applications: a list you can sort and search, a board with a column per stage, and charts of how your search is going. On a phone the dashboard shows the table, since the board needs a wider screen.":
    { operations: [op.list, op.analytics], tests: [tests.tableFlow, tests.board, tests.narrowDashboard] },
  "Who can see my applications? Only you. Every application belongs to your account, and the server checks this on each request.":
    { operations: [op.list], tests: [tests.ownersOnly, tests.guard] },
  'Where do I see my profile? Choose "Profile & Settings" in the menu under your picture. It shows your name, email, job title and plan.':
    { operations: [op.profile], tests: [tests.profile] },
  'How do follow-up reminders work? Give an application a follow-up date (a new one gets a week after applying unless you change it). From that day, it shows under "Follow up" at the top of your dashboard, where you can draft a short email to the contact, snooze it or mark it done. To get a daily email of what is due, turn on the digest under Reminders in "Profile & Settings" and choose its hour; every digest has a link to turn it off.':
    {
      operations: [op.update, op.reminderSettings, op.unsubscribe],
      tests: [tests.followUpList, tests.followUpDigest],
    },
  'What does "Ghosted" mean? An application is ghosted when the company has said nothing for three weeks after you applied, or two weeks after an interview. You can change both, or turn them off, under Reminders in "Profile & Settings". From the Ghosted button in the table you can follow up, withdraw, or keep waiting; the moment you record an answer, it is no longer ghosted.':
    {
      operations: [op.update, op.reminderSettings, op.analytics],
      tests: [tests.ghosting, tests.ghostingActions],
    },
  "How do I tag or archive applications? Tags are your own labels, each in a colour: add them to an application in its dialog or from the table's Tags column, or to many at once from a selection in the table or a column's menu on the board, then filter the table and the board by them. Archive an application you are done with from its menu, its dialog or a selection: it leaves the board and the table but stays in your analytics and exports. Choose \"Include archived\" in the table to see it again or restore it.":
    {
      operations: [op.tags, op.makeTag, op.update, op.bulk, op.analytics],
      tests: [tests.tags, tests.tagsBoard],
    },
  'Two of my sources are the same place. How do I merge them? Under Sources in "Profile & Settings" you see every source your applications give, with how many give each. Sources that look like one place written two ways ("Company site" and "Company website") are pointed out with a way to merge them, and any source can be merged into another. The Source field in the form offers your own sources first, and an import writes each source the way you already do.':
    {
      operations: [op.sources, op.mergeSources, op.importApplications],
      tests: [tests.sourcesSettings, tests.sourcesMerge, tests.sourceField, tests.sourcesImport],
    },
  'Can JobTrail keep up with the mail I get about my applications? Yes. Forward confirmations, rejections, invitations and offers to your private address under Mail forwarding in "Profile & Settings", connect your mailbox there (IMAP, with an app password), or add a saved mail in your Inbox. The Inbox says what each mail means for your applications ("Lumen Analytics turned down Senior Data Engineer: mark it Rejected?"), and nothing changes until you apply it; an applied mail can be undone. Switch on "Apply sure changes by themselves" to let sure steps forward apply on arrival.':
    {
      operations: [
        op.inboxAddress,
        op.connectMailbox,
        op.receiveMail,
        op.applyMail,
        op.undoMail,
        op.inboxSettings,
      ],
      tests: [
        tests.inboxForwarding,
        tests.inboxMailbox,
        tests.inboxApply,
        tests.inboxAutoApply,
        tests.inboxView,
      ],
    },
  'Can JobTrail fill in an application from the job posting? Yes. In the Add Application form, paste the posting\'s address under "Fill from a job posting": JobTrail reads the company, title, location, salary and the posting\'s text for you to check, and keeps the text with the application, since postings disappear. To do it from the posting itself, drag the "Add to JobTrail" button from "Profile & Settings" to your bookmarks bar and click it on a posting\'s page, or install the JobTrail browser extension: it reads the posting as your browser shows it, also on sites you must sign in to, and tells you on a posting you have applied to already. On a phone, add JobTrail to your home screen and share a posting\'s link or text to it.':
    {
      operations: [op.capture, op.keepPosting, op.create, op.postingMatches],
      tests: [tests.capture, tests.bookmarklet, tests.extension, tests.share],
    },
  'How do I prove my job search to a job centre? In the table, open Export and choose "Proof of applications...". Pick the period and download the PDF: it lists every application you sent in it with its date, company, position, source, contact and each status change, under your name, with a line to sign. The same is available as CSV.':
    { operations: [op.proof], tests: [tests.proofReport, tests.proofDialog] },
  'How do I put my interviews in my calendar? Open an application and add each interview round under Interviews, with its time in the time zone the invitation gives. The next ones show under "Upcoming interviews" on your dashboard. Under Calendar feed in "Profile & Settings", create a private calendar address and add it to Google Calendar, Apple Calendar or Outlook: your interviews and follow-ups appear there, each with a reminder the day before. The address is shown once; you can replace it or turn it off at any time.':
    {
      operations: [
        op.addInterview,
        op.upcomingInterviews,
        op.calendarFeed,
        op.readCalendarFeed,
        op.revokeCalendarFeed,
      ],
      tests: [tests.interviewFeed],
    },
  'How do I get a copy of my data or delete my account? Choose "Profile & Settings" in the menu under your picture, then "Privacy Settings". There you can download a copy of everything in your account (optionally protected with a passphrase) or delete your account after entering your password. The Privacy Policy explains what we keep and for how long.':
    {
      operations: [op.exports, op.deleteAccount],
      tests: [tests.exportPassphrase, tests.deletion, tests.profile],
    },
};

const pages = [paths.landing, paths.features, paths.about, paths.help];

/** Text as a visitor reads it: the element's words, with a space where elements meet. */
function readText(element: Element): string {
  const words: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) words.push(node.textContent ?? "");
  return words.join(" ").replace(/\s+/g, " ").trim();
}

/** A heading with the paragraphs right after it: a card's title and its text. */
function withParagraphs(heading: Element): string {
  const parts = [readText(heading)];
  for (let next = heading.nextElementSibling; next?.tagName === "P"; next = next.nextElementSibling)
    parts.push(readText(next));
  return parts.join(" ");
}

// Words that promise more than a feature: where a page says one, the sentence is a claim too.
const marketingWords = /\bfree\b|unlimited|encrypt|\d+\+?\s+features/i;

/**
 * The claims a page makes: every card (an h3 with its text), every list item that is not
 * navigation and not itself a card, every help question (a disclosure that is not a card)
 * with its answer, and any line that
 * uses one of the marketing words.
 */
function claimsOn(main: HTMLElement): string[] {
  const found = new Set<string>();
  for (const heading of main.querySelectorAll("h3")) found.add(withParagraphs(heading));
  for (const item of main.querySelectorAll("li"))
    if (!item.closest("nav") && !item.querySelector("h3")) found.add(readText(item));
  for (const question of main.querySelectorAll("details"))
    if (!question.querySelector("h3")) found.add([...question.children].map(readText).join(" "));
  for (const line of main.querySelectorAll("h1, h2, p, li"))
    if (marketingWords.test(readText(line)) && !line.closest("details, li")) {
      const heading = line.previousElementSibling;
      found.add(heading?.tagName === "H3" ? withParagraphs(heading) : readText(line));
    }
  return [...found];
}

/** "METHOD /api/path" for every route the API defines (createRoute's method and path). */
function apiOperations(): Set<string> {
  const folder = path.join(root, "src/server/routes");
  const operations = new Set<string>();
  for (const resource of readdirSync(folder)) {
    const file = path.join(folder, resource, `${resource}.routes.ts`);
    if (!existsSync(file)) continue;
    const source = readFileSync(file, "utf8");
    for (const [, method, route] of source.matchAll(/method:\s*"(\w+)",\s*path:\s*"([^"]+)"/g))
      operations.add(`${method!.toUpperCase()} /api${route}`);
  }
  return operations;
}

describe("claims on the public pages", () => {
  const claimsByPage = new Map<string, string[]>();

  beforeAll(async () => {
    for (const page of pages) {
      mockApi({
        "GET /api/auth/get-session": { body: null },
        "GET /api/config": { body: { appleSignIn: false, requireEmailVerification: true, analytics: null } },
      });
      const { unmount } = renderRoutes(routes, { initialEntries: [page] });
      await screen.findAllByRole("heading", { level: 1 });
      claimsByPage.set(page, claimsOn(document.querySelector("main")!));
      unmount();
    }
  });

  it.each(pages)("every claim on %s has its evidence written down", (page) => {
    const claimed = claimsByPage.get(page)!;
    expect(claimed.length).toBeGreaterThan(0);
    expect(claimed.filter((claim) => !(claim in claims))).toEqual([]);
  });

  it("keeps no evidence for a claim no page makes any more", () => {
    const made = new Set([...claimsByPage.values()].flat());
    expect(Object.keys(claims).filter((claim) => !made.has(claim))).toEqual([]);
  });

  it("names only operations the API serves and tests that exist", () => {
    const operations = apiOperations();
    expect(operations.size).toBeGreaterThan(20);
    for (const [claim, evidence] of Object.entries(claims)) {
      for (const operation of evidence.operations ?? [])
        expect(operations.has(operation), `${operation} for "${claim}"`).toBe(true);
      for (const [file, title] of evidence.tests) {
        const full = path.join(root, file);
        expect(existsSync(full), `${file} for "${claim}"`).toBe(true);
        expect(readFileSync(full, "utf8"), `"${title}" in ${file}`).toContain(`"${title}"`);
      }
    }
  });

  it("backs every claim with a test, and 'free' with an API that charges for nothing", () => {
    for (const [claim, evidence] of Object.entries(claims)) {
      if (!evidence.costsNothing) expect(evidence.tests.length, claim).toBeGreaterThan(0);
      expect(Boolean(evidence.costsNothing), claim).toBe(/\bfree\b|costs nothing/i.test(claim));
    }
    const paid = [...apiOperations()].filter((operation) =>
      /bill|pay|checkout|subscription|plan|price/i.test(operation),
    );
    expect(paid).toEqual([]);
  });

  it("says 'unlimited', 'encrypted' or 'N+ features' only as far as the evidence goes", () => {
    const made = [...claimsByPage.values()].flat();
    for (const claim of made) {
      // Exports are AES-256 with a passphrase and the connection is HTTPS; nothing is
      // encrypted at rest, so a claim may name what is encrypted, never the data as a whole.
      if (/encrypt/i.test(claim)) expect(claim).not.toMatch(/at rest|end-to-end|all your data|everything/i);
      // "Unlimited" would rest on the bench's 100,000-application figures, not on a test here.
      expect(claim).not.toMatch(/unlimited/i);
      const count = /(\d+)\+?\s+features/i.exec(claim);
      if (count) {
        const features = claimsByPage.get(paths.features)!.filter((item) => claims[item]?.tests.length);
        expect(features.length, claim).toBeGreaterThanOrEqual(Number(count[1]));
      }
    }
  });
});
