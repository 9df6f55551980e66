import { topPostsMax } from '@kairos/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';

/**
 * The stats rollups (decision 0118): per UTC day of a calendar, its targets by account and figure with
 * their origins (`stats_days`), its metrics' sums (`stats_day_metrics`), published targets and engagement by
 * quarter hour (`stats_hours`) and the candidates for the top posts (`stats_day_top`). Each is
 * computed from the rows of that day only. Triggers mark the days a write touches (`stats_dirty_days`,
 * one row per transaction): statement triggers on the targets, row triggers that fire only when a
 * counted column changed on posts and readings (migration 0021); a stats read recomputes the marked
 * days of its calendar first, and the worker does it for every calendar between its metrics readings.
 */

/** pg_advisory_xact_lock(class, calendar): one refresh of a calendar at a time. */
const lockClass = 118;

async function rows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}

/**
 * Brings the calendar's rollups up to date with every write committed before it, and returns how many
 * days it recomputed. Refreshes of one calendar take turns (an advisory lock), so a later one always
 * reads newer rows than an earlier one; the marks it takes are those it could see, and each statement
 * after that reads at least what those marks stood for. A write still running keeps its mark for the
 * next refresh.
 */
export async function refreshStatsRollup(db: Database, calendarId: string): Promise<number> {
  const pending = await rows(
    db,
    sql`select 1 from stats_dirty_days where calendar_id = ${calendarId}::uuid limit 1`,
  );
  if (pending.length === 0) return 0;
  return db.transaction(async (tx) => {
    // No JIT: compiling costs more than these statements, whose row counts the planner overestimates.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${lockClass}::int4, hashtext(${calendarId})), set_config('jit', 'off', true)`,
    );
    const taken = await rows<{ day: string; targets: boolean }>(
      tx,
      sql`with taken as (
          delete from stats_dirty_days where calendar_id = ${calendarId}::uuid returning day, kind
        ), days as (
          select day, bool_or(kind = 'targets') as targets from taken group by day
        ), gone_days as (
          delete from stats_days rollup using days
          where rollup.calendar_id = ${calendarId}::uuid and rollup.day = days.day and days.targets
        ), gone_metrics as (
          delete from stats_day_metrics rollup using days
          where rollup.calendar_id = ${calendarId}::uuid and rollup.day = days.day
        ), gone_hours as (
          delete from stats_hours rollup using days
          where rollup.calendar_id = ${calendarId}::uuid
            and rollup.quarter >= (days.day - date '1970-01-01') * 96
            and rollup.quarter < (days.day - date '1970-01-01' + 1) * 96
        ), gone_top as (
          delete from stats_day_top rollup using days
          where rollup.calendar_id = ${calendarId}::uuid and rollup.day = days.day
        )
        select day::text as day, targets from days`,
    );
    if (taken.length === 0) return 0;
    await recompute(
      tx,
      calendarId,
      taken.map((row) => row.day),
      taken.filter((row) => row.targets).map((row) => row.day),
    );
    return taken.length;
  });
}

/**
 * The rollup rows of `days` (UTC, 'YYYY-MM-DD'), from the calendar's targets, metrics and posts;
 * `stats_days` only for `targetDays` (a day only read again has the same targets and origins).
 */
export async function recompute(
  db: Executor,
  calendarId: string,
  days: readonly string[],
  targetDays: readonly string[],
): Promise<void> {
  const calendar = sql`${calendarId}::uuid`;
  // The days as ranges of instants, consecutive days made one: constant bounds, which the planner
  // estimates (a join with the list of days looked like 16,000 rows a day and brought in the JIT).
  const inDays = (column: SQL, list: readonly string[]) =>
    list.length === 0
      ? sql`false`
      : sql`(${sql.join(
          dayRanges(list).map(
            ([from, to]) => sql`(${column} >= ${from}::timestamptz and ${column} < ${to}::timestamptz)`,
          ),
          sql` or `,
        )})`;
  const quarter = (column: SQL) => sql`floor(extract(epoch from ${column}) / 900)::int4`;
  // The days' targets and metrics are read once each (one index range per day).
  await db.execute(sql`
    with targets as materialized (
      select stats_day(target.post_date) as day, target.id, target.account_id, target.social_media, target.state,
        target.post_id, target.post_date, ${quarter(sql`target.post_date`)} as quarter
      from publish_targets target
      where target.calendar_id = ${calendar} and ${inDays(sql`target.post_date`, days)}
    ), metrics as materialized (
      select stats_day(metric.post_date) as day, metric.target_id, metric.account_id, metric.social_media,
        metric.likes, metric.reposts, metric.replies, metric.impressions,
        metric.likes + metric.reposts + metric.replies as engagement, ${quarter(sql`metric.post_date`)} as quarter
      from post_metrics metric
      where metric.calendar_id = ${calendar} and ${inDays(sql`metric.post_date`, days)}
    ), posts_of_days as (
      select post.id, post.campaign_id, post.library_post_id from posts post
      where post.calendar_id = ${calendar} and ${inDays(sql`post.post_date`, targetDays)}
    ), day_rows as (
      insert into stats_days (calendar_id, day, account_id, figure, targets, campaign, library)
      select ${calendar}, targets.day, targets.account_id, stats_figure(targets.state), count(*)::int4,
        count(coalesce(post.campaign_id, other.campaign_id))::int4,
        count(coalesce(post.library_post_id, other.library_post_id))
          filter (where coalesce(post.campaign_id, other.campaign_id) is null)::int4
      from targets
      left join posts_of_days post on post.id = targets.post_id and targets.state = 'published'
      -- A post dated another day than its target (its creation date for one without a date), by its key.
      left join lateral (
        select other.campaign_id, other.library_post_id from posts other
        where other.id = targets.post_id and targets.state = 'published' and post.id is null offset 0
      ) other on true
      where stats_figure(targets.state) is not null
        and ${inDays(sql`targets.day::timestamp at time zone 'UTC'`, targetDays)}
      group by 2, 3, 4
    ), metric_rows as (
      insert into stats_day_metrics (calendar_id, day, account_id, social_media, likes, reposts, replies,
        impressions, engagement)
      select ${calendar}, day, account_id, social_media, sum(likes)::int4, sum(reposts)::int4, sum(replies)::int4,
        sum(impressions)::int4, sum(engagement)::int4
      from metrics group by 2, 3, 4
    ), units as (
      select quarter, social_media, 1 as published, 0 as engagement, 0 as metrics
      from targets where state = 'published'
      union all
      select quarter, social_media, 0, coalesce(engagement, 0), 1 from metrics
    ), hour_rows as (
      insert into stats_hours (calendar_id, quarter, social_media, p0, p1, p2, p3, e0, e1, e2, e3, m0, m1, m2, m3)
      select ${calendar}, quarter - quarter % 4, coalesce(social_media, ''),
        ${quarterSums('published')}, ${quarterSums('engagement')}, ${quarterSums('metrics')}
      from units group by grouping sets ((quarter - quarter % 4, social_media), (quarter - quarter % 4))
    ), ranked as (
      select metrics.day, metrics.target_id, metrics.engagement,
        coalesce(target.post_date, moved.post_date) as post_date,
        coalesce(target.day = metrics.day, false) as same_day,
        rank() over (partition by metrics.day, coalesce(target.day = metrics.day, false)
          order by metrics.engagement desc) as rank
      from metrics
      -- A target of the days recomputed: dated the metric's day or, moved, another of them.
      left join targets target on target.id = metrics.target_id
      -- A target dated a day not recomputed (its post moved after it was published), by its key.
      left join lateral (
        select moved.state, moved.post_date from publish_targets moved
        where moved.id = metrics.target_id and target.id is null offset 0
      ) moved on true
      where metrics.engagement is not null and coalesce(target.state, moved.state) = 'published'
    ), top_rows as (
      insert into stats_day_top (calendar_id, day, target_id, engagement, post_date)
      select ${calendar}, day, target_id, engagement, post_date from ranked
      where not same_day or rank <= ${topPostsMax}
    )
    select 1`);
}

/** Sorted 'YYYY-MM-DD' days as [from, to) instants, each run of consecutive days one range. */
function dayRanges(days: readonly string[]): [string, string][] {
  const dayMs = 86_400_000;
  const ranges: [number, number][] = [];
  for (const start of days.map((day) => Date.parse(`${day}T00:00:00Z`)).sort((a, b) => a - b)) {
    const last = ranges[ranges.length - 1];
    if (last && last[1] === start) last[1] = start + dayMs;
    else ranges.push([start, start + dayMs]);
  }
  return ranges.map(([from, to]) => [new Date(from).toISOString(), new Date(to).toISOString()]);
}

/** The four quarter hours' sums of a unit column, each its own column. */
function quarterSums(column: string) {
  return sql.raw(
    [0, 1, 2, 3].map((k) => `coalesce(sum(${column}) filter (where quarter % 4 = ${k}), 0)::int4`).join(', '),
  );
}

/**
 * The worker's share: the calendars with marked days, a few at a time, oldest marks first, so the
 * marks of a calendar nobody reads do not pile up and the next read finds little to do.
 */
export async function refreshMarkedCalendars(db: Database, limit: number): Promise<number> {
  const calendars = await rows<{ calendar_id: string }>(
    db,
    sql`select calendar_id from stats_dirty_days group by calendar_id order by min(tx) limit ${limit}`,
  );
  let days = 0;
  for (const { calendar_id: calendarId } of calendars) days += await refreshStatsRollup(db, calendarId);
  return days;
}
