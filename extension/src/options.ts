// The options page: which JobTrail to save to (the permission to reach it asked for once,
// unless it is on this computer), how to sign in there, and where the in-page button shows.
import { askJobTrail, normalAddress, originPattern, readSettings, saveSettings, siteNames } from "./settings";

const form = document.querySelector<HTMLFormElement>("#options")!;
const address = document.querySelector<HTMLInputElement>("#address")!;
const addressError = document.querySelector<HTMLParagraphElement>("#address-error")!;
const token = document.querySelector<HTMLInputElement>("#token")!;
const sites = document.querySelector<HTMLDivElement>("#sites")!;
const status = document.querySelector<HTMLParagraphElement>("#status")!;

const say = (text: string, tone: "ok" | "problem" | "" = "") => {
  status.textContent = text;
  status.className = `status ${tone}`;
};

function showAddressError(message: string | null) {
  addressError.textContent = message ?? "";
  addressError.hidden = !message;
  address.setAttribute("aria-invalid", message ? "true" : "false");
}

async function load() {
  const settings = await readSettings();
  // What the user typed while the settings were read stays.
  address.value ||= settings.address;
  token.value ||= settings.token;
  for (const site of siteNames) {
    const label = document.createElement("label");
    const box = document.createElement("input");
    box.type = "checkbox";
    box.name = "site";
    box.value = site;
    box.checked = !settings.hiddenOn.includes(site);
    label.append(box, site);
    sites.append(label);
  }
}

/** The address typed, or null (with its message shown) when it is not a web address. */
function typedAddress(): string | null {
  const chosen = normalAddress(address.value);
  showAddressError(chosen ? null : "Please enter a valid web address starting with http:// or https://");
  if (!chosen) address.focus();
  return chosen;
}

/** Whether JobTrail answers at the address typed, and as whom. */
async function check() {
  const chosen = typedAddress();
  if (!chosen) return;
  const secret = token.value.trim();
  if (!(await chrome.permissions.contains({ origins: [originPattern(chosen)] })))
    return say("Save this address first: the browser asks you once to let JobTrail reach it.", "problem");
  say("Checking...");
  try {
    const response = await askJobTrail(chosen, secret, "/api/profile");
    if (response.status === 401)
      return say(
        secret
          ? "JobTrail did not accept that token. Make a new one under Profile & Settings, API tokens."
          : "You are not signed in to JobTrail in this browser. Sign in there, or paste a token.",
        "problem",
      );
    if (!response.ok) return say(`JobTrail answered ${response.status}. Check the address.`, "problem");
    const profile = (await response.json()) as { email?: string };
    say(`Connected to JobTrail as ${profile.email ?? "you"}.`, "ok");
  } catch {
    say("JobTrail could not be reached at that address.", "problem");
  }
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  const chosen = typedAddress();
  if (!chosen) return;
  // Asked while the click still counts as the user's: the browser shows its prompt once.
  chrome.permissions
    .request({ origins: [originPattern(chosen)] })
    .then(async (allowed) => {
      if (!allowed) {
        say(
          "JobTrail needs your permission to reach that address. Save again to be asked once more.",
          "problem",
        );
        return;
      }
      const hiddenOn = siteNames.filter(
        (site) => !sites.querySelector<HTMLInputElement>(`input[value="${site}"]`)?.checked,
      );
      await saveSettings({ address: chosen, token: token.value.trim(), hiddenOn });
      address.value = chosen;
      say("Saved.", "ok");
    })
    .catch((error: unknown) =>
      say(
        `The settings could not be saved: ${error instanceof Error ? error.message : String(error)}`,
        "problem",
      ),
    );
});

document.querySelector("#check")!.addEventListener("click", () => void check());

void load();
