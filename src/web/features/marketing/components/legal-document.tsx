import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@/domain/paths";

/** The version and date every legal page shows: one document set, changed together. */
const legalVersion = "2.0";
const legalLastUpdated = "2025-08-16";

export type LegalSection = { id: string; title: string; body: ReactNode };

export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Legal</p>
        <h1 className="mt-2 text-4xl font-semibold tracking-tight">{title}</h1>
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span>Version {legalVersion}</span>
          <span aria-hidden>·</span>
          <span>
            Last updated <time dateTime={legalLastUpdated}>{legalLastUpdated}</time>
          </span>
        </p>
        <div className="mt-6 text-muted">{intro}</div>
      </header>

      <div className="mt-12 grid gap-12 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="mb-3 text-xs font-semibold tracking-wide text-subtle uppercase">On this page</p>
            <ol className="flex flex-col gap-2 border-l border-border text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l border-transparent pl-4 text-muted hover:border-primary hover:text-foreground"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <article className="flex max-w-3xl flex-col gap-10">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 flex flex-col gap-3 leading-relaxed text-muted [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-foreground [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1.5">
                {section.body}
              </div>
            </section>
          ))}
          <p className="border-t border-border pt-6 text-sm text-muted">
            Questions about this document?{" "}
            <Link to={paths.contact} className="font-medium text-primary hover:underline">
              Contact us
            </Link>
            .
          </p>
        </article>
      </div>
    </div>
  );
}
