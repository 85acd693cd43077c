// The options page: which JobTrail to save to (the permission to reach it asked for once,
// unless it is on this computer), how to sign in there, and where the in-page button shows.
import { normalAddress, originPattern, readSettings, saveSettings, siteNames } from "./settings";

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
  address.value = settings.address;
  token.value = settings.token;
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

/** Whether JobTrail answers at the address, and as whom. */
async function check() {
  const settings = await readSettings();
  say("Checking...");
  try {
    const response = await fetch(`${settings.address}/api/profile`, {
      headers: settings.token ? { authorization: `Bearer ${settings.token}` } : {},
      credentials: settings.token ? "omit" : "include",
    });
    if (response.status === 401)
      return say(
        settings.token
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
  const chosen = normalAddress(address.value);
  if (!chosen) {
    showAddressError("Please enter a valid web address starting with http:// or https://");
    address.focus();
    return;
  }
  showAddressError(null);
  // Asked while the click still counts as the user's: the browser shows its prompt once.
  const granted = chrome.permissions.request({ origins: [originPattern(chosen)] });
  void granted.then(async (allowed) => {
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
  });
});

document.querySelector("#check")!.addEventListener("click", () => void check());

void load();
