import { createRoute, z } from "@hono/zod-openapi";
import { reminderSettingsSchema, updateReminderSettingsInput } from "@/domain/reminder-settings";
import { errorResponse, jsonBody, jsonResponse } from "../../lib/router";

const settingsResponse = jsonResponse(
  reminderSettingsSchema.meta({ id: "ReminderSettings" }),
  "The reminder settings (the defaults until changed)",
);
const tags = ["Reminders"];

export const getReminderSettings = createRoute({
  method: "get",
  path: "/settings/reminders",
  tags,
  summary: "The follow-up date proposed for new applications, and the daily digest's settings",
  responses: { 200: settingsResponse },
});

export const updateReminderSettings = createRoute({
  method: "patch",
  path: "/settings/reminders",
  tags,
  summary: "Change the reminder settings",
  description:
    "Only the fields sent change. With the digest on, the follow-ups due (open applications whose follow-up date is today or past) are mailed once a day, at digestHour in timeZone, on days when any are due.",
  request: { body: jsonBody(updateReminderSettingsInput.meta({ id: "UpdateReminderSettingsInput" })) },
  responses: { 200: settingsResponse },
});

export const unsubscribeFromDigest = createRoute({
  method: "post",
  path: "/reminders/unsubscribe",
  tags,
  summary: "Turn the daily digest off, from the link in a digest, without signing in",
  description:
    "The token comes from the digest's link. Mail apps post here for their own unsubscribe button (List-Unsubscribe-Post, RFC 8058); any body is ignored.",
  request: { query: z.object({ token: z.string().min(1).max(500) }) },
  responses: {
    200: jsonResponse(
      z.object({ unsubscribed: z.literal(true) }).openapi("Unsubscribed"),
      "The digest is off",
    ),
    400: errorResponse("The token is not one this server made"),
  },
});
