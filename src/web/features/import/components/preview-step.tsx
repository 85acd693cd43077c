import { useVirtualizer } from "@tanstack/react-virtual";
import { PencilIcon } from "lucide-react";
import { type FormEvent, useMemo, useRef, useState } from "react";
import { type ImportField, type ImportResult, importFieldLabels, importFields } from "@/domain/import";
import { Button } from "@/web/components/ui/button";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import { cn } from "@/web/lib/cn";
import type { ImportEntry, LineCells } from "../lib/import-file";

type Fate = "import" | "noted" | "duplicate" | "problem";
type PreviewRow = {
  index: number;
  entry: ImportEntry;
  fate: Fate;
  reason: string;
  /** The server's messages by field: why the row is refused, or what went to its notes. */
  messages: Record<string, string>;
};

const fateLabels: Record<Fate, string> = {
  import: "To import",
  noted: "To import, with notes",
  duplicate: "Duplicate",
  problem: "Problem",
};
const rowHeight = 56;
const requiredFields: ImportField[] = ["company", "jobTitle", "applicationDate", "status"];

/**
 * Every row of the file with what will happen to it, before anything is written. Any row can
 * be corrected in place: its fields open under it, and applying the change checks the file
 * again, so its verdict (and a duplicate's) follows at once.
 */
export function PreviewStep({
  entries,
  check,
  busy,
  onBack,
  onImport,
  onCorrect,
}: {
  entries: ImportEntry[];
  check: ImportResult;
  busy: boolean;
  onBack: () => void;
  onImport: () => void;
  /** A row's corrected cells; resolves once the file is checked again. */
  onCorrect: (index: number, cells: LineCells) => Promise<void>;
}) {
  const rows = useMemo(() => previewRows(entries, check), [entries, check]);
  const [shown, setShown] = useState<Fate | "all">("all");
  const [editing, setEditing] = useState<number | null>(null);
  const visible = shown === "all" ? rows : rows.filter((row) => row.fate === shown || row.index === editing);
  const count = (fate: Fate) => rows.filter((row) => row.fate === fate).length;
  const importable = count("import") + count("noted");
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
        <strong>{importable.toLocaleString("en-US")}</strong> will be imported
        {count("noted") > 0
          ? ` (${count("noted").toLocaleString("en-US")} with values kept in their notes)`
          : ""}{" "}
        · <strong>{count("duplicate").toLocaleString("en-US")}</strong> already in your applications ·{" "}
        <strong>{count("problem").toLocaleString("en-US")}</strong> with problems, left out
      </p>
      <p className="text-sm text-muted">
        A value a field cannot take is not lost: it goes into the application's notes. Correct any row with
        its pencil.
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
          <option value="noted">Rows with notes added ({count("noted").toLocaleString("en-US")})</option>
          <option value="duplicate">Duplicates ({count("duplicate").toLocaleString("en-US")})</option>
          <option value="import">
            Rows to import as they are ({count("import").toLocaleString("en-US")})
          </option>
        </NativeSelect>
      </div>

      <section
        ref={scroller}
        className="max-h-[32rem] overflow-y-auto rounded-xl border border-border"
        aria-label="Rows of the file"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls by keyboard too
        tabIndex={0}
      >
        <ol aria-label="Rows" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = visible[item.index]!;
            return (
              <li
                key={row.entry.line}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="absolute inset-x-0 border-b border-border text-sm"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <div className="flex items-center gap-2 px-3 sm:gap-3" style={{ minHeight: rowHeight }}>
                  <span className="w-9 shrink-0 text-xs text-subtle tabular-nums sm:w-12">
                    <span className="sr-only sm:not-sr-only">Line </span>
                    {row.entry.line}
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate font-medium">
                      {row.entry.cells.company || "—"} · {row.entry.cells.jobTitle || "—"}
                    </span>
                    <span
                      className={cn(
                        "truncate text-xs",
                        row.fate === "problem" ? "text-destructive-text" : "text-muted",
                      )}
                      title={row.reason}
                    >
                      {row.reason}
                    </span>
                  </span>
                  <span
                    className={cn(
                      "hidden shrink-0 rounded-full border px-2 py-0.5 text-xs sm:inline",
                      row.fate === "import" && "border-success/40 text-success-text",
                      row.fate === "noted" && "border-primary/50 text-primary",
                      row.fate === "duplicate" && "border-border-strong text-muted",
                      row.fate === "problem" && "border-destructive/50 text-destructive-text",
                    )}
                  >
                    {fateLabels[row.fate]}
                  </span>
                  <span className="sr-only sm:hidden">{fateLabels[row.fate]}</span>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9 shrink-0"
                    aria-expanded={editing === row.index}
                    aria-label={`Correct line ${row.entry.line}`}
                    onClick={() => setEditing(editing === row.index ? null : row.index)}
                  >
                    <PencilIcon aria-hidden />
                  </Button>
                </div>
                {editing === row.index ? (
                  <RowEditor
                    row={row}
                    busy={busy}
                    onCancel={() => setEditing(null)}
                    onApply={async (cells) => {
                      await onCorrect(row.index, cells);
                    }}
                  />
                ) : null}
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

/** The fields of one row to correct: the required ones, what it holds, and what the server named. */
function RowEditor({
  row,
  busy,
  onCancel,
  onApply,
}: {
  row: PreviewRow;
  busy: boolean;
  onCancel: () => void;
  onApply: (cells: LineCells) => Promise<void>;
}) {
  const [cells, setCells] = useState<LineCells>(row.entry.cells);
  const fields = importFields.filter(
    (field) =>
      requiredFields.includes(field) || row.entry.cells[field] !== undefined || field in row.messages,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onApply(cells);
  };
  return (
    <form
      onSubmit={submit}
      aria-label={`Line ${row.entry.line}`}
      className="flex flex-col gap-3 border-t border-border bg-surface-raised/60 px-3 py-4 sm:px-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((field) => {
          const id = `import-line-${row.entry.line}-${field}`;
          const message = row.messages[field];
          return (
            <div key={field} className="flex flex-col gap-1">
              <label htmlFor={id} className="text-xs font-medium">
                {importFieldLabels[field]}
              </label>
              <Input
                id={id}
                value={cells[field] ?? ""}
                aria-invalid={row.fate === "problem" && message !== undefined}
                aria-describedby={message ? `${id}-message` : undefined}
                onChange={(event) => setCells({ ...cells, [field]: event.target.value })}
              />
              {message ? (
                <span
                  id={`${id}-message`}
                  className={cn("text-xs", row.fate === "problem" ? "text-destructive-text" : "text-muted")}
                >
                  {message}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? <Spinner /> : null}
          {busy ? "Checking..." : "Apply and check again"}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          Close
        </Button>
      </div>
    </form>
  );
}

/** Each entry with its fate, from the server's check of every row. */
function previewRows(entries: ImportEntry[], check: ImportResult): PreviewRow[] {
  const results = new Map(check.rows.map((row) => [row.index, row]));
  return entries.map((entry, index) => {
    const result = results.get(index);
    if (!result || result.outcome === "created") {
      const warnings = result?.warnings ?? {};
      const noted = Object.values(warnings);
      return noted.length > 0
        ? { index, entry, fate: "noted", reason: noted.join("; "), messages: warnings }
        : { index, entry, fate: "import", reason: summary(entry.cells), messages: {} };
    }
    if (result.outcome === "duplicate")
      return { index, entry, fate: "duplicate", reason: result.message ?? "", messages: {} };
    const messages = result.fields ?? {};
    return {
      index,
      entry,
      fate: "problem",
      reason: Object.values(messages).join("; ") || result.message || "",
      messages,
    };
  });
}

/** A row to import as it is: its stage and day, as the file writes them ("Status: applied · Applied: 9/5/2026"). */
const summary = (cells: LineCells) =>
  [
    cells.status ? `Status: ${cells.status}` : "",
    cells.applicationDate ? `Applied: ${cells.applicationDate}` : "",
  ]
    .filter(Boolean)
    .join(" · ");
