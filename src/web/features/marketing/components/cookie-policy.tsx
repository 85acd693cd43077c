import { Link } from "react-router";
import { paths } from "@/domain/paths";
import { LegalDocument, type LegalSection } from "./legal-document";

const link = "font-medium text-primary hover:underline";

const sections: LegalSection[] = [
  {
    id: "what-cookies-are",
    title: "What cookies are",
    body: (
      <p>
        Cookies are small pieces of data a website asks your browser to keep and send back on later visits.
        Similar browser storage (such as local storage) is covered by this policy too.
      </p>
    ),
  },
  {
    id: "cookies-we-use",
    title: "The cookies JobTrail uses",
    body: (
      <>
        <p>
          JobTrail currently sets only <strong>essential cookies</strong>: the ones that keep you signed in
          and protect your session. They cannot be read by scripts in the page (they are "httpOnly"), are sent
          only to JobTrail, and are not used for tracking or advertising.
        </p>
        <ul>
          <li>
            <strong>Session cookie:</strong> identifies your signed-in session. Without "Remember me" it lasts
            until you close the browser and also ends after 30 minutes without activity; with "Remember me" it
            lasts up to 30 days and renews while you use JobTrail.
          </li>
          <li>
            <strong>Security cookies:</strong> short-lived values used during sign-in (for example with Apple)
            to make sure the answer comes from the sign-in you started.
          </li>
        </ul>
        <p>
          The app also keeps its own files in your browser's cache so that it loads quickly and can tell you
          when a new version is available. That cache holds the app itself, not your data.
        </p>
      </>
    ),
  },
  {
    id: "no-tracking",
    title: "No analytics or advertising cookies",
    body: (
      <p>
        JobTrail sets no analytics, advertising or social-media cookies, and loads no third-party trackers. If
        that ever changes, we will ask for your consent first, you will be able to refuse, and your choice
        will be asked again at the latest after 13 months.
      </p>
    ),
  },
  {
    id: "control",
    title: "Your control",
    body: (
      <p>
        You can delete or block cookies in your browser's settings. Blocking essential cookies means you
        cannot stay signed in to JobTrail; the public pages still work.
      </p>
    ),
  },
  {
    id: "more",
    title: "More about your data",
    body: (
      <p>
        The{" "}
        <Link to={paths.privacyPolicy} className={link}>
          Privacy Policy
        </Link>{" "}
        explains what JobTrail stores about you and the rights you have.
      </p>
    ),
  },
];

export function CookiePolicy() {
  return (
    <LegalDocument
      title="Cookie Policy"
      intro={
        <p>
          JobTrail uses as few cookies as it can: only those needed to keep you signed in and your account
          safe.
        </p>
      }
      sections={sections}
    />
  );
}
