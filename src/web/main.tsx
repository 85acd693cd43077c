// The page's entry: the styles (a stylesheet link in the page's head, so nothing shows
// unstyled) and then what runs the page. A public page shown to a visitor with no session
// arrives complete and runs without the app (./public/static-page). Another public page, and
// a signed-in one, arrives rendered too (a signed-in one as drawn while the session is
// checked), and the app is run once that first paint is shown, so its scripts never hold the
// page back: a signed-in page announces them in its head, to be fetched meanwhile; a public
// page lists them on its root, and they are asked for with the app. Every other page is an
// empty shell until the app runs: it starts at once. Either way the app's first requests (the
// session, and on a signed-in page its data) leave now, while its code loads.
import "./styles.css";
import { readOwner } from "./app/local-copy-record";
import { afterFirstPaint } from "./lib/after-first-paint";
import { earlyRequestsFor, startEarlyRequests } from "./lib/early-requests";

const root = document.getElementById("root");
const start = () => void import("./app/start");

/** Asks for the scripts a page lists on its root (scripts/prerender.ts), all at once. */
function fetchListedScripts(element: HTMLElement) {
  for (const href of element.dataset.scripts?.split(" ") ?? []) {
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "script";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
}

if (root?.hasAttribute("data-static")) void import("./public/static-page");
else {
  startEarlyRequests(earlyRequestsFor(window.location.pathname, { hasLocalCopy: readOwner() !== null }));
  if (root?.firstElementChild)
    afterFirstPaint(() => {
      fetchListedScripts(root);
      start();
    });
  else start();
}
