import { useWatch } from "react-hook-form";
import type { Application } from "@/domain/application-schemas";
import { limits } from "@/domain/applications";
import { guessCompanyWebsite } from "@/domain/companies";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { CompanyMark } from "@/web/entities/application/components/company-mark";
import type { ApplicationFormApi } from "../use-application-form";
import { fieldProps, Required } from "./field-parts";

/** The position's company, title, place, address and requisition number. */
export function PositionFields({ form }: { form: ApplicationFormApi }) {
  return (
    <>
      <FormField {...fieldProps(form, "company")} label={<Required>Company</Required>}>
        <Input
          aria-required
          autoComplete="organization"
          maxLength={limits.company}
          {...form.register("company")}
        />
      </FormField>
      <FormField {...fieldProps(form, "jobTitle")} label={<Required>Job title</Required>}>
        <Input aria-required autoComplete="off" maxLength={limits.jobTitle} {...form.register("jobTitle")} />
      </FormField>
      <FormField {...fieldProps(form, "location")} label="Location">
        <Input placeholder="e.g. Remote, Berlin" maxLength={limits.location} {...form.register("location")} />
      </FormField>
      <FormField {...fieldProps(form, "jobUrl")} label="Job URL">
        <Input
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={limits.jobUrl}
          {...form.register("jobUrl")}
        />
      </FormField>
      <FormField
        {...fieldProps(form, "requisitionId")}
        label="Requisition ID"
        hint="The employer's number for the opening, if the posting gives one."
      >
        <Input
          autoComplete="off"
          placeholder="e.g. R-10234"
          maxLength={limits.requisitionId}
          {...form.register("requisitionId")}
        />
      </FormField>
    </>
  );
}

/**
 * The company's website, with its logo once found. The website, guessed from the posting's or
 * the contact's domain, is offered, never filled in.
 */
export function CompanyWebsiteField({
  form,
  application,
}: {
  form: ApplicationFormApi;
  application: Application | undefined;
}) {
  const [website, jobUrl, contactEmail] = useWatch({
    control: form.control,
    name: ["companyWebsite", "jobUrl", "contactEmail"],
  });
  const guess = website ? undefined : guessCompanyWebsite({ jobUrl, contactEmail });
  const websiteGuess = guess?.website;
  const websiteGuessSource = guess?.from === "jobUrl" ? "job posting's address" : "contact's email";
  return (
    <FormField
      {...fieldProps(form, "companyWebsite")}
      label="Company website"
      hint="Its logo is shown beside the company once found."
      labelAction={
        application?.companyLogoUrl ? (
          <CompanyMark name={application.company} logoUrl={application.companyLogoUrl} className="size-6" />
        ) : null
      }
      after={
        websiteGuess ? (
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
            From the {websiteGuessSource}:
            <Button
              variant="link"
              size="sm"
              className="text-xs"
              onClick={() => form.setValue("companyWebsite", websiteGuess, { shouldDirty: true })}
            >
              Use {new URL(websiteGuess).hostname}
            </Button>
          </p>
        ) : null
      }
    >
      <Input
        inputMode="url"
        autoComplete="off"
        placeholder="acme.com"
        maxLength={2048}
        {...form.register("companyWebsite")}
      />
    </FormField>
  );
}
