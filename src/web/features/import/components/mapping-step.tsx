import { type ApplicationStatus, applicationStatuses } from "@/domain/applications";
import {
  type DateOrder,
  dateOrderLabels,
  dateOrders,
  guessStatus,
  type ImportField,
  importFieldLabels,
  importFields,
  importMessages,
  requiredImportFields,
} from "@/domain/import";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { NativeSelect } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import { dateOrderOf, distinctValues, type Mapping, type SpreadsheetFile } from "../lib/import-file";

const missingMessages: Record<(typeof requiredImportFields)[number], string> = {
  company: importMessages.companyRequired,
  jobTitle: importMessages.jobTitleRequired,
  applicationDate: importMessages.applicationDateRequired,
};

/**
 * Which column fills each field (guessed from the headers), how the file writes its dates,
 * and what each of its status words means in JobTrail.
 */
export function MappingStep({
  file,
  mapping,
  busy,
  onChange,
  onBack,
  onContinue,
}: {
  file: SpreadsheetFile;
  mapping: Mapping;
  busy: boolean;
  onChange: (mapping: Mapping) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  const missing = requiredImportFields.filter((field) => mapping.columns[field] === undefined);
  const matchedCount = Object.keys(mapping.columns).length;
  const statusTexts = distinctValues(file, mapping.columns.status);
  const example = (column: number | undefined) =>
    column === undefined
      ? ""
      : (file.lines.find((line) => (line[column] ?? "").trim())?.[column] ?? "").trim();

  const setColumn = (field: ImportField, value: string) => {
    const columns = { ...mapping.columns };
    if (value === "") delete columns[field];
    else columns[field] = Number(value);
    const statuses =
      field === "status"
        ? Object.fromEntries(
            distinctValues(file, columns.status).map((text) => [
              text,
              mapping.statuses[text] ?? guessStatus(text) ?? "",
            ]),
          )
        : mapping.statuses;
    // A date column matched anew: its dates say the file's order too, unless the user chose it.
    const dateOrder = mapping.dateOrderChosen ? mapping.dateOrder : dateOrderOf(file, columns);
    onChange({ ...mapping, columns, statuses, dateOrder });
  };

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted">
        {file.name}: {file.lines.length.toLocaleString("en-US")} rows, {file.headers.length} columns.{" "}
        {mapping.recognised
          ? "Its columns are matched as that tracker writes them; change any that is wrong."
          : "Each field below takes the column guessed from its header; change any that is wrong."}
      </p>
      {mapping.recognised ? (
        <Alert title={`Recognised: ${mapping.recognised}`}>
          {matchedCount} of {file.headers.length} columns matched for you.
        </Alert>
      ) : null}

      <fieldset className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <legend className="sr-only">Columns</legend>
        {importFields.map((field) => {
          const id = `import-column-${field}`;
          const required = (requiredImportFields as readonly string[]).includes(field);
          const column = mapping.columns[field];
          return (
            <div key={field} className="flex flex-col gap-1.5">
              <label htmlFor={id} className="text-sm font-medium">
                {importFieldLabels[field]}
                {required ? (
                  <span aria-hidden className="text-primary">
                    {" "}
                    *
                  </span>
                ) : null}
              </label>
              <NativeSelect
                id={id}
                value={column === undefined ? "" : String(column)}
                aria-required={required}
                aria-describedby={column === undefined ? undefined : `${id}-example`}
                onChange={(event) => setColumn(field, event.target.value)}
              >
                <option value="">Not in the file</option>
                {file.headers.map((header, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: two columns may share a header
                  <option key={index} value={index}>
                    {header || `Column ${index + 1}`}
                  </option>
                ))}
              </NativeSelect>
              {column === undefined ? null : (
                <span id={`${id}-example`} className="truncate text-xs text-subtle">
                  e.g. {example(column) || "(empty)"}
                </span>
              )}
            </div>
          );
        })}
      </fieldset>

      <div className="flex flex-col gap-1.5 sm:max-w-sm">
        <label htmlFor="import-date-order" className="text-sm font-medium">
          Dates are written
        </label>
        <NativeSelect
          id="import-date-order"
          value={mapping.dateOrder}
          onChange={(event) =>
            onChange({ ...mapping, dateOrder: event.target.value as DateOrder, dateOrderChosen: true })
          }
        >
          {dateOrders.map((order) => (
            <option key={order} value={order}>
              {dateOrderLabels[order]}
            </option>
          ))}
        </NativeSelect>
      </div>

      {statusTexts.length > 0 ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium">What the file's statuses mean</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {statusTexts.map((text) => {
              const id = `import-status-${text}`;
              return (
                <div key={text} className="flex items-center gap-3">
                  <label htmlFor={id} className="min-w-0 flex-1 truncate text-sm" title={text}>
                    “{text}”
                  </label>
                  <NativeSelect
                    id={id}
                    className="w-36 shrink-0 sm:w-44"
                    value={mapping.statuses[text] ?? ""}
                    onChange={(event) =>
                      onChange({
                        ...mapping,
                        statuses: {
                          ...mapping.statuses,
                          [text]: event.target.value as ApplicationStatus | "",
                        },
                      })
                    }
                  >
                    <option value="">Applied, word kept in notes</option>
                    {applicationStatuses.map((status) => (
                      <option key={status} value={status}>
                        {status}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              );
            })}
          </div>
        </fieldset>
      ) : null}

      {missing.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm text-destructive-text">
          {missing.map((field) => (
            <li key={field}>{missingMessages[field]}</li>
          ))}
        </ul>
      ) : null}

      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onClick={onBack}>
          Choose another file
        </Button>
        <Button onClick={onContinue} disabled={busy || missing.length > 0}>
          {busy ? <Spinner /> : null}
          {busy ? "Checking..." : "Check the rows"}
        </Button>
      </div>
    </div>
  );
}
