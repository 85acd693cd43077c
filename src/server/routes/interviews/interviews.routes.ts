import { createRoute, z } from "@hono/zod-openapi";
import {
  calendarFeedSchema,
  createInterviewInput,
  defaultDuration,
  interviewSchema,
  newCalendarFeedSchema,
  upcomingInterviewSchema,
  upcomingLimit,
  updateInterviewInput,
} from "@/domain/interviews";
import { errorResponse, jsonBody, jsonResponse, pathId, sessionOnly } from "../../lib/router";

const interviewResponse = interviewSchema.meta({ id: "Interview" });
const idParams = z.object({ id: pathId("id") });
const tags = ["Interviews"];

export const listInterviewsRoute = createRoute({
  method: "get",
  path: "/applications/{id}/interviews",
  tags,
  summary: "The application's interviews, the earliest first",
  request: { params: idParams },
  responses: {
    200: jsonResponse(
      z.object({ items: z.array(interviewResponse) }).meta({ id: "InterviewList" }),
      "The interviews",
    ),
    404: errorResponse("Not one of the user's applications"),
  },
});

export const createInterviewRoute = createRoute({
  method: "post",
  path: "/applications/{id}/interviews",
  tags,
  summary: "Add an interview to the application",
  description: `startsAt (and endsAt) are wall-clock times in timeZone, as the invitation gives them. The end is endsAt, or durationMinutes after the start, or ${defaultDuration} minutes after it when neither is given. The outcome is Pending until changed.`,
  request: {
    params: idParams,
    body: jsonBody(createInterviewInput.meta({ id: "CreateInterviewInput" })),
  },
  responses: {
    201: jsonResponse(interviewResponse, "The interview"),
    404: errorResponse("Not one of the user's applications"),
  },
});

export const updateInterviewRoute = createRoute({
  method: "patch",
  path: "/interviews/{id}",
  tags,
  summary: "Change some of an interview",
  description:
    "Only the fields sent change. A new startsAt keeps the length unless endsAt or durationMinutes is sent too; a new timeZone keeps the wall-clock times.",
  request: {
    params: idParams,
    body: jsonBody(updateInterviewInput.meta({ id: "UpdateInterviewInput" })),
  },
  responses: {
    200: jsonResponse(interviewResponse, "The saved interview"),
    404: errorResponse("Not one of the user's interviews"),
  },
});

export const deleteInterviewRoute = createRoute({
  method: "delete",
  path: "/interviews/{id}",
  tags,
  summary: "Delete an interview",
  request: { params: idParams },
  responses: {
    204: { description: "Deleted" },
    404: errorResponse("Not one of the user's interviews"),
  },
});

export const upcomingInterviewsRoute = createRoute({
  method: "get",
  path: "/interviews/upcoming",
  tags,
  summary: `The next ${upcomingLimit} interviews not over yet and not cancelled, the soonest first`,
  responses: {
    200: jsonResponse(
      z.object({ items: z.array(upcomingInterviewSchema.meta({ id: "UpcomingInterview" })) }).meta({
        id: "UpcomingInterviews",
      }),
      "The upcoming interviews, each with its application's company and job title",
    ),
  },
});

const calendarTags = ["Calendar feed"];

export const getCalendarFeedRoute = sessionOnly(
  createRoute({
    method: "get",
    path: "/settings/calendar",
    tags: calendarTags,
    summary: "Whether the private calendar address is live, since when and when it was last read",
    responses: { 200: jsonResponse(calendarFeedSchema.meta({ id: "CalendarFeed" }), "The feed's state") },
  }),
);

export const createCalendarFeedRoute = sessionOnly(
  createRoute({
    method: "post",
    path: "/settings/calendar",
    tags: calendarTags,
    summary: "Make a new private calendar address; an earlier one stops working",
    description:
      "The address is in this answer only: the server keeps a hash of its token, never the token. Calendar apps subscribe to it (RFC 5545); it holds the interviews and the follow-ups, each with a reminder the day before.",
    responses: {
      201: jsonResponse(
        newCalendarFeedSchema.meta({ id: "NewCalendarFeed" }),
        "The new address, shown this once",
      ),
    },
  }),
);

export const revokeCalendarFeedRoute = sessionOnly(
  createRoute({
    method: "delete",
    path: "/settings/calendar",
    tags: calendarTags,
    summary: "Turn the calendar feed off: its address answers 401 from now on",
    responses: { 204: { description: "Turned off (or was off)" } },
  }),
);

export const readCalendarFeedRoute = createRoute({
  method: "get",
  path: "/calendar/{token}",
  tags: calendarTags,
  summary: "The calendar feed (iCalendar), read by calendar apps without signing in",
  description: "The token is the last part of the address made in the settings (with or without .ics).",
  request: {
    params: z.object({
      token: z
        .string()
        .max(200)
        .openapi({ param: { name: "token", in: "path" } }),
    }),
  },
  responses: {
    200: {
      description: "The interviews (from 90 days ago) and follow-ups (from 30 days ago), as text/calendar",
      content: { "text/calendar": { schema: z.string() } },
    },
    401: errorResponse("Not a live calendar address: never made, replaced or turned off"),
  },
});
