// The script in a job page: reads the posting from the page as the user sees it, shows a small
// "Save to JobTrail" button on the job sites it knows (with "Applied 12 Oct · Interviewing"
// when the user applied already), and answers the toolbar button's request to read the page.
// The button lives in a closed shadow root: the page's styles and scripts cannot reach it.
import type { CapturedPosting } from "@/domain/postings";
import { appliedLine, type MatchesAnswer, type Request } from "./messages";
import { layoutOf } from "./read/layouts";
import { readPage, showsAPosting } from "./read/read-page";
import { readHiddenSites } from "./settings";

declare global {
  var jobTrailLoaded: boolean | undefined;
}

const styles = `
  :host { all: initial; }
  .panel { position: fixed; right: 16px; bottom: 16px; z-index: 2147483647; display: flex; flex-direction: column;
    gap: 6px; max-width: 280px; padding: 10px; border-radius: 12px; background: #ffffff; color: #1c1917;
    box-shadow: 0 4px 24px rgb(0 0 0 / 0.18); border: 1px solid #e7e5e4;
    font: 500 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  .row { display: flex; align-items: center; gap: 6px; }
  .save { flex: 1; display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 40px;
    padding: 0 14px; border: 0; border-radius: 8px; background: #1d4ed8; color: #ffffff; font: inherit;
    font-weight: 600; cursor: pointer; }
  .save:hover { background: #1e40af; }
  .close { width: 32px; height: 32px; border: 0; border-radius: 8px; background: transparent; color: #57534e;
    font: 400 20px/1 system-ui, sans-serif; cursor: pointer; }
  .close:hover { background: #f5f5f4; }
  button:focus-visible { outline: 3px solid #1e3a8a; outline-offset: 2px; }
  .status { margin: 0; padding: 2px 4px; color: #166534; font-size: 13px; }
  .status:empty { padding: 0; }
  .mark { width: 18px; height: 18px; }
  @media (prefers-color-scheme: dark) {
    .panel { background: #1c1917; color: #fafaf9; border-color: #44403c; }
    .close { color: #d6d3d1; } .close:hover { background: #292524; }
    .status { color: #86efac; }
    button:focus-visible { outline-color: #93c5fd; }
  }
  @media (prefers-reduced-motion: no-preference) { .panel { transition: opacity 120ms ease-out; } }
`;

const mark =
  '<svg class="mark" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16"/><rect width="20" height="14" x="2" y="6" rx="2"/></svg>';

/** The in-page button: made once, shown while the page shows a posting. */
function saveButton(onSave: () => void, onClose: () => void) {
  const host = document.createElement("jobtrail-save");
  const shadow = host.attachShadow({ mode: "closed" });
  shadow.innerHTML = `<style>${styles}</style>
    <div class="panel" role="region" aria-label="JobTrail">
      <p class="status" role="status"></p>
      <div class="row">
        <button type="button" class="save">${mark}<span>Save to JobTrail</span></button>
        <button type="button" class="close" aria-label="Hide the JobTrail button on this page" title="Hide on this page">×</button>
      </div>
    </div>`;
  shadow.querySelector(".save")!.addEventListener("click", onSave);
  shadow.querySelector(".close")!.addEventListener("click", onClose);
  const status = shadow.querySelector<HTMLParagraphElement>(".status")!;
  return {
    host,
    show() {
      if (!host.isConnected) document.documentElement.append(host);
    },
    hide() {
      host.remove();
    },
    say(text: string | null) {
      // The status stays in the page while empty, so a screen reader tells its first words.
      status.textContent = text ?? "";
    },
  };
}

function start() {
  chrome.runtime.onMessage.addListener((request: Request, _sender, respond) => {
    if (request.type === "read") respond(readPage(document, location.href) ?? null);
    return false;
  });
  const layout = layoutOf(new URL(location.href));
  if (!layout) return;

  let shownFor = "";
  let attempts = 0;
  let dismissed = false;
  /** Counts the jobs shown: an answer about an earlier one is dropped. */
  let generation = 0;
  let posting: CapturedPosting | undefined;
  /** The job shown before the address changed: still drawn for a moment after it. */
  let previous: CapturedPosting | undefined;
  const button = saveButton(
    () => {
      posting = readPage(document, location.href) ?? posting;
      if (posting) void chrome.runtime.sendMessage({ type: "save", posting } satisfies Request);
    },
    () => {
      dismissed = true;
      button.hide();
    },
  );

  // Job boards are apps: the job shown changes without a new page, and its parts draw late.
  const check = async () => {
    if (dismissed) return;
    if (location.href !== shownFor) {
      shownFor = location.href;
      attempts = 0;
      generation++;
      previous = posting ?? previous;
      posting = undefined;
      button.say(null);
      button.hide();
    }
    if (posting || attempts++ > 30) return;
    const asked = generation;
    if ((await readHiddenSites()).includes(layout.site) || asked !== generation) return;
    const read = showsAPosting(document, location.href) ? readPage(document, location.href) : undefined;
    // The last job's title still on the page: its successor has not been drawn yet.
    if (!read || (read.jobTitle === previous?.jobTitle && read.company === previous?.company && attempts < 4))
      return;
    posting = read;
    button.show();
    const answer = (await chrome.runtime.sendMessage({ type: "matches", posting } satisfies Request)) as
      | MatchesAnswer
      | undefined;
    if (asked !== generation) return;
    const [newest] = answer?.ok ? answer.matches : [];
    button.say(newest ? appliedLine(newest) : null);
  };
  void check();
  const timer = setInterval(() => {
    // The extension was updated or removed: this copy of its script has nothing to talk to.
    if (!chrome.runtime?.id) return clearInterval(timer);
    void check();
  }, 1000);
  chrome.storage.onChanged.addListener((changes) => {
    if (!changes.hiddenOn) return;
    posting = undefined;
    attempts = 0;
    button.hide();
  });
}

if (!globalThis.jobTrailLoaded) {
  globalThis.jobTrailLoaded = true;
  start();
}
