import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import {
  createInterviewInput,
  defaultDuration,
  defaultOutcome,
  durationChoices,
  type Interview,
  interviewLimits,
  interviewMessages,
  interviewOutcomes,
  minutesBetween,
} from "@/domain/interviews";
import { TimeZoneOptions } from "@/web/components/time-zone-options";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import { toast } from "@/web/components/ui/use-toast";
import { useCreateInterview, useUpdateInterview } from "@/web/entities/interview/api/interviews";
import { errorToText, isApiError } from "@/web/lib/api-client";
import { editorKeys } from "@/web/lib/editor-keys";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { browserZone } from "@/web/lib/time-zones";

/** Names of rounds most processes have, offered as the round is typed. */
const roundSuggestions = [
  "Phone screen",
  "Recruiter call",
  "Technical",
  "Take-home review",
  "On-site",
  "Final",
];

// The form's own copy of the API's rules: every field, its length as a number of minutes.
const formSchema = createInterviewInput.safeExtend({
  durationMinutes: z.number({ error: interviewMessages.duration }),
  outcome: z.enum(interviewOutcomes, { error: interviewMessages.outcome }),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const fieldNames = [
  "round",
  "startsAt",
  "durationMinutes",
  "timeZone",
  "location",
  "people",
  "notes",
  "outcome",
] as const satisfies readonly (keyof FormInput)[];

const lengthLabel = (minutes: number) =>
  minutes < 60
    ? `${minutes} minutes`
    : minutes % 60 === 0
      ? `${minutes / 60} hour${minutes === 60 ? "" : "s"}`
      : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;

function valuesOf(interview: Interview | undefined): FormInput {
  if (!interview)
    return {
      round: "",
      startsAt: "",
      durationMinutes: defaultDuration,
      timeZone: browserZone(),
      location: "",
      people: "",
      notes: "",
      outcome: defaultOutcome,
    };
  return {
    round: interview.round,
    startsAt: interview.startsAt,
    durationMinutes: minutesBetween(interview.startsAt, interview.endsAt),
    timeZone: interview.timeZone,
    location: interview.location ?? "",
    people: interview.people ?? "",
    notes: interview.notes ?? "",
    outcome: interview.outcome,
  };
}

/**
 * Adds or changes one interview. It sits inside the application's form, so it is a group
 * saved by its own button: Enter saves it rather than the application, Escape closes it.
 */
export function InterviewEditor({
  applicationId,
  interview,
  onDone,
}: {
  applicationId: string;
  /** Absent: a new interview. */
  interview?: Interview;
  onDone: () => void;
}) {
  const id = useId();
  const create = useCreateInterview();
  const update = useUpdateInterview();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(interview),
  });
  const { errors, isSubmitting } = form.formState;
  const timeZone = form.watch("timeZone");
  const length = form.watch("durationMinutes");
  const lengths: readonly number[] = durationChoices.includes(length as (typeof durationChoices)[number])
    ? durationChoices
    : [...durationChoices, length].sort((a, b) => a - b);
  const field = (name: (typeof fieldNames)[number]) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
  });
  const [formError, setFormError] = [
    errors.root?.message,
    (message: string) => form.setError("root", { message }),
  ];

  const save = form.handleSubmit(async (values) => {
    try {
      if (interview) await update.mutateAsync({ id: interview.id, changes: values });
      else await create.mutateAsync({ applicationId, interview: values });
      toast({
        title: interview ? interviewMessages.saved : interviewMessages.added,
        description: values.round,
        variant: "success",
      });
      onDone();
    } catch (error) {
      const placed =
        isApiError(error, "VALIDATION_ERROR") &&
        applyFieldErrors(form.setError, error.fields, fieldNames, { endsAt: "durationMinutes" });
      if (!placed) setFormError(errorToText(error));
    }
  });

  const onKeyDown = editorKeys(() => void save(), onDone);

  return (
    <fieldset
      className="grid gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:grid-cols-2"
      onKeyDown={onKeyDown}
    >
      <legend className="sr-only">{interview ? `Edit ${interview.round}` : "New interview"}</legend>
      <FormField {...field("round")} label="Round" className="sm:col-span-2">
        <Input
          list={`${id}-rounds`}
          // The suggestions open as the round is typed; the browser's own arrow would clash.
          className="[&::-webkit-calendar-picker-indicator]:hidden"
          placeholder="Phone screen"
          maxLength={interviewLimits.round}
          autoComplete="off"
          // The editor opens on a press of "Add interview" or "Edit": its first field takes the keyboard.
          autoFocus
          {...form.register("round")}
        />
      </FormField>
      <datalist id={`${id}-rounds`}>
        {roundSuggestions.map((round) => (
          <option key={round} value={round} />
        ))}
      </datalist>
      <FormField {...field("startsAt")} label="Starts">
        <Input type="datetime-local" {...form.register("startsAt")} />
      </FormField>
      <FormField {...field("durationMinutes")} label="Length">
        <NativeSelect {...form.register("durationMinutes", { valueAsNumber: true })}>
          {lengths.map((minutes) => (
            <option key={minutes} value={minutes}>
              {lengthLabel(minutes)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField {...field("timeZone")} label="Time zone" hint="The zone the invitation gives the time in.">
        <NativeSelect {...form.register("timeZone")}>
          <TimeZoneOptions current={timeZone} />
        </NativeSelect>
      </FormField>
      <FormField {...field("outcome")} label="Outcome">
        <NativeSelect {...form.register("outcome")}>
          {interviewOutcomes.map((outcome) => (
            <option key={outcome} value={outcome}>
              {outcome}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField {...field("location")} label="Place or video link" className="sm:col-span-2">
        <Input
          placeholder="Office address, or https://..."
          maxLength={interviewLimits.location}
          {...form.register("location")}
        />
      </FormField>
      <FormField {...field("people")} label="People you meet" className="sm:col-span-2">
        <Input
          placeholder="Ana Ruiz (hiring manager)"
          maxLength={interviewLimits.people}
          {...form.register("people")}
        />
      </FormField>
      <FormField {...field("notes")} label="Notes" className="sm:col-span-2">
        <Textarea
          rows={3}
          placeholder="What to prepare, what was asked, what comes next."
          maxLength={interviewLimits.notes}
          {...form.register("notes")}
        />
      </FormField>
      {formError ? (
        <p role="alert" className="text-sm text-destructive-text sm:col-span-2">
          {formError}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button size="sm" onClick={() => void save()} disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {interview ? "Save interview" : "Add interview"}
        </Button>
      </div>
    </fieldset>
  );
}
