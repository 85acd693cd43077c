import { CircleCheckIcon } from "lucide-react";
import { Link, useLocation } from "react-router";
import { paths } from "@/domain/paths";
import { deletionMessages } from "@/domain/privacy";
import { Button } from "@/web/components/ui/button";
import { AuthCard, AuthStatusIcon } from "./auth-card";

/** What the deletion page hands over: how many applications went, when it knew. */
export type GoodbyeState = { applications?: number };

const applicationsText = (count: number | undefined) =>
  count === undefined
    ? "your applications"
    : count === 1
      ? "your application"
      : `your ${count.toLocaleString("en-US")} applications`;

/**
 * Where the owner of a deleted account lands: that it is done, what went with it, and a way
 * back. Reached straight (a reload), it says the same without the count.
 */
export function Goodbye() {
  const state = useLocation().state as GoodbyeState | null;
  return (
    <AuthCard
      title="Account deleted"
      description={deletionMessages.deleted}
      icon={
        <AuthStatusIcon tone="success">
          <CircleCheckIcon aria-hidden />
        </AuthStatusIcon>
      }
    >
      <p className="text-sm text-muted">Gone for good, at once:</p>
      <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-sm text-muted">
        <li>{applicationsText(state?.applications)} and their history, interviews and job postings</li>
        <li>your companies, documents and their files, and your tags</li>
        <li>your profile and picture, settings, data exports and cookie choices</li>
        <li>every session signed in to it, on every device</li>
      </ul>
      <p className="mt-4 text-sm text-muted">
        Messages you sent through the contact form are kept for 3 years as support communications. You can
        sign up again with the same email address, as a new account.
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <Button asChild className="w-full">
          <Link to={paths.landing}>Back to the home page</Link>
        </Button>
        <Button asChild variant="secondary" className="w-full">
          <Link to={paths.signup}>Create a new account</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
