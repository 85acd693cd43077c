import { useMemo } from "react";
import { zoneChoices, zoneLabel } from "@/web/lib/time-zones";

/** A time-zone select's options: every zone the browser knows, `current` kept among them. */
export function TimeZoneOptions({ current }: { current: string }) {
  const zones = useMemo(() => zoneChoices(current), [current]);
  return zones.map((zone) => (
    <option key={zone} value={zone}>
      {zoneLabel(zone)}
    </option>
  ));
}
