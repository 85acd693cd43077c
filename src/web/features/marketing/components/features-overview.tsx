import {
  ChevronDownIcon,
  CircleCheckIcon,
  LayersIcon,
  LockKeyholeIcon,
  type LucideIcon,
  MonitorSmartphoneIcon,
  SparklesIcon,
  SquareKanbanIcon,
  WalletIcon,
  ZapIcon,
} from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { paths } from "@/domain/paths";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { closeDisclosuresOnDismiss } from "@/web/lib/dismissible-disclosures";
import { TypingText } from "./typing-text";

const phrases = ["every application.", "every interview.", "every offer.", "your whole search."] as const;

type Category = { id: string; icon: LucideIcon; title: string; summary: string; items: string[] };

const categories: Category[] = [
  {
    id: "core",
    icon: SquareKanbanIcon,
    title: "Core Features",
    summary: "Three views of one list of applications.",
    items: [
      "A table of every application you can sort, search and filter",
      "A kanban board with a column per stage; drag an application to move it on",
      "Analytics: how your applications spread across stages, response rates and response times",
      "Each application's history, with the date of every stage change",
    ],
  },
  {
    id: "organization",
    icon: LayersIcon,
    title: "Organization Tools",
    summary: "Keep the details beside the application they belong to.",
    items: [
      "Companies kept once and reused, with their website and logo",
      "Documents attached to an application: resume, cover letter and more (PDF, Word, text or images, up to 10 MB each)",
      "Contacts, job links, sources and notes for every application",
      "Offer details such as salary and bonuses, in the currency of the offer",
    ],
  },
  {
    id: "smart",
    icon: SparklesIcon,
    title: "Smart Features",
    summary: "Small things that save you time and mistakes.",
    items: [
      "A warning when you add the same position at the same company twice",
      "Response times and trends worked out from your own history",
      "Every status has its own colour and its name, so nothing relies on colour alone",
    ],
  },
  {
    id: "platform",
    icon: MonitorSmartphoneIcon,
    title: "Platform Features",
    summary: "Works where you are, and keeps your data yours.",
    items: [
      "Works on phones, tablets and desktops, and installs as an app",
      "Email confirmation and strong password rules for every account",
      "A profile with your picture or a colour avatar",
      "A dark theme that is easy on the eyes",
    ],
  },
];

const reasons: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: ZapIcon,
    title: "Fast to update",
    text: "Add an application or move it to the next stage in a few clicks.",
  },
  {
    icon: LockKeyholeIcon,
    title: "Private",
    text: "Only you can see your applications. No ads, and your data is never sold.",
  },
  { icon: WalletIcon, title: "Free", text: "Everything here is free to use. No trial, no card needed." },
];

/**
 * The categories as disclosures, one open at a time. Native ones: they open and close (with
 * the keyboard too) on a page that runs no script; with script, Escape or a click outside
 * closes the open one too.
 */
function CategoryCards() {
  useEffect(() => closeDisclosuresOnDismiss(), []);
  return (
    <div className="grid items-start gap-5 md:grid-cols-2">
      {categories.map((category) => (
        <details
          key={category.id}
          name="feature-categories"
          data-dismissible
          className="group rounded-(--radius-card) border border-border bg-surface/80 shadow-xl shadow-black/20 backdrop-blur-sm transition-colors hover:border-border-strong open:border-primary/60"
        >
          <summary className="flex cursor-pointer list-none items-start gap-4 rounded-(--radius-card) p-6 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl border border-primary/40 bg-primary/10 text-primary">
              <category.icon aria-hidden className="size-5" />
            </span>
            <h3 className="flex-1">
              <span className="block text-lg font-semibold">{category.title}</span>
              <span className="mt-1 block text-sm font-normal text-muted">{category.summary}</span>
            </h3>
            <ChevronDownIcon
              aria-hidden
              className="mt-1 size-5 shrink-0 text-subtle transition-transform group-open:rotate-180"
            />
          </summary>
          <ul className="mx-6 mb-6 flex flex-col gap-2.5 border-t border-border pt-5">
            {category.items.map((item) => (
              <li key={item} className="flex items-start gap-2.5 text-sm text-muted">
                <CircleCheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                {item}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}

export function FeaturesOverview({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <section className="px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Features</p>
        <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-semibold tracking-tight sm:text-5xl">
          One place for
          <br />
          <span className="text-primary">
            <TypingText phrases={phrases} />
          </span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">
          JobTrail brings your job search together: what you applied for, where each application stands and
          what the numbers say.
        </p>
      </section>

      <section aria-labelledby="features-categories" className="px-4 py-12 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-5xl">
          <h2 id="features-categories" className="sr-only">
            Feature categories
          </h2>
          <CategoryCards />
        </div>
      </section>

      <section aria-labelledby="features-why" className="px-4 py-12 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-5xl">
          <h2 id="features-why" className="text-center text-3xl font-semibold tracking-tight">
            Why JobTrail
          </h2>
          <div className="mt-10 grid gap-5 md:grid-cols-3">
            {reasons.map((reason) => (
              <Card key={reason.title} className="p-6">
                <reason.icon aria-hidden className="size-6 text-light-green" />
                <h3 className="mt-4 text-lg font-semibold">{reason.title}</h3>
                <p className="mt-2 text-sm text-muted">{reason.text}</p>
              </Card>
            ))}
          </div>
        </div>
      </section>

      <section className="px-4 pt-8 pb-24 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-4xl rounded-3xl border border-border bg-gradient-to-br from-yinmn/40 via-surface to-surface px-6 py-14 text-center">
          <h2 className="text-3xl font-semibold tracking-tight">See your search clearly</h2>
          <p className="mx-auto mt-4 max-w-xl text-muted">
            Set up your tracker in a minute and add your first application.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button size="lg" asChild>
              <Link to={signedIn ? paths.landing : paths.signup}>Get Started</Link>
            </Button>
            <Button size="lg" variant="secondary" asChild>
              <Link to={paths.tour}>View Demo</Link>
            </Button>
            <Button size="lg" variant="ghost" asChild>
              <Link to={paths.contact}>Have Questions?</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
