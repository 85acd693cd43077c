// Analytics: one SQL statement over the user's applications and their status
// history returns every aggregate the Analytics tab shows; TypeScript only divides, orders
// and expands the Sankey's groups into links. The words behind each number are
// `analyticsDefinitions` in src/domain/analytics.ts; docs/decisions/0007 records the rules.
import { type SQL, sql } from "drizzle-orm";
import {
  type Analytics,
  type AnalyticsQuery,
  activeStatuses,
  conversionSteps,
  type FlowNode,
  flowNodes,
  rejectionStatuses,
  responseStatuses,
  responseTimeBuckets,
} from "@/domain/analytics";
import { type ApplicationStatus, applicationStatuses } from "@/domain/applications";
import { dateBounds, todayUtc } from "@/domain/dates";
import { ghostDefaults, ghostStages } from "@/domain/ghosting";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows";
import { AppError } from "../errors";

/**
 * The stages an application's history reached, and the closed status it is in today (if
 * any); the Sankey's flows are built from these groups.
 */
type FlowGroup = {
  reachedInterviewing: boolean;
  reachedOffer: boolean;
  outcome: ApplicationStatus | null;
  count: number;
};

/** What the statement returns; the rest of `Analytics` is derived from it below. */
type AnalyticsRow = Omit<
  Analytics,
  "range" | "rates" | "statuses" | "responseTimes" | "flows" | "conversion"
> & {
  statuses: { status: ApplicationStatus; count: number }[];
  responseTimes: number[];
  flows: FlowGroup[];
  /** The median days from applying to each conversion step's end, in order, with how many it covers. */
  stepDays: { median: number | null; dated: number }[];
};

/** Closed statuses end a flow; an open one that never got an answer ends in "No response yet". */
const closedStatuses = applicationStatuses.filter(
  (status) => !(activeStatuses as readonly string[]).includes(status),
);

/** The sources listed one by one; the rest are summed into `otherSources`. */
const listedSources = 8;

/**
 * A list of our own constants as SQL literals. Literals, not parameters: the planner can
 * then match `status in (...)` to the partial index on the history's responses.
 */
function literals(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "));
}

/** The Monday of the week holding `day` (a date expression). */
const mondayOf = (day: SQL) => sql`(${day} - (extract(isodow from ${day})::int - 1))`;

async function getAnalytics(db: Database, userId: string, query: AnalyticsQuery): Promise<Analytics> {
  const today = todayUtc();
  const from = query.from ?? null;
  const to = query.to ?? today;
  // With no end date the range ends today: a start after today is as wrong as one after `to`.
  if (from && from > to) {
    throw new AppError("VALIDATION_ERROR", undefined, {
      from: "The start date must be on or before the end date",
    });
  }

  const toDay = sql`${to}::date`;
  const median = sql`round(percentile_cont(0.5) within group (order by days)::numeric, 1)`;
  // With no start, the earliest a range may start: an application whose year was mistyped
  // ("0202") would otherwise stretch "all time" over a hundred thousand weeks.
  const inRange = sql`a.application_date between ${from ?? dateBounds.earliest}::date and ${toDay}`;
  // Ghosted: waiting on the company longer than the user's limit for the stage (their
  // settings, or the defaults before they change them). The rule of src/domain/ghosting.ts.
  const limit = (column: string, fallback: number) =>
    sql`(select case when exists (select from reminder_settings where user_id = ${userId})
      then (select ${sql.raw(column)} from reminder_settings where user_id = ${userId}) else ${fallback}::int end)`;
  const ghosted = sql`coalesce(a.archived_at is null and a.status in (${literals(Object.keys(ghostStages))})
    and ${today}::date - greatest(coalesce(a.status_date, a.application_date), a.waiting_since)
      >= case a.status when 'Applied' then ${limit("ghost_after_applied", ghostDefaults.ghostAfterApplied)}
        else ${limit("ghost_after_interview", ghostDefaults.ghostAfterInterview)} end, false)`;
  const bucketCounts = sql.join(
    responseTimeBuckets.map(({ min, max }) =>
      max === null
        ? sql`coalesce(sum(applications) filter (where days >= ${sql.raw(String(min))}), 0)::int`
        : sql`coalesce(sum(applications) filter (where days between ${sql.raw(String(min))} and ${sql.raw(String(max))}), 0)::int`,
    ),
    sql`, `,
  );

  // One pass over the user's applications in the range, each joined to its history's answers
  // (first response date, ever Interviewing, ever Offer), grouped two ways at once: by
  // application date (the time series) and by source, status and stages reached (everything
  // else). The response times travel as arrays so the median needs no second pass.
  // "Interviewed" is the definition's "reached Interviewing or Offer"; the Sankey needs the
  // stages themselves (an offer can come without a logged interview).
  const statement = sql`
    with cube as materialized (
      select
        grouping(a.application_date) = 0 as per_day,
        a.application_date as day,
        a.source,
        a.status,
        coalesce(r.reached_interviewing, false) as reached_interviewing,
        coalesce(r.reached_offer, false) as reached_offer,
        a.ghosted,
        count(*)::int as applications,
        count(r.application_id)::int as responded,
        array_agg(greatest(r.first_response - a.application_date, 0))
          filter (where r.first_response is not null) as response_days,
        array_agg(greatest(r.first_interview - a.application_date, 0))
          filter (where r.first_interview is not null) as interview_days,
        array_agg(greatest(r.first_offer - a.application_date, 0))
          filter (where r.first_offer is not null) as offer_days
      -- Ghosted worked out once per row, so the grouping sees one column (a subquery the
      -- planner flattens: the indexes on applications still serve the range).
      from (select a.*, ${ghosted} as ghosted from applications a) a
      left join (
        select
          h.application_id,
          -- An answer on a day the user does not know still counts as an answer, but the
          -- first response's day is then unknown: it stays out of the response times.
          case when bool_and(h.date is not null) then min(h.date) end as first_response,
          bool_or(h.status = 'Interviewing') as reached_interviewing,
          bool_or(h.status = 'Offer') as reached_offer,
          -- The first interview (Interviewing, or an Offer with none logged) and the first
          -- offer, by the same rule: a date left unknown makes the step's day unknown.
          case when bool_and(h.date is not null) filter (where h.status in ('Interviewing', 'Offer'))
            then min(h.date) filter (where h.status in ('Interviewing', 'Offer')) end as first_interview,
          case when bool_and(h.date is not null) filter (where h.status = 'Offer')
            then min(h.date) filter (where h.status = 'Offer') end as first_offer
        from application_status_history h
        where h.user_id = ${userId} and h.status in (${literals(responseStatuses)})
        group by h.application_id
      ) r on r.application_id = a.id
      where a.user_id = ${userId} and ${inRange}
      group by grouping sets (
        (a.application_date),
        (a.source, a.status, coalesce(r.reached_interviewing, false), coalesce(r.reached_offer, false), a.ghosted)
      )
    ),
    outcomes as (
      select *, reached_interviewing or reached_offer as interviewed from cube where not per_day
    ),
    days as (select day, applications from cube where per_day),
    response_days as materialized (select unnest(response_days) as days from outcomes),
    response_histogram as (select days, count(*)::int as applications from response_days group by days),
    bounds as (
      select
        ${mondayOf(toDay)} as this_week,
        -- The series start at the range's start, or at the first application when it has none.
        case when exists (select from days) then coalesce(${from}::date, (select min(day) from days)) end
          as first_day
    ),
    per_week as (select ${mondayOf(sql`day`)} as period, sum(applications)::int as count from days group by 1),
    per_month as (
      select date_trunc('month', day::timestamp)::date as period, sum(applications)::int as count
      from days group by 1
    ),
    per_source as (
      select
        source,
        sum(applications)::int as applications,
        sum(responded)::int as responded,
        coalesce(sum(applications) filter (where interviewed), 0)::int as interviewed,
        coalesce(sum(applications) filter (where reached_offer), 0)::int as offers,
        -- Ties by name, in code-point order so both databases agree whatever their collation.
        row_number() over (order by sum(applications) desc, source collate "C" nulls last) as rank
      from outcomes
      group by source
    )
    select json_build_object(
      'totals', (
        select json_build_object(
          'applications', coalesce(sum(applications), 0)::int,
          'active', coalesce(sum(applications) filter (where status in (${literals(activeStatuses)})), 0)::int,
          'responded', coalesce(sum(responded), 0)::int,
          'ghosted', coalesce(sum(applications) filter (where ghosted), 0)::int,
          'interviewed', coalesce(sum(applications) filter (where interviewed), 0)::int,
          'offers', coalesce(sum(applications) filter (where reached_offer), 0)::int,
          'rejected', coalesce(sum(applications) filter (where status in (${literals(rejectionStatuses)})), 0)::int
        )
        from outcomes
      ),
      'stepDays', json_build_array(
        (select json_build_object('median', ${median}, 'dated', count(*)::int) from response_days),
        (
          select json_build_object('median', ${median}, 'dated', count(*)::int)
          from outcomes cross join lateral unnest(interview_days) as steps(days)
        ),
        (
          select json_build_object('median', ${median}, 'dated', count(*)::int)
          from outcomes cross join lateral unnest(offer_days) as steps(days)
        )
      ),
      'daysToFirstResponse', (
        select json_build_object(
          'median', ${median},
          'average', round(avg(days), 1),
          'dated', count(*)::int
        )
        from response_days
      ),
      'weeks', (
        select json_build_object(
          'thisWeekStart', this_week,
          'thisWeek', (select coalesce(sum(applications), 0)::int from days where day >= this_week),
          'lastWeek', (
            select coalesce(sum(applications), 0)::int from days
            where day >= this_week - 7 and day < this_week
          )
        )
        from bounds
      ),
      'overTime', json_build_object(
        'week', (
          select coalesce(json_agg(json_build_object('period', s.period::date, 'count', coalesce(w.count, 0))
            order by s.period), '[]')
          from bounds
          cross join lateral generate_series(
            ${mondayOf(sql`first_day`)}::timestamp, this_week::timestamp, interval '1 week'
          ) as s(period)
          left join per_week w on w.period = s.period::date
        ),
        'month', (
          select coalesce(json_agg(json_build_object('period', s.period::date, 'count', coalesce(m.count, 0))
            order by s.period), '[]')
          from bounds
          cross join lateral generate_series(
            date_trunc('month', first_day::timestamp), date_trunc('month', ${toDay}::timestamp), interval '1 month'
          ) as s(period)
          left join per_month m on m.period = s.period::date
        )
      ),
      'statuses', (
        select json_agg(json_build_object('status', s.status, 'count', coalesce(c.count, 0)) order by s.position)
        from unnest(array[${literals(applicationStatuses)}]::text[]) with ordinality as s(status, position)
        left join (select status, sum(applications)::int as count from outcomes group by status) c
          on c.status = s.status
      ),
      'sources', (
        select coalesce(json_agg(json_build_object(
          'source', source, 'applications', applications, 'responded', responded,
          'interviewed', interviewed, 'offers', offers
        ) order by rank), '[]')
        from per_source where rank <= ${sql.raw(String(listedSources))}
      ),
      'otherSources', (
        select json_build_object(
          'applications', sum(applications)::int, 'responded', sum(responded)::int,
          'interviewed', sum(interviewed)::int, 'offers', sum(offers)::int, 'sources', count(*)::int
        )
        from per_source where rank > ${sql.raw(String(listedSources))}
        having count(*) > 0
      ),
      'responseTimes', (select json_build_array(${bucketCounts}) from response_histogram),
      'flows', (
        select coalesce(json_agg(json_build_object(
          'reachedInterviewing', reached_interviewing, 'reachedOffer', reached_offer,
          'outcome', outcome, 'count', count
        )), '[]')
        from (
          select
            reached_interviewing,
            reached_offer,
            case when status in (${literals(closedStatuses)}) then status end as outcome,
            sum(applications)::int as count
          from outcomes
          group by 1, 2, 3
        ) f
      )
    )::text as analytics`;

  const [result] = await rowsOf<{ analytics: string }>(db, statement);
  const row = JSON.parse(result!.analytics) as AnalyticsRow;
  const { totals } = row;
  const rate = (count: number) => (totals.applications === 0 ? null : count / totals.applications);

  return {
    range: { from, to },
    totals,
    rates: {
      response: rate(totals.responded),
      interview: rate(totals.interviewed),
      offer: rate(totals.offers),
      rejection: rate(totals.rejected),
    },
    daysToFirstResponse: row.daysToFirstResponse,
    weeks: row.weeks,
    overTime: row.overTime,
    statuses: row.statuses,
    sources: row.sources,
    otherSources: row.otherSources,
    responseTimes: responseTimeBuckets.map((bucket, index) => ({
      ...bucket,
      count: row.responseTimes[index]!,
    })),
    flows: flowLinks(row.flows),
    conversion: conversionOf(totals, row.stepDays),
  };
}

/** Each step of the funnel: how many of those at one step reached the next, and how soon after applying. */
function conversionOf(
  totals: Analytics["totals"],
  stepDays: AnalyticsRow["stepDays"],
): Analytics["conversion"] {
  const at = [totals.applications, totals.responded, totals.interviewed, totals.offers];
  return conversionSteps.slice(1).map((to, step) => ({
    from: conversionSteps[step]!,
    to,
    reached: at[step + 1]!,
    rate: at[step] === 0 ? null : at[step + 1]! / at[step]!,
    medianDays: stepDays[step]?.median ?? null,
    dated: stepDays[step]?.dated ?? 0,
  }));
}

/**
 * The Sankey's links (ADR 0007): Applied, then Interviewing if reached, then Offer if
 * reached, then the closed status the application is in today. One that was never
 * interviewed or offered and is not closed ends in "No response yet". Every path goes
 * forward through the stages, so the diagram can have no loop.
 */
function flowLinks(groups: readonly FlowGroup[]): Analytics["flows"] {
  const links = new Map<string, { from: FlowNode; to: FlowNode; count: number }>();
  for (const { reachedInterviewing, reachedOffer, outcome, count } of groups) {
    if (count === 0) continue;
    const path: FlowNode[] = ["Applied"];
    if (reachedInterviewing) path.push("Interviewing");
    if (reachedOffer) path.push("Offer");
    if (outcome) path.push(outcome);
    else if (path.length === 1) path.push("No response yet");
    for (let step = 1; step < path.length; step++) {
      const from = path[step - 1]!;
      const to = path[step]!;
      const key = `${from}>${to}`;
      const link = links.get(key) ?? { from, to, count: 0 };
      link.count += count;
      links.set(key, link);
    }
  }
  const order = (node: FlowNode) => flowNodes.indexOf(node);
  return [...links.values()].sort((a, b) => order(a.from) - order(b.from) || order(a.to) - order(b.to));
}

export function createAnalytics(db: Database) {
  return {
    /** The user's figures over a date range (to today when it has no end). */
    get: (userId: string, query: AnalyticsQuery) => getAnalytics(db, userId, query),
  };
}

export type AnalyticsFigures = ReturnType<typeof createAnalytics>;
