import { MenuIcon, PlusIcon } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { paths } from "@/domain/paths";
import { Logo } from "@/web/components/logo";
import { isCurrentPage } from "@/web/components/site-link";
import { Button } from "@/web/components/ui/button";
import { useSession } from "@/web/features/account/api/get-session";
import { cn } from "@/web/lib/cn";
import { siteLinks } from "./site-links";

const UserMenu = lazy(() => import("./user-menu").then((module) => ({ default: module.UserMenu })));
// Signed in only, with the inbox's queries: fetched with the signed-in header, not every page.
const InboxLink = lazy(() =>
  import("@/web/features/inbox/components/inbox-link").then((module) => ({ default: module.InboxLink })),
);
const MobileMenu = lazy(() => import("./mobile-menu").then((module) => ({ default: module.MobileMenu })));

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    isActive ? "text-foreground" : "text-muted hover:text-foreground",
  );
}

export function SiteHeader() {
  const { status } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // The dashboard has its own Add Application (or, with none yet, its first-application
  // prompt): a second one up here would only compete with it.
  const { pathname } = useLocation();
  const onDashboard = isCurrentPage(paths.dashboard, pathname);

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-lg">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={paths.landing} className="rounded-md" aria-label="JobTrail home">
          <Logo />
        </Link>

        <nav aria-label="Main" className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {siteLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto hidden items-center gap-2 md:flex">
          {status === "loading" ? <span className="h-9 w-40" aria-hidden /> : null}
          {status === "unauthenticated" ? (
            <>
              <Button variant="ghost" asChild>
                <Link to={paths.login}>Sign In</Link>
              </Button>
              <Button asChild>
                <Link to={paths.signup}>Get Started</Link>
              </Button>
            </>
          ) : null}
          {status === "authenticated" ? (
            <>
              <NavLink to={paths.dashboard} className={navLinkClass}>
                Dashboard
              </NavLink>
              <Suspense fallback={<span className="w-14" aria-hidden />}>
                <InboxLink />
              </Suspense>
              {/* /applications/new opens the dashboard with the empty form, from any page. */}
              {onDashboard ? null : (
                <Button variant="secondary" size="sm" asChild className="ml-1">
                  <Link to={paths.newApplication}>
                    <PlusIcon aria-hidden /> Add Application
                  </Link>
                </Button>
              )}
              <Suspense
                fallback={<span className="ml-1 size-9 rounded-full bg-surface-raised" aria-hidden />}
              >
                <UserMenu />
              </Suspense>
            </>
          ) : null}
        </div>

        {status === "authenticated" ? (
          <Suspense fallback={<span className="ml-auto size-10 md:hidden" aria-hidden />}>
            <InboxLink compact className="ml-auto md:hidden" />
          </Suspense>
        ) : null}
        <Button
          ref={menuButton}
          variant="ghost"
          size="icon"
          className={cn("md:hidden", status !== "authenticated" && "ml-auto")}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          // A public page shown without the app opens its menu from this mark (src/web/public).
          data-mobile-menu=""
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
        >
          <MenuIcon aria-hidden className="size-5!" />
        </Button>
        {/* The menu's dialog is fetched the first time it is opened, not with every page. */}
        {menuLoaded ? (
          <Suspense fallback={null}>
            <MobileMenu
              open={menuOpen}
              onOpenChange={setMenuOpen}
              links={siteLinks}
              status={status}
              pathname={pathname}
              menuButton={menuButton}
            />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
