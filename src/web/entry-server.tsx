// Renders a page to HTML at build time (scripts/prerender.ts): the page's text is in
// the first answer, so a phone shows it before any script has run, and the app then takes a
// public page's markup over (hydrates) instead of drawing it again.
import { PassThrough } from "node:stream";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders, createAppQueryClient } from "./app/providers";
import { routes } from "./app/router";
import { SignedOutBuildContext } from "./app/signed-out-build";
import { sessionQueryOptions } from "./features/account/api/get-session";

/**
 * The page's markup for a visitor whose session is unknown yet, as the app's first render
 * makes it (the app then takes a public page over, and draws a signed-in one afresh once it
 * knows more), or, `signedOut`, for a visitor known to have none:
 * the page complete as it is shown to them without the app (src/web/public).
 */
export async function renderPage(pathname: string, { signedOut = false } = {}): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, "http://localhost")));
  if (context instanceof Response) throw new Error(`${pathname} redirects: it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createAppQueryClient();
  if (signedOut) queryClient.setQueryData(sessionQueryOptions().queryKey, null);
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      <SignedOutBuildContext value={signedOut}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </SignedOutBuildContext>,
      // A part that fails here would be left for the browser to draw: fail the build instead.
      // Every part inline, in place: no script may run to move parts in (the security policy
      // forbids inline script), and the whole page is ready anyway.
      { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    if (errors.length > 0) throw new AggregateError(errors, `${pathname} did not render on the server`);
    const chunks: Buffer[] = [];
    for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  } finally {
    // Its queries would otherwise hold the process open until their cache time ran out.
    queryClient.clear();
  }
}
