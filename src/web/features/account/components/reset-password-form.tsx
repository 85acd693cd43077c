import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheckIcon, LinkIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { type ResetPasswordInput, resetPasswordInput } from "@/domain/auth";
import { paths } from "@/domain/paths";
import { PasswordStrengthMeter } from "@/web/components/password-strength-meter";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { PasswordInput } from "@/web/components/ui/password-input";
import { Spinner } from "@/web/components/ui/spinner";
import { errorToText, isApiError } from "@/web/lib/api-client";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { useResetPassword } from "../api/reset-password";
import { AuthCard, AuthStatusIcon } from "./auth-card";

/** The redirect after a reset waits 3 seconds: time to read that it worked. */
const resetRedirectDelayMs = 3000;
const passwordUpdatedMessage = "Your password has been updated. Please sign in with your new password.";

export function ResetPassword() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
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
          <Link to={paths.forgotPassword}>Request a new link</Link>
        </Button>
        <Button variant="ghost" className="w-full" asChild>
          <Link to={paths.login}>Back to Sign In</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [formError, setFormError] = useState<{ message: string; linkProblem: boolean } | null>(null);
  const form = useForm({
    resolver: zodResolver(resetPasswordInput),
    defaultValues: { password: "", confirmPassword: "" } satisfies ResetPasswordInput,
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: "password" }) ?? "";
  const done = resetPassword.isSuccess;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => navigate(paths.login, { replace: true, state: { message: passwordUpdatedMessage } }),
      resetRedirectDelayMs,
    );
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await resetPassword.mutateAsync({ newPassword: values.password, token });
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
          <Link to={paths.login} state={{ message: passwordUpdatedMessage }} replace>
            Go to Sign In Now
          </Link>
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
                <Link
                  to={paths.forgotPassword}
                  className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
                >
                  Request a new link
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Set a new password">
          <FormField
            id="reset-password"
            label="New password"
            error={errors.password?.message}
            after={password ? <PasswordStrengthMeter password={password} /> : null}
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
