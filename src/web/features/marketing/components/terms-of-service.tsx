import { Link } from "react-router";
import { paths } from "@/domain/paths";
import { LegalDocument, type LegalSection } from "./legal-document";

const link = "font-medium text-primary hover:underline";

const sections: LegalSection[] = [
  {
    id: "agreement",
    title: "The agreement",
    body: (
      <p>
        These terms are an agreement between you and JobTrail for your use of the JobTrail website and app
        (the "service"). By creating an account or using the service you accept them. If you do not agree,
        please do not use the service.
      </p>
    ),
  },
  {
    id: "eligibility",
    title: "Who may use JobTrail",
    body: (
      <p>
        You must be at least 13 years old to use JobTrail, and old enough in your country to agree to these
        terms. If you use JobTrail for an organisation, you confirm that you may accept these terms on its
        behalf.
      </p>
    ),
  },
  {
    id: "account",
    title: "Your account",
    body: (
      <ul>
        <li>Give accurate details when you sign up and confirm your email address.</li>
        <li>
          Keep your password to yourself. You are responsible for what happens under your account; tell us at
          once if you think someone else has used it.
        </li>
        <li>
          A session ends after 30 minutes without activity unless you choose "Remember me", which keeps you
          signed in on that device for up to 30 days.
        </li>
      </ul>
    ),
  },
  {
    id: "your-content",
    title: "Your content",
    body: (
      <>
        <p>
          The applications, notes, documents and other information you add stay yours. You give JobTrail only
          the permission it needs to store, process and show that content to you in order to run the service.
        </p>
        <p>
          We do not sell your content and we do not look at it except where needed to keep the service
          running, to answer a request from you, or when the law requires it.
        </p>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <>
        <p>When you use JobTrail, you agree not to:</p>
        <ul>
          <li>break the law, or upload content you have no right to share;</li>
          <li>upload malware or files meant to harm others;</li>
          <li>
            try to reach other users' data, or probe, overload or get around the service's security and
            limits;
          </li>
          <li>use automated means to create accounts or to scrape the service.</li>
        </ul>
      </>
    ),
  },
  {
    id: "plans",
    title: "Plans and price",
    body: (
      <p>
        JobTrail is free to use. If we ever introduce paid features, we will say clearly what they cost before
        you can choose them, and features you already use for free will not start charging you without notice.
      </p>
    ),
  },
  {
    id: "availability",
    title: "Availability and changes",
    body: (
      <p>
        We work to keep JobTrail available and your data safe, but we cannot promise the service will be
        uninterrupted or error-free. We may change or improve features over time. If we make a change that
        significantly affects you, we will tell you in advance.
      </p>
    ),
  },
  {
    id: "ending",
    title: "Ending your use",
    body: (
      <p>
        You may stop using JobTrail at any time and ask us to delete your account. We may suspend or close an
        account that seriously or repeatedly breaks these terms; unless the law or safety prevents it, we will
        tell you why and give you a chance to export your data first. What happens to your data afterwards is
        described in the{" "}
        <Link to={paths.privacyPolicy} className={link}>
          Privacy Policy
        </Link>
        .
      </p>
    ),
  },
  {
    id: "liability",
    title: "Disclaimers and liability",
    body: (
      <p>
        JobTrail is a tool to organise your job search; it does not guarantee any outcome of that search. The
        service is provided "as is". To the extent the law allows, JobTrail is not liable for indirect or
        consequential losses, such as a missed opportunity. Nothing in these terms limits rights you have as a
        consumer that cannot be limited by contract.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <p>
        When these terms change, we update the version and date at the top of this page. For significant
        changes we will also let you know by email or in the app before they take effect.
      </p>
    ),
  },
];

export function TermsOfService() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro={
        <p>
          The rules for using JobTrail, written to be read. The short version: your data is yours, use the
          service fairly, and we will keep you informed.
        </p>
      }
      sections={sections}
    />
  );
}
