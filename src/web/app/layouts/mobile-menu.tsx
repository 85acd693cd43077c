import { PlusIcon } from "lucide-react";
import { lazy, type RefObject, Suspense } from "react";
import { paths } from "@/domain/paths";
import { isCurrentPage, SiteLink } from "@/web/components/site-link";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogTitle, SheetContent } from "@/web/components/ui/dialog";
import type { SessionStatus } from "@/web/features/account/api/get-session";
import { cn } from "@/web/lib/cn";

const MobileAccountSection = lazy(() =>
  import("./user-menu").then((module) => ({ default: module.MobileAccountSection })),
);

/**
 * The header's menu on phones: the site's links and the account's actions, in a sheet. Drawn
 * by the app, and on a public page shown without it (src/web/public), so its links are
 * SiteLinks and the current page is given.
 */
export function MobileMenu({
  open,
  onOpenChange,
  links,
  status,
  pathname,
  menuButton,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: readonly { to: string; label: string }[];
  status: SessionStatus;
  pathname: string;
  /** The button that opens the menu: the focus goes back to it when the menu closes. */
  menuButton: RefObject<HTMLElement | null>;
}) {
  const closeMenu = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // The button is not the dialog's own trigger, which is where focus would go.
          event.preventDefault();
          menuButton.current?.focus();
        }}
      >
        <DialogTitle className="sr-only">Menu</DialogTitle>
        <nav aria-label="Mobile" className="mt-8">
          <ul className="flex flex-col gap-1">
            {links.map((link) => {
              const current = isCurrentPage(link.to, pathname);
              return (
                <li key={link.to}>
                  <SiteLink
                    to={link.to}
                    onClick={closeMenu}
                    aria-current={current ? "page" : undefined}
                    className={cn(
                      "block rounded-lg px-3 py-2.5 text-base font-medium transition-colors",
                      current
                        ? "bg-surface-hover text-foreground"
                        : "text-muted hover:bg-surface-hover hover:text-foreground",
                    )}
                  >
                    {link.label}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-auto border-t border-border pt-4">
          {status === "authenticated" ? (
            <div className="flex flex-col gap-3">
              <Button asChild onClick={closeMenu}>
                <SiteLink to={paths.newApplication}>
                  <PlusIcon aria-hidden /> Add Application
                </SiteLink>
              </Button>
              <Suspense fallback={null}>
                <MobileAccountSection onNavigate={closeMenu} />
              </Suspense>
            </div>
          ) : null}
          {status === "unauthenticated" ? (
            <div className="flex flex-col gap-2">
              <Button variant="secondary" asChild onClick={closeMenu}>
                <SiteLink to={paths.login}>Sign In</SiteLink>
              </Button>
              <Button asChild onClick={closeMenu}>
                <SiteLink to={paths.signup}>Get Started</SiteLink>
              </Button>
            </div>
          ) : null}
        </div>
      </SheetContent>
    </Dialog>
  );
}
