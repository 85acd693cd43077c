import { Link } from "react-router";
import { paths } from "@/domain/paths";
import { LegalDocument, type LegalSection } from "./legal-document";

const link = "font-medium text-primary hover:underline";

// How long each kind of data is kept.
const retention = [
  [
    "Account data (name, email, sign-in details)",
    "Removed at once when you delete your account; leftover copies in backups are gone within 30 days",
  ],
  [
    "Inactive accounts",
    "An account with no sign-in for 730 days (2 years) may be deleted, after an email warning",
  ],
  [
    "Application data (applications, history, notes, documents)",
    "Kept while your account exists, at most 2,555 days (7 years)",
  ],
  ["Security logs (sign-ins, password changes)", "365 days"],
  ["Usage statistics, if any are collected", "365 days"],
  [
    "Support messages (contact form)",
    "1,095 days (3 years), even after you delete your account: they are our record of what you asked and what we answered",
  ],
  ["Data exports you ask for", "7 days, then the file is deleted"],
  ["Marketing consent records", "730 days; JobTrail sends no marketing email today"],
  ["Financial records, if you ever pay for a plan", "2,555 days (7 years), as tax law requires"],
] as const;

const sections: LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <p>
        JobTrail is a job-application tracker. This policy explains what personal data JobTrail holds when you
        use the website and app, why, for how long, and what you can do about it. JobTrail is the controller
        of that data.
      </p>
    ),
  },
  {
    id: "what-we-collect",
    title: "What we collect",
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> your name, email address, an optional job title, your password
          (stored only as a secure hash) and your avatar picture or colour.
        </li>
        <li>
          <strong>What you track:</strong> the applications you add, with companies, roles, dates, stages,
          contacts, notes and documents you attach.
        </li>
        <li>
          <strong>Messages to us:</strong> what you send through the contact form.
        </li>
        <li>
          <strong>Security data:</strong> sign-in times, IP address and browser details of your sessions, used
          to keep your account safe and to limit abuse.
        </li>
      </ul>
    ),
  },
  {
    id: "how-we-use-it",
    title: "How we use it",
    body: (
      <>
        <p>We use your data only to:</p>
        <ul>
          <li>
            run your account and show your applications back to you (to perform our agreement with you);
          </li>
          <li>
            send the emails the service needs, such as confirming your address or resetting your password;
          </li>
          <li>answer your messages;</li>
          <li>protect the service and its users from fraud and abuse (our legitimate interest).</li>
        </ul>
        <p>
          We do not sell your data, we do not show ads, and we do not use your applications to profile you for
          anyone else. Your generated avatar is made on our own server; no third-party service sees your name.
        </p>
      </>
    ),
  },
  {
    id: "sharing",
    title: "Who we share it with",
    body: (
      <p>
        Only with the providers that host the service and deliver its email, under contracts that bind them to
        use the data solely for JobTrail, and with authorities where the law requires it. If you sign in with
        Apple, Apple shares your name and email with us as you allow on its sign-in page.
      </p>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <>
        <p>We keep data only as long as it is needed, and never longer than these limits:</p>
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <thead className="bg-surface-raised text-foreground">
              <tr>
                <th scope="col" className="px-4 py-2.5 font-semibold">
                  Data
                </th>
                <th scope="col" className="px-4 py-2.5 font-semibold">
                  How long
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {retention.map(([data, period]) => (
                <tr key={data}>
                  <td className="px-4 py-2.5 align-top text-foreground">{data}</td>
                  <td className="px-4 py-2.5 align-top">{period}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    body: (
      <>
        <p>
          Wherever you live, you can do these yourself in your{" "}
          <Link to={paths.privacySettings} className={link}>
            privacy settings
          </Link>
          , at any time:
        </p>
        <ul>
          <li>
            take a copy of your data: a zip file with JSON and CSV of your profile, applications, their
            history, companies and documents with their files, which you may protect with a passphrase
            (AES-256);
          </li>
          <li>correct your details on your profile;</li>
          <li>
            delete your account: everything in it goes at once. Only the messages you sent through the contact
            form are kept, for 3 years, as support communications;
          </li>
          <li>withdraw or change a cookie consent, and sign out any device.</li>
        </ul>
        <p>You can also ask us to restrict or object to a use of your data.</p>
        <p>
          We answer within 30 days. California residents: we confirm a deletion request within 45 days and act
          on an opt-out within 15 days; we do not sell or share personal information for advertising. You may
          also complain to your local data-protection authority.
        </p>
        <p>
          To make a request, use the{" "}
          <Link to={paths.contact} className={link}>
            contact form
          </Link>{" "}
          from the email address of your account.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "Security",
    body: (
      <ul>
        <li>All traffic to JobTrail is encrypted in transit (HTTPS).</li>
        <li>Passwords are stored only as salted hashes; nobody at JobTrail can read them.</li>
        <li>Each user can reach only their own data; the server checks this on every request.</li>
        <li>Sessions end after 30 minutes without activity unless you chose "Remember me".</li>
        <li>
          If a breach puts your data at risk, we notify the authorities within 72 hours and tell you without
          delay.
        </li>
      </ul>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    body: (
      <p>
        JobTrail uses only the cookies it needs to keep you signed in, and keeps your view preferences only
        with your consent. See the{" "}
        <Link to={paths.cookiePolicy} className={link}>
          Cookie Policy
        </Link>{" "}
        for details.
      </p>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: <p>JobTrail is not meant for children under 13, and we do not knowingly hold their data.</p>,
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        When this policy changes, we update the version and date at the top. For significant changes we will
        also tell you by email or in the app before they take effect.
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          Your job search is personal. JobTrail collects what it needs to run your tracker, keeps it private
          to you, and deletes it when you ask.
        </p>
      }
      sections={sections}
    />
  );
}
