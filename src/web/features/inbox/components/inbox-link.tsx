import { InboxIcon } from "lucide-react";
import { NavLink } from "react-router";
import { paths } from "@/domain/paths";
import { cn } from "@/web/lib/cn";
import { useInboxWaiting } from "../api/inbox";

/**
 * The header's way to the inbox, with how many mails wait: the word on a wide screen, the
 * icon on a phone. The count is in the link's name, so it is heard as well as seen.
 */
export function InboxLink({ compact = false, className }: { compact?: boolean; className?: string }) {
  const waiting = useInboxWaiting(true).data ?? 0;
  const name = waiting > 0 ? `Inbox, ${waiting} waiting` : "Inbox";
  return (
    <NavLink
      to={paths.inbox}
      aria-label={name}
      className={({ isActive }) =>
        cn(
          "relative inline-flex items-center gap-2 rounded-md text-sm font-medium transition-colors",
          compact ? "size-10 justify-center" : "px-3 py-2",
          isActive ? "text-foreground" : "text-muted hover:text-foreground",
          className,
        )
      }
    >
      {compact ? <InboxIcon aria-hidden className="size-5" /> : "Inbox"}
      {waiting > 0 ? (
        <span
          aria-hidden
          data-testid="inbox-badge"
          className={cn(
            "inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold leading-5 text-primary-foreground",
            compact && "absolute top-0.5 right-0.5 min-w-4 px-1 text-[0.65rem] leading-4",
          )}
        >
          {waiting > 99 ? "99+" : waiting}
        </span>
      ) : null}
    </NavLink>
  );
}
