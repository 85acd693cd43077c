import { PlusIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, NavLink } from "react-router";
import { paths } from "@/domain/paths";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogTitle, SheetContent } from "@/web/components/ui/dialog";
import type { SessionStatus } from "@/web/features/account/api/get-session";
import { cn } from "@/web/lib/cn";

const MobileAccountSection = lazy(() =>
  import("./user-menu").then((module) => ({ default: module.MobileAccountSection })),
);

/** The header's menu on phones: the site's links and the account's actions, in a sheet. */
export function MobileMenu({
  open,
  onOpenChange,
  links,
  status,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: readonly { to: string; label: string }[];
  status: SessionStatus;
}) {
  const closeMenu = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent aria-describedby={undefined}>
        <DialogTitle className="sr-only">Menu</DialogTitle>
        <nav aria-label="Mobile" className="mt-8">
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  onClick={closeMenu}
                  className={({ isActive }) =>
                    cn(
                      "block rounded-lg px-3 py-2.5 text-base font-medium transition-colors",
                      isActive
                        ? "bg-surface-hover text-foreground"
                        : "text-muted hover:bg-surface-hover hover:text-foreground",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto border-t border-border pt-4">
          {status === "authenticated" ? (
            <div className="flex flex-col gap-3">
              <Button asChild onClick={closeMenu}>
                <Link to={paths.newApplication}>
                  <PlusIcon aria-hidden /> Add Application
                </Link>
              </Button>
              <Suspense fallback={null}>
                <MobileAccountSection onNavigate={closeMenu} />
              </Suspense>
            </div>
          ) : null}
          {status === "unauthenticated" ? (
            <div className="flex flex-col gap-2">
              <Button variant="secondary" asChild onClick={closeMenu}>
                <Link to={paths.login}>Sign In</Link>
              </Button>
              <Button asChild onClick={closeMenu}>
                <Link to={paths.signup}>Get Started</Link>
              </Button>
            </div>
          ) : null}
        </div>
      </SheetContent>
    </Dialog>
  );
}
