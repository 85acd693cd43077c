import { ArrowLeftIcon, CheckCircle2Icon, FileSpreadsheetIcon, UploadIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { ImportResult } from "@/domain/import";
import { paths } from "@/domain/paths";
import { FileDropZone } from "@/web/components/file-drop-zone";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { errorToText } from "@/web/lib/api-client";
import { useImportApplications } from "../api/import-applications";
import {
  guessFileMapping,
  type ImportFile,
  type Mapping,
  type PreparedRow,
  prepareRows,
  readImportFile,
  type SpreadsheetFile,
} from "../lib/import-file";
import { MappingStep } from "./mapping-step";
import { PreviewStep } from "./preview-step";

type Step =
  | { name: "choose" }
  | { name: "map"; file: SpreadsheetFile; mapping: Mapping }
  | { name: "preview"; file: ImportFile; prepared: PreparedRow[]; check: ImportResult; mapping?: Mapping }
  | { name: "done"; result: ImportResult };

const stepTitles = {
  choose: "1. Choose a file",
  map: "2. Match the columns",
  preview: "3. Check the rows",
  done: "4. Imported",
} as const;

/** Rows read from a JSON export need no reading of cells: they are sent as they are. */
const preparedFromExport = (rows: Record<string, unknown>[]): PreparedRow[] =>
  rows.map((row, index) => ({ line: index + 1, row, problems: {} }));

/**
 * Import in four steps: choose a CSV or a JobTrail JSON export; match the spreadsheet's
 * columns and status words (guessed, adjustable); check every row against the server
 * without writing; import the valid ones in one go.
 */
export function ImportWizard() {
  const [step, setStep] = useState<Step>({ name: "choose" });
  const [error, setError] = useState<string | null>(null);
  const importing = useImportApplications();
  const heading = useRef<HTMLHeadingElement>(null);

  // Each step announces itself: focus moves to its heading.
  const stepName = step.name;
  const previousStep = useRef(stepName);
  useEffect(() => {
    if (previousStep.current !== stepName) heading.current?.focus();
    previousStep.current = stepName;
  }, [stepName]);

  /** Sends the rows without problems for a dry run, and shows every row's fate. */
  const check = async (file: ImportFile, prepared: PreparedRow[], mapping?: Mapping) => {
    setError(null);
    const sendable = prepared.filter((entry) => Object.keys(entry.problems).length === 0);
    try {
      const result =
        sendable.length > 0
          ? await importing.mutateAsync({ dryRun: true, rows: sendable.map((entry) => entry.row) })
          : { rows: [], created: 0, duplicates: 0, invalid: 0, dryRun: true };
      setStep({ name: "preview", file, prepared, check: result, ...(mapping ? { mapping } : {}) });
    } catch (failure) {
      setError(errorToText(failure));
    }
  };

  const choose = async (picked: File) => {
    setError(null);
    try {
      const file = await readImportFile(picked);
      if (file.kind === "json") await check(file, preparedFromExport(file.rows));
      else setStep({ name: "map", file, mapping: guessFileMapping(file) });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : errorToText(failure));
    }
  };

  const runImport = async (prepared: PreparedRow[]) => {
    setError(null);
    const sendable = prepared.filter((entry) => Object.keys(entry.problems).length === 0);
    try {
      const result = await importing.mutateAsync({ dryRun: false, rows: sendable.map((entry) => entry.row) });
      // Rows the browser could not read were left out too: the summary counts them.
      setStep({
        name: "done",
        result: { ...result, invalid: result.invalid + prepared.length - sendable.length },
      });
    } catch (failure) {
      setError(errorToText(failure));
    }
  };

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="mb-6 flex flex-col gap-3">
        <Link
          to={paths.dashboard}
          className="inline-flex w-fit items-center gap-1.5 text-sm text-muted underline-offset-4 hover:text-foreground hover:underline"
        >
          <ArrowLeftIcon aria-hidden className="size-4" /> Back to the dashboard
        </Link>
        <h1 className="text-3xl font-semibold tracking-tight">Import applications</h1>
        <p className="text-muted">
          Bring in the spreadsheet you kept before, another tracker's CSV export, or a JobTrail JSON export.
        </p>
      </div>

      <Card className="p-5 sm:p-6">
        <h2 ref={heading} tabIndex={-1} className="mb-4 text-lg font-semibold outline-none">
          {stepTitles[step.name]}
        </h2>
        {error ? (
          <Alert variant="destructive" title="Could not import" className="mb-4">
            {error}
          </Alert>
        ) : null}

        {step.name === "choose" ? (
          <ChooseStep busy={importing.isPending} onChoose={(file) => void choose(file)} />
        ) : step.name === "map" ? (
          <MappingStep
            file={step.file}
            mapping={step.mapping}
            busy={importing.isPending}
            onChange={(mapping) => setStep({ ...step, mapping })}
            onBack={() => setStep({ name: "choose" })}
            onContinue={() => void check(step.file, prepareRows(step.file, step.mapping), step.mapping)}
          />
        ) : step.name === "preview" ? (
          <PreviewStep
            prepared={step.prepared}
            check={step.check}
            busy={importing.isPending}
            onBack={() =>
              step.file.kind === "csv" && step.mapping
                ? setStep({ name: "map", file: step.file, mapping: step.mapping })
                : setStep({ name: "choose" })
            }
            onImport={() => void runImport(step.prepared)}
          />
        ) : (
          <DoneStep result={step.result} onAgain={() => setStep({ name: "choose" })} />
        )}
      </Card>
    </div>
  );
}

function ChooseStep({ busy, onChoose }: { busy: boolean; onChoose: (file: File) => void }) {
  return (
    <FileDropZone
      onFiles={([file]) => file && onChoose(file)}
      accept=".csv,.json,text/csv,application/json"
      inputLabel="Choose a file to import"
      className="gap-4 py-10"
    >
      {({ choose }) => (
        <>
          <span
            aria-hidden
            className="flex size-12 items-center justify-center rounded-full bg-surface-raised text-muted"
          >
            <FileSpreadsheetIcon className="size-6" />
          </span>
          <div className="flex flex-col gap-1">
            <p className="font-medium">Drop a .csv or .json file here</p>
            <p className="text-sm text-muted">
              The first line of a CSV names its columns. Up to 5,000 applications at a time.
            </p>
          </div>
          <Button onClick={choose} disabled={busy}>
            {busy ? <Spinner /> : <UploadIcon aria-hidden />}
            {busy ? "Reading..." : "Choose a file"}
          </Button>
        </>
      )}
    </FileDropZone>
  );
}

function DoneStep({ result, onAgain }: { result: ImportResult; onAgain: () => void }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="flex items-center gap-2 text-lg">
        <CheckCircle2Icon aria-hidden className="size-6 text-success" />
        {result.created.toLocaleString("en-US")} {result.created === 1 ? "application" : "applications"}{" "}
        imported.
      </p>
      {result.duplicates + result.invalid > 0 ? (
        <p className="text-muted">
          Skipped: {result.duplicates.toLocaleString("en-US")} already in your applications,{" "}
          {result.invalid.toLocaleString("en-US")} with problems.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.dashboard}>See them on the dashboard</Link>
        </Button>
        <Button variant="secondary" onClick={onAgain}>
          Import another file
        </Button>
      </div>
    </div>
  );
}
