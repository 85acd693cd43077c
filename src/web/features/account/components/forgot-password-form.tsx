import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon, MailCheckIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type ForgotPasswordInput, forgotPasswordInput, resetLinkLifetimeHours } from "@/domain/auth";
import { paths } from "@/domain/paths";
import { SiteLink } from "@/web/components/site-link";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { EmailInput } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import { errorToText, isApiError } from "@/web/lib/api-client";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { useTypedBeforeStart } from "@/web/lib/typed-before-start";
import { useAction } from "@/web/lib/use-action";
import { requestPasswordReset } from "../api/request-password-reset";
import { AuthCard, AuthStatusIcon } from "./auth-card";

function BackToSignIn() {
  return (
    <Button variant="ghost" className="w-full" asChild>
      <SiteLink to={paths.login}>
        <ArrowLeftIcon aria-hidden /> Back to Sign In
      </SiteLink>
    </Button>
  );
}

export function ForgotPassword() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const requestReset = useAction(requestPasswordReset);
  const form = useForm({
    resolver: zodResolver(forgotPasswordInput),
    defaultValues: { email: "" } satisfies ForgotPasswordInput,
  });
  const { errors, isSubmitting } = form.formState;
  useTypedBeforeStart(form, "forgot-password-form");

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await requestReset.run(values);
      setSentTo(values.email);
    } catch (error) {
      if (isApiError(error, "VALIDATION_ERROR")) applyFieldErrors(form.setError, error.fields, ["email"]);
      setFormError(errorToText(error));
    }
  });

  if (sentTo) {
    return (
      <AuthCard
        title="Check Your Email"
        icon={
          <AuthStatusIcon tone="success">
            <MailCheckIcon aria-hidden />
          </AuthStatusIcon>
        }
        description={
          <>
            If an account exists for <strong className="text-foreground">{sentTo}</strong>, we've sent a link
            to reset your password.
          </>
        }
      >
        <ul className="mb-6 flex list-disc flex-col gap-2 rounded-lg border border-border bg-surface-raised/60 p-4 pl-8 text-sm text-muted">
          <li>Don't see it? Check your spam or junk folder.</li>
          <li>The link expires in {resetLinkLifetimeHours} hours.</li>
        </ul>
        <div className="flex flex-col gap-3">
          <Button
            variant="secondary"
            className="w-full"
            onClick={() => {
              setSentTo(null);
              requestReset.reset();
            }}
          >
            Send Another Email
          </Button>
          <BackToSignIn />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email you signed up with and we'll send you a link to reset your password."
    >
      <div className="flex flex-col gap-5">
        {formError ? <Alert variant="destructive">{formError}</Alert> : null}
        <form
          id="forgot-password-form"
          method="post"
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-5"
          aria-label="Reset password"
        >
          <FormField id="forgot-email" label="Email" error={errors.email?.message}>
            <EmailInput {...form.register("email")} />
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? (
              <>
                <Spinner /> Sending...
              </>
            ) : (
              "Send Reset Link"
            )}
          </Button>
        </form>
        <BackToSignIn />
      </div>
    </AuthCard>
  );
}
