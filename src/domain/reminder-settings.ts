// The reminder settings: the follow-up date proposed for a new application and the daily
// digest mail of the follow-ups due. The same for the server and the web app.
import { z } from "zod";
import { ghostDaysRange, ghostDefaults } from "./ghosting";

export const reminderDefaults = {
  followUpDays: 7,
  digestEnabled: false,
  digestHour: 8,
  timeZone: "UTC",
  ...ghostDefaults,
} as const;
export const followUpDaysRange = { min: 1, max: 90 } as const;

export const reminderMessages = {
  followUpDays: `Choose from ${followUpDaysRange.min} to ${followUpDaysRange.max} days`,
  digestHour: "Choose an hour from 0 to 23",
  timeZone: "Choose a time zone from the list",
  ghostDays: `Choose from ${ghostDaysRange.min} to ${ghostDaysRange.max} days`,
  saved: "Reminder settings saved",
  unsubscribed: "You will no longer get the daily follow-up digest.",
  unsubscribeInvalid: "This unsubscribe link is not valid. Sign in and turn the digest off in your settings.",
} as const;

/** Whether the runtime knows `zone` as an IANA time zone (what the digest's hour is in). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const reminderSettingsSchema = z.object({
  followUpDays: z.number().int().nullable().meta({
    description: "Days after applying that a new application's follow-up date is proposed; null: none",
  }),
  digestEnabled: z.boolean().meta({ description: "Whether the daily digest of due follow-ups is mailed" }),
  digestHour: z.number().int().meta({ description: "The hour (0-23) the digest is mailed at, in timeZone" }),
  timeZone: z.string().meta({ example: "Europe/Berlin" }),
  ghostAfterApplied: z.number().int().nullable().meta({
    description: "Days with no answer after applying before an application shows as ghosted; null: never",
  }),
  ghostAfterInterview: z.number().int().nullable().meta({
    description: "Days with no answer while interviewing before an application shows as ghosted; null: never",
  }),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

const ghostDays = z
  .number({ error: reminderMessages.ghostDays })
  .int({ error: reminderMessages.ghostDays })
  .min(ghostDaysRange.min, { error: reminderMessages.ghostDays })
  .max(ghostDaysRange.max, { error: reminderMessages.ghostDays })
  .nullable();

/** What the user may change of their reminder settings, any of it at a time. */
export const updateReminderSettingsInput = z
  .object({
    followUpDays: z
      .number({ error: reminderMessages.followUpDays })
      .int({ error: reminderMessages.followUpDays })
      .min(followUpDaysRange.min, { error: reminderMessages.followUpDays })
      .max(followUpDaysRange.max, { error: reminderMessages.followUpDays })
      .nullable(),
    digestEnabled: z.boolean({ error: "Choose on or off" }),
    digestHour: z
      .number({ error: reminderMessages.digestHour })
      .int({ error: reminderMessages.digestHour })
      .min(0, { error: reminderMessages.digestHour })
      .max(23, { error: reminderMessages.digestHour }),
    timeZone: z
      .string({ error: reminderMessages.timeZone })
      .refine(isTimeZone, { error: reminderMessages.timeZone }),
    ghostAfterApplied: ghostDays,
    ghostAfterInterview: ghostDays,
  })
  .partial()
  .strict();
export type UpdateReminderSettingsInput = z.input<typeof updateReminderSettingsInput>;
