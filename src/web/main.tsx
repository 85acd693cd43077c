// The page's entry: the styles (a stylesheet link in the page's head, so nothing shows
// unstyled) and then the app. A public page arrives rendered (scripts/prerender.ts): the
// browser shows it first, and the app is run after that first paint, so its scripts
// (fetched meanwhile, announced in the page's head) never hold the page's text back. Every
// other page is an empty shell until the app runs: it starts at once.
import "./styles.css";

const start = () => void import("./app/start");
if (document.getElementById("root")?.firstElementChild) requestAnimationFrame(() => setTimeout(start));
else start();
