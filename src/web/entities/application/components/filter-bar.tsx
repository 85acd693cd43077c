import { CalendarRangeIcon, ChevronDownIcon, MergeIcon, SearchIcon, XIcon } from "lucide-react";
import { type ReactNode, useId, useMemo } from "react";
import { Link } from "react-router";
import { type ApplicationStatus, applicationStatuses } from "@/domain/applications";
import { sourcesSettings } from "@/domain/paths";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { DropdownMenuCheckboxItem } from "@/web/components/ui/dropdown-menu-choices";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "@/web/components/ui/popover";
import { useTags } from "@/web/entities/tag/api/tags";
import { TagChip } from "@/web/entities/tag/components/tag-chip";
import { cn } from "@/web/lib/cn";
import { formatDay } from "../lib/dates";
import type { TableView } from "../lib/view-params";
import { StatusBadge } from "./status-badge";

type FilterBarProps = {
  view: TableView;
  updateView: (changes: Partial<TableView>) => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  sources: string[];
  /** The view's own controls after the filters (the table's sort and columns). */
  children?: ReactNode;
};

/** "Showing N of M" under the filters, with a way to clear them while any are on. */
export function FilterSummary({
  matching,
  total,
  filtering,
  onClearFilters,
  children,
}: {
  matching: number;
  total: number;
  filtering: boolean;
  onClearFilters: () => void;
  /** The view's own control before the count (the phone table's select-all). */
  children?: ReactNode;
}) {
  return (
    <div className="flex min-h-8 flex-wrap items-center gap-3 text-sm text-muted">
      {children}
      <p role="status" aria-atomic>
        Showing {matching.toLocaleString("en-US")} of {total.toLocaleString("en-US")}
      </p>
      {filtering ? (
        <Button variant="link" size="sm" onClick={onClearFilters}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}

/** Search, status, source, tag and application-date filters: the table and the board share them. */
export function FilterBar({
  view,
  updateView,
  searchText,
  onSearchTextChange,
  sources,
  children,
}: FilterBarProps) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <div className="relative min-w-0 flex-1 lg:max-w-md">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-subtle"
        />
        <Input
          type="search"
          value={searchText}
          onChange={(event) => onSearchTextChange(event.target.value)}
          aria-label="Search applications"
          placeholder="Search applications"
          maxLength={200}
          className="pl-9"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ChoiceFilter
          label="Status"
          options={applicationStatuses}
          chosen={view.status}
          onChange={(status) => updateView({ status: status as ApplicationStatus[] })}
          renderOption={(status) => <StatusBadge status={status as ApplicationStatus} />}
        />
        <ChoiceFilter
          label="Source"
          options={sources}
          chosen={view.source}
          onChange={(source) => updateView({ source })}
          renderOption={(source) => source}
          footer={
            // Two spellings of one place show here side by side: the way to merge them.
            sources.length > 1 ? (
              <DropdownMenuItem asChild>
                <Link to={sourcesSettings}>
                  <MergeIcon aria-hidden /> Merge sources...
                </Link>
              </DropdownMenuItem>
            ) : null
          }
        />
        <TagFilter chosen={view.tag} onChange={(tag) => updateView({ tag })} />
        <DateRangeFilter view={view} updateView={updateView} />
        {children}
      </div>
    </div>
  );
}

/** Applications with any of the tags ticked. */
function TagFilter({ chosen, onChange }: { chosen: string[]; onChange: (tag: string[]) => void }) {
  const { tags, byId } = useTags();
  const options = useMemo(() => tags.map((tag) => tag.id), [tags]);
  return (
    <ChoiceFilter
      label="Tags"
      options={options}
      chosen={chosen}
      onChange={onChange}
      renderOption={(id) => {
        const tag = byId.get(id);
        return tag ? <TagChip tag={tag} /> : <span className="text-muted">A deleted tag</span>;
      }}
    />
  );
}

/** A filter button that opens a list of options to tick, several at once. */
function ChoiceFilter({
  label,
  options,
  chosen,
  onChange,
  renderOption,
  footer,
}: {
  label: string;
  options: readonly string[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
  renderOption: (option: string) => ReactNode;
  /** Under the options: a way to manage them. */
  footer?: ReactNode;
}) {
  // A chosen value the list no longer has (from an old link) stays listed, to untick it.
  const listed = [...options, ...chosen.filter((value) => !options.includes(value))];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="secondary"
          size="sm"
          disabled={listed.length === 0}
          aria-label={`Filter by ${label.toLocaleLowerCase()}${chosen.length > 0 ? `, ${chosen.length} chosen` : ""}`}
          className={cn(chosen.length > 0 && "border-primary/50 text-primary")}
        >
          {label}
          {chosen.length > 0 ? (
            <span aria-hidden className="rounded-full bg-primary/15 px-1.5 text-xs tabular-nums">
              {chosen.length}
            </span>
          ) : null}
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-80 min-w-52 overflow-y-auto">
        <DropdownMenuLabel className="text-xs text-subtle">Show only</DropdownMenuLabel>
        {listed.map((option) => (
          <DropdownMenuCheckboxItem
            key={option}
            checked={chosen.includes(option)}
            // Stay open: ticking several options is the point of this menu.
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(checked) =>
              onChange(checked ? [...chosen, option] : chosen.filter((value) => value !== option))
            }
          >
            {renderOption(option)}
          </DropdownMenuCheckboxItem>
        ))}
        {chosen.length > 0 ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onChange([])}>
              <XIcon aria-hidden /> Clear {label.toLocaleLowerCase()} filter
            </DropdownMenuItem>
          </>
        ) : null}
        {footer ? (
          <>
            <DropdownMenuSeparator />
            {footer}
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function dateRangeText(from: string | null, to: string | null): string | null {
  if (from && to) return `${formatDay(from)} – ${formatDay(to)}`;
  if (from) return `From ${formatDay(from)}`;
  if (to) return `Until ${formatDay(to)}`;
  return null;
}

/** Application date from and to, both optional and both inclusive. */
function DateRangeFilter({
  view,
  updateView,
}: {
  view: TableView;
  updateView: (changes: Partial<TableView>) => void;
}) {
  const fromId = useId();
  const toId = useId();
  const range = dateRangeText(view.from, view.to);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="secondary"
          size="sm"
          className={cn(range && "border-primary/50 text-primary")}
          aria-label={range ? `Application date: ${range}` : "Application date"}
        >
          <CalendarRangeIcon aria-hidden />
          <span className="max-w-48 truncate">{range ?? "Applied"}</span>
          <ChevronDownIcon aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="flex flex-col gap-4">
        <p className="text-sm font-medium">Application date</p>
        <div className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={fromId}>From</Label>
            <Input
              id={fromId}
              type="date"
              value={view.from ?? ""}
              max={view.to ?? undefined}
              onChange={(event) => updateView({ from: event.target.value || null })}
              className="h-10 px-2"
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={toId}>To</Label>
            <Input
              id={toId}
              type="date"
              value={view.to ?? ""}
              min={view.from ?? undefined}
              onChange={(event) => updateView({ to: event.target.value || null })}
              className="h-10 px-2"
            />
          </div>
        </div>
        {range ? (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => updateView({ from: null, to: null })}
          >
            <XIcon aria-hidden /> Clear dates
          </Button>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
