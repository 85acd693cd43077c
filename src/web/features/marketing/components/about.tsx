import {
  ChartColumnIcon,
  EyeOffIcon,
  FeatherIcon,
  HandshakeIcon,
  type LucideIcon,
  SendIcon,
  SquareKanbanIcon,
  Table2Icon,
  TrophyIcon,
  UsersIcon,
} from "lucide-react";
import { Card } from "@/web/components/ui/card";
import { ClosingCallToAction } from "./landing";

const values: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: EyeOffIcon,
    title: "Private by default",
    text: "Your applications are yours alone. No ads, no selling data, no sharing your search with employers.",
  },
  {
    icon: FeatherIcon,
    title: "Calm and simple",
    text: "A job search is stressful enough. JobTrail stays out of the way and shows what matters.",
  },
  {
    icon: HandshakeIcon,
    title: "Honest numbers",
    text: "Every chart is worked out from the applications you entered, and nothing else.",
  },
];

const journey: { icon: LucideIcon; stage: string; text: string }[] = [
  {
    icon: SendIcon,
    stage: "Apply",
    text: "Note the company, the role, the date and where you found it, in seconds.",
  },
  {
    icon: UsersIcon,
    stage: "Interview",
    text: "Move the application along and keep the contact and notes beside it.",
  },
  {
    icon: TrophyIcon,
    stage: "Decide",
    text: "Compare offers, close the loop on the rest, and see what worked.",
  },
];

const views: { icon: LucideIcon; title: string }[] = [
  { icon: Table2Icon, title: "A table for the details" },
  { icon: SquareKanbanIcon, title: "A board for the big picture" },
  { icon: ChartColumnIcon, title: "Analytics for what's working" },
];

export function About() {
  return (
    <>
      <section className="px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24 lg:px-8">
        <div className="mx-auto max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">About JobTrail</p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            Built for the people doing the job hunting
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">
            Spreadsheets get messy, inboxes bury replies, and it is easy to lose track of who you talked to
            and when. JobTrail gives your search one tidy home.
          </p>
        </div>
      </section>

      <section aria-labelledby="about-mission" className="px-4 py-12 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-4xl">
          <Card className="p-8 sm:p-10">
            <h2 id="about-mission" className="text-2xl font-semibold tracking-tight">
              Our mission
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-muted">
              To help job seekers stay organised and in control, so they can spend their energy on
              applications and interviews instead of on keeping records.
            </p>
          </Card>
        </div>
      </section>

      <section aria-labelledby="about-values" className="px-4 py-12 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-6xl">
          <div>
            <h2 id="about-values" className="text-center text-3xl font-semibold tracking-tight">
              What we care about
            </h2>
          </div>
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {values.map((value) => (
              <div key={value.title}>
                <Card className="h-full p-6">
                  <value.icon aria-hidden className="size-6 text-primary" />
                  <h3 className="mt-4 text-lg font-semibold">{value.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted">{value.text}</p>
                </Card>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="about-journey" className="px-4 py-12 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-4xl">
          <div>
            <h2 id="about-journey" className="text-center text-3xl font-semibold tracking-tight">
              Your journey, start to finish
            </h2>
          </div>
          <ol className="mt-10 flex flex-col gap-4">
            {journey.map((step, index) => (
              <li key={step.stage}>
                <div>
                  <div className="flex items-start gap-5 rounded-(--radius-card) border border-border bg-surface/80 p-6">
                    <span className="flex size-11 shrink-0 items-center justify-center rounded-xl border border-accent/60 bg-accent/25 text-accent-text">
                      <step.icon aria-hidden className="size-5" />
                    </span>
                    <div>
                      <p className="text-xs font-semibold tracking-wide text-subtle uppercase">
                        Step {index + 1}
                      </p>
                      <h3 className="text-lg font-semibold">{step.stage}</h3>
                      <p className="mt-1 text-muted">{step.text}</p>
                    </div>
                  </div>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="about-features" className="px-4 py-12 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-5xl text-center">
          <h2 id="about-features" className="text-3xl font-semibold tracking-tight">
            One list, three views
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-3">
            {views.map((view) => (
              <li
                key={view.title}
                className="flex items-center gap-3 rounded-xl border border-border bg-surface px-4 py-4 text-left"
              >
                <view.icon aria-hidden className="size-5 shrink-0 text-primary" />
                <span className="font-medium">{view.title}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div>
        <ClosingCallToAction title="Start your trail today" text="Free to use. Your data stays yours." />
      </div>
    </>
  );
}
