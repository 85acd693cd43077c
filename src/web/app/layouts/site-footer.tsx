import { Link } from "react-router";
import { paths } from "@/domain/paths";
import { Logo } from "@/web/components/logo";

const footerLinks = [
  { to: paths.features, label: "Features" },
  { to: paths.contact, label: "Contact" },
  { to: paths.help, label: "Help" },
  { to: paths.termsOfService, label: "Terms of Service" },
  { to: paths.privacyPolicy, label: "Privacy Policy" },
  { to: paths.cookiePolicy, label: "Cookie Policy" },
] as const;

export function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-border bg-background/60">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="flex flex-col gap-2">
          <Link to={paths.landing} className="w-fit rounded-md" aria-label="JobTrail home">
            <Logo markClassName="size-7" />
          </Link>
          <p className="text-sm text-muted">Every job application, in one place.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded-sm text-muted transition-colors hover:text-foreground">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-subtle sm:px-6 lg:px-8">
          © {new Date().getFullYear()} JobTrail
        </p>
      </div>
    </footer>
  );
}
