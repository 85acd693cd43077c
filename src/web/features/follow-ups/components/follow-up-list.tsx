import { AlarmClockIcon, BellRingIcon, CheckIcon, ChevronDownIcon, MailIcon } from "lucide-react";
import { useId, useMemo, useState } from "react";
import type { Application } from "@/domain/application-schemas";
import { addDays, isoDate, localToday } from "@/domain/dates";
import {
  type DueFollowUp,
  dueFollowUps,
  followUpMessages,
  overdueLabel,
  snoozeChoices,
} from "@/domain/follow-ups";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { FieldError } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Popover, PopoverAnchor, PopoverContent } from "@/web/components/ui/popover";
import { toast } from "@/web/components/ui/use-toast";
import { useUpdateApplication } from "@/web/entities/application/api/update-application";
import { CompanyMark } from "@/web/entities/application/components/company-mark";
import { formatShortDay } from "@/web/entities/application/lib/dates";
import { errorToText } from "@/web/lib/api-client";
import { cn } from "@/web/lib/cn";
import { FollowUpEmailDialog } from "./follow-up-email-dialog";

/** How many show before "Show all": the list stays a glance, not a second table. */
const shownAtFirst = 3;

/**
 * What is due to follow up, on the dashboard above the views: each open application whose
 * follow-up date is today (in this browser) or past, the longest overdue first, with an email
 * drafted for the contact, a snooze and "done". Nothing is drawn when nothing is due.
 */
export function FollowUpList({
  applications,
  senderName,
}: {
  applications: readonly Application[];
  senderName: string;
}) {
  const due = useMemo(() => dueFollowUps(applications, localToday()), [applications]);
  return due.length === 0 ? null : <DueList due={due} senderName={senderName} />;
}

function DueList({ due, senderName }: { due: DueFollowUp[]; senderName: string }) {
  const [showAll, setShowAll] = useState(false);
  const headingId = useId();
  const shown = showAll ? due : due.slice(0, shownAtFirst);
  const overdue = due.filter((item) => item.overdueDays > 0).length;
  return (
    <Card role="region" aria-labelledby={headingId} className="@container p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <BellRingIcon aria-hidden className="size-5 text-orange-peel" />
        <h2 id={headingId} className="text-lg font-semibold">
          Follow up
        </h2>
        <Badge variant="accent">{due.length} due</Badge>
        {overdue > 0 ? <span className="text-sm text-muted">{overdue} overdue</span> : null}
      </div>
      <ul className="divide-y divide-border">
        {shown.map((item) => (
          <FollowUpRow key={item.application.id} item={item} senderName={senderName} />
        ))}
      </ul>
      {due.length > shownAtFirst ? (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => setShowAll((all) => !all)}>
          {showAll ? "Show fewer" : `Show all ${due.length}`}
        </Button>
      ) : null}
    </Card>
  );
}

function FollowUpRow({ item, senderName }: { item: DueFollowUp; senderName: string }) {
  const { application, overdueDays } = item;
  const update = useUpdateApplication();
  const [emailing, setEmailing] = useState(false);
  const [pickingDate, setPickingDate] = useState(false);

  // Awaited rather than given callbacks: the row leaves the list the moment the change is
  // made (optimistically), and the toast must still come once the server has it.
  function setFollowUp(followUpDate: string | null, done: string) {
    update.mutateAsync({ id: application.id, changes: { followUpDate } }).then(
      () => toast({ title: done, description: `${application.jobTitle} at ${application.company}` }),
      (error: unknown) =>
        toast({
          title: "Could not save the follow-up",
          description: errorToText(error),
          variant: "destructive",
        }),
    );
  }
  const snooze = (date: string) =>
    setFollowUp(date, `${followUpMessages.snoozed} to ${formatShortDay(date, localToday())}`);

  return (
    <li className="flex flex-col gap-3 py-3 @xl:flex-row @xl:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <CompanyMark name={application.company} logoUrl={application.companyLogoUrl} />
        <div className="min-w-0">
          <p className="truncate font-medium">{application.company}</p>
          <p className="truncate text-sm text-muted">
            {application.jobTitle}
            {application.contactName ? ` · ${application.contactName}` : ""}
          </p>
        </div>
        <span
          className={cn(
            "ml-auto shrink-0 text-sm font-medium whitespace-nowrap @xl:ml-2",
            overdueDays > 0 ? "text-destructive-text" : "text-orange-peel",
          )}
        >
          {overdueLabel(overdueDays)}
        </span>
      </div>
      <div className="grid grid-cols-3 gap-2 @xl:flex @xl:shrink-0 [&>button]:gap-1 [&>button]:px-2 @xl:[&>button]:gap-2 @xl:[&>button]:px-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setEmailing(true)}
          aria-label={`Email a follow-up for ${application.jobTitle} at ${application.company}`}
        >
          <MailIcon aria-hidden /> Email
        </Button>
        <Popover open={pickingDate} onOpenChange={setPickingDate}>
          <DropdownMenu modal={false}>
            <PopoverAnchor asChild>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Snooze the follow-up for ${application.jobTitle} at ${application.company}`}
                >
                  <AlarmClockIcon aria-hidden /> Snooze <ChevronDownIcon aria-hidden />
                </Button>
              </DropdownMenuTrigger>
            </PopoverAnchor>
            <DropdownMenuContent align="end">
              {snoozeChoices.map((choice) => (
                <DropdownMenuItem
                  key={choice.days}
                  onSelect={() => snooze(addDays(localToday(), choice.days))}
                >
                  {choice.label}
                </DropdownMenuItem>
              ))}
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => setPickingDate(true)}>Pick a date...</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <PopoverContent align="end" className="w-72">
            <SnoozeDatePicker
              onPick={(date) => {
                setPickingDate(false);
                snooze(date);
              }}
            />
          </PopoverContent>
        </Popover>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setFollowUp(null, followUpMessages.done)}
          aria-label={`Mark the follow-up for ${application.jobTitle} at ${application.company} as done`}
        >
          <CheckIcon aria-hidden /> Done
        </Button>
      </div>
      <FollowUpEmailDialog
        application={application}
        senderName={senderName}
        open={emailing}
        onOpenChange={setEmailing}
        onDone={() => setFollowUp(null, followUpMessages.done)}
      />
    </li>
  );
}

/** A later day of the user's choosing: tomorrow at the earliest. */
function SnoozeDatePicker({ onPick }: { onPick: (date: string) => void }) {
  const id = useId();
  const tomorrow = addDays(localToday(), 1);
  const [date, setDate] = useState(addDays(localToday(), 14));
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      aria-label="Snooze until a date"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isoDate.safeParse(date).success) return setError("Please enter a valid date (YYYY-MM-DD)");
        if (date < tomorrow) return setError("Choose a day after today");
        onPick(date);
      }}
      className="flex flex-col gap-3"
    >
      <Label htmlFor={id}>Follow up on</Label>
      <Input
        id={id}
        type="date"
        min={tomorrow}
        value={date}
        onChange={(event) => {
          setDate(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      <Button type="submit" size="sm">
        Snooze
      </Button>
    </form>
  );
}
