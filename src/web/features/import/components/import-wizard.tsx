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
  exportEntries,
  guessFileMapping,
  type ImportEntry,
  type LineCells,
  type Mapping,
  readImportFile,
  rowFor,
  type SpreadsheetFile,
  spreadsheetEntries,
} from "../lib/import-file";
import { MappingStep } from "./mapping-step";
import { PreviewStep } from "./preview-step";

type Step =
  | { name: "choose" }
  | { name: "map"; file: SpreadsheetFile; mapping: Mapping }
  | {
      name: "preview";
      file: SpreadsheetFile | null;
      entries: ImportEntry[];
      check: ImportResult;
      mapping?: Mapping;
    }
  | { name: "done"; result: ImportResult };

const stepTitles = {
  choose: "1. Choose a file",
  map: "2. Match the columns",
  preview: "3. Check the rows",
  done: "4. Imported",
} as const;

/**
 * Import in four steps: choose a CSV, an Excel workbook or a JobTrail JSON export; match the
 * spreadsheet's columns and status words (guessed, or as another tracker's export means them;
 * adjustable); check every row against the server without writing, correcting any in place;
 * import the rows to import in one go.
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

  /** Checks every row with the server, writing nothing, and shows each row's fate. */
  const check = async (file: SpreadsheetFile | null, entries: ImportEntry[], mapping?: Mapping) => {
    setError(null);
    try {
      const result = await importing.mutateAsync({
        dryRun: true,
        rows: entries.map((entry) => rowFor(entry, mapping)),
      });
      setStep({ name: "preview", file, entries, check: result, ...(mapping ? { mapping } : {}) });
    } catch (failure) {
      setError(errorToText(failure));
    }
  };

  const choose = async (picked: File) => {
    setError(null);
    try {
      const file = await readImportFile(picked);
      if (file.kind === "json") await check(null, exportEntries(file.rows));
      else setStep({ name: "map", file, mapping: guessFileMapping(file) });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : errorToText(failure));
    }
  };

  const runImport = async (entries: ImportEntry[], mapping?: Mapping) => {
    setError(null);
    try {
      const result = await importing.mutateAsync({
        dryRun: false,
        rows: entries.map((entry) => rowFor(entry, mapping)),
      });
      setStep({ name: "done", result });
    } catch (failure) {
      setError(errorToText(failure));
    }
  };

  const correct = (index: number, cells: LineCells) => {
    if (step.name !== "preview") return Promise.resolve();
    const entries = step.entries.map((entry, at) => (at === index ? { ...entry, cells } : entry));
    return check(step.file, entries, step.mapping);
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
            onContinue={() =>
              void check(step.file, spreadsheetEntries(step.file, step.mapping), step.mapping)
            }
          />
        ) : step.name === "preview" ? (
          <PreviewStep
            entries={step.entries}
            check={step.check}
            busy={importing.isPending}
            onBack={() =>
              step.file && step.mapping
                ? setStep({ name: "map", file: step.file, mapping: step.mapping })
                : setStep({ name: "choose" })
            }
            onImport={() => void runImport(step.entries, step.mapping)}
            onCorrect={correct}
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
      accept=".csv,.xlsx,.json,text/csv,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
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
            <p className="font-medium">Drop a .csv, .xlsx or .json file here</p>
            <p className="text-sm text-muted">
              The first line of a spreadsheet names its columns. Exports of Huntr, Teal, LinkedIn and other
              trackers are recognised. Up to 5,000 applications at a time.
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
