import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type Profile, type ProfileFormInput, profileFormInput } from "@/domain/profile";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import { toast } from "@/web/components/ui/use-toast";
import { errorToText, isApiError } from "@/web/lib/api-client";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { useUpdateProfile } from "../api/update-profile";
import { SettingsSection } from "./settings-section";

/** The names and job title, with the signup rules. */
export function DetailsForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(profileFormInput),
    values: {
      firstName: profile.firstName ?? "",
      lastName: profile.lastName ?? "",
      jobTitle: profile.jobTitle ?? "",
    } satisfies ProfileFormInput,
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast({ title: "Profile updated", variant: "success" });
    } catch (error) {
      if (isApiError(error, "VALIDATION_ERROR")) {
        applyFieldErrors(form.setError, error.fields, ["firstName", "lastName", "jobTitle"]);
      }
      toast({ title: "Save failed", description: errorToText(error), variant: "destructive" });
    }
  });

  return (
    <SettingsSection title="Personal details" description="How you appear in JobTrail.">
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-5 sm:grid-cols-2"
        aria-label="Personal details"
      >
        <FormField id="profile-first-name" label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register("firstName")} />
        </FormField>
        <FormField id="profile-last-name" label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register("lastName")} />
        </FormField>
        <FormField
          id="profile-job-title"
          label="Job title"
          hint="Optional: the role you have or are looking for."
          error={errors.jobTitle?.message}
          className="sm:col-span-2"
        >
          <Input autoComplete="organization-title" {...form.register("jobTitle")} />
        </FormField>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? <Spinner /> : null}
            {isSubmitting ? "Saving..." : "Save changes"}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
