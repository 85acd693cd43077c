import { CalendarRangeIcon } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { analyticsPresets } from "@/domain/analytics";
import { dateBounds } from "@/domain/dates";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Spinner } from "@/web/components/ui/spinner";
import { formatDate } from "../lib/format";
import {
  type AnalyticsRange,
  type CustomRangeErrors,
  presetLabels,
  type RangeDates,
  validateCustomRange,
} from "../lib/range";

type RangeControlProps = {
  range: AnalyticsRange;
  /** The dates the range stands for today. */
  dates: RangeDates;
  onRangeChange: (range: AnalyticsRange) => void;
  /** New numbers are on their way; the ones on screen are the previous range's. */
  updating: boolean;
};

function describeDates(dates: RangeDates): string {
  return dates.from
    ? `${formatDate(dates.from)} – ${formatDate(dates.to)}`
    : `Everything up to ${formatDate(dates.to)}`;
}

/** The range every card and chart on the tab counts over: a preset, or two dates. */
export function RangeControl({ range, dates, onRangeChange, updating }: RangeControlProps) {
  const selectId = useId();
  const [editingCustom, setEditingCustom] = useState(range.preset === "custom");
  // The range can change from outside ("Show all time"): the choice on screen follows it.
  const [shownPreset, setShownPreset] = useState(range.preset);
  if (shownPreset !== range.preset) {
    setShownPreset(range.preset);
    setEditingCustom(range.preset === "custom");
  }
  const [draft, setDraft] = useState({ from: dates.from ?? "", to: dates.to });
  const [checked, setChecked] = useState(false);
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);
  const errors: CustomRangeErrors = checked ? validateCustomRange(draft.from, draft.to) : {};
  const choice = editingCustom ? "custom" : range.preset;

  function choose(value: string) {
    if (value === "custom") {
      // Start from the dates on screen, so a small change is a small edit.
      setDraft({ from: dates.from ?? "", to: dates.to });
      setChecked(false);
      setEditingCustom(true);
      return;
    }
    const preset = analyticsPresets.find((candidate) => candidate === value);
    if (!preset || preset === "custom") return;
    setEditingCustom(false);
    onRangeChange({ preset });
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    const found = validateCustomRange(draft.from, draft.to);
    if (found.from || found.to) {
      // To the field to fix, where its message is read out with it.
      (found.from ? fromInput : toInput).current?.focus();
      return;
    }
    onRangeChange({ preset: "custom", from: draft.from, to: draft.to });
  }

  return (
    <div className="flex flex-col gap-4 rounded-(--radius-card) border border-border bg-surface/60 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2 sm:w-56">
          <Label htmlFor={selectId}>Date range</Label>
          <NativeSelect id={selectId} value={choice} onChange={(event) => choose(event.target.value)}>
            {analyticsPresets.map((preset) => (
              <option key={preset} value={preset}>
                {presetLabels[preset]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <p aria-live="polite" className="flex items-center gap-2 text-sm text-muted">
          <CalendarRangeIcon aria-hidden className="size-4 shrink-0 text-subtle" />
          <span>{describeDates(dates)}</span>
          {updating ? (
            <span className="flex items-center gap-1.5">
              <Spinner className="text-primary" /> Updating...
            </span>
          ) : null}
        </p>
      </div>

      {editingCustom ? (
        <form
          noValidate
          onSubmit={apply}
          aria-label="Custom date range"
          className="grid gap-3 sm:grid-cols-[repeat(2,minmax(0,12rem))_auto] sm:items-start"
        >
          <FormField id={`${selectId}-from`} label="Start date" error={errors.from}>
            <Input
              ref={fromInput}
              type="date"
              min={dateBounds.earliest}
              max={dateBounds.latest}
              value={draft.from}
              onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value }))}
            />
          </FormField>
          <FormField id={`${selectId}-to`} label="End date" error={errors.to}>
            <Input
              ref={toInput}
              type="date"
              min={dateBounds.earliest}
              max={dateBounds.latest}
              value={draft.to}
              onChange={(event) => setDraft((current) => ({ ...current, to: event.target.value }))}
            />
          </FormField>
          <Button type="submit" variant="secondary" className="h-11 sm:mt-6">
            Apply
          </Button>
        </form>
      ) : null}
    </div>
  );
}
