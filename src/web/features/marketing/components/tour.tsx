import { paths } from "@/domain/paths";
import { tourScreens } from "@/domain/tour";
import { ClosingCallToAction } from "./landing";

/** The real screens of JobTrail, photographed by `npm run screenshots` from a seeded account. */
export function Tour({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <section className="px-4 pt-16 pb-10 text-center sm:px-6 sm:pt-24 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Tour</p>
        <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
          A look at JobTrail
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">
          These are the real screens, taken from an account filled with sample applications.
        </p>
      </section>

      <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 pb-16 sm:px-6 lg:px-8">
        {tourScreens.map((screen, index) => {
          const phone = screen.viewport.width < 640;
          return (
            <figure
              key={screen.id}
              aria-labelledby={`tour-${screen.id}`}
              className={phone ? "grid items-center gap-8 md:grid-cols-[1fr_auto]" : "flex flex-col gap-5"}
            >
              <figcaption className={phone ? "md:order-first" : "max-w-3xl"}>
                <h2 id={`tour-${screen.id}`} className="text-2xl font-semibold tracking-tight">
                  {screen.title}
                </h2>
                <p className="mt-2 text-muted">{screen.caption}</p>
              </figcaption>
              <img
                src={screen.image}
                alt={screen.alt}
                width={screen.viewport.width}
                height={screen.viewport.height}
                // The first picture is in view at once; the others load as the visitor scrolls.
                loading={index === 0 ? "eager" : "lazy"}
                decoding="async"
                className={
                  phone
                    ? "mx-auto h-auto w-full max-w-[300px] rounded-3xl border border-border shadow-2xl shadow-black/40"
                    : "h-auto w-full rounded-2xl border border-border shadow-2xl shadow-black/40"
                }
              />
            </figure>
          );
        })}
      </div>

      <ClosingCallToAction
        title="Try it with your own search"
        text="Create a free account and add your first application."
        primaryTo={signedIn ? paths.dashboard : paths.signup}
        secondary={{ to: paths.features, label: "View Features" }}
      />
    </>
  );
}
