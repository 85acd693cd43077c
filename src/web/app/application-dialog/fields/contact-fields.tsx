import { limits } from "@/domain/applications";
import { FormField } from "@/web/components/ui/form-field";
import { EmailInput, Input, Textarea } from "@/web/components/ui/input";
import type { ApplicationFormApi } from "../use-application-form";
import { fieldProps, Section } from "./field-parts";

/** Who to talk to about the application. */
export function ContactFields({ form }: { form: ApplicationFormApi }) {
  return (
    <Section title="Contact">
      <FormField {...fieldProps(form, "contactName")} label="Contact name">
        <Input autoComplete="off" maxLength={limits.contactName} {...form.register("contactName")} />
      </FormField>
      <FormField {...fieldProps(form, "contactEmail")} label="Contact email">
        <EmailInput
          autoComplete="off"
          placeholder="recruiter@company.com"
          {...form.register("contactEmail")}
        />
      </FormField>
    </Section>
  );
}

export function NotesField({ form }: { form: ApplicationFormApi }) {
  return (
    <FormField {...fieldProps(form, "notes")} label="Notes">
      <Textarea
        rows={4}
        className="min-h-28"
        placeholder="Anything worth remembering: people you met, next steps, questions to ask."
        maxLength={limits.notes}
        {...form.register("notes")}
      />
    </FormField>
  );
}
