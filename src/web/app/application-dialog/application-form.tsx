import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import {
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Controller, type Resolver, useForm, useWatch } from "react-hook-form";
import { earlierAtCompany, lookalikeCompanies, samePostingAs } from "@/domain/already-applied";
import type {
  Application,
  CreateApplicationData,
  CreateApplicationInput,
  UpdateApplicationData,
} from "@/domain/application-schemas";
import { createApplicationInput } from "@/domain/application-schemas";
import {
  applicationMessages,
  applicationStatuses,
  commonSources,
  limits,
  offerFields,
} from "@/domain/applications";
import { guessCompanyWebsite } from "@/domain/companies";
import { isoDate, localToday } from "@/domain/dates";
import { proposedFollowUp } from "@/domain/follow-ups";
import type { CapturedPosting } from "@/domain/postings";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { FormField } from "@/web/components/ui/form-field";
import { EmailInput, Input, NativeSelect, Textarea } from "@/web/components/ui/input";
import { Kbd, saveModifierLabel } from "@/web/components/ui/kbd";
import { Spinner } from "@/web/components/ui/spinner";
import { toast } from "@/web/components/ui/use-toast";
import { useCreateApplication } from "@/web/entities/application/api/create-application";
import { applicationsQueryOptions } from "@/web/entities/application/api/get-applications";
import { useUpdateApplication } from "@/web/entities/application/api/update-application";
import { CompanyMark } from "@/web/entities/application/components/company-mark";
import { MergeCompany } from "@/web/entities/company/components/merge-company";
import { savePosting } from "@/web/entities/posting/api/postings";
import { ApplicationDocuments } from "@/web/features/documents/components/application-documents";
import { useDocumentDrafts } from "@/web/features/documents/hooks/use-document-drafts";
import { InterviewsSection } from "@/web/features/interviews/components/interviews-section";
import { CapturePosting } from "@/web/features/postings/components/capture-posting";
import { type CapturedExtras, PostingPreview } from "@/web/features/postings/components/posting-preview";
import { PostingSection } from "@/web/features/postings/components/posting-section";
import { StatusHistory } from "@/web/features/status-history/components/status-history";
import { ArchiveButton, TagsField } from "@/web/features/tags/components/form-tags";
import { useReminderSettings } from "@/web/hooks/use-reminder-settings";
import { errorToText, isApiError } from "@/web/lib/api-client";
import { cn } from "@/web/lib/cn";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { AlreadyApplied } from "./already-applied";

type FormValues = CreateApplicationInput;

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

const formFieldNames = [...applicationFieldNames, "tagIds", "statusDate", "statusNote"] as const;

type FieldName = (typeof formFieldNames)[number];

/** The id of a field's control, which its label and messages point to. */
const fieldId = (name: FieldName) => `application-${name}`;

/**
 * Focuses a field here and now: react-hook-form's setFocus waits a task, and a field the user
 * chose in between would lose what they type next.
 */
function focusField(form: HTMLFormElement | null, name: FieldName) {
  form?.querySelector<HTMLElement>(`#${fieldId(name)}`)?.focus();
}

/** Currency goes with the offer: it only says what the offer's amounts are in. */
const offerOnlyFields = ["currency", ...offerFields] as const;

const commonCurrencies = ["USD", "EUR", "GBP", "CAD", "AUD", "CHF", "INR", "JPY", "SEK", "SGD"] as const;

function emptyValues(): FormValues {
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

function valuesOf(application: Application): FormValues {
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
): Resolver<FormValues, unknown, CreateApplicationData> {
  const schemaResolver = zodResolver(createApplicationInput);
  return (values, context, options) => {
    const shown: Partial<FormValues> = { ...values };
    if (values.status !== "Offer") for (const name of offerOnlyFields) delete shown[name];
    const newStep = application ? values.status !== application.status : values.status !== "Applied";
    if (!newStep) {
      delete shown.statusDate;
      delete shown.statusNote;
    }
    return schemaResolver(shown as FormValues, context, options);
  };
}

/** The PATCH body: each shown field whose saved value differs, or null when nothing does. */
function changesTo(application: Application, values: CreateApplicationData): UpdateApplicationData | null {
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
function inFormOrder(fields: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!fields) return undefined;
  return Object.fromEntries(formFieldNames.flatMap((name) => (fields[name] ? [[name, fields[name]]] : [])));
}

/**
 * An empty number is "not set"; anything else goes to the schema as a number, where NaN is
 * refused with the field's message. Amounts may carry thousands separators ("125,000");
 * a percentage may end in "%", and a comma there stays an error rather than a guess.
 */
function toNumber(text: string): number | null {
  return text === "" ? null : Number(text);
}
const toAmount = (value: unknown) =>
  typeof value === "number" ? value : toNumber(String(value ?? "").replace(/[\s,]/g, ""));
const toPercent = (value: unknown) =>
  typeof value === "number" ? value : toNumber(String(value ?? "").replace(/\s|%$/g, ""));

const toOptionalDate = (value: unknown) => (value === "" ? null : value);

export type ApplicationFormProps = {
  /** The application to edit; without it the form adds a new one. */
  application?: Application | undefined;
  onCancel: () => void;
  onSaved: () => void;
  /** A posting's address to read into a new application at once (sent by the bookmarklet). */
  postingUrl?: string | undefined;
};

export default function ApplicationForm({
  application,
  onCancel,
  onSaved,
  postingUrl,
}: ApplicationFormProps) {
  const create = useCreateApplication();
  const update = useUpdateApplication();
  const [formError, setFormError] = useState<string | null>(null);
  const scrollAreaRef = useRef<HTMLDivElement>(null);
  const [resolver] = useState(() => resolverFor(application));
  const form = useForm<FormValues, unknown, CreateApplicationData>({
    resolver,
    defaultValues: application ? valuesOf(application) : emptyValues(),
  });
  const { errors, isSubmitting } = form.formState;
  const documentDrafts = useDocumentDrafts(application?.id);
  const status = useWatch({ control: form.control, name: "status" });
  const currency = useWatch({ control: form.control, name: "currency" });
  const isOffer = status === "Offer";
  const statusChanged = application !== undefined && status !== application.status;
  // A new application that has moved past Applied: the form asks when that happened.
  const loggedLater = application === undefined && status !== "Applied";
  const statusDate = useWatch({ control: form.control, name: "statusDate" });
  // The website, guessed from the posting's or the contact's domain, offered, never filled in.
  const requisitionId = useWatch({ control: form.control, name: "requisitionId" });
  const [website, jobUrl, contactEmail] = useWatch({
    control: form.control,
    name: ["companyWebsite", "jobUrl", "contactEmail"],
  });
  const guess = website ? undefined : guessCompanyWebsite({ jobUrl, contactEmail });
  const websiteGuess = guess?.website;
  const websiteGuessSource = guess?.from === "jobUrl" ? "job posting's address" : "contact's email";
  const amountSuffix = currency && /^[A-Z]{3}$/.test(currency) ? currency : "USD";

  // A new application: the earlier ones at its company, and a warning when it looks like a
  // posting applied to before, from the list the dashboard holds (the form never waits for it).
  const savedApplications = useQuery({ ...applicationsQueryOptions(), enabled: false }).data?.items;
  const [companyName, jobTitle] = useWatch({ control: form.control, name: ["company", "jobTitle"] });
  const alreadyApplied = useMemo(() => {
    if (application || !savedApplications) return { earlier: [], matches: [], lookalikes: [] };
    return {
      earlier: earlierAtCompany(savedApplications, companyName),
      lookalikes: lookalikeCompanies(savedApplications, companyName),
      matches: samePostingAs(savedApplications, {
        company: companyName,
        jobTitle,
        jobUrl: jobUrl ?? "",
        requisitionId: requisitionId ?? "",
      }),
    };
  }, [application, savedApplications, companyName, jobTitle, jobUrl, requisitionId]);

  // A posting read into a new application: what the form has no field for, and whether its
  // text is kept with the application once saved.
  const [captured, setCaptured] = useState<CapturedExtras | null>(null);
  const [keepPosting, setKeepPosting] = useState(true);
  const fillFromPosting = (posting: CapturedPosting) => {
    const fill = (
      name: "company" | "jobTitle" | "location" | "jobUrl" | "companyWebsite",
      value: string | null,
    ) => {
      if (value)
        form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    };
    fill("company", posting.company);
    fill("jobTitle", posting.jobTitle);
    fill("location", posting.location);
    fill("jobUrl", posting.url);
    if (!form.getValues("companyWebsite")) fill("companyWebsite", posting.companyWebsite);
    setCaptured(posting);
  };

  // An application being edited whose company has a lookalike of the user's own: one to merge into.
  const mergeInto = useMemo(() => {
    if (!application || !savedApplications) return undefined;
    const [name] = lookalikeCompanies(savedApplications, application.company);
    return name ? savedApplications.find((saved) => saved.company === name) : undefined;
  }, [application, savedApplications]);

  // A new application proposes its follow-up date (the reminder settings' days after
  // applying), kept in step with the application date until the follow-up is touched. The
  // settings are read from what the dashboard has loaded: the form never waits for them.
  const followUpDays = useReminderSettings({ enabled: false }).data?.followUpDays;
  const applicationDate = useWatch({ control: form.control, name: "applicationDate" });
  useEffect(() => {
    if (application || followUpDays === undefined) return;
    const { isDirty, isTouched } = form.getFieldState("followUpDate");
    if (isDirty || isTouched || !isoDate.safeParse(applicationDate).success) return;
    form.setValue("followUpDate", proposedFollowUp(applicationDate, followUpDays));
  }, [application, followUpDays, applicationDate, form]);

  // Start at the company, unless the keyboard is in the form already: the form can draw a
  // moment before this runs, and a field chosen in that moment is where typing must land.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!formRef.current?.contains(document.activeElement)) focusField(formRef.current, "company");
  }, []);

  // The form-level message sits at the top of the scrolling fields: bring it into view.
  useEffect(() => {
    if (formError) scrollAreaRef.current?.scrollTo?.({ top: 0 });
  }, [formError]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (application) {
        const changes = changesTo(application, values);
        // Nothing edited: the server would refuse an empty change, and there is nothing to confirm.
        if (changes) {
          await update.mutateAsync({ id: application.id, changes });
          toast({
            title: applicationMessages.updated,
            description: `${values.jobTitle} at ${values.company}`,
            variant: "success",
          });
        }
      } else {
        // Left empty, the website stays what the company has (another application may have set it).
        const { companyWebsite, ...fields } = values;
        const created = await create.mutateAsync(companyWebsite ? values : fields);
        // The application is saved: documents that fail now are said, not a reason to stay.
        const notAttached = await documentDrafts.sendTo(created.id);
        if (captured?.description && keepPosting) {
          const { url, employmentType, salaryRange, description } = captured;
          await savePosting(created.id, { url, employmentType, salaryRange, text: description }).catch(() =>
            notAttached.push("the posting's text"),
          );
        }
        toast(
          notAttached.length === 0
            ? {
                title: applicationMessages.created,
                description: `${values.jobTitle} at ${values.company}`,
                variant: "success",
              }
            : {
                title: `${applicationMessages.created}, but not all of its documents`,
                description: `Not attached: ${notAttached.join(", ")}. Open the application to try again.`,
                variant: "destructive",
              },
        );
      }
      onSaved();
    } catch (error) {
      if (
        isApiError(error, "VALIDATION_ERROR") &&
        applyFieldErrors(form.setError, inFormOrder(error.fields), formFieldNames)
      )
        return;
      setFormError(errorToText(error));
      // The duplicate rule is company, job title and date: the title is the likeliest to change.
      if (isApiError(error, "DUPLICATE_ENTRY")) focusField(formRef.current, "jobTitle");
    }
  });

  function saveOnModEnter(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    if (!form.formState.isSubmitting) void onSubmit();
  }

  const field = (name: FieldName) => ({
    id: fieldId(name),
    error: errors[name]?.message,
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={saveOnModEnter}
      onFocus={(event) => scrollAreaRef.current && revealFieldLabel(scrollAreaRef.current, event.target)}
      aria-label={application ? "Edit application" : "Add application"}
      className="flex min-h-0 flex-1 flex-col"
    >
      <div
        ref={scrollAreaRef}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6"
      >
        <div className="flex flex-col gap-6">
          <p className="text-xs text-subtle">
            Fields marked <RequiredMark /> are required.
          </p>

          {formError ? (
            <Alert variant="destructive" title="Could not save this application">
              {formError}
            </Alert>
          ) : null}

          <Section title="Position">
            {application ? null : <CapturePosting initialUrl={postingUrl} onCaptured={fillFromPosting} />}
            {captured ? (
              <PostingPreview posting={captured} keep={keepPosting} onKeepChange={setKeepPosting} />
            ) : null}
            <FormField {...field("company")} label={<Required>Company</Required>}>
              <Input
                aria-required
                autoComplete="organization"
                maxLength={limits.company}
                {...form.register("company")}
              />
            </FormField>
            <FormField {...field("jobTitle")} label={<Required>Job title</Required>}>
              <Input
                aria-required
                autoComplete="off"
                maxLength={limits.jobTitle}
                {...form.register("jobTitle")}
              />
            </FormField>
            <FormField {...field("location")} label="Location">
              <Input
                placeholder="e.g. Remote, Berlin"
                maxLength={limits.location}
                {...form.register("location")}
              />
            </FormField>
            <FormField {...field("jobUrl")} label="Job URL">
              <Input
                type="url"
                inputMode="url"
                placeholder="https://"
                maxLength={limits.jobUrl}
                {...form.register("jobUrl")}
              />
            </FormField>
            <FormField
              {...field("requisitionId")}
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
            {application && mergeInto ? (
              <MergeCompany application={application} into={mergeInto} onMerged={onSaved} />
            ) : null}
            {alreadyApplied.earlier.length > 0 ||
            alreadyApplied.matches.length > 0 ||
            alreadyApplied.lookalikes.length > 0 ? (
              <AlreadyApplied
                {...alreadyApplied}
                onUseCompany={(name) => form.setValue("company", name, { shouldDirty: true })}
              />
            ) : null}
            <FormField
              {...field("companyWebsite")}
              label="Company website"
              hint="Its logo is shown beside the company once found."
              labelAction={
                application?.companyLogoUrl ? (
                  <CompanyMark
                    name={application.company}
                    logoUrl={application.companyLogoUrl}
                    className="size-6"
                  />
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
          </Section>

          <Section title="Progress">
            <FormField {...field("status")} label={<Required>Status</Required>}>
              <NativeSelect aria-required {...form.register("status")}>
                {applicationStatuses.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField {...field("applicationDate")} label={<Required>Application date</Required>}>
              <Input type="date" aria-required {...form.register("applicationDate")} />
            </FormField>

            {statusChanged || loggedLater ? (
              <div className="grid gap-4 rounded-lg border border-primary/30 bg-primary/5 p-4 sm:col-span-2 sm:grid-cols-2">
                {statusChanged ? (
                  <p className="text-sm text-muted sm:col-span-2">
                    Moving from <span className="font-medium text-foreground">{application?.status}</span> to{" "}
                    <span className="font-medium text-foreground">{status}</span> adds a step to the history.
                  </p>
                ) : (
                  <p className="text-sm text-muted sm:col-span-2">
                    When did it move to <span className="font-medium text-foreground">{status}</span>? If you
                    don't remember, leave it unknown: it still counts as an answer, but not in response times.
                  </p>
                )}
                <div className="flex flex-col gap-2">
                  {statusDate === null ? (
                    <p className="text-sm font-medium">
                      Status date <span className="font-normal text-muted">· unknown</span>
                    </p>
                  ) : (
                    <FormField {...field("statusDate")} label={<Required>Status date</Required>}>
                      <Input
                        type="date"
                        aria-required
                        min={form.getValues("applicationDate")}
                        max={localToday()}
                        {...form.register("statusDate")}
                      />
                    </FormField>
                  )}
                  <div className="flex items-center gap-2">
                    <Checkbox
                      id="application-statusDate-unknown"
                      checked={statusDate === null}
                      onCheckedChange={(checked) =>
                        form.setValue("statusDate", checked === true ? null : localToday(), {
                          shouldDirty: true,
                        })
                      }
                    />
                    <label htmlFor="application-statusDate-unknown" className="text-sm">
                      I don't know when
                    </label>
                  </div>
                </div>
                <FormField {...field("statusNote")} label="Note for the history">
                  <Input
                    placeholder="e.g. Phone screen booked"
                    maxLength={limits.statusNote}
                    {...form.register("statusNote")}
                  />
                </FormField>
              </div>
            ) : null}

            <FormField {...field("source")} label="Source" hint="Where you found the job.">
              <Input
                list="application-sources"
                autoComplete="off"
                maxLength={limits.source}
                {...form.register("source")}
              />
            </FormField>
            <datalist id="application-sources">
              {commonSources.map((source) => (
                <option key={source} value={source} />
              ))}
            </datalist>
            <FormField {...field("followUpDate")} label="Follow-up date" hint="When to check in next.">
              <Input type="date" {...form.register("followUpDate", { setValueAs: toOptionalDate })} />
            </FormField>
            <Controller
              control={form.control}
              name="tagIds"
              render={({ field: tagsField }) => (
                <FormField {...field("tagIds")} label="Tags" className="sm:col-span-2">
                  <TagsField value={tagsField.value ?? []} onChange={tagsField.onChange} />
                </FormField>
              )}
            />
          </Section>

          {isOffer ? (
            <Section title="Offer" description="Amounts in whole units of the offer's currency.">
              <FormField {...field("currency")} label="Currency" hint="Three-letter code, e.g. USD.">
                <Input
                  list="application-currencies"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={3}
                  className="uppercase"
                  {...form.register("currency", {
                    setValueAs: (value) => String(value).trim().toUpperCase(),
                  })}
                />
              </FormField>
              <datalist id="application-currencies">
                {commonCurrencies.map((code) => (
                  <option key={code} value={code} />
                ))}
              </datalist>
              <FormField {...field("salaryOffered")} label="Salary">
                <AmountInput
                  suffix={amountSuffix}
                  {...form.register("salaryOffered", { setValueAs: toAmount })}
                />
              </FormField>
              <FormField {...field("signOnBonus")} label="Sign-on bonus">
                <AmountInput
                  suffix={amountSuffix}
                  {...form.register("signOnBonus", { setValueAs: toAmount })}
                />
              </FormField>
              <FormField {...field("movingStipend")} label="Moving stipend">
                <AmountInput
                  suffix={amountSuffix}
                  {...form.register("movingStipend", { setValueAs: toAmount })}
                />
              </FormField>
              <FormField
                {...field("stockOptions")}
                label="Stock options"
                hint="Their value, not their count."
              >
                <AmountInput
                  suffix={amountSuffix}
                  {...form.register("stockOptions", { setValueAs: toAmount })}
                />
              </FormField>
              <FormField {...field("equityPercentage")} label="Equity">
                <AmountInput suffix="%" {...form.register("equityPercentage", { setValueAs: toPercent })} />
              </FormField>
              <FormField {...field("benefitsSummary")} label="Benefits" className="sm:col-span-2">
                <Textarea
                  rows={3}
                  className="min-h-24"
                  placeholder="Health cover, pension, time off, remote budget..."
                  maxLength={limits.benefitsSummary}
                  {...form.register("benefitsSummary")}
                />
              </FormField>
            </Section>
          ) : null}

          <Section title="Contact">
            <FormField {...field("contactName")} label="Contact name">
              <Input autoComplete="off" maxLength={limits.contactName} {...form.register("contactName")} />
            </FormField>
            <FormField {...field("contactEmail")} label="Contact email">
              <EmailInput
                autoComplete="off"
                placeholder="recruiter@company.com"
                {...form.register("contactEmail")}
              />
            </FormField>
          </Section>

          <FormField {...field("notes")} label="Notes">
            <Textarea
              rows={4}
              className="min-h-28"
              placeholder="Anything worth remembering: people you met, next steps, questions to ask."
              maxLength={limits.notes}
              {...form.register("notes")}
            />
          </FormField>

          <ApplicationDocuments applicationId={application?.id} drafts={documentDrafts} />

          {application ? <PostingSection applicationId={application.id} /> : null}

          {application ? <InterviewsSection applicationId={application.id} /> : null}

          {application ? <StatusHistory application={application} /> : null}
        </div>
      </div>

      <div className="flex items-center gap-3 border-t border-border bg-surface px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-6">
        <p className="hidden items-center gap-1.5 text-xs text-subtle sm:keyboard:flex">
          <Kbd>{saveModifierLabel()}</Kbd>
          <Kbd>Enter</Kbd>
          <span>to save</span>
          <span aria-hidden className="mx-1 text-border-strong">
            ·
          </span>
          <Kbd>Esc</Kbd>
          <span>to close</span>
        </p>
        <div className="ml-auto flex flex-1 gap-3 sm:flex-none">
          {application ? <ArchiveButton application={application} onDone={onCancel} /> : null}
          <Button variant="secondary" className="flex-1 sm:flex-none" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            className="flex-1 sm:min-w-36 sm:flex-none"
            disabled={isSubmitting}
            aria-keyshortcuts="Control+Enter Meta+Enter"
          >
            {isSubmitting ? (
              <>
                <Spinner /> Saving...
              </>
            ) : application ? (
              "Save Changes"
            ) : (
              "Add Application"
            )}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** Room left above a revealed label, so it does not touch the dialog's header. */
const labelClearance = 16;

/**
 * A focused field shows with its label. Browsers scroll only the control itself into view:
 * the first invalid field after a failed save, or a field reached with Shift+Tab, can land at
 * the top edge of the scrolling fields with its label cut off under the dialog's header.
 */
function revealFieldLabel(area: HTMLElement, control: EventTarget) {
  const label =
    control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement
      ? control.labels?.[0]
      : undefined;
  if (!label || !area.contains(label)) return;
  const hidden = label.getBoundingClientRect().top - area.getBoundingClientRect().top - labelClearance;
  if (hidden < 0) area.scrollTop += hidden;
}

function RequiredMark() {
  return (
    <span aria-hidden className="font-semibold text-primary">
      *
    </span>
  );
}

/** A label with the required mark; the control itself carries aria-required for screen readers. */
function Required({ children }: { children: ReactNode }) {
  return (
    <>
      {children} <RequiredMark />
    </>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-4">
        <span className="block text-xs font-semibold tracking-wider text-subtle uppercase">{title}</span>
        {description ? <span className="mt-0.5 block text-xs text-muted">{description}</span> : null}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * A number typed as text: the decimal keypad on phones, thousands separators allowed, and a
 * clear message for anything that is not a number (a number input would silently empty it).
 */
function AmountInput({ suffix, className, ...props }: ComponentProps<typeof Input> & { suffix: string }) {
  return (
    <div className="relative">
      <Input
        inputMode="decimal"
        autoComplete="off"
        className={cn("pr-14 tabular-nums", className)}
        {...props}
      />
      <span
        aria-hidden
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs font-medium text-subtle"
      >
        {suffix}
      </span>
    </div>
  );
}
