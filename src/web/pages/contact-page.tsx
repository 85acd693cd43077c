import { ClockIcon, LifeBuoyIcon } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/domain/paths";
import { PageHead } from "@/web/components/page-head";
import { useSession } from "@/web/features/account/api/get-session";
import { ContactForm } from "@/web/features/contact/components/contact-form";

export default function ContactPage() {
  const { status } = useSession();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <PageHead path={paths.contact} />
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Contact</p>
          <h1 className="mt-2 text-4xl font-semibold tracking-tight">Get in touch</h1>
          <p className="mt-4 text-muted">
            A question, a problem, or an idea for JobTrail? Send us a message and a person will read it.
          </p>
          <ul className="mt-8 flex flex-col gap-4 text-sm">
            <li className="flex items-start gap-3">
              <ClockIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-text" />
              <span className="text-muted">
                <strong className="block text-foreground">Replies within 24 hours</strong>
                We answer at the email address you give.
              </span>
            </li>
            <li className="flex items-start gap-3">
              <LifeBuoyIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-text" />
              <span className="text-muted">
                <strong className="block text-foreground">Quick answers</strong>
                The{" "}
                <Link to={paths.help} className="font-medium text-primary hover:underline">
                  Help page
                </Link>{" "}
                covers sign-in, email confirmation and passwords.
              </span>
            </li>
          </ul>
        </div>
        <ContactForm signedIn={status === "authenticated"} />
      </div>
    </div>
  );
}
