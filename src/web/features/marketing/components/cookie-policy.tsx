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
    id: "what-we-store",
    title: "Everything JobTrail keeps in your browser",
    body: (
      <>
        <p>
          <strong>Essential</strong> (always on: JobTrail cannot work without them, so they need no consent):
        </p>
        <ul>
          <li>
            <strong>Session cookie</strong> (<code>better-auth.session_token</code>, or{" "}
            <code>__Host-better-auth.session_token</code> on a site served over https): identifies your
            signed-in session. It cannot be read by scripts in the page, is sent only to JobTrail, and is
            never used for tracking. Without "Remember me" it lasts until you close the browser and also ends
            after 30 minutes without activity; with "Remember me" it lasts up to 30 days and renews while you
            use JobTrail.
          </li>
          <li>
            <strong>Session-length cookie</strong> (<code>better-auth.dont_remember</code>, or{" "}
            <code>__Host-better-auth.dont_remember</code> over https): set only when you sign in without
            "Remember me", so the session ends with the browser.
          </li>
          <li>
            <strong>Security cookies</strong>: short-lived values used during sign-in with Apple, to make sure
            the answer comes from the sign-in you started.
          </li>
          <li>
            <strong>Your cookie choice</strong> (local storage: <code>jobtrail.cookie-preferences</code> and{" "}
            <code>jobtrail.cookie-consent-timestamp</code>): what you chose and when, so it is not asked again
            for 13 months; and, when you are signed in, the account it was last copied to (
            <code>jobtrail.cookie-consent-account</code>).
          </li>
          <li>
            <strong>Who is signed in on this device</strong> (local storage:{" "}
            <code>jobtrail.last-session</code>
            ): your account's id, email address, name and picture and when the session ends, never its secret
            token, so that JobTrail opened without a connection still knows it is you instead of signing you
            out. It goes when you log out, when the session ends or when someone else signs in.
          </li>
          <li>
            <strong>The app's own files</strong> in the browser's cache, so it loads quickly and can tell you
            when a new version is available. This cache holds the app itself, not your data.
          </li>
        </ul>
        <p>
          <strong>Functional</strong> (only if you allow it): your <strong>view preferences</strong> (local
          storage, keys beginning <code>jobtrail.view.</code>), such as which columns the applications table
          shows on this device; and the <strong>offline copy of your applications</strong> (IndexedDB,
          database <code>jobtrail</code>, with the id of the account it belongs to in local storage under{" "}
          <code>jobtrail.local-copy</code>), so the dashboard opens at once and only fetches what changed.
          Signing out, another account signing in on this device, or turning functional storage off deletes
          the copy. Turning functional storage off deletes them all.
        </p>
        <p>
          <strong>Analytics</strong> (only where a site running JobTrail has set it up, and only if you allow
          it): the cookie banner then names the analytics service, and its script loads only after you allow
          it. A cookie (<code>jobtrail-analytics</code>) tells the server you did, so it lets that one script
          in; without it, no analytics script can load at all. This site's banner says whether it has one.
        </p>
        <p>
          <strong>Marketing</strong>: JobTrail runs no marketing or advertising cookies and loads no
          third-party trackers.
        </p>
      </>
    ),
  },
  {
    id: "control",
    title: "Your control",
    body: (
      <p>
        Change your choice at any time in your{" "}
        <Link to={paths.privacySettings} className={link}>
          privacy settings
        </Link>
        ; a signed-in account keeps the same choice on every device. You can also delete or block cookies in
        your browser's settings. Blocking essential cookies means you cannot stay signed in to JobTrail; the
        public pages still work.
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
          JobTrail keeps as little in your browser as it can: what keeps you signed in and your account safe,
          and, only with your consent, your view preferences.
        </p>
      }
      sections={sections}
    />
  );
}
