// The time zones a form offers: the browser's own first guess, and every zone it knows.
import { reminderDefaults } from "@/domain/reminder-settings";

/** The zone this browser is in (UTC when it cannot say). */
export const browserZone = () =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || reminderDefaults.timeZone;

/** Every zone the browser knows, with the chosen one kept even if it does not list it. */
export function zoneChoices(current: string): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.includes(current) ? zones : [current, ...zones];
}

/** A zone as people read it: "America/New York". */
export const zoneLabel = (zone: string) => zone.replaceAll("_", " ");
