import { useQuery } from "@tanstack/react-query";
import { CircleCheckIcon, CircleXIcon, LoaderCircleIcon } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { confirmationMessages } from "@/domain/auth";
import { paths } from "@/domain/paths";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api-client";
import { verifyEmail } from "../api/verify-email";
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

export function EmailConfirmation() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token_hash");
  // Links say `type=email` (a new account) or `type=email_change` (a changed address); `_type`
  // is read as another spelling of it.
  const type = searchParams.get("type") ?? searchParams.get("_type");
  const validLink = Boolean(token) && (type === "email" || type === "email_change");
  const changed = type === "email_change";

  // A token works once: one request per token, kept for the page's life, never retried,
  // so a remount (React's development double render) cannot spend it twice.
  const verification = useQuery({
    queryKey: ["auth", "verify-email", token],
    queryFn: () => verifyEmail(token!),
    enabled: validLink,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const navigate = useNavigate();
  const confirmed = verification.isSuccess;
  useEffect(() => {
    if (!confirmed) return;
    // A changed address goes back to the profile (through sign-in if this browser is not signed in).
    const timer = setTimeout(
      () =>
        changed
          ? navigate(paths.profile, { replace: true })
          : navigate(paths.login, { replace: true, state: { message: emailConfirmedMessage } }),
      confirmRedirectDelayMs,
    );
    return () => clearTimeout(timer);
  }, [confirmed, changed, navigate]);

  if (validLink && verification.isPending) {
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
          <Link to={paths.profile} replace>
            Go to your profile now
          </Link>
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
          <Link to={paths.login} replace state={{ message: emailConfirmedMessage }}>
            Go to Sign In Now
          </Link>
        </Button>
      </AuthCard>
    );
  }

  const message = validLink ? confirmationErrorMessage(verification.error) : confirmationMessages.invalidLink;
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
          <Link to={paths.signup}>Try Signing Up Again</Link>
        </Button>
        <Button variant="secondary" className="w-full" asChild>
          <Link to={paths.contact}>Contact Support</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
