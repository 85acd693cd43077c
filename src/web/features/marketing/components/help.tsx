import { ChevronDownIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { resetLinkLifetimeHours } from "@/domain/auth";
import { paths } from "@/domain/paths";
import { Button } from "@/web/components/ui/button";

const link = "font-medium text-primary hover:underline";

type Question = { question: string; answer: ReactNode };
type Topic = { id: string; title: string; questions: Question[] };

const topics: Topic[] = [
  {
    id: "getting-started",
    title: "Getting started",
    questions: [
      {
        question: "How do I create an account?",
        answer: (
          <p>
            Go to{" "}
            <Link to={paths.signup} className={link}>
              Get Started
            </Link>
            , enter your name, email and a password, agree to the terms and choose "Create account". We then
            email you a confirmation link.
          </p>
        ),
      },
      {
        question: "What makes a valid password?",
        answer: (
          <p>
            At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special
            character such as ! or ?. The strength meter under the password box shows which of these you have.
          </p>
        ),
      },
      {
        question: "Is JobTrail free?",
        answer: <p>Yes. Creating an account and tracking your applications costs nothing.</p>,
      },
    ],
  },
  {
    id: "email-confirmation",
    title: "Confirming your email",
    questions: [
      {
        question: "I didn't get the confirmation email.",
        answer: (
          <p>
            Check your spam or junk folder first. If it isn't there, try to sign in: JobTrail takes you to a
            page with a "Resend Confirmation Email" button. Each link works once.
          </p>
        ),
      },
      {
        question: "My confirmation link says it has expired or is invalid.",
        answer: (
          <p>
            Links expire after a while and work only once. Request a new one from the check-your-email page
            (sign in to reach it), or{" "}
            <Link to={paths.signup} className={link}>
              sign up again
            </Link>
            .
          </p>
        ),
      },
    ],
  },
  {
    id: "signing-in",
    title: "Signing in",
    questions: [
      {
        question: "I forgot my password.",
        answer: (
          <p>
            Use{" "}
            <Link to={paths.forgotPassword} className={link}>
              Forgot password?
            </Link>{" "}
            on the sign-in page. We email you a link to set a new password; it expires in{" "}
            {resetLinkLifetimeHours} hours. For your privacy, the page looks the same whether or not an
            account exists for that address.
          </p>
        ),
      },
      {
        question: 'What does "Remember me" do?',
        answer: (
          <p>
            Without it, you are logged out when you close the browser or after 30 minutes without activity.
            With it, you stay signed in on that device for up to 30 days while you keep using JobTrail. Leave
            it unticked on a shared computer.
          </p>
        ),
      },
      {
        question: 'It says "Too many attempts".',
        answer: (
          <p>
            To protect accounts, JobTrail briefly limits repeated sign-in attempts. Wait a moment and try
            again.
          </p>
        ),
      },
      {
        question: "How do I log out?",
        answer: <p>Open the menu under your picture in the top right corner and choose "Log out".</p>,
      },
    ],
  },
  {
    id: "dashboard",
    title: "Your dashboard",
    questions: [
      {
        question: "What are the Table, Kanban and Analytics tabs?",
        answer: (
          <p>
            They are three views of the same applications: a list you can sort and search, a board with a
            column per stage, and charts of how your search is going. On a phone the dashboard shows the
            table, since the board needs a wider screen.
          </p>
        ),
      },
      {
        question: "How do follow-up reminders work?",
        answer: (
          <p>
            Give an application a follow-up date (a new one gets a week after applying unless you change it).
            From that day, it shows under "Follow up" at the top of your dashboard, where you can draft a
            short email to the contact, snooze it or mark it done. To get a daily email of what is due, turn
            on the digest under Reminders in "Profile & Settings" and choose its hour; every digest has a link
            to turn it off.
          </p>
        ),
      },
      {
        question: 'What does "Ghosted" mean?',
        answer: (
          <p>
            An application is ghosted when the company has said nothing for three weeks after you applied, or
            two weeks after an interview. You can change both, or turn them off, under Reminders in "Profile &
            Settings". From the Ghosted button in the table you can follow up, withdraw, or keep waiting; the
            moment you record an answer, it is no longer ghosted.
          </p>
        ),
      },
      {
        question: "How do I tag or archive applications?",
        answer: (
          <p>
            Tags are your own labels, each in a colour: add them to an application in its dialog or from the
            table's Tags column, or to many at once from a selection in the table or a column's menu on the
            board, then filter the table and the board by them. Archive an application you are done with from
            its menu, its dialog or a selection: it leaves the board and the table but stays in your analytics
            and exports. Choose "Include archived" in the table to see it again or restore it.
          </p>
        ),
      },
      {
        question: "Two of my sources are the same place. How do I merge them?",
        answer: (
          <p>
            Under Sources in "Profile & Settings" you see every source your applications give, with how many
            give each. Sources that look like one place written two ways ("Company site" and "Company
            website") are pointed out with a way to merge them, and any source can be merged into another. The
            Source field in the form offers your own sources first, and an import writes each source the way
            you already do.
          </p>
        ),
      },
      {
        question: "Can JobTrail keep up with the mail I get about my applications?",
        answer: (
          <p>
            Yes. Forward confirmations, rejections, invitations and offers to your private address under Mail
            forwarding in "Profile & Settings", connect your mailbox there (IMAP, with an app password), or
            add a saved mail in your Inbox. The Inbox says what each mail means for your applications ("Lumen
            Analytics turned down Senior Data Engineer: mark it Rejected?"), and nothing changes until you
            apply it; an applied mail can be undone. Switch on "Apply sure changes by themselves" to let sure
            steps forward apply on arrival.
          </p>
        ),
      },
      {
        question: "Can JobTrail fill in an application from the job posting?",
        answer: (
          <p>
            Yes. In the Add Application form, paste the posting's address under "Fill from a job posting":
            JobTrail reads the company, title, location, salary and the posting's text for you to check, and
            keeps the text with the application, since postings disappear. To do it from the posting itself,
            drag the "Add to JobTrail" button from "Profile & Settings" to your bookmarks bar and click it on
            a posting's page, or install the JobTrail browser extension: it reads the posting as your browser
            shows it, also on sites you must sign in to, and tells you on a posting you have applied to
            already. On a phone, add JobTrail to your home screen and share a posting's link or text to it.
          </p>
        ),
      },
      {
        question: "How do I prove my job search to a job centre?",
        answer: (
          <p>
            In the table, open Export and choose "Proof of applications...". Pick the period and download the
            PDF: it lists every application you sent in it with its date, company, position, source, contact
            and each status change, under your name, with a line to sign. The same is available as CSV.
          </p>
        ),
      },
      {
        question: "How do I put my interviews in my calendar?",
        answer: (
          <p>
            Open an application and add each interview round under Interviews, with its time in the time zone
            the invitation gives. The next ones show under "Upcoming interviews" on your dashboard. Under
            Calendar feed in "Profile & Settings", create a private calendar address and add it to Google
            Calendar, Apple Calendar or Outlook: your interviews and follow-ups appear there, each with a
            reminder the day before. The address is shown once; you can replace it or turn it off at any time.
          </p>
        ),
      },
      {
        question: "Who can see my applications?",
        answer: (
          <p>
            Only you. Every application belongs to your account, and the server checks this on each request.
          </p>
        ),
      },
    ],
  },
  {
    id: "account-privacy",
    title: "Account and privacy",
    questions: [
      {
        question: "Where do I see my profile?",
        answer: (
          <p>
            Choose "Profile & Settings" in the menu under your picture. It shows your name, email, job title
            and plan.
          </p>
        ),
      },
      {
        question: "How do I get a copy of my data or delete my account?",
        answer: (
          <p>
            Choose "Profile & Settings" in the menu under your picture, then "Privacy Settings". There you can
            download a copy of everything in your account (optionally protected with a passphrase) or delete
            your account after entering your password. The{" "}
            <Link to={paths.privacyPolicy} className={link}>
              Privacy Policy
            </Link>{" "}
            explains what we keep and for how long.
          </p>
        ),
      },
    ],
  },
];

export function Help() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="text-center">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Help</p>
        <h1 className="mt-2 text-4xl font-semibold tracking-tight">How can we help?</h1>
        <p className="mx-auto mt-4 max-w-xl text-muted">
          Answers to the questions people ask most about JobTrail.
        </p>
        <nav aria-label="Help topics" className="mt-8">
          <ul className="flex flex-wrap justify-center gap-2">
            {topics.map((topic) => (
              <li key={topic.id}>
                <a
                  href={`#${topic.id}`}
                  className="inline-block rounded-full border border-border bg-surface px-3.5 py-1.5 text-sm text-muted transition-colors hover:border-border-strong hover:text-foreground"
                >
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <div className="mt-12 flex flex-col gap-10">
        {topics.map((topic) => (
          <section
            key={topic.id}
            id={topic.id}
            aria-labelledby={`${topic.id}-title`}
            className="scroll-mt-24"
          >
            <h2 id={`${topic.id}-title`} className="mb-4 text-xl font-semibold tracking-tight">
              {topic.title}
            </h2>
            <div className="divide-y divide-border overflow-hidden rounded-(--radius-card) border border-border bg-surface/80">
              {topic.questions.map((item) => (
                <details key={item.question} className="group">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium transition-colors hover:bg-surface-hover focus-visible:-outline-offset-2 [&::-webkit-details-marker]:hidden">
                    {item.question}
                    <ChevronDownIcon
                      aria-hidden
                      className="size-4 shrink-0 text-subtle transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <div className="px-5 pb-5 leading-relaxed text-muted">{item.answer}</div>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>

      <div className="mt-14 flex flex-col items-center gap-4 rounded-(--radius-card) border border-border bg-surface p-8 text-center">
        <h2 className="text-lg font-semibold">Still stuck?</h2>
        <p className="text-muted">Send us a message through the contact form and we'll answer by email.</p>
        <Button asChild>
          <Link to={paths.contact}>Contact Us</Link>
        </Button>
      </div>
    </div>
  );
}
