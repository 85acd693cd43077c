import { CircleCheckIcon, CircleXIcon, LoaderCircleIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { confirmationMessages } from "@/domain/auth";
import { paths } from "@/domain/paths";
import { SiteLink } from "@/web/components/site-link";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api-client";
import { verifyEmail } from "../api/verify-email";
import { useAccountHost } from "../host";
import { AuthCard, AuthStatusIcon } from "./auth-card";

/** The redirect after confirming waits 3 seconds: time to read that it worked. */
const confirmRedirectDelayMs = 3000;
const emailConfirmedMessage = "Your email has been confirmed. You can now sign in.";
const emailChangedMessage = "Your new email address is confirmed. Sign in with it from now on.";

/** The message for a failed check: expired, invalid, refused, or unexpected (no network included). */
function confirmationErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.code === "NETWORK_ERROR") return confirmationMessages.unexpected;
  if (error.code === "TOKEN_EXPIRED") return confirmationMessages.expired;
  if (error.code === "INVALID_TOKEN") return confirmationMessages.invalid;
  return confirmationMessages.failed;
}

type Verification = { status: "pending" } | { status: "confirmed" } | { status: "failed"; error: unknown };

/**
 * A token works once: one request per token for the page's life, never retried, so running
 * the effect again (React's development check does) cannot spend it twice.
 */
function useVerification(token: string | null): Verification {
  const [verification, setVerification] = useState<Verification>({ status: "pending" });
  const asked = useRef(new Map<string, Promise<unknown>>());
  useEffect(() => {
    if (!token) return;
    let request = asked.current.get(token);
    if (!request) {
      request = verifyEmail(token);
      asked.current.set(token, request);
    }
    let shown = true;
    request.then(
      () => shown && setVerification({ status: "confirmed" }),
      (error: unknown) => shown && setVerification({ status: "failed", error }),
    );
    return () => {
      shown = false;
    };
  }, [token]);
  return verification;
}

export function EmailConfirmation() {
  const host = useAccountHost();
  const searchParams = host.search;
  const token = searchParams.get("token_hash");
  // Links say `type=email` (a new account) or `type=email_change` (a changed address); `_type`
  // is read as another spelling of it.
  const type = searchParams.get("type") ?? searchParams.get("_type");
  const validLink = Boolean(token) && (type === "email" || type === "email_change");
  const changed = type === "email_change";

  const verification = useVerification(validLink ? token : null);
  const confirmed = verification.status === "confirmed";
  useEffect(() => {
    if (!confirmed) return;
    // A changed address goes back to the profile (through sign-in if this browser is not signed in).
    const timer = setTimeout(
      () =>
        changed
          ? host.go(paths.profile, { replace: true })
          : host.go(paths.login, { replace: true, state: { message: emailConfirmedMessage } }),
      confirmRedirectDelayMs,
    );
    return () => clearTimeout(timer);
  }, [confirmed, changed, host]);

  if (validLink && verification.status === "pending") {
    return (
      <AuthCard
        title="Confirming your email"
        icon={
          <AuthStatusIcon tone="info">
            <LoaderCircleIcon aria-hidden className="animate-spin motion-reduce:animate-none" />
          </AuthStatusIcon>
        }
      >
        <p role="status" className="text-center text-sm text-muted">
          Please wait while we confirm your email address...
        </p>
      </AuthCard>
    );
  }

  if (confirmed && changed) {
    return (
      <AuthCard
        title="Email address changed"
        icon={
          <AuthStatusIcon tone="success">
            <CircleCheckIcon aria-hidden />
          </AuthStatusIcon>
        }
      >
        <p role="status" className="text-center text-sm text-muted">
          {emailChangedMessage} Taking you to your profile...
        </p>
        <Button className="mt-6 w-full" asChild>
          <SiteLink to={paths.profile} replace>
            Go to your profile now
          </SiteLink>
        </Button>
      </AuthCard>
    );
  }

  if (confirmed) {
    return (
      <AuthCard
        title="Email confirmed!"
        icon={
          <AuthStatusIcon tone="success">
            <CircleCheckIcon aria-hidden />
          </AuthStatusIcon>
        }
      >
        <p role="status" className="text-center text-sm text-muted">
          Your email has been confirmed. Taking you to sign in...
        </p>
        <Button className="mt-6 w-full" asChild>
          <SiteLink to={paths.login} replace state={{ message: emailConfirmedMessage }}>
            Go to Sign In Now
          </SiteLink>
        </Button>
      </AuthCard>
    );
  }

  const message =
    verification.status === "failed"
      ? confirmationErrorMessage(verification.error)
      : confirmationMessages.invalidLink;
  return (
    <AuthCard
      title="Confirmation failed"
      icon={
        <AuthStatusIcon tone="error">
          <CircleXIcon aria-hidden />
        </AuthStatusIcon>
      }
    >
      <p role="alert" className="text-center text-sm text-muted">
        {message}
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <Button className="w-full" asChild>
          <SiteLink to={paths.signup}>Try Signing Up Again</SiteLink>
        </Button>
        <Button variant="secondary" className="w-full" asChild>
          <SiteLink to={paths.contact}>Contact Support</SiteLink>
        </Button>
      </div>
    </AuthCard>
  );
}
