import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { type ChangePasswordInput, changePasswordInput } from "@/domain/auth";
import { PasswordStrengthMeter } from "@/web/components/password-strength-meter";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { PasswordInput } from "@/web/components/ui/password-input";
import { Spinner } from "@/web/components/ui/spinner";
import { errorToText, isApiError } from "@/web/lib/api-client";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { useChangePassword } from "../api/change-password";
import { SettingsSection } from "./settings-section";

/** A new password, after the current one; every other session ends with the change. */
export function PasswordForm({ email }: { email: string }) {
  const changePassword = useChangePassword();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(changePasswordInput),
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" } satisfies ChangePasswordInput,
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: "password" }) ?? "";

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setDone(false);
    try {
      await changePassword.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.password,
      });
      setDone(true);
      form.reset();
    } catch (error) {
      const onField =
        isApiError(error, "VALIDATION_ERROR") &&
        applyFieldErrors(form.setError, error.fields, ["currentPassword", "password"], {
          newPassword: "password",
        });
      if (!onField) setFormError(errorToText(error));
    }
  });

  return (
    <SettingsSection
      title="Password"
      description="Changing it signs you out on every other device and browser."
    >
      {done ? (
        <Alert variant="success" title="Password changed" className="mb-5">
          Your new password is in use, and every other session has ended.
        </Alert>
      ) : null}
      {formError ? (
        <Alert variant="destructive" className="mb-5">
          {formError}
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2" aria-label="Change password">
        {/* Tells the browser's password manager whose password this is. */}
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <FormField
          id="password-current"
          label="Current password"
          error={errors.currentPassword?.message}
          className="sm:col-span-2"
        >
          <PasswordInput autoComplete="current-password" {...form.register("currentPassword")} />
        </FormField>
        <FormField
          id="password-new"
          label="New password"
          error={errors.password?.message}
          after={<PasswordStrengthMeter password={password} />}
        >
          <PasswordInput autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <FormField id="password-confirm" label="Confirm new password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
        <div className="sm:col-span-2">
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            {isSubmitting ? "Changing password..." : "Change password"}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
