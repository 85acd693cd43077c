import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { Controller, type UseFormRegisterReturn, useForm } from "react-hook-form";
import {
  type ReminderSettings,
  reminderDefaults,
  reminderMessages,
  updateReminderSettingsInput,
} from "@/domain/reminder-settings";
import { LoadFailure } from "@/web/components/load-failure";
import { TimeZoneOptions } from "@/web/components/time-zone-options";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { NativeSelect } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { LoadingState, Spinner } from "@/web/components/ui/spinner";
import { Switch } from "@/web/components/ui/switch";
import { toast } from "@/web/components/ui/use-toast";
import { useReminderSettings, useUpdateReminderSettings } from "@/web/hooks/use-reminder-settings";
import { errorToText, isApiError } from "@/web/lib/api-client";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { browserZone } from "@/web/lib/time-zones";
import { SettingsSection } from "./settings-section";

const formSchema = updateReminderSettingsInput.required();
type FormValues = ReminderSettings;

const followUpChoices = [
  [3, "3 days after applying"],
  [5, "5 days after applying"],
  [7, "A week after applying"],
  [10, "10 days after applying"],
  [14, "2 weeks after applying"],
  [21, "3 weeks after applying"],
  [30, "30 days after applying"],
] as const;

/** A select's value as days: "" is none. */
const toDays = (value: string) => (value === "" ? null : Number(value));

/** Days of silence before an application counts as ghosted at one stage, or never. */
function GhostDaysField({
  id,
  label,
  choices,
  registered,
  current,
  error,
}: {
  id: string;
  label: string;
  choices: number[];
  registered: UseFormRegisterReturn;
  current: number | null;
  error: string | undefined;
}) {
  const days =
    current === null || choices.includes(current) ? choices : [...choices, current].sort((a, b) => a - b);
  return (
    <FormField id={id} label={label} error={error}>
      <NativeSelect {...registered}>
        <option value="">Never</option>
        {days.map((count) => (
          <option key={count} value={count}>
            {count} days
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

const hours = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) =>
  new Date(Date.UTC(2026, 0, 1, hour)).toLocaleTimeString("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });

/** The reminder settings' card, once they are loaded. */
export function RemindersSection() {
  const settings = useReminderSettings();
  if (settings.data) return <RemindersForm settings={settings.data} />;
  return (
    <SettingsSection
      title="Reminders"
      description="When to follow up on a new application, and a daily email of the follow-ups due."
    >
      {settings.isError ? (
        <LoadFailure
          title="Could not load your reminder settings"
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <LoadingState label="Loading reminders..." />
      )}
    </SettingsSection>
  );
}

/**
 * The follow-up date proposed for a new application, and the daily digest of what is due.
 * A digest never turned on starts in this browser's time zone rather than UTC.
 */
function RemindersForm({ settings }: { settings: ReminderSettings }) {
  const update = useUpdateReminderSettings();
  const values = useMemo<FormValues>(
    () => ({
      ...settings,
      timeZone:
        !settings.digestEnabled && settings.timeZone === reminderDefaults.timeZone
          ? browserZone()
          : settings.timeZone,
    }),
    [settings],
  );
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), values });
  const { errors, isSubmitting, isDirty } = form.formState;
  const digestEnabled = form.watch("digestEnabled");
  const followUpDays = form.watch("followUpDays");

  const onSubmit = form.handleSubmit(async (changes) => {
    try {
      await update.mutateAsync(changes);
      toast({ title: reminderMessages.saved, variant: "success" });
    } catch (error) {
      if (isApiError(error, "VALIDATION_ERROR"))
        applyFieldErrors(form.setError, error.fields, [
          "followUpDays",
          "digestEnabled",
          "digestHour",
          "timeZone",
          "ghostAfterApplied",
          "ghostAfterInterview",
        ]);
      toast({ title: "Save failed", description: errorToText(error), variant: "destructive" });
    }
  });

  return (
    <SettingsSection
      title="Reminders"
      description="When to follow up on a new application, a daily email of the follow-ups due, and when a quiet company counts as ghosting you."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2" aria-label="Reminders">
        <FormField
          id="reminders-follow-up-days"
          label="Propose a follow-up date"
          hint="Filled in when you add an application; you can change it there."
          error={errors.followUpDays?.message}
          className="sm:col-span-2"
        >
          <NativeSelect
            {...form.register("followUpDays", {
              setValueAs: (value: string) => (value === "" ? null : Number(value)),
            })}
          >
            <option value="">Don't propose one</option>
            {followUpChoices.map(([days, label]) => (
              <option key={days} value={days}>
                {label}
              </option>
            ))}
            {followUpDays !== null && !followUpChoices.some(([days]) => days === followUpDays) ? (
              <option value={followUpDays}>{followUpDays} days after applying</option>
            ) : null}
          </NativeSelect>
        </FormField>
        <GhostDaysField
          id="reminders-ghost-applied"
          label="Ghosted after applying"
          choices={[14, 21, 30, 45, 60]}
          registered={form.register("ghostAfterApplied", { setValueAs: toDays })}
          current={form.watch("ghostAfterApplied")}
          error={errors.ghostAfterApplied?.message}
        />
        <GhostDaysField
          id="reminders-ghost-interview"
          label="Ghosted after an interview"
          choices={[7, 10, 14, 21, 30]}
          registered={form.register("ghostAfterInterview", { setValueAs: toDays })}
          current={form.watch("ghostAfterInterview")}
          error={errors.ghostAfterInterview?.message}
        />
        <div className="flex items-start justify-between gap-4 sm:col-span-2">
          <div>
            <Label htmlFor="reminders-digest">Daily digest email</Label>
            <p id="reminders-digest-hint" className="mt-1 text-xs text-muted">
              On days when follow-ups are due, one email lists them. Every digest has a link to turn it off.
            </p>
          </div>
          <Controller
            control={form.control}
            name="digestEnabled"
            render={({ field }) => (
              <Switch
                id="reminders-digest"
                aria-describedby="reminders-digest-hint"
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </div>
        {digestEnabled ? (
          <>
            <FormField id="reminders-digest-hour" label="Send it at" error={errors.digestHour?.message}>
              <NativeSelect {...form.register("digestHour", { valueAsNumber: true })}>
                {hours.map((hour) => (
                  <option key={hour} value={hour}>
                    {hourLabel(hour)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="reminders-time-zone" label="Time zone" error={errors.timeZone?.message}>
              <NativeSelect {...form.register("timeZone")}>
                <TimeZoneOptions current={values.timeZone} />
              </NativeSelect>
            </FormField>
          </>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? <Spinner /> : null}
            {isSubmitting ? "Saving..." : "Save reminders"}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
