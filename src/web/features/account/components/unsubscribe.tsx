import { useMutation } from "@tanstack/react-query";
import { BellOffIcon, CircleCheckIcon, CircleXIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { paths } from "@/domain/paths";
import { reminderMessages } from "@/domain/reminder-settings";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { ApiError, errorToText } from "@/web/lib/api-client";
import { unsubscribeFromDigest } from "../api/unsubscribe";
import { AuthCard, AuthStatusIcon } from "./auth-card";

/**
 * Where the daily digest's unsubscribe link leads: one button, no sign-in. The link itself
 * changes nothing (mail scanners open links); the button does.
 */
export function Unsubscribe() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const unsubscribe = useMutation({ mutationFn: () => unsubscribeFromDigest(token!) });
  const settingsLink = (
    <Button variant="secondary" className="w-full" asChild>
      <Link to={paths.profile}>Reminder settings</Link>
    </Button>
  );

  if (unsubscribe.isSuccess) {
    return (
      <AuthCard
        title="You're unsubscribed"
        icon={
          <AuthStatusIcon tone="success">
            <CircleCheckIcon aria-hidden />
          </AuthStatusIcon>
        }
      >
        <p role="status" className="text-center text-sm text-muted">
          {reminderMessages.unsubscribed} You can turn it on again in your settings.
        </p>
        <div className="mt-6">{settingsLink}</div>
      </AuthCard>
    );
  }

  const refused =
    !token || (unsubscribe.error instanceof ApiError && unsubscribe.error.code === "VALIDATION_ERROR");
  if (refused) {
    return (
      <AuthCard
        title="This link does not work"
        icon={
          <AuthStatusIcon tone="error">
            <CircleXIcon aria-hidden />
          </AuthStatusIcon>
        }
      >
        <p role="alert" className="text-center text-sm text-muted">
          {reminderMessages.unsubscribeInvalid}
        </p>
        <div className="mt-6">{settingsLink}</div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Unsubscribe from the daily digest?"
      description="You will stop getting the daily email of the follow-ups due. Your applications and their follow-up dates stay as they are."
      icon={
        <AuthStatusIcon tone="info">
          <BellOffIcon aria-hidden />
        </AuthStatusIcon>
      }
    >
      {unsubscribe.isError ? (
        <p role="alert" className="mb-4 text-center text-sm text-destructive-text">
          {errorToText(unsubscribe.error)}
        </p>
      ) : null}
      <Button className="w-full" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
        {unsubscribe.isPending ? <Spinner /> : null}
        {unsubscribe.isPending ? "Unsubscribing..." : "Unsubscribe"}
      </Button>
    </AuthCard>
  );
}
