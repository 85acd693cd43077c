import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { type SignupInput, signupInput } from "@/domain/auth";
import { invitationMessages } from "@/domain/invitations";
import { paths } from "@/domain/paths";
import { PasswordStrengthMeter } from "@/web/components/password-strength-meter";
import { SiteLink } from "@/web/components/site-link";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { FieldError, FormField, fieldErrorId } from "@/web/components/ui/form-field";
import { EmailInput, Input } from "@/web/components/ui/input";
import { PasswordInput } from "@/web/components/ui/password-input";
import { Spinner } from "@/web/components/ui/spinner";
import { ApiError, isApiError } from "@/web/lib/api-client";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { useTypedBeforeStart } from "@/web/lib/typed-before-start";
import { signUp } from "../api/sign-up";
import { useAccountHost } from "../host";

const signupFields = [
  "firstName",
  "lastName",
  "email",
  "password",
  "confirmPassword",
  "jobTitle",
  "agreeToTerms",
] as const;

const signupCrashMessage = "Unable to create account. Please try again later.";
const confirmationSentMessage =
  "Your account has been created. Please check your email and confirm your account before signing in.";

export function SignupForm() {
  const host = useAccountHost();
  const [formError, setFormError] = useState<string | null>(null);
  // An invitation's link: its token goes with the sign-up, its address fills the form.
  const { search } = host;
  const invitation = search.get("invitation") ?? undefined;
  const signup = host.useSettings()?.signup ?? "open";

  const form = useForm({
    resolver: zodResolver(signupInput),
    defaultValues: {
      firstName: "",
      lastName: "",
      email: search.get("email") ?? "",
      password: "",
      confirmPassword: "",
      jobTitle: "",
      agreeToTerms: false as unknown as true,
    } satisfies SignupInput,
  });
  const { errors, isSubmitting } = form.formState;
  useTypedBeforeStart(form, "signup-form");
  // The form's own watch, not useWatch: it also hears a value set as the app takes over the
  // page drawn at build (a password typed before the scripts arrived), which useWatch misses.
  const password = form.watch("password") ?? "";

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await signUp({ ...values, ...(invitation ? { invitation } : {}) });
      if (result.token) {
        await host.signedIn();
        host.announce({ title: "Account created", description: "Welcome to JobTrail!", variant: "success" });
        await host.go(paths.landing);
      } else {
        await host.go(paths.confirmationPending, {
          state: { email: result.user.email || values.email, message: confirmationSentMessage },
        });
      }
    } catch (error) {
      if (error instanceof ApiError) {
        if (isApiError(error, "VALIDATION_ERROR"))
          applyFieldErrors(form.setError, error.fields, signupFields);
        setFormError(`Signup failed: ${error.message}`);
      } else {
        setFormError(signupCrashMessage);
      }
    }
  });

  const termsError = errors.agreeToTerms?.message;

  // A deployment that takes no sign-up without an invitation says so instead of a form.
  if (signup === "closed" || (signup === "invitation" && !invitation))
    return (
      <Alert title={signup === "closed" ? "Closed to new accounts" : "By invitation"}>
        {signup === "closed" ? invitationMessages.closed : invitationMessages.invitationOnly}
      </Alert>
    );

  return (
    <div className="flex flex-col gap-5">
      {formError ? (
        <Alert variant="destructive" title="Could not create your account">
          {formError}
        </Alert>
      ) : null}

      <form
        id="signup-form"
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        aria-label="Create account"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="signup-first-name" label="First name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register("firstName")} />
          </FormField>
          <FormField id="signup-last-name" label="Last name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register("lastName")} />
          </FormField>
        </div>

        <FormField id="signup-email" label="Email" error={errors.email?.message}>
          <EmailInput {...form.register("email")} />
        </FormField>

        <FormField
          id="signup-password"
          label="Password"
          error={errors.password?.message}
          after={<PasswordStrengthMeter password={password} />}
        >
          <PasswordInput autoComplete="new-password" {...form.register("password")} />
        </FormField>

        <FormField
          id="signup-confirm-password"
          label="Confirm password"
          error={errors.confirmPassword?.message}
        >
          <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>

        <FormField
          id="signup-job-title"
          label={
            <>
              Job title <span className="font-normal text-subtle">(optional)</span>
            </>
          }
          error={errors.jobTitle?.message}
        >
          <Input
            autoComplete="organization-title"
            placeholder="e.g. Product Designer"
            {...form.register("jobTitle")}
          />
        </FormField>

        <Controller
          control={form.control}
          name="agreeToTerms"
          render={({ field }) => (
            <div className="flex flex-col gap-2">
              <div className="flex items-start gap-2.5">
                <Checkbox
                  id="signup-agree-to-terms"
                  ref={field.ref}
                  name={field.name}
                  className="mt-0.5"
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  aria-invalid={termsError ? true : undefined}
                  aria-describedby={termsError ? fieldErrorId("signup-agree-to-terms") : undefined}
                />
                {/* A plain label: it holds links, which must stay clickable on their own. */}
                <label htmlFor="signup-agree-to-terms" className="text-sm leading-snug text-muted">
                  I agree to the{" "}
                  <SiteLink
                    to={paths.termsOfService}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
                  >
                    Terms of Service
                  </SiteLink>{" "}
                  and{" "}
                  <SiteLink
                    to={paths.privacyPolicy}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
                  >
                    Privacy Policy
                  </SiteLink>
                  <span className="sr-only"> (open in new tabs)</span>
                </label>
              </div>
              {termsError ? (
                <FieldError id={fieldErrorId("signup-agree-to-terms")}>{termsError}</FieldError>
              ) : null}
            </div>
          )}
        />

        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Spinner /> Creating account...
            </>
          ) : (
            "Create account"
          )}
        </Button>
      </form>
    </div>
  );
}
