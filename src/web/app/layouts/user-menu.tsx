// The signed-in part of the header, loaded only once someone is signed in: it brings the
// profile query (and its schema) and the dropdown menu, which signed-out visitors never need.
import { LayoutDashboardIcon, LogOutIcon, UserRoundIcon } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/domain/paths";
import { displayName } from "@/domain/profile";
import { Button } from "@/web/components/ui/button";
import { DialogDescription } from "@/web/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { UserAvatar } from "@/web/components/user-avatar";
import { type Session, useSession } from "@/web/features/account/api/get-session";
import { useLogout } from "@/web/features/account/hooks/use-logout";
import { useProfile } from "@/web/features/profile/api/get-profile";

/** Who is signed in, as the header shows them: the profile once loaded, else the session. */
function useSignedInUser(session: Session | null) {
  const profile = useProfile({ enabled: session !== null });
  if (!session) return null;
  const data = profile.data;
  return {
    name: data?.displayName || session.user.name || displayName({ email: session.user.email }),
    email: data?.email ?? session.user.email,
    avatar: data ? data.avatar : (session.user.image ?? null),
    avatarColor: data?.avatarColor ?? null,
  };
}

export function UserMenu() {
  const { session } = useSession();
  const user = useSignedInUser(session);
  const { logout, isPending } = useLogout();
  if (!user) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="ml-1 rounded-full transition-opacity hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-label={`Account menu for ${user.name}`}
      >
        <UserAvatar name={user.name} avatar={user.avatar} avatarColor={user.avatarColor} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-72">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate font-medium">{user.name}</span>
          <span className="truncate text-xs font-normal text-muted">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.profile}>
            <UserRoundIcon aria-hidden /> Profile & Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={isPending} onSelect={() => void logout()}>
          <LogOutIcon aria-hidden /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The same account entries inside the mobile menu sheet. */
export function MobileAccountSection({ onNavigate }: { onNavigate: () => void }) {
  const { session } = useSession();
  const user = useSignedInUser(session);
  const { logout, isPending } = useLogout();
  if (!user) return null;
  return (
    <div className="flex flex-col gap-2">
      <div className="mb-2 flex items-center gap-3 rounded-xl border border-border bg-surface-raised p-3">
        <UserAvatar
          name={user.name}
          avatar={user.avatar}
          avatarColor={user.avatarColor}
          className="size-10"
        />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{user.name}</p>
          <DialogDescription className="truncate text-xs">{user.email}</DialogDescription>
        </div>
      </div>
      <Button variant="secondary" className="justify-start" asChild onClick={onNavigate}>
        <Link to={paths.dashboard}>
          <LayoutDashboardIcon aria-hidden /> Dashboard
        </Link>
      </Button>
      <Button variant="secondary" className="justify-start" asChild onClick={onNavigate}>
        <Link to={paths.profile}>
          <UserRoundIcon aria-hidden /> Profile & Settings
        </Link>
      </Button>
      <Button
        variant="ghost"
        className="justify-start text-destructive-text hover:text-destructive-text"
        disabled={isPending}
        onClick={() => {
          onNavigate();
          void logout();
        }}
      >
        <LogOutIcon aria-hidden /> Log out
      </Button>
    </div>
  );
}
