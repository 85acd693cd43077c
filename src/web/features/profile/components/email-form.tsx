import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type ChangeEmailInput, changeEmailInput } from "@/domain/auth";
import { EmailAddress } from "@/web/components/email-address";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { EmailInput } from "@/web/components/ui/input";
import { PasswordInput } from "@/web/components/ui/password-input";
import { Spinner } from "@/web/components/ui/spinner";
import { errorToText, isApiError } from "@/web/lib/api-client";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { useChangeEmail } from "../api/change-email";
import { SettingsSection } from "./settings-section";

/** A new sign-in address: it must confirm by the mailed link; the current one is told. */
export function EmailForm({ email }: { email: string }) {
  const changeEmail = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(changeEmailInput),
    defaultValues: { newEmail: "", currentPassword: "" } satisfies ChangeEmailInput,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await changeEmail.mutateAsync(values);
      setSentTo(values.newEmail.trim());
      form.reset();
    } catch (error) {
      if (
        !(
          isApiError(error, "VALIDATION_ERROR") &&
          applyFieldErrors(form.setError, error.fields, ["newEmail", "currentPassword"])
        )
      )
        setFormError(errorToText(error));
    }
  });

  return (
    <SettingsSection
      title="Email address"
      description={
        <>
          You sign in with <EmailAddress email={email} className="font-medium text-foreground" />.
        </>
      }
    >
      {sentTo ? (
        <Alert variant="success" title="Check your new inbox" className="mb-5">
          We sent a confirmation link to <EmailAddress email={sentTo} />. Your address changes when you open
          it; until then, keep signing in with <EmailAddress email={email} />.
        </Alert>
      ) : null}
      {formError ? (
        <Alert variant="destructive" className="mb-5">
          {formError}
        </Alert>
      ) : null}
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-5 sm:grid-cols-2"
        aria-label="Change email address"
      >
        <FormField id="email-new" label="New email address" error={errors.newEmail?.message}>
          <EmailInput autoComplete="email" {...form.register("newEmail")} />
        </FormField>
        <FormField
          id="email-current-password"
          label="Current password"
          error={errors.currentPassword?.message}
        >
          <PasswordInput autoComplete="current-password" {...form.register("currentPassword")} />
        </FormField>
        <div className="sm:col-span-2">
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            {isSubmitting ? "Sending link..." : "Change email"}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
