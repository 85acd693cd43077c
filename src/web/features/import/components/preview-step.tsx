import { useVirtualizer } from "@tanstack/react-virtual";
import { useMemo, useRef, useState } from "react";
import type { ImportResult } from "@/domain/import";
import { Button } from "@/web/components/ui/button";
import { NativeSelect } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import { cn } from "@/web/lib/cn";
import type { PreparedRow } from "../lib/import-file";

type Fate = "import" | "duplicate" | "problem";
type PreviewRow = {
  line: number;
  company: string;
  jobTitle: string;
  date: string;
  status: string;
  fate: Fate;
  reason: string;
};

const fateLabels: Record<Fate, string> = { import: "To import", duplicate: "Duplicate", problem: "Problem" };
const rowHeight = 56;

/** Every row of the file with what will happen to it, before anything is written. */
export function PreviewStep({
  prepared,
  check,
  busy,
  onBack,
  onImport,
}: {
  prepared: PreparedRow[];
  check: ImportResult;
  busy: boolean;
  onBack: () => void;
  onImport: () => void;
}) {
  const rows = useMemo(() => previewRows(prepared, check), [prepared, check]);
  const [shown, setShown] = useState<Fate | "all">("all");
  const visible = shown === "all" ? rows : rows.filter((row) => row.fate === shown);
  const count = (fate: Fate) => rows.filter((row) => row.fate === fate).length;
  const importable = count("import");
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });

  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm">
        <strong>{importable.toLocaleString("en-US")}</strong> will be imported ·{" "}
        <strong>{count("duplicate").toLocaleString("en-US")}</strong> already in your applications ·{" "}
        <strong>{count("problem").toLocaleString("en-US")}</strong> with problems, left out
      </p>
      <div className="flex flex-col gap-1.5 sm:max-w-xs">
        <label htmlFor="import-preview-show" className="text-sm font-medium">
          Show
        </label>
        <NativeSelect
          id="import-preview-show"
          value={shown}
          onChange={(event) => setShown(event.target.value as Fate | "all")}
        >
          <option value="all">Every row ({rows.length.toLocaleString("en-US")})</option>
          <option value="problem">Rows with problems ({count("problem").toLocaleString("en-US")})</option>
          <option value="duplicate">Duplicates ({count("duplicate").toLocaleString("en-US")})</option>
          <option value="import">Rows to import ({importable.toLocaleString("en-US")})</option>
        </NativeSelect>
      </div>

      <section
        ref={scroller}
        className="max-h-[28rem] overflow-y-auto rounded-xl border border-border"
        aria-label="Rows of the file"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls by keyboard too
        tabIndex={0}
      >
        <ol aria-label="Rows" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = visible[item.index]!;
            return (
              <li
                key={row.line}
                className="absolute inset-x-0 flex items-center gap-2 border-b border-border px-3 text-sm sm:gap-3"
                style={{ height: rowHeight, transform: `translateY(${item.start}px)` }}
              >
                <span className="w-9 shrink-0 text-xs text-subtle tabular-nums sm:w-12">
                  <span className="sr-only sm:not-sr-only">Line </span>
                  {row.line}
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium">
                    {row.company || "—"} · {row.jobTitle || "—"}
                  </span>
                  <span
                    className={cn(
                      "truncate text-xs",
                      row.fate === "problem" ? "text-destructive-text" : "text-muted",
                    )}
                  >
                    {row.reason || `${row.status}, applied ${row.date}`}
                  </span>
                </span>
                <span
                  className={cn(
                    "shrink-0 rounded-full border px-2 py-0.5 text-xs",
                    row.fate === "import" && "border-success/40 text-success-text",
                    row.fate === "duplicate" && "border-border-strong text-muted",
                    row.fate === "problem" && "border-destructive/50 text-destructive-text",
                  )}
                >
                  {fateLabels[row.fate]}
                </span>
              </li>
            );
          })}
        </ol>
        {visible.length === 0 ? <p className="p-4 text-sm text-muted">No rows here.</p> : null}
      </section>

      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onImport} disabled={busy || importable === 0}>
          {busy ? <Spinner /> : null}
          {busy
            ? "Importing..."
            : `Import ${importable.toLocaleString("en-US")} ${importable === 1 ? "application" : "applications"}`}
        </Button>
      </div>
    </div>
  );
}

/** Each prepared row with its fate: its own reading problems first, then the server's check. */
function previewRows(prepared: PreparedRow[], check: ImportResult): PreviewRow[] {
  const results = new Map(check.rows.map((row) => [row.index, row]));
  let sent = 0;
  return prepared.map((entry) => {
    const text = (field: string) =>
      typeof entry.row[field] === "string" ? (entry.row[field] as string) : "";
    const base = {
      line: entry.line,
      company: text("company"),
      jobTitle: text("jobTitle"),
      date: text("applicationDate"),
      status: text("status"),
    };
    const problems = Object.values(entry.problems);
    if (problems.length > 0) return { ...base, fate: "problem", reason: problems.join("; ") };
    const result = results.get(sent);
    sent += 1;
    if (!result || result.outcome === "created") return { ...base, fate: "import", reason: "" };
    if (result.outcome === "duplicate") return { ...base, fate: "duplicate", reason: result.message ?? "" };
    return {
      ...base,
      fate: "problem",
      reason: Object.values(result.fields ?? {}).join("; ") || result.message || "",
    };
  });
}
