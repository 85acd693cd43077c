// The page's entry: the styles (a stylesheet link in the page's head, so nothing shows
// unstyled) and then what runs the page. A public page shown to a visitor with no session
// arrives complete and runs without the app (./public/static-page). Another public page
// arrives rendered too, and the app is run after that first paint, so its scripts (fetched
// meanwhile, announced in the page's head) never hold the page's text back. Every other page
// is an empty shell until the app runs: it starts at once.
import "./styles.css";

const root = document.getElementById("root");
const start = () => void import("./app/start");
if (root?.hasAttribute("data-static")) void import("./public/static-page");
else if (root?.firstElementChild) requestAnimationFrame(() => setTimeout(start));
else start();
