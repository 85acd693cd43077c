import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { type Resolver, type UseFormReturn, useForm, useWatch } from "react-hook-form";
import type {
  Application,
  CreateApplicationData,
  CreateApplicationInput,
  UpdateApplicationData,
} from "@/domain/application-schemas";
import { createApplicationInput } from "@/domain/application-schemas";
import { offerFields } from "@/domain/applications";
import { isoDate, localToday } from "@/domain/dates";
import { proposedFollowUp } from "@/domain/follow-ups";
import { useReminderSettings } from "@/web/hooks/use-reminder-settings";

type ApplicationFormValues = CreateApplicationInput;
export type ApplicationFormApi = UseFormReturn<ApplicationFormValues, unknown, CreateApplicationData>;

/** The stored fields the form edits; an edit sends only those that changed. */
const applicationFieldNames = [
  "company",
  "companyWebsite",
  "jobTitle",
  "applicationDate",
  "status",
  "source",
  "location",
  "contactName",
  "contactEmail",
  "jobUrl",
  "requisitionId",
  "notes",
  "followUpDate",
  "currency",
  ...offerFields,
] as const satisfies readonly (keyof CreateApplicationData & keyof Application)[];

export const formFieldNames = [...applicationFieldNames, "tagIds", "statusDate", "statusNote"] as const;

export type FieldName = (typeof formFieldNames)[number];

/** The id of a field's control, which its label and messages point to. */
export const fieldId = (name: FieldName) => `application-${name}`;

/**
 * Focuses a field here and now: react-hook-form's setFocus waits a task, and a field the user
 * chose in between would lose what they type next.
 */
export function focusField(form: HTMLFormElement | null, name: FieldName) {
  form?.querySelector<HTMLElement>(`#${fieldId(name)}`)?.focus();
}

/** Currency goes with the offer: it only says what the offer's amounts are in. */
const offerOnlyFields = ["currency", ...offerFields] as const;

function emptyValues(): ApplicationFormValues {
  return {
    company: "",
    companyWebsite: "",
    jobTitle: "",
    applicationDate: localToday(),
    status: "Applied",
    source: "",
    location: "",
    contactName: "",
    contactEmail: "",
    jobUrl: "",
    requisitionId: "",
    notes: "",
    followUpDate: null,
    currency: "USD",
    salaryOffered: null,
    signOnBonus: null,
    movingStipend: null,
    stockOptions: null,
    equityPercentage: null,
    benefitsSummary: "",
    tagIds: [],
    // Logging an application that has moved on already: when it did is unknown until said.
    statusDate: null,
    statusNote: "",
  };
}

function valuesOf(application: Application): ApplicationFormValues {
  return {
    company: application.company,
    companyWebsite: application.companyWebsite ?? "",
    jobTitle: application.jobTitle,
    applicationDate: application.applicationDate,
    status: application.status,
    source: application.source ?? "",
    location: application.location ?? "",
    contactName: application.contactName ?? "",
    contactEmail: application.contactEmail ?? "",
    jobUrl: application.jobUrl ?? "",
    requisitionId: application.requisitionId ?? "",
    notes: application.notes ?? "",
    followUpDate: application.followUpDate,
    currency: application.currency,
    salaryOffered: application.salaryOffered,
    signOnBonus: application.signOnBonus,
    movingStipend: application.movingStipend,
    stockOptions: application.stockOptions,
    equityPercentage: application.equityPercentage,
    benefitsSummary: application.benefitsSummary ?? "",
    tagIds: application.tagIds,
    statusDate: localToday(),
    statusNote: "",
  };
}

/**
 * The shared schema checks only what the form shows: hidden offer fields are neither
 * checked nor sent (a value typed before switching away from Offer must not block saving),
 * and the status date and note go only with a status change.
 */
function resolverFor(
  application: Application | undefined,
): Resolver<ApplicationFormValues, unknown, CreateApplicationData> {
  const schemaResolver = zodResolver(createApplicationInput);
  return (values, context, options) => {
    const shown: Partial<ApplicationFormValues> = { ...values };
    if (values.status !== "Offer") for (const name of offerOnlyFields) delete shown[name];
    const newStep = application ? values.status !== application.status : values.status !== "Applied";
    if (!newStep) {
      delete shown.statusDate;
      delete shown.statusNote;
    }
    return schemaResolver(shown as ApplicationFormValues, context, options);
  };
}

/** The PATCH body: each shown field whose saved value differs, or null when nothing does. */
export function changesTo(
  application: Application,
  values: CreateApplicationData,
): UpdateApplicationData | null {
  const changes: Record<string, unknown> = {};
  for (const name of applicationFieldNames) {
    const value = values[name];
    if (value !== undefined && (value ?? null) !== (application[name] ?? null)) changes[name] = value;
  }
  // Tags are a set: the same ones in another order are no change.
  const tagIds = values.tagIds ?? [];
  if (tagIds.length !== application.tagIds.length || tagIds.some((id) => !application.tagIds.includes(id)))
    changes.tagIds = tagIds;
  if (changes.status !== undefined) {
    changes.statusDate = values.statusDate;
    if (values.statusNote) changes.statusNote = values.statusNote;
  }
  return Object.keys(changes).length > 0 ? (changes as UpdateApplicationData) : null;
}

/** The server's field messages in the order the form shows them, so focus lands on the first. */
export function inFormOrder(fields: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!fields) return undefined;
  return Object.fromEntries(formFieldNames.flatMap((name) => (fields[name] ? [[name, fields[name]]] : [])));
}

/**
 * The add/edit form's state: the application's values (or a new one's), the shared schema
 * checking only what the form shows, and a new application's proposed follow-up date.
 */
export function useApplicationForm(application: Application | undefined): ApplicationFormApi {
  const [resolver] = useState(() => resolverFor(application));
  const form = useForm<ApplicationFormValues, unknown, CreateApplicationData>({
    resolver,
    defaultValues: application ? valuesOf(application) : emptyValues(),
  });

  // A new application proposes its follow-up date (the reminder settings' days after
  // applying, for a stage still waiting on the company), kept in step with the application's
  // date and stage until the follow-up is touched. The settings are read from what the
  // dashboard has loaded: the form never waits for them.
  const settings = useReminderSettings({ enabled: false }).data;
  const [applicationDate, status, statusDate] = useWatch({
    control: form.control,
    name: ["applicationDate", "status", "statusDate"],
  });
  useEffect(() => {
    if (application || !settings) return;
    const { isDirty, isTouched } = form.getFieldState("followUpDate");
    if (isDirty || isTouched || !isoDate.safeParse(applicationDate).success) return;
    const stageDate = statusDate && isoDate.safeParse(statusDate).success ? statusDate : null;
    form.setValue(
      "followUpDate",
      proposedFollowUp({
        status,
        applicationDate,
        statusDate: stageDate,
        followUpDays: settings.followUpDays,
        limits: settings,
        today: localToday(),
      }),
    );
  }, [application, settings, applicationDate, status, statusDate, form]);

  return form;
}
