import { describe, expect, it } from "vitest";
import { isTimeZone, updateReminderSettingsInput } from "./reminder-settings";

describe("reminder settings", () => {
  it("knows the IANA time zones and nothing else", () => {
    for (const zone of ["UTC", "Europe/Berlin", "America/St_Johns", "Asia/Kolkata"])
      expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ["", "Mars/Olympus_Mons", "Berlin", "utc+2", "../etc/passwd"])
      expect(isTimeZone(zone), zone).toBe(false);
  });

  it("takes any of the settings at a time, and no other field", () => {
    expect(updateReminderSettingsInput.parse({ digestHour: 0 })).toEqual({ digestHour: 0 });
    expect(updateReminderSettingsInput.parse({ followUpDays: null })).toEqual({ followUpDays: null });
    expect(updateReminderSettingsInput.safeParse({ digestHour: 7, extra: 1 }).success).toBe(false);
  });
});
