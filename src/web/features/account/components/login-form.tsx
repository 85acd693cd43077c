import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { type LoginInput, loginInput } from "@/domain/auth";
import { paths } from "@/domain/paths";
import { SiteLink } from "@/web/components/site-link";
import { textLinkClass } from "@/web/components/text-link-class";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { FormField } from "@/web/components/ui/form-field";
import { EmailInput } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { PasswordInput } from "@/web/components/ui/password-input";
import { Spinner } from "@/web/components/ui/spinner";
import { errorToText, isApiError } from "@/web/lib/api-client";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { useTypedBeforeStart } from "@/web/lib/typed-before-start";
import { signIn } from "../api/sign-in";
import { useAccountHost } from "../host";
import { readAuthState, returnTarget } from "../navigation";
import { AppleSignIn } from "./apple-sign-in";

export function LoginForm() {
  const host = useAccountHost();
  const { message: successMessage } = readAuthState(host.state);
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm({
    resolver: zodResolver(loginInput),
    defaultValues: { email: "", password: "", rememberMe: false } satisfies LoginInput,
  });
  const { errors, isSubmitting } = form.formState;
  useTypedBeforeStart(form, "login-form");

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn(values);
      await host.signedIn();
      const target = returnTarget(host.state);
      await host.go(target.to, { replace: true, state: target.state });
    } catch (error) {
      if (isApiError(error, "EMAIL_NOT_CONFIRMED")) {
        // Unconfirmed: say so, then the check-your-email page, where they can resend the link.
        await host.go(paths.confirmationPending, { state: { email: values.email, message: error.message } });
        return;
      }
      if (isApiError(error, "VALIDATION_ERROR"))
        applyFieldErrors(form.setError, error.fields, ["email", "password"]);
      setFormError(errorToText(error));
    }
  });

  return (
    <div className="flex flex-col gap-5">
      {successMessage && !formError ? <Alert variant="success">{successMessage}</Alert> : null}
      {formError ? (
        <Alert variant="destructive" title="Sign In Failed">
          {formError}
        </Alert>
      ) : null}

      <form
        id="login-form"
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        aria-label="Sign in"
      >
        <FormField id="login-email" label="Email" error={errors.email?.message}>
          <EmailInput {...form.register("email")} />
        </FormField>

        <FormField
          id="login-password"
          label="Password"
          error={errors.password?.message}
          labelAction={
            <SiteLink to={paths.forgotPassword} className={`${textLinkClass} text-sm`}>
              Forgot password?
            </SiteLink>
          }
        >
          <PasswordInput autoComplete="current-password" {...form.register("password")} />
        </FormField>

        <Controller
          control={form.control}
          name="rememberMe"
          render={({ field }) => (
            <div className="flex items-center gap-2.5">
              <Checkbox
                id="login-remember-me"
                ref={field.ref}
                name={field.name}
                checked={field.value ?? false}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
              <Label htmlFor="login-remember-me" className="font-normal text-muted">
                Remember me
              </Label>
            </div>
          )}
        />

        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Spinner /> Signing In...
            </>
          ) : (
            "Sign In"
          )}
        </Button>
      </form>

      <AppleSignIn onError={setFormError} />
    </div>
  );
}
