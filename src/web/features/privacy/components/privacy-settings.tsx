import type { LucideIcon } from "lucide-react";
import { ChevronRightIcon, CookieIcon, FileTextIcon, MessageSquareIcon, ShieldIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@/domain/paths";
import { Card } from "@/web/components/ui/card";
import { CookiePreferencesSection } from "./cookie-preferences-section";
import { DataExportSection } from "./data-export-section";
import { SessionsSection } from "./sessions-section";

const documents: { to: string; icon: LucideIcon; title: string; description: string }[] = [
  {
    to: paths.privacyPolicy,
    icon: ShieldIcon,
    title: "Privacy Policy",
    description: "What JobTrail stores about you, why, for how long, and the rights you have over it.",
  },
  {
    to: paths.cookiePolicy,
    icon: CookieIcon,
    title: "Cookie Policy",
    description: "Everything JobTrail keeps in your browser, and which of it needs your consent.",
  },
  {
    to: paths.termsOfService,
    icon: FileTextIcon,
    title: "Terms of Service",
    description: "The agreement between you and JobTrail for using the service.",
  },
];

function PolicyLinks() {
  return (
    <Card>
      <ul className="divide-y divide-border">
        {documents.map((document) => (
          <li key={document.to}>
            <Link
              to={document.to}
              className="group flex items-center gap-4 p-5 transition-colors first:rounded-t-(--radius-card) hover:bg-surface-hover focus-visible:-outline-offset-2"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-border bg-surface-raised">
                <document.icon aria-hidden className="size-5 text-primary" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{document.title}</span>
                <span className="block text-sm text-muted">{document.description}</span>
              </span>
              <ChevronRightIcon
                aria-hidden
                className="size-4 text-subtle transition-transform group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * The privacy settings: sessions, cookie choices, the data export, then (from the page)
 * account deletion, and the policies behind them.
 */
export function PrivacySettings({ dangerZone }: { dangerZone: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="mb-8">
        <h1 className="text-3xl font-semibold tracking-tight">Privacy Settings</h1>
        <p className="mt-1 text-muted">
          Your applications are visible only to you. Here you see where you are signed in, choose what this
          browser keeps, take a copy of your data, or delete it all.
        </p>
      </div>
      <div className="flex flex-col gap-6">
        <SessionsSection />
        <CookiePreferencesSection />
        <DataExportSection />
        {dangerZone}
        <PolicyLinks />
        <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
          <MessageSquareIcon aria-hidden className="size-6 shrink-0 text-accent-text" />
          <div className="flex-1">
            <h2 className="font-semibold">A question or request about your data?</h2>
            <p className="text-sm text-muted">
              Write to us and choose the "Support" category. We answer data requests within 30 days.
            </p>
          </div>
          <Link
            to={paths.contact}
            className="inline-flex h-10 items-center justify-center rounded-lg border border-border bg-surface-raised px-4 text-sm font-medium hover:bg-surface-hover"
          >
            Contact us
          </Link>
        </Card>
      </div>
    </div>
  );
}
