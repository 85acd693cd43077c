import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheckIcon, LinkIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { type ResetPasswordInput, resetPasswordInput } from "@/domain/auth";
import { paths } from "@/domain/paths";
import { PasswordStrengthMeter } from "@/web/components/password-strength-meter";
import { SiteLink } from "@/web/components/site-link";
import { textLinkClass } from "@/web/components/text-link-class";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { PasswordInput } from "@/web/components/ui/password-input";
import { Spinner } from "@/web/components/ui/spinner";
import { errorToText, isApiError } from "@/web/lib/api-client";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { useTypedBeforeStart } from "@/web/lib/typed-before-start";
import { useAction } from "@/web/lib/use-action";
import { resetPassword as sendNewPassword } from "../api/reset-password";
import { useAccountHost } from "../host";
import { AuthCard, AuthStatusIcon } from "./auth-card";

/** The redirect after a reset waits 3 seconds: time to read that it worked. */
const resetRedirectDelayMs = 3000;
const passwordUpdatedMessage = "Your password has been updated. Please sign in with your new password.";

export function ResetPassword() {
  const token = useAccountHost().search.get("token");
  if (!token) return <InvalidResetLink />;
  return <ResetPasswordForm token={token} />;
}

function InvalidResetLink({ message }: { message?: string }) {
  return (
    <AuthCard
      title="Invalid reset link"
      icon={
        <AuthStatusIcon tone="error">
          <LinkIcon aria-hidden />
        </AuthStatusIcon>
      }
      description={
        message ??
        "This password reset link is incomplete. Please use the link from your email, or request a new one."
      }
    >
      <div className="flex flex-col gap-3">
        <Button className="w-full" asChild>
          <SiteLink to={paths.forgotPassword}>Request a new link</SiteLink>
        </Button>
        <Button variant="ghost" className="w-full" asChild>
          <SiteLink to={paths.login}>Back to Sign In</SiteLink>
        </Button>
      </div>
    </AuthCard>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const host = useAccountHost();
  const resetPassword = useAction(sendNewPassword);
  const [formError, setFormError] = useState<{ message: string; linkProblem: boolean } | null>(null);
  const form = useForm({
    resolver: zodResolver(resetPasswordInput),
    defaultValues: { password: "", confirmPassword: "" } satisfies ResetPasswordInput,
  });
  const { errors, isSubmitting } = form.formState;
  useTypedBeforeStart(form, "reset-password-form");
  // The form's own watch, as on sign-up: it also hears what was typed before the form ran.
  const password = form.watch("password") ?? "";
  const done = resetPassword.isSuccess;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => host.go(paths.login, { replace: true, state: { message: passwordUpdatedMessage } }),
      resetRedirectDelayMs,
    );
    return () => clearTimeout(timer);
  }, [done, host]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await resetPassword.run({ newPassword: values.password, token });
    } catch (error) {
      if (isApiError(error, "VALIDATION_ERROR")) {
        applyFieldErrors(form.setError, error.fields, ["password", "confirmPassword"], {
          newPassword: "password",
        });
      }
      setFormError({
        message: errorToText(error),
        linkProblem: isApiError(error, "INVALID_TOKEN") || isApiError(error, "TOKEN_EXPIRED"),
      });
    }
  });

  if (done) {
    return (
      <AuthCard
        title="Password Updated!"
        icon={
          <AuthStatusIcon tone="success">
            <CircleCheckIcon aria-hidden />
          </AuthStatusIcon>
        }
        description="Your password has been changed. Taking you to sign in..."
      >
        <div role="status" className="flex items-center justify-center gap-2 text-sm text-muted">
          <Spinner className="text-primary" /> Redirecting in a few seconds
        </div>
        <Button variant="secondary" className="mt-6 w-full" asChild>
          <SiteLink to={paths.login} state={{ message: passwordUpdatedMessage }} replace>
            Go to Sign In Now
          </SiteLink>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Set a new password" description="Choose a strong password you don't use anywhere else.">
      <div className="flex flex-col gap-5">
        {formError ? (
          <Alert variant="destructive">
            {formError.message}
            {formError.linkProblem ? (
              <>
                {" "}
                <SiteLink to={paths.forgotPassword} className={textLinkClass}>
                  Request a new link
                </SiteLink>
              </>
            ) : null}
          </Alert>
        ) : null}
        <form
          id="reset-password-form"
          method="post"
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-5"
          aria-label="Set a new password"
        >
          <FormField
            id="reset-password"
            label="New password"
            error={errors.password?.message}
            after={<PasswordStrengthMeter password={password} />}
          >
            <PasswordInput autoComplete="new-password" {...form.register("password")} />
          </FormField>
          <FormField
            id="reset-confirm-password"
            label="Confirm new password"
            error={errors.confirmPassword?.message}
          >
            <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? (
              <>
                <Spinner /> Updating password...
              </>
            ) : (
              "Update Password"
            )}
          </Button>
        </form>
      </div>
    </AuthCard>
  );
}
