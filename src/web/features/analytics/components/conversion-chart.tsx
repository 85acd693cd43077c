import { ArrowRightIcon } from "lucide-react";
import type { Analytics } from "@/domain/analytics";
import { datedShare, formatCount, formatDays, formatPercent } from "../lib/format";
import { ChartCard } from "./chart-card";

/**
 * The funnel, step by step: how many applications reached each stage, the share of the stage
 * before that got there, and the median days from applying.
 */
export function ConversionChart({
  applications,
  conversion,
}: {
  applications: number;
  conversion: Analytics["conversion"];
}) {
  const stages = [
    { name: "Applied", count: applications, rate: null, medianDays: null, dated: applications },
    ...conversion.map((step) => ({
      name: step.to,
      count: step.reached,
      rate: step.rate,
      medianDays: step.medianDays,
      dated: step.dated,
    })),
  ];
  const weakest = conversion.reduce<(typeof conversion)[number] | undefined>(
    (low, step) => (step.rate !== null && (low?.rate == null || step.rate < low.rate) ? step : low),
    undefined,
  );
  return (
    <ChartCard
      title="Conversion"
      description="How many went from each stage to the next, and how soon after applying."
      summary={
        weakest
          ? `The hardest step: ${weakest.from.toLowerCase()} to ${weakest.to.toLowerCase()}, ${formatPercent(weakest.rate)} made it.`
          : undefined
      }
      table={{
        caption: "Conversion from stage to stage",
        columns: ["Step", "Reached", "Of the stage before", "Median days from applying", "Dates known"],
        rows: conversion.map((step) => [
          `${step.from} to ${step.to}`,
          step.reached,
          formatPercent(step.rate),
          formatDays(step.medianDays),
          `${formatCount(step.dated)} of ${formatCount(step.reached)}`,
        ]),
      }}
    >
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stages.map((stage, index) => (
          <li
            key={stage.name}
            className="relative flex flex-col gap-1 rounded-lg border border-border bg-surface-raised p-3"
          >
            {index > 0 ? (
              <ArrowRightIcon
                aria-hidden
                className="absolute top-1/2 -left-3 hidden size-4 -translate-y-1/2 text-subtle sm:block"
              />
            ) : null}
            <span className="text-sm text-muted">{stage.name}</span>
            <span className="text-2xl font-semibold tabular-nums">{formatCount(stage.count)}</span>
            <span className="text-xs text-muted">
              {index === 0 ? "applications" : `${formatPercent(stage.rate)} of the stage before`}
            </span>
            {index > 0 ? (
              <span className="text-xs text-muted">
                {stage.medianDays === null
                  ? "No dated steps yet"
                  : `${formatDays(stage.medianDays)} from applying`}
              </span>
            ) : null}
            {index > 0 && stage.medianDays !== null && stage.dated < stage.count ? (
              <span className="text-xs text-subtle">{datedShare(stage.dated, stage.count)}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </ChartCard>
  );
}
