import { DownloadIcon, FileArchiveIcon, LockIcon } from "lucide-react";
import { useId, useState } from "react";
import { relativeTime } from "@/domain/dates";
import { formatFileSize } from "@/domain/documents";
import { type DataExport, exportLifetimeDays, exportPassphrase } from "@/domain/privacy";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { FormField } from "@/web/components/ui/form-field";
import { PasswordInput } from "@/web/components/ui/password-input";
import { Spinner } from "@/web/components/ui/spinner";
import { toast } from "@/web/components/ui/use-toast";
import { errorToText, isApiError } from "@/web/lib/api-client";
import { useExports, useRequestExport } from "../api/exports";
import { PrivacySection } from "./privacy-section";

const statusText: Record<DataExport["status"], string> = {
  queued: "Waiting to start",
  running: "Being made",
  ready: "Ready",
  failed: "Failed",
};

function ExportRow({ item }: { item: DataExport }) {
  const working = item.status === "queued" || item.status === "running";
  const label = `Export of ${new Date(item.createdAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}`;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {label}
          {item.protected ? (
            <Badge variant="accent">
              <LockIcon aria-hidden className="size-3" /> Passphrase
            </Badge>
          ) : null}
        </p>
        <p className="text-xs text-muted">
          {item.status === "ready" && item.expiresAt
            ? `${formatFileSize(item.byteSize ?? 0)} · available until ${new Date(item.expiresAt).toLocaleDateString("en-US", { dateStyle: "medium" })}`
            : item.status === "failed"
              ? item.failure
              : `${statusText[item.status]} · asked ${relativeTime(item.createdAt)}`}
        </p>
        {working ? (
          <div
            role="progressbar"
            aria-label={`${label}: progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.progress}
            className="mt-2 h-1.5 w-full max-w-xs overflow-hidden rounded-full bg-surface-hover"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none"
              style={{ width: `${Math.max(item.progress, 4)}%` }}
            />
          </div>
        ) : null}
      </div>
      {item.downloadUrl ? (
        <Button variant="secondary" size="sm" asChild>
          <a href={item.downloadUrl} download aria-label={`Download the ${label.toLowerCase()}`}>
            <DownloadIcon aria-hidden /> Download
          </a>
        </Button>
      ) : working ? (
        <span className="text-xs text-muted">{item.progress}%</span>
      ) : null}
    </li>
  );
}

/** A zip of everything the user owns, made in the background, downloadable for a week. */
export function DataExportSection() {
  const exports = useExports();
  const request = useRequestExport();
  const [protect, setProtect] = useState(false);
  const [passphrase, setPassphrase] = useState("");
  const [passphraseError, setPassphraseError] = useState<string>();
  const protectId = useId();
  const items = exports.data?.items ?? [];

  const ask = async () => {
    setPassphraseError(undefined);
    if (protect) {
      const checked = exportPassphrase.safeParse(passphrase);
      if (!checked.success) {
        setPassphraseError(checked.error.issues[0]?.message);
        return;
      }
    }
    try {
      await request.mutateAsync(protect ? { passphrase } : {});
      setPassphrase("");
      toast({
        title: "Export requested",
        description: "We will email you when it is ready.",
        variant: "success",
      });
    } catch (error) {
      if (isApiError(error, "VALIDATION_ERROR") && error.fields?.passphrase)
        setPassphraseError(error.fields.passphrase);
      else toast({ title: "Export not requested", description: errorToText(error), variant: "destructive" });
    }
  };

  return (
    <PrivacySection
      id="export"
      icon={FileArchiveIcon}
      title="Download your data"
      description={`A zip of everything in your account: your profile, applications and their history, companies, documents with their files, and your cookie choices, as JSON and CSV. It is ready in a minute or two and can be downloaded for ${exportLifetimeDays} days. Up to 5 a day, 100 MB at most.`}
    >
      <div className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          <Checkbox
            id={protectId}
            checked={protect}
            onCheckedChange={(checked) => setProtect(checked === true)}
            aria-describedby={`${protectId}-hint`}
          />
          <div>
            <label htmlFor={protectId} className="text-sm font-medium">
              Protect the zip with a passphrase
            </label>
            <p id={`${protectId}-hint`} className="text-xs text-muted">
              Encrypted with AES-256: open it with 7-Zip, Keka or WinZip. We do not keep the passphrase, so we
              cannot recover it.
            </p>
          </div>
        </div>
        {protect ? (
          <FormField id="export-passphrase" label="Passphrase" error={passphraseError} className="max-w-sm">
            <PasswordInput
              autoComplete="new-password"
              value={passphrase}
              onChange={(event) => setPassphrase(event.target.value)}
            />
          </FormField>
        ) : null}
        <div>
          <Button onClick={ask} disabled={request.isPending}>
            {request.isPending ? <Spinner /> : <FileArchiveIcon aria-hidden />} Request export
          </Button>
        </div>
      </div>
      {exports.isError ? (
        <p className="mt-4 text-sm text-destructive-text">{errorToText(exports.error)}</p>
      ) : null}
      {items.length > 0 ? (
        <ul aria-label="Your exports" className="mt-5 divide-y divide-border border-y border-border">
          {items.map((item) => (
            <ExportRow key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
    </PrivacySection>
  );
}
