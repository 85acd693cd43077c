import { LaptopIcon, LogOutIcon, MonitorSmartphoneIcon, SmartphoneIcon } from "lucide-react";
import { relativeTime } from "@/domain/dates";
import type { SignedInSession } from "@/domain/privacy";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { toast } from "@/web/components/ui/use-toast";
import { errorToText } from "@/web/lib/api-client";
import { useRevokeOtherSessions, useRevokeSession, useSessions } from "../api/sessions";
import { PrivacySection } from "./privacy-section";

function describe(session: SignedInSession) {
  const browser = session.browser ?? "Unknown browser";
  return session.system ? `${browser} on ${session.system}` : browser;
}

function SessionRow({ session }: { session: SignedInSession }) {
  const revoke = useRevokeSession();
  const Icon = session.device === "mobile" || session.device === "tablet" ? SmartphoneIcon : LaptopIcon;
  const signOut = async () => {
    try {
      await revoke.mutateAsync(session.id);
      toast({ title: "Logged Out", description: `${describe(session)} is logged out.`, variant: "success" });
    } catch (error) {
      toast({ title: "Could Not Log Out", description: errorToText(error), variant: "destructive" });
    }
  };
  return (
    <li className="flex items-center gap-4 py-3">
      <Icon aria-hidden className="size-5 shrink-0 text-subtle" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {describe(session)}
          {session.current ? <Badge variant="accent">This device</Badge> : null}
        </p>
        <p className="text-xs text-muted">
          {[
            session.ipAddress,
            `active ${relativeTime(session.lastSeenAt)}`,
            `signed in ${relativeTime(session.createdAt)}`,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="ghost"
          size="sm"
          onClick={signOut}
          disabled={revoke.isPending}
          aria-label={`Log out ${describe(session)}`}
        >
          {revoke.isPending ? <Spinner /> : <LogOutIcon aria-hidden />} Log Out
        </Button>
      )}
    </li>
  );
}

/** Where the account is signed in, and a way to end any of it. */
export function SessionsSection() {
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  const items = sessions.data?.items ?? [];
  const others = items.filter((session) => !session.current).length;
  const signOutOthers = async () => {
    try {
      const { signedOut } = await revokeOthers.mutateAsync(undefined);
      toast({
        title: "Logged Out Everywhere Else",
        description: `${signedOut} other ${signedOut === 1 ? "session" : "sessions"} ended.`,
        variant: "success",
      });
    } catch (error) {
      toast({ title: "Could Not Log Out", description: errorToText(error), variant: "destructive" });
    }
  };
  return (
    <PrivacySection
      id="sessions"
      icon={MonitorSmartphoneIcon}
      title="Signed-in devices"
      description="Every browser where your account is signed in. Log out any you do not recognise, then change your password."
      action={
        others > 0 ? (
          <Button variant="secondary" size="sm" onClick={signOutOthers} disabled={revokeOthers.isPending}>
            {revokeOthers.isPending ? <Spinner /> : <LogOutIcon aria-hidden />} Log Out Everywhere Else
          </Button>
        ) : null
      }
    >
      {sessions.isPending ? (
        <p role="status" className="text-sm text-muted">
          Loading sessions...
        </p>
      ) : null}
      {sessions.isError ? (
        <p className="text-sm text-destructive-text">{errorToText(sessions.error)}</p>
      ) : null}
      {items.length > 0 ? (
        <ul aria-label="Signed-in sessions" className="divide-y divide-border border-y border-border">
          {items.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      ) : null}
    </PrivacySection>
  );
}
