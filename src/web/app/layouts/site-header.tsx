import { MenuIcon, PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, NavLink } from "react-router";
import { paths } from "@/domain/paths";
import { Logo } from "@/web/components/logo";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogTitle, DialogTrigger, SheetContent } from "@/web/components/ui/dialog";
import { useSession } from "@/web/features/account/api/get-session";
import { cn } from "@/web/lib/cn";

const UserMenu = lazy(() => import("./user-menu").then((module) => ({ default: module.UserMenu })));
const MobileAccountSection = lazy(() =>
  import("./user-menu").then((module) => ({ default: module.MobileAccountSection })),
);

const siteLinks = [
  { to: paths.landing, label: "Home" },
  { to: paths.about, label: "About" },
  { to: paths.features, label: "Features" },
  { to: paths.contact, label: "Contact" },
] as const;

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    isActive ? "text-foreground" : "text-muted hover:text-foreground",
  );
}

export function SiteHeader() {
  const { status } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

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
              {/* /applications/new opens the dashboard with the empty form, from any page. */}
              <Button variant="secondary" size="sm" asChild className="ml-1">
                <Link to={paths.newApplication}>
                  <PlusIcon aria-hidden /> Add Application
                </Link>
              </Button>
              <Suspense
                fallback={<span className="ml-1 size-9 rounded-full bg-surface-raised" aria-hidden />}
              >
                <UserMenu />
              </Suspense>
            </>
          ) : null}
        </div>

        <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
          <DialogTrigger asChild>
            <Button variant="ghost" size="icon" className="ml-auto md:hidden" aria-label="Open menu">
              <MenuIcon aria-hidden className="size-5!" />
            </Button>
          </DialogTrigger>
          <SheetContent aria-describedby={undefined}>
            <DialogTitle className="sr-only">Menu</DialogTitle>
            <nav aria-label="Mobile" className="mt-8">
              <ul className="flex flex-col gap-1">
                {siteLinks.map((link) => (
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
      </div>
    </header>
  );
}
