import { useEffect, useState } from "react";
import { type PagePath, pageHeadTags } from "@/domain/pages";

/**
 * The page's title, description and, for a public page, its canonical address and
 * link-preview tags: the same the server wrote into the page it sent (`src/domain/pages.ts`).
 * React 19 puts them in the head and takes them out when the page goes. The server's copies
 * are removed once, so a page reached inside the app never shows the first page's tags.
 * The address is this window's origin: the app is served from the deployment's APP_URL.
 */
export function PageHead({ path }: { path: PagePath }) {
  // The page the browser loaded came with this page's head written by the server (the same
  // tags, with the deployment's address): it stands while the page is shown. Read once, as
  // the page is first drawn, so a page rendered at build time hydrates to the same nothing.
  const [fromServer] = useState(
    () =>
      typeof document !== "undefined" &&
      document.head.querySelector("[data-server-head]")?.getAttribute("data-server-head") === path,
  );
  useEffect(() => {
    if (fromServer) return;
    for (const element of document.head.querySelectorAll("[data-server-head]")) element.remove();
  }, [fromServer]);
  if (fromServer || typeof window === "undefined") return null;
  const { title, metas, canonical } = pageHeadTags(path, window.location.origin);
  return (
    <>
      <title>{title}</title>
      {metas.map(({ attribute, key, content }) =>
        attribute === "name" ? (
          <meta key={key} name={key} content={content} />
        ) : (
          <meta key={key} property={key} content={content} />
        ),
      )}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
    </>
  );
}
