// What each table cell shows, and the inline editors: Enter saves, Escape cancels, leaving
// the field saves; after Enter or Escape focus goes back to the cell.
import {
  ArchiveIcon,
  ArchiveRestoreIcon,
  ChevronDownIcon,
  EllipsisIcon,
  PencilIcon,
  PlusIcon,
  Trash2Icon,
} from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { Application } from "@/domain/application-schemas";
import { type ApplicationStatus, applicationStatuses, formatMoney } from "@/domain/applications";
import { localToday } from "@/domain/dates";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from "@/web/components/ui/dropdown-menu-choices";
import { Input } from "@/web/components/ui/input";
import { CompanyMark } from "@/web/entities/application/components/company-mark";
import { GhostedMenu } from "@/web/entities/application/components/ghosted-menu";
import { StatusBadge } from "@/web/entities/application/components/status-badge";
import { toggleArchive } from "@/web/entities/application/hooks/use-save-application";
import { formatDay, formatDaysAgo } from "@/web/entities/application/lib/dates";
import { useTags } from "@/web/entities/tag/api/tags";
import { TagChip, tagsOf } from "@/web/entities/tag/components/tag-chip";
import { TagPicker } from "@/web/entities/tag/components/tag-picker";
import { cn } from "@/web/lib/cn";
import { useSelectionSummary, useTableActions } from "../lib/table-actions";

/** The fields a cell edits in place; the rest (company, money, notes) belong to the dialog. */
export type InlineField = "jobTitle" | "applicationDate" | "source" | "contactName" | "location";

const cellButtonClassName =
  "-mx-2 flex h-9 w-[calc(100%+1rem)] min-w-0 items-center rounded-md px-2 text-left transition-colors hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring";

function isStatus(value: string): value is ApplicationStatus {
  return (applicationStatuses as readonly string[]).includes(value);
}

export function SelectAllHeader() {
  const { matching, selected, selectAllMatching, clearSelection } = useSelectionSummary();
  const checked = matching > 0 && selected === matching ? true : selected > 0 ? "indeterminate" : false;
  return (
    <Checkbox
      checked={checked}
      disabled={matching === 0}
      onCheckedChange={() => (checked === true ? clearSelection() : selectAllMatching())}
      aria-label={checked === true ? "Clear the selection" : `Select all ${matching} matching applications`}
    />
  );
}

export function SelectRowCell({
  application,
  selected,
  onSelectedChange,
}: {
  application: Application;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}) {
  return (
    <Checkbox
      checked={selected}
      onCheckedChange={(value) => onSelectedChange(value === true)}
      aria-label={`Select ${application.company}, ${application.jobTitle}`}
    />
  );
}

/** The company with its mark; a click opens the whole application in the edit dialog. */
export function CompanyCell({ application }: { application: Application }) {
  const { openEdit } = useTableActions();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <CompanyMark name={application.company} logoUrl={application.companyLogoUrl} />
      <div className="flex min-w-0 flex-col items-start">
        <button
          type="button"
          onClick={() => openEdit(application)}
          aria-label={`Edit application at ${application.company}`}
          title={application.company}
          className={cn(
            "max-w-full min-w-0 rounded-sm text-left font-medium text-foreground underline-offset-4 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring",
            // Beside the archive's mark, one line; else up to two, as a job title.
            application.archivedAt ? "truncate" : "line-clamp-2 leading-5 wrap-anywhere",
          )}
        >
          {application.company}
        </button>
        {application.archivedAt ? <ArchivedMark /> : null}
      </div>
    </div>
  );
}

/** Said beside an archived application wherever the archive is shown with the rest. */
export function ArchivedMark() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 text-xs text-muted">
      <ArchiveIcon aria-hidden className="size-3" /> Archived
    </span>
  );
}

/** How many tags a row shows before "+N": the rest are in the picker, the label and the dialog. */
const tagsShown = 1;

/** The application's tags; a click opens the picker, where each tick saves at once. */
export function TagsCell({ application }: { application: Application }) {
  const { save } = useTableActions();
  const { tags } = useTags();
  const own = tagsOf(application.tagIds, tags);
  const names = own.map((tag) => tag.name).join(", ");
  return (
    <TagPicker selected={application.tagIds} onChange={(tagIds) => save(application, { tagIds })}>
      <button
        type="button"
        aria-label={`Tags of ${application.company}, ${application.jobTitle}: ${names || "none"}. Change tags`}
        className={cn(cellButtonClassName, "gap-1 overflow-hidden")}
      >
        {own.length === 0 ? (
          <span className="inline-flex items-center gap-1 text-subtle">
            <PlusIcon aria-hidden className="size-3.5" /> Tag
          </span>
        ) : (
          <>
            {own.slice(0, tagsShown).map((tag) => (
              <TagChip key={tag.id} tag={tag} className="max-w-28 min-w-0" />
            ))}
            {own.length > tagsShown ? (
              <span className="shrink-0 text-xs text-muted">+{own.length - tagsShown}</span>
            ) : null}
          </>
        )}
      </button>
    </TagPicker>
  );
}

/**
 * A value that turns into a field on click (or Enter/Space on it). `format` turns the
 * stored value into the text shown (a date as "Mar 14, 2025"); by default it shows as is.
 */
export function EditableCell({
  application,
  field,
  label,
  format,
  wrap = false,
}: {
  application: Application;
  field: InlineField;
  label: string;
  format?: (value: string) => string;
  /** Text that runs long (a job title): shown on up to two lines before it is cut. */
  wrap?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const displayRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    displayRef.current?.focus();
  }, [editing]);

  if (editing) {
    return (
      <CellEditor
        application={application}
        field={field}
        label={label}
        onDone={(focusCell) => {
          returnFocus.current = focusCell;
          setEditing(false);
        }}
      />
    );
  }

  const value = application[field];
  const text = value ? (format ? format(value) : value) : null;
  return (
    <button
      ref={displayRef}
      type="button"
      onClick={() => setEditing(true)}
      aria-label={`Edit ${label.toLocaleLowerCase()}: ${text ?? "not set"}`}
      title={text ?? undefined}
      className={cn(cellButtonClassName, wrap && "h-auto min-h-9 py-1")}
    >
      {text ? (
        <span className={wrap ? "line-clamp-2 leading-5 wrap-anywhere" : "truncate"}>{text}</span>
      ) : (
        <span aria-hidden className="text-subtle">
          —
        </span>
      )}
    </button>
  );
}

const updateRules = () =>
  import("@/domain/application-schemas").then((schemas) => schemas.updateApplicationInput);

function CellEditor({
  application,
  field,
  label,
  onDone,
}: {
  application: Application;
  field: InlineField;
  label: string;
  onDone: (focusCell: boolean) => void;
}) {
  const { save } = useTableActions();
  const initial = application[field] ?? "";
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const finished = useRef(false);
  const checking = useRef(false);
  const errorId = useId();
  // The rules an edit is checked by load with the first edit, not with the table: building
  // them is a good part of the table's start on a slow phone. They are in long before a value
  // is typed and confirmed.
  useEffect(() => void updateRules(), []);

  const finish = (focusCell: boolean) => {
    finished.current = true;
    onDone(focusCell);
  };

  const commit = async (focusCell: boolean) => {
    if (finished.current || checking.current) return;
    const value = draft.trim();
    if (value === initial) return finish(focusCell);
    checking.current = true;
    const parsed = (await updateRules()).safeParse({ [field]: value });
    checking.current = false;
    if (!parsed.success) {
      // Enter keeps the field open with the reason; leaving it puts the old value back.
      if (!focusCell) return finish(false);
      setError(parsed.error.issues[0]?.message ?? "Please check this value");
      return;
    }
    save(application, parsed.data);
    finish(focusCell);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      void commit(true);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      finish(true);
    }
  };

  return (
    <div className="relative -mx-2 w-[calc(100%+1rem)]">
      <Input
        // Focus moves into the field the moment editing starts, as in a spreadsheet.
        autoFocus
        type={field === "applicationDate" ? "date" : "text"}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onFocus={(event) => event.currentTarget.select()}
        onKeyDown={onKeyDown}
        onBlur={() => void commit(false)}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="h-9 px-2 text-sm"
      />
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="absolute top-full left-0 z-20 mt-1 w-max max-w-64 rounded-md border border-destructive/60 bg-[#2a0d16] px-2 py-1 text-xs text-destructive-text shadow-lg"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The status as its badge; a click opens the statuses to move the application to. */
export function StatusCell({ application }: { application: Application }) {
  const { save } = useTableActions();
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <button
            type="button"
            aria-label={`Status: ${application.status}. Change status`}
            className="group inline-flex items-center gap-1 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <StatusBadge status={application.status} className="group-hover:brightness-125" />
            <ChevronDownIcon aria-hidden className="size-3.5 text-subtle group-hover:text-foreground" />
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="min-w-48">
          <DropdownMenuLabel className="text-xs text-subtle">Move to</DropdownMenuLabel>
          <DropdownMenuRadioGroup
            value={application.status}
            onValueChange={(status) => {
              if (!isStatus(status) || status === application.status) return;
              // Every change is recorded in the history with its date; from the table that is today.
              save(application, { status, statusDate: localToday() });
            }}
          >
            {applicationStatuses.map((status) => (
              <DropdownMenuRadioItem key={status} value={status}>
                <StatusBadge status={status} />
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
      <GhostedMenu application={application} />
    </span>
  );
}

export function SalaryCell({ application }: { application: Application }) {
  const text = formatMoney(application.salaryOffered, application.currency);
  return (
    <span className={cn("tabular-nums", application.salaryOffered === null && "text-subtle")}>{text}</span>
  );
}

const undatedStage = "Day not recorded for this stage";

/** The latest status change: its date, and how long ago that was. */
export function LastChangeCell({ application }: { application: Application }) {
  // A stage logged without its day (a back-filled application, say): a calm dash, the reason
  // on hover and for screen readers.
  if (application.statusDate === null)
    return (
      <span className="text-subtle" title={undatedStage}>
        <span aria-hidden>—</span>
        <span className="sr-only">{undatedStage}</span>
      </span>
    );
  return (
    <div className="flex min-w-0 flex-col leading-tight">
      <span className="tabular-nums">{formatDay(application.statusDate)}</span>
      <span className="text-xs text-subtle">{formatDaysAgo(application.statusDate, localToday())}</span>
    </div>
  );
}

export function RowActions({ application }: { application: Application }) {
  const { openEdit, requestDelete, save } = useTableActions();
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    // Not modal: Edit and Delete open dialogs, and two modal layers at once leave the page
    // unclickable when the menu closes under the dialog.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          ref={triggerRef}
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={`Actions for ${application.company}, ${application.jobTitle}`}
        >
          <EllipsisIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-40">
        <DropdownMenuItem onSelect={() => openEdit(application)}>
          <PencilIcon aria-hidden /> Edit
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => toggleArchive(save, application)}>
          {application.archivedAt === null ? (
            <>
              <ArchiveIcon aria-hidden /> Archive
            </>
          ) : (
            <>
              <ArchiveRestoreIcon aria-hidden /> Restore
            </>
          )}
        </DropdownMenuItem>
        <DropdownMenuItem
          variant="destructive"
          onSelect={() => requestDelete(application, triggerRef.current)}
        >
          <Trash2Icon aria-hidden /> Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
