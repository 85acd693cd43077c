import { GhostIcon } from "lucide-react";
import type { Application } from "@/domain/application-schemas";
import { localToday } from "@/domain/dates";
import { ghostedDays, ghostMessages } from "@/domain/ghosting";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { toast } from "@/web/components/ui/use-toast";
import { useReminderSettings } from "@/web/hooks/use-reminder-settings";
import { cn } from "@/web/lib/cn";
import { useSaveApplication } from "../hooks/use-save-application";

/**
 * Days the company has been silent past the user's limit, once their settings are in; else
 * null. The dashboard loads the settings: rows and cards read them, never ask for them.
 */
export function useGhostedDays(application: Application): number | null {
  const limits = useReminderSettings({ enabled: false }).data;
  return limits ? ghostedDays(application, limits, localToday()) : null;
}

const daysText = (days: number) => `${days.toLocaleString("en-US")} days`;

/**
 * "Ghosted" beside the status of an application the company has gone quiet on, opening the
 * three ways on: follow up (it joins the dashboard's Follow up list, with an email drafted),
 * withdraw, or keep waiting (the count starts again today). Nothing when it is not ghosted.
 */
export function GhostedMenu({
  application,
  compact = false,
}: {
  application: Application;
  /** A board card's corner: the ghost and the days, not the word. */
  compact?: boolean;
}) {
  const days = useGhostedDays(application);
  return days === null ? null : <GhostedActions application={application} days={days} compact={compact} />;
}

/** The menu itself: drawn only for a ghosted application, so only those hold a save. */
function GhostedActions({
  application,
  days,
  compact,
}: {
  application: Application;
  days: number;
  compact: boolean;
}) {
  const save = useSaveApplication();
  const today = localToday();
  const said = (title: string) =>
    toast({ title, description: `${application.jobTitle} at ${application.company}` });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label={`Ghosted: no answer for ${daysText(days)}. Follow up, withdraw or keep waiting`}
          className={cn(
            "inline-flex items-center gap-1 rounded-full border text-xs font-medium hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            compact
              ? "border-transparent bg-surface-raised px-1.5 py-0.5 text-orange-peel tabular-nums hover:border-border-strong"
              : "border-border-strong bg-surface-raised px-2 py-0.5 text-muted",
          )}
        >
          <GhostIcon aria-hidden className="size-3.5" />
          {compact ? `${days.toLocaleString("en-US")}d` : "Ghosted"}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-56">
        <DropdownMenuLabel className="text-xs font-normal text-subtle">
          No answer for {daysText(days)}
        </DropdownMenuLabel>
        <DropdownMenuItem
          onSelect={() => {
            save(application, { followUpDate: today, waitingSince: today });
            said("Added to Follow up");
          }}
        >
          Follow up
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => {
            save(application, { status: "Withdrawn", statusDate: today });
            said(ghostMessages.withdrawn);
          }}
        >
          Withdraw
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => {
            save(application, { waitingSince: today });
            said(ghostMessages.keptWaiting);
          }}
        >
          Keep waiting
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
