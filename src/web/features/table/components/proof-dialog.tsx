import { FileSignatureIcon } from "lucide-react";
import { useId, useState } from "react";
import { addDays, localToday } from "@/domain/dates";
import { proofReportQuery } from "@/domain/proof-report";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { api } from "@/web/lib/api-client";

/** Where the browser downloads the proof of a period, as the server streams it. */
function proofUrl(from: string, to: string, format: "pdf" | "csv") {
  const url = api.reports.proof.$url({ query: { from, to, format } });
  return `${url.pathname}${url.search}`;
}

type Period = { from: string; to: string };

/**
 * The proof of applications a job centre asks for: the period, then the PDF to sign or the
 * same as CSV. The last 30 days unless changed; a period changed is kept while the table is
 * open. The period is checked only while the dialog is open: the table draws this closed
 * dialog with every render, and checking there cost the dashboard's first drawing a schema's
 * first run for nothing.
 */
export function ProofDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [period, setPeriod] = useState<Period>(() => {
    const today = localToday();
    return { from: addDays(today, -30), to: today };
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogTitle>Proof of applications</DialogTitle>
        <DialogDescription>
          Every application you sent in a period, with its date, company, position, source, contact and each
          status change, under your name, with a line to sign: as job centres ask for it.
        </DialogDescription>
        <PeriodDownloads period={period} onPeriodChange={setPeriod} />
      </DialogContent>
    </Dialog>
  );
}

function PeriodDownloads({
  period: { from, to },
  onPeriodChange,
}: {
  period: Period;
  onPeriodChange: (period: Period) => void;
}) {
  const id = useId();
  const checked = proofReportQuery.safeParse({ from, to });
  const errors = checked.success
    ? {}
    : Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  return (
    <>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-from`} label="From" error={errors.from}>
          <Input
            type="date"
            value={from}
            max={to}
            onChange={(event) => onPeriodChange({ from: event.target.value, to })}
          />
        </FormField>
        <FormField id={`${id}-to`} label="To" error={errors.to}>
          <Input
            type="date"
            value={to}
            min={from}
            onChange={(event) => onPeriodChange({ from, to: event.target.value })}
          />
        </FormField>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end [&>*]:w-full sm:[&>*]:w-auto">
        {checked.success ? (
          <>
            <Button variant="secondary" asChild>
              <a href={proofUrl(from, to, "csv")} download>
                Download CSV
              </a>
            </Button>
            <Button asChild>
              <a href={proofUrl(from, to, "pdf")} download>
                <FileSignatureIcon aria-hidden /> Download PDF
              </a>
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" disabled>
              Download CSV
            </Button>
            <Button disabled>
              <FileSignatureIcon aria-hidden /> Download PDF
            </Button>
          </>
        )}
      </div>
    </>
  );
}
