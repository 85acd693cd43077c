import { useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import type { Application } from "@/domain/application-schemas";
import { applicationStatuses, limits } from "@/domain/applications";
import { localToday } from "@/domain/dates";
import { FormField } from "@/web/components/ui/form-field";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { TagsField } from "@/web/features/tags/components/form-tags";
import type { ApplicationFormApi } from "../use-application-form";
import { fieldProps, Required } from "./field-parts";
import { SourceField } from "./source-field";

const toOptionalDate = (value: unknown) => (value === "" ? null : value);

const stageDateChoices = [
  { value: "today", label: "Today" },
  { value: "applied", label: "The day I applied" },
  { value: "other", label: "Another day" },
  { value: "unknown", label: "I don't know" },
] as const;
type StageDateChoice = (typeof stageDateChoices)[number]["value"];

/**
 * When the application reached its new stage, in one choice: today, the day of applying,
 * another day (a date field then shows), or not known.
 */
function StageDate({
  form,
  status,
  statusDate,
}: {
  form: ApplicationFormApi;
  status: string;
  statusDate: string | null;
}) {
  const applicationDate = useWatch({ control: form.control, name: "applicationDate" });
  const today = localToday();
  const [pickingDay, setPickingDay] = useState(false);
  const chosen: StageDateChoice =
    statusDate === null
      ? "unknown"
      : pickingDay
        ? "other"
        : statusDate === today
          ? "today"
          : statusDate === applicationDate
            ? "applied"
            : "other";
  const choose = (choice: StageDateChoice) => {
    setPickingDay(choice === "other");
    const date = { today, applied: applicationDate, other: statusDate ?? today, unknown: null }[choice];
    form.setValue("statusDate", date, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">
          When did it move to <span className="text-primary">{status}</span>?
        </legend>
        <div className="flex flex-wrap gap-2">
          {stageDateChoices.map((choice) => (
            <label
              key={choice.value}
              className="inline-flex h-9 cursor-pointer items-center rounded-lg border border-border bg-surface-raised px-3 text-sm has-checked:border-primary has-checked:bg-primary/10 has-checked:text-foreground has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                name="application-statusDate-choice"
                value={choice.value}
                checked={chosen === choice.value}
                onChange={() => choose(choice.value)}
                className="sr-only"
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      {chosen === "other" ? (
        <FormField {...fieldProps(form, "statusDate")} label={<Required>Status date</Required>}>
          <Input
            type="date"
            aria-required
            min={applicationDate}
            max={today}
            {...form.register("statusDate")}
          />
        </FormField>
      ) : null}
    </div>
  );
}

/**
 * Where the application stands: its status and dates, when a new status was reached and a
 * note for the history, where the job was found, when to follow up, and its tags.
 */
export function ProgressFields({
  form,
  application,
}: {
  form: ApplicationFormApi;
  application: Application | undefined;
}) {
  const status = useWatch({ control: form.control, name: "status" });
  const statusDate = useWatch({ control: form.control, name: "statusDate" });
  const statusChanged = application !== undefined && status !== application.status;
  // A new application that has moved past Applied: the form asks when that happened.
  const loggedLater = application === undefined && status !== "Applied";
  return (
    <>
      <FormField {...fieldProps(form, "status")} label={<Required>Status</Required>}>
        <NativeSelect aria-required {...form.register("status")}>
          {applicationStatuses.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField {...fieldProps(form, "applicationDate")} label={<Required>Application date</Required>}>
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
              If you don't remember when it moved to{" "}
              <span className="font-medium text-foreground">{status}</span>, say so: it still counts as an
              answer, but not in response times.
            </p>
          )}
          <StageDate form={form} status={status} statusDate={statusDate ?? null} />
          <FormField {...fieldProps(form, "statusNote")} label="Note for the history">
            <Input
              placeholder="e.g. Phone screen booked"
              maxLength={limits.statusNote}
              {...form.register("statusNote")}
            />
          </FormField>
        </div>
      ) : null}

      <SourceField form={form} />
      <FormField {...fieldProps(form, "followUpDate")} label="Follow-up date" hint="When to check in next.">
        <Input type="date" {...form.register("followUpDate", { setValueAs: toOptionalDate })} />
      </FormField>
      <Controller
        control={form.control}
        name="tagIds"
        render={({ field: tagsField }) => (
          <FormField {...fieldProps(form, "tagIds")} label="Tags" className="sm:col-span-2">
            <TagsField value={tagsField.value ?? []} onChange={tagsField.onChange} />
          </FormField>
        )}
      />
    </>
  );
}
