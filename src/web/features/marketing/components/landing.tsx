import type { LucideIcon } from "lucide-react";
import { ArrowRightIcon, ChartColumnIcon, SquareKanbanIcon, Table2Icon } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/domain/paths";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { cn } from "@/web/lib/cn";

// The hero's illustration: the stages an application moves through, drawn as empty columns.
// Deliberately no names or numbers: JobTrail never shows sample data as if it were real.
const stages = [
  { label: "Applied", dot: "bg-[#4f7fd6]", cards: 3 },
  { label: "Interviewing", dot: "bg-orange-peel", cards: 2 },
  { label: "Offer", dot: "bg-light-green", cards: 1 },
  { label: "Rejected", dot: "bg-crimson", cards: 2 },
] as const;

function StagesIllustration() {
  return (
    <div aria-hidden className="relative mx-auto mt-16 w-full max-w-5xl">
      <div className="absolute -inset-x-8 -inset-y-6 -z-10 rounded-[2rem] bg-gradient-to-r from-yinmn/30 via-orange-peel/10 to-light-green/10 blur-2xl" />
      <div className="rounded-2xl border border-border bg-surface/90 p-3 shadow-2xl shadow-black/40 sm:p-4">
        <div className="mb-3 flex items-center gap-1.5 px-1">
          <span className="size-2.5 rounded-full bg-crimson/80" />
          <span className="size-2.5 rounded-full bg-orange-peel/80" />
          <span className="size-2.5 rounded-full bg-light-green/80" />
        </div>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {stages.map((stage, column) => (
            <div key={stage.label} className="rounded-xl border border-border bg-background/60 p-3">
              <div className="mb-3 flex items-center gap-2 text-xs font-medium text-muted">
                <span className={cn("size-2 rounded-full", stage.dot)} />
                {stage.label}
              </div>
              <div className="flex flex-col gap-2">
                {Array.from({ length: stage.cards }, (_, index) => (
                  <div
                    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder shapes
                    key={index}
                    className="rounded-lg border border-border bg-surface-raised p-3 motion-safe:animate-slide-up"
                    style={{ animationDelay: `${(column * 3 + index) * 60}ms` }}
                  >
                    <div className="h-2 w-3/4 rounded-full bg-border-strong" />
                    <div className="mt-2 h-2 w-1/2 rounded-full bg-border" />
                  </div>
                ))}
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

const featureCards: { icon: LucideIcon; title: string; text: string; tone: string }[] = [
  {
    icon: Table2Icon,
    title: "Application table",
    text: "Every application in one sortable, searchable list: company, role, status, date and notes at a glance.",
    tone: "text-accent-text bg-accent/25 border-accent/50",
  },
  {
    icon: SquareKanbanIcon,
    title: "Kanban board",
    text: "See your search by stage, from Applied to Offer, and drag an application along as it moves.",
    tone: "text-primary bg-primary/10 border-primary/40",
  },
  {
    icon: ChartColumnIcon,
    title: "Analytics dashboard",
    text: "Response rates, how long companies take to reply and how your search trends, worked out from your own history.",
    tone: "text-success bg-success/10 border-success/40",
  },
];

export function LandingHero() {
  return (
    <section className="relative overflow-hidden px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:px-8">
      <div className="mx-auto max-w-3xl text-center">
        <p className="mx-auto mb-6 inline-flex items-center gap-2 rounded-full border border-border bg-surface-raised/80 px-3 py-1 text-xs font-medium text-muted">
          <span className="size-1.5 rounded-full bg-light-green" aria-hidden />
          Free for job seekers
        </p>
        <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-6xl">
          Every job application,{" "}
          <span className="bg-gradient-to-r from-orange-peel via-[#ffc46b] to-light-green bg-clip-text text-transparent">
            one clear trail.
          </span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted">
          JobTrail keeps your job search in one place. Track where you applied, what stage each application is
          at, and how your search is going, as a table, a kanban board or analytics.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" asChild>
            <Link to={paths.signup}>
              Get Started <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
          <Button size="lg" variant="secondary" asChild>
            <Link to={paths.features}>View Features</Link>
          </Button>
        </div>
      </div>
      <StagesIllustration />
    </section>
  );
}

export function LandingFeatures() {
  return (
    <section aria-labelledby="landing-features-title" className="px-4 py-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="landing-features-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
            Three ways to see your search
          </h2>
          <p className="mt-4 text-muted">
            One list of applications, shown the way you need it at the moment.
          </p>
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {featureCards.map((card) => (
            <Card key={card.title} className="p-6 transition-colors hover:border-border-strong">
              <span className={cn("flex size-11 items-center justify-center rounded-xl border", card.tone)}>
                <card.icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{card.text}</p>
            </Card>
          ))}
        </div>
      </div>
    </section>
  );
}

export function ClosingCallToAction({
  title = "Ready to take charge of your job search?",
  text = "Create a free account and add your first application in under a minute.",
  secondary = { to: paths.contact, label: "Contact Us" },
  primaryTo = paths.signup,
}: {
  title?: string;
  text?: string;
  secondary?: { to: string; label: string };
  primaryTo?: string;
}) {
  return (
    <section className="px-4 pt-8 pb-24 sm:px-6 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl border border-border bg-gradient-to-br from-yinmn/40 via-surface to-surface px-6 py-14 text-center sm:px-12">
        <div
          aria-hidden
          className="absolute -top-24 -right-24 size-64 rounded-full bg-orange-peel/15 blur-3xl"
        />
        <h2 className="relative text-3xl font-semibold tracking-tight text-balance">{title}</h2>
        <p className="relative mx-auto mt-4 max-w-xl text-muted">{text}</p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" asChild>
            <Link to={primaryTo}>Get Started</Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link to={secondary.to}>{secondary.label}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
