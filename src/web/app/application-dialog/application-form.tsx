import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { earlierAtCompany, lookalikeCompanies, samePostingAs } from "@/domain/already-applied";
import type { Application } from "@/domain/application-schemas";
import type { AddFormLink, CapturedPosting } from "@/domain/postings";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Kbd, saveModifierLabel } from "@/web/components/ui/kbd";
import { Spinner } from "@/web/components/ui/spinner";
import { applicationsQueryOptions } from "@/web/entities/application/api/get-applications";
import { MergeCompany } from "@/web/entities/company/components/merge-company";
import { sessionQueryOptions } from "@/web/features/account/api/get-session";
import { ApplicationDocuments } from "@/web/features/documents/components/application-documents";
import { useDocumentDrafts } from "@/web/features/documents/hooks/use-document-drafts";
import { InterviewsSection } from "@/web/features/interviews/components/interviews-section";
import { CapturePosting } from "@/web/features/postings/components/capture-posting";
import { type CapturedExtras, PostingPreview } from "@/web/features/postings/components/posting-preview";
import { PostingSection } from "@/web/features/postings/components/posting-section";
import { StatusHistory } from "@/web/features/status-history/components/status-history";
import { ArchiveButton } from "@/web/features/tags/components/form-tags";
import { errorToText, isApiError } from "@/web/lib/api-client";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { clearAddDraft, useAddDraft } from "./add-draft";
import { AlreadyApplied } from "./already-applied";
import { ContactFields, NotesField } from "./fields/contact-fields";
import { RequiredMark, Section } from "./fields/field-parts";
import { OfferFields } from "./fields/offer-fields";
import { CompanyWebsiteField, PositionFields } from "./fields/position-fields";
import { ProgressFields } from "./fields/progress-fields";
import { focusField, formFieldNames, inFormOrder, useApplicationForm } from "./use-application-form";
import { useSaveApplicationWithFiles } from "./use-save-application-with-files";

export type ApplicationFormProps = {
  /** The application to edit; without it the form adds a new one. */
  application?: Application | undefined;
  onCancel: () => void;
  onSaved: () => void;
  /** The link the form was opened by: a posting it hands over fills a new application at once. */
  link?: AddFormLink | undefined;
  /** Told whether the form holds changes not yet saved (typing, files waiting to be sent). */
  onUnsavedChange?: (unsaved: boolean) => void;
  /** A new application's restored draft set aside: the form starts again, empty. */
  onStartOver?: () => void;
};

export default function ApplicationForm({
  application,
  onCancel,
  onSaved,
  link,
  onUnsavedChange,
  onStartOver,
}: ApplicationFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const scrollAreaRef = useRef<HTMLDivElement>(null);
  const form = useApplicationForm(application);
  const { isSubmitting } = form.formState;
  const documentDrafts = useDocumentDrafts(application?.id);
  const save = useSaveApplicationWithFiles({ application, documentDrafts });
  const status = useWatch({ control: form.control, name: "status" });
  const isOffer = status === "Offer";

  // A new application's typing survives a reload as a draft; saved or discarded, it goes.
  // The signed-in user (whose draft it is) as the app has loaded them: never waited for.
  const signedIn = useQuery({ ...sessionQueryOptions(), enabled: false }).data;
  const draftOwner = application ? undefined : signedIn?.user.id;
  const draft = useAddDraft(form, draftOwner);
  const unsaved = form.formState.isDirty || (!application && documentDrafts.drafts.length > 0);
  useEffect(() => onUnsavedChange?.(unsaved), [unsaved, onUnsavedChange]);

  // A new application: the earlier ones at its company, and a warning when it looks like a
  // posting applied to before, from the list the dashboard holds (the form never waits for it).
  const savedApplications = useQuery({ ...applicationsQueryOptions(), enabled: false }).data?.items;
  const [companyName, jobTitle, jobUrl, requisitionId] = useWatch({
    control: form.control,
    name: ["company", "jobTitle", "jobUrl", "requisitionId"],
  });
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
      name: "company" | "jobTitle" | "location" | "jobUrl" | "companyWebsite" | "requisitionId",
      value: string | null,
    ) => {
      if (value)
        form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    };
    fill("company", posting.company);
    fill("jobTitle", posting.jobTitle);
    fill("location", posting.location);
    fill("jobUrl", posting.url);
    fill("requisitionId", posting.requisitionId);
    if (!form.getValues("companyWebsite")) fill("companyWebsite", posting.companyWebsite);
    setCaptured(posting);
  };

  // An application being edited whose company has a lookalike of the user's own: one to merge into.
  const mergeInto = useMemo(() => {
    if (!application || !savedApplications) return undefined;
    const [name] = lookalikeCompanies(savedApplications, application.company);
    return name ? savedApplications.find((saved) => saved.company === name) : undefined;
  }, [application, savedApplications]);

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
      const posting =
        captured?.description && keepPosting
          ? {
              url: captured.url,
              employmentType: captured.employmentType,
              salaryRange: captured.salaryRange,
              text: captured.description,
            }
          : undefined;
      await save(values, posting);
      if (draftOwner) clearAddDraft(draftOwner);
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

          {draft.restored && draftOwner ? (
            <Alert title="Your unsaved draft is back">
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                What you typed before the page was reloaded is filled in below.
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    clearAddDraft(draftOwner);
                    onStartOver?.();
                  }}
                >
                  Start over
                </Button>
              </span>
            </Alert>
          ) : null}

          {formError ? (
            <Alert variant="destructive" title="Could not save this application">
              {formError}
            </Alert>
          ) : null}

          <Section title="Position">
            {application ? null : <CapturePosting link={link} onCaptured={fillFromPosting} />}
            {captured ? (
              <PostingPreview posting={captured} keep={keepPosting} onKeepChange={setKeepPosting} />
            ) : null}
            <PositionFields form={form} />
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
            <CompanyWebsiteField form={form} application={application} />
          </Section>

          <Section title="Progress">
            <ProgressFields form={form} application={application} />
          </Section>

          {isOffer ? <OfferFields form={form} /> : null}

          <ContactFields form={form} />

          <NotesField form={form} />

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
