import { useQueryClient } from "@tanstack/react-query";
import { CircleXIcon, LoaderCircleIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { paths } from "@/domain/paths";
import { Button } from "@/web/components/ui/button";
import { errorToText } from "@/web/lib/api-client";
import { sessionQueryOptions } from "../api/get-session";
import { AuthCard, AuthStatusIcon } from "./auth-card";

export const appleFailedMessage = "Sign in with Apple did not complete. Please try again.";
export const appleNoSessionMessage = "We couldn't sign you in with Apple. Please try again.";

/** Where Apple sends the browser back: check the session, then the dashboard. */
export function AppleCallback() {
  const [searchParams] = useSearchParams();
  const providerError = searchParams.get("error");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(providerError ? appleFailedMessage : null);

  useEffect(() => {
    if (providerError) return;
    let cancelled = false;
    queryClient
      .fetchQuery({ ...sessionQueryOptions(), staleTime: 0 })
      .then((session) => {
        if (cancelled) return;
        if (session) void navigate(paths.dashboard, { replace: true });
        else setError(appleNoSessionMessage);
      })
      .catch((cause: unknown) => {
        if (!cancelled) setError(errorToText(cause));
      });
    return () => {
      cancelled = true;
    };
  }, [providerError, queryClient, navigate]);

  if (!error) {
    return (
      <AuthCard
        title="Signing you in"
        icon={
          <AuthStatusIcon tone="info">
            <LoaderCircleIcon aria-hidden className="animate-spin motion-reduce:animate-none" />
          </AuthStatusIcon>
        }
      >
        <p role="status" className="text-center text-sm text-muted">
          Completing sign in with Apple...
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Apple sign-in failed"
      icon={
        <AuthStatusIcon tone="error">
          <CircleXIcon aria-hidden />
        </AuthStatusIcon>
      }
    >
      <p role="alert" className="text-center text-sm text-muted">
        {error}
      </p>
      {providerError ? (
        <p className="mt-2 text-center text-xs text-subtle">Reason given: {providerError}</p>
      ) : null}
      <Button className="mt-6 w-full" asChild>
        <Link to={paths.login}>Back to Sign In</Link>
      </Button>
    </AuthCard>
  );
}
