import { Controller, useWatch } from "react-hook-form";
import type { Application } from "@/domain/application-schemas";
import { applicationStatuses, commonSources, limits } from "@/domain/applications";
import { localToday } from "@/domain/dates";
import { Checkbox } from "@/web/components/ui/checkbox";
import { FormField } from "@/web/components/ui/form-field";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { TagsField } from "@/web/features/tags/components/form-tags";
import type { ApplicationFormApi } from "../use-application-form";
import { fieldProps, Required } from "./field-parts";

const toOptionalDate = (value: unknown) => (value === "" ? null : value);

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
              When did it move to <span className="font-medium text-foreground">{status}</span>? If you don't
              remember, leave it unknown: it still counts as an answer, but not in response times.
            </p>
          )}
          <div className="flex flex-col gap-2">
            {statusDate === null ? (
              <p className="text-sm font-medium">
                Status date <span className="font-normal text-muted">· unknown</span>
              </p>
            ) : (
              <FormField {...fieldProps(form, "statusDate")} label={<Required>Status date</Required>}>
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
          <FormField {...fieldProps(form, "statusNote")} label="Note for the history">
            <Input
              placeholder="e.g. Phone screen booked"
              maxLength={limits.statusNote}
              {...form.register("statusNote")}
            />
          </FormField>
        </div>
      ) : null}

      <FormField {...fieldProps(form, "source")} label="Source" hint="Where you found the job.">
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
