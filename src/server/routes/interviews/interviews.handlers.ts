import type { CalendarFeeds } from "../../calendar/calendar-feed";
import type { Interviews } from "../../interviews/interviews";
import { createProtectedRouter, createPublicRouter } from "../../lib/router";
import {
  createCalendarFeedRoute,
  createInterviewRoute,
  deleteInterviewRoute,
  getCalendarFeedRoute,
  listInterviewsRoute,
  readCalendarFeedRoute,
  revokeCalendarFeedRoute,
  upcomingInterviewsRoute,
  updateInterviewRoute,
} from "./interviews.routes";

export function interviewsRouter(interviews: Interviews, feeds: CalendarFeeds) {
  return createProtectedRouter()
    .openapi(listInterviewsRoute, async (c) =>
      c.json({ items: await interviews.list(c.var.user.id, c.req.valid("param").id) }, 200),
    )
    .openapi(createInterviewRoute, async (c) =>
      c.json(await interviews.create(c.var.user.id, c.req.valid("param").id, c.req.valid("json")), 201),
    )
    .openapi(upcomingInterviewsRoute, async (c) =>
      c.json({ items: await interviews.upcoming(c.var.user.id) }, 200),
    )
    .openapi(updateInterviewRoute, async (c) =>
      c.json(await interviews.update(c.var.user.id, c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(deleteInterviewRoute, async (c) => {
      await interviews.remove(c.var.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(getCalendarFeedRoute, async (c) => c.json(await feeds.get(c.var.user.id), 200))
    .openapi(createCalendarFeedRoute, async (c) => c.json(await feeds.create(c.var.user.id), 201))
    .openapi(revokeCalendarFeedRoute, async (c) => {
      await feeds.revoke(c.var.user.id);
      return c.body(null, 204);
    });
}

export function calendarFeedRouter(feeds: CalendarFeeds) {
  return createPublicRouter().openapi(readCalendarFeedRoute, async (c) =>
    c.body(await feeds.read(c.req.valid("param").token), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="jobtrail.ics"',
      "Cache-Control": "private, no-store",
    }),
  );
}
