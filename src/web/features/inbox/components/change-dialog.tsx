import { type FormEvent, useId, useMemo, useState } from "react";
import { type ApplicationStatus, applicationStatuses } from "@/domain/applications";
import { type ApplyInboxInput, type InboxItem, wallClockIn } from "@/domain/inbox/inbox-item";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { toast } from "@/web/components/ui/use-toast";
import { useApplications } from "@/web/entities/application/api/get-applications";
import { ApiError, errorToText } from "@/web/lib/api-client";
import { browserZone, zoneChoices, zoneLabel } from "@/web/lib/time-zones";
import { useApplyInboxItem } from "../api/inbox";

const newApplication = "new";

/** The proposal as the form starts from it: the application, status and interview it names. */
function startingPoint(item: InboxItem) {
  const { proposal } = item;
  const interview = proposal.action === "update" ? proposal.interview : undefined;
  const zone = interview?.timeZone ?? browserZone();
  return {
    target: item.applicationId ?? newApplication,
    status:
      (proposal.action !== "none" ? proposal.status : undefined) ??
      (item.kind === "rejection"
        ? "Rejected"
        : item.kind === "offer"
          ? "Offer"
          : item.kind === "interview"
            ? "Interviewing"
            : "Applied"),
    company: (proposal.action === "create" ? proposal.company : null) ?? "",
    jobTitle: (proposal.action === "create" ? proposal.jobTitle : null) ?? "",
    withInterview: interview !== undefined,
    startsAt: interview ? wallClockIn(interview.startsAt, zone) : "",
    durationMinutes: interview?.endsAt
      ? Math.round((Date.parse(interview.endsAt) - Date.parse(interview.startsAt)) / 60_000)
      : 45,
    zone,
  };
}

/**
 * Change: the user's version of what the mail proposes. Another application (or a new one,
 * with its company and title), another status, the interview's time or none. Applied at once.
 */
export function ChangeDialog({
  item,
  open,
  onOpenChange,
}: {
  item: InboxItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const applications = useApplications();
  const apply = useApplyInboxItem();
  const [form, setForm] = useState(() => startingPoint(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const choices = useMemo(
    () =>
      [...(applications.data?.items ?? [])]
        .filter((application) => application.archivedAt === null || application.id === item.applicationId)
        .sort((a, b) => a.company.localeCompare(b.company) || a.jobTitle.localeCompare(b.jobTitle)),
    [applications.data, item.applicationId],
  );
  const creating = form.target === newApplication;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    const changes: ApplyInboxInput = creating
      ? { applicationId: null, status: form.status, company: form.company, jobTitle: form.jobTitle }
      : {
          applicationId: form.target,
          status: form.status,
          interview: form.withInterview
            ? { startsAt: form.startsAt, timeZone: form.zone, durationMinutes: form.durationMinutes }
            : null,
        };
    apply.mutate(
      { id: item.id, changes },
      {
        onSuccess: () => {
          toast({ title: "Applied", description: "Your applications are up to date.", variant: "success" });
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields);
          setFailure(errorToText(error));
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>Change what this mail does</DialogTitle>
        <DialogDescription>
          From {item.from.name || item.from.address}: {item.subject || "(no subject)"}
        </DialogDescription>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FormField id={`${id}-application`} label="Application" error={errors.applicationId}>
            <NativeSelect value={form.target} onChange={(event) => set("target", event.target.value)}>
              <option value={newApplication}>A new application</option>
              {choices.map((application) => (
                <option key={application.id} value={application.id}>
                  {application.company}, {application.jobTitle} ({application.status})
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {creating ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id={`${id}-company`} label="Company" error={errors.company}>
                <Input value={form.company} onChange={(event) => set("company", event.target.value)} />
              </FormField>
              <FormField id={`${id}-title`} label="Job title" error={errors.jobTitle}>
                <Input value={form.jobTitle} onChange={(event) => set("jobTitle", event.target.value)} />
              </FormField>
            </div>
          ) : null}
          <FormField id={`${id}-status`} label="Status" error={errors.status}>
            <NativeSelect
              value={form.status}
              onChange={(event) => set("status", event.target.value as ApplicationStatus)}
            >
              {applicationStatuses.map((status) => (
                <option key={status}>{status}</option>
              ))}
            </NativeSelect>
          </FormField>
          {creating ? null : (
            <div className="grid gap-3 rounded-lg border border-border p-4">
              <div className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-interview`}
                  checked={form.withInterview}
                  onCheckedChange={(checked) => set("withInterview", checked === true)}
                />
                <Label htmlFor={`${id}-interview`}>Add an interview</Label>
              </div>
              {form.withInterview ? (
                <div className="grid gap-4 sm:grid-cols-3">
                  <FormField id={`${id}-starts`} label="Starts" error={errors["interview.startsAt"]}>
                    <Input
                      type="datetime-local"
                      value={form.startsAt}
                      onChange={(event) => set("startsAt", event.target.value)}
                    />
                  </FormField>
                  <FormField
                    id={`${id}-length`}
                    label="Length (minutes)"
                    error={errors["interview.durationMinutes"]}
                  >
                    <Input
                      type="number"
                      min={5}
                      max={720}
                      value={form.durationMinutes}
                      onChange={(event) => set("durationMinutes", Number(event.target.value))}
                    />
                  </FormField>
                  <FormField id={`${id}-zone`} label="Time zone" error={errors["interview.timeZone"]}>
                    <NativeSelect value={form.zone} onChange={(event) => set("zone", event.target.value)}>
                      {zoneChoices(form.zone).map((zone) => (
                        <option key={zone} value={zone}>
                          {zoneLabel(zone)}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormField>
                </div>
              ) : null}
            </div>
          )}
          {failure ? (
            <Alert variant="destructive" role="alert">
              {failure}
            </Alert>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={apply.isPending}>
              {apply.isPending ? "Applying..." : "Apply"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
