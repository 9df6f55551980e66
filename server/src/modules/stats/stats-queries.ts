import type { SocialType } from '@kairos/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  inDays,
  piecesOf,
  rollupUnits,
  rowUnits,
  splitByUtcDays,
  unionPieces,
  type LocalUnits,
  type Window,
} from './stats-windows';
import { accountFilters, between, engagement, filters, rows, type StatsScope } from './stats-sql';

export type { Window } from './stats-windows';
export type { StatsScope } from './stats-sql';
export { failureReasons, topPosts, type FailureRow, type TopPostRow } from './stats-lists';

export interface StateCountRow {
  account_id: string;
  state: string;
  current: boolean;
  count: number;
}

/**
 * Targets per account and state, in the range (current) and the one before: the whole UTC days from
 * `stats_days` (by figure: a state of each, which the service counts the same), the rest from the
 * rows through the calendar's date index.
 */
export function countStates(db: Executor, scope: StatsScope, previousStart: Date, window: Window) {
  const previous = splitByUtcDays({ start: previousStart, end: window.start });
  const current = splitByUtcDays(window);
  const days = (split: typeof current, isCurrent: boolean) =>
    sql`select rollup.account_id, rollup.figure, ${sql.raw(String(isCurrent))} as current, rollup.targets as count
      from stats_days rollup
      where rollup.calendar_id = ${scope.calendarId}::uuid and ${inDays(sql`rollup.day`, split)}
        ${accountFilters(scope, sql`rollup.account_id`)}`;
  return rows<StateCountRow>(
    db,
    sql`select account_id, state, current, sum(count)::int4 as count from (
        ${days(previous, false)}
        union all
        ${days(current, true)}
        ${unionPieces(
          piecesOf(previous, current),
          (within) => sql`select target.account_id, target.state,
              target.post_date >= ${window.start.toISOString()}::timestamptz, count(*)::int4
            from publish_targets target
            where target.calendar_id = ${scope.calendarId}::uuid and ${within(sql`target.post_date`)}
              ${filters(scope)}
            group by 1, 2, 3`,
        )}
      ) counted (account_id, state, current, count)
      group by 1, 2, 3`,
  );
}

/**
 * The latest metrics of the published targets of a window, read from post_metrics by its own
 * (calendar, post date) index: it carries the account and the network, so no join is needed.
 */
function metricsIn(scope: StatsScope, window: Window): SQL {
  return sql`post_metrics metric
    where metric.calendar_id = ${scope.calendarId}::uuid
      and metric.post_date >= ${window.start.toISOString()}::timestamptz
      and metric.post_date < ${window.end.toISOString()}::timestamptz ${metricFilters(scope, sql`metric`)}`;
}

/** The filters on post_metrics or stats_day_metrics (both carry the account and the network). */
function metricFilters(scope: StatsScope, table: SQL): SQL {
  const network = scope.socialMedia ? sql`and ${table}.social_media = ${scope.socialMedia}` : sql``;
  const account = scope.accountId ? sql`and ${table}.account_id = ${scope.accountId}::uuid` : sql``;
  return sql`${network} ${account}`;
}

/**
 * The metrics of a window as (current, account, sums) rows: the whole UTC days from
 * `stats_day_metrics`, the pieces around them from post_metrics. Sums are null where nothing was read.
 */
function metricSums(scope: StatsScope, windows: { window: Window; current: boolean }[]): SQL {
  const parts = windows.map(({ window, current }) => {
    const split = splitByUtcDays(window);
    const flag = sql.raw(String(current));
    return sql`select ${flag} as current, rollup.account_id, rollup.likes, rollup.reposts, rollup.replies,
        rollup.impressions, rollup.engagement
      from stats_day_metrics rollup
      where rollup.calendar_id = ${scope.calendarId}::uuid and ${inDays(sql`rollup.day`, split)}
        ${metricFilters(scope, sql`rollup`)}
      ${unionPieces(
        split.pieces,
        (within) => sql`select ${flag}, metric.account_id, metric.likes, metric.reposts, metric.replies,
            metric.impressions, ${engagement}
          from post_metrics metric
          where metric.calendar_id = ${scope.calendarId}::uuid and ${within(sql`metric.post_date`)}
            ${metricFilters(scope, sql`metric`)}`,
      )}`;
  });
  return sql`(${sql.join(parts, sql` union all `)}) sums (current, account_id, likes, reposts, replies, impressions, engagement)`;
}

export interface EngagementRow {
  current: boolean;
  likes: number;
  reposts: number;
  replies: number;
  impressions: number | null;
  engagement: number;
}

/** Engagement totals of the range and the one before. */
export function engagementTotals(db: Executor, scope: StatsScope, previousStart: Date, window: Window) {
  return rows<EngagementRow>(
    db,
    sql`select current, coalesce(sum(likes), 0)::int4 as likes, coalesce(sum(reposts), 0)::int4 as reposts,
        coalesce(sum(replies), 0)::int4 as replies, sum(impressions)::int4 as impressions,
        coalesce(sum(engagement), 0)::int4 as engagement
      from ${metricSums(scope, [
        { window: { start: previousStart, end: window.start }, current: false },
        { window, current: true },
      ])}
      group by 1`,
  );
}

export interface LagRow {
  count: number;
  p50: number | null;
  p95: number | null;
}

/**
 * Seconds from due to sent of the range's published targets, from the published index alone. The
 * seconds are `extract(epoch ...)::float8`, computed in numeric; under a day apart (the interval then
 * has no days) `date_part` gives the same double (microseconds / 1e6, rounded once) without numeric.
 */
export function publishLag(db: Executor, scope: StatsScope, window: Window) {
  const lag = sql`(case when target.sent_at > target.post_date - interval '24 hours'
      and target.sent_at < target.post_date + interval '24 hours'
    then date_part('epoch', target.sent_at - target.post_date)
    else extract(epoch from target.sent_at - target.post_date)::float8 end)`;
  return rows<LagRow>(
    db,
    sql`select count(target.sent_at)::int4 as count,
        percentile_cont(0.5) within group (order by ${lag}) as p50,
        percentile_cont(0.95) within group (order by ${lag}) as p95
      from publish_targets target
      where target.calendar_id = ${scope.calendarId}::uuid and target.state = 'published'
        and ${between(window)} ${filters(scope)}`,
  );
}

export interface EngagementByAccountRow {
  account_id: string;
  engagement: number;
}

export function engagementByAccount(db: Executor, scope: StatsScope, window: Window) {
  return rows<EngagementByAccountRow>(
    db,
    sql`select account_id, coalesce(sum(engagement), 0)::int4 as engagement
      from ${metricSums(scope, [{ window, current: true }])} group by 1`,
  );
}

export interface DayRow {
  day: string;
  social_media: SocialType;
  published: number;
  engagement: number;
}

/**
 * The local units of a window (see stats-windows.ts): from `stats_hours` unless the range is one
 * account's (the rollup has networks, not accounts) or the zone's offsets are not whole quarter hours,
 * then from the rows, each in the quarter hour of its post date. `metrics`: with the engagement too.
 */
function localUnits(
  scope: StatsScope,
  window: Window,
  network: 'each' | 'all',
  metrics: boolean,
): LocalUnits {
  const fromRollup = scope.accountId
    ? null
    : rollupUnits(
        scope.calendarId,
        window,
        scope.timeZone,
        scope.socialMedia ?? (network === 'all' ? '' : null),
      );
  if (fromRollup) return fromRollup;
  const quarter = (column: SQL) => sql`floor(extract(epoch from ${column}) / 900)::int4`;
  const published = sql`select ${quarter(sql`target.post_date`)} as quarter, target.social_media, 1 as p,
      0 as e, 0 as m
    from publish_targets target
    where target.calendar_id = ${scope.calendarId}::uuid and target.state = 'published'
      and ${between(window)} ${filters(scope)}`;
  const read = sql`select ${quarter(sql`metric.post_date`)}, metric.social_media, 0, coalesce(${engagement}, 0), 1
    from ${metricsIn(scope, window)}`;
  return rowUnits(metrics ? sql`${published} union all ${read}` : published, window, scope.timeZone);
}

/** 'YYYY-MM-DD' of a count of days since 1970. */
const dayText = (days: SQL) => sql`(date '1970-01-01' + ${days})::text`;

/**
 * Published targets and their engagement per day of the user's zone and network: a day with either
 * (a published target or a post_metrics row) is listed.
 */
export function publishedPerDay(db: Executor, scope: StatsScope, window: Window) {
  return rows<DayRow>(
    db,
    sql`with ${localUnits(scope, window, 'each', true)}
      select ${dayText(sql`day`)} as day, social_media, published, engagement from (
        select local_hour / 24 as day, social_media, sum(p)::int4 as published, sum(e)::int4 as engagement
        from units group by 1, 2 having sum(p) > 0 or sum(m) > 0
      ) days order by 1, 2`,
  );
}

export interface HourRow {
  weekday: number;
  hour: number;
  published: number;
}

/** Published targets per hour of the user's week (ISO weekday: 1 January 1970 was a Thursday, 4). */
export function publishedPerHourOfWeek(db: Executor, scope: StatsScope, window: Window) {
  return rows<HourRow>(
    db,
    sql`with ${localUnits(scope, window, 'all', false)}
      select ((local_hour / 24 + 3) % 7 + 1)::int4 as weekday, (local_hour % 24)::int4 as hour,
        sum(p)::int4 as published
      from units group by 1, 2 having sum(p) > 0 order by 1, 2`,
  );
}

/** Published targets per day of the user's zone over a window (the year heatmap). */
export function publishedPerLocalDay(db: Executor, scope: StatsScope, window: Window) {
  return rows<{ day: string; published: number }>(
    db,
    sql`with ${localUnits(scope, window, 'all', false)}
      select ${dayText(sql`day`)} as day, published from (
        select local_hour / 24 as day, sum(p)::int4 as published from units group by 1 having sum(p) > 0
      ) days order by 1`,
  );
}

export interface ShareRow {
  campaign: number;
  library: number;
  other: number;
}

/** Published targets by origin: the whole UTC days from `stats_days`, the rest with their posts. */
export function publishedShare(db: Executor, scope: StatsScope, window: Window) {
  const split = splitByUtcDays(window);
  return rows<ShareRow>(
    db,
    sql`select coalesce(sum(campaign), 0)::int4 as campaign, coalesce(sum(library), 0)::int4 as library,
        coalesce(sum(targets - campaign - library), 0)::int4 as other
      from (
        select rollup.targets, rollup.campaign, rollup.library
        from stats_days rollup
        where rollup.calendar_id = ${scope.calendarId}::uuid and rollup.figure = 'published'
          and ${inDays(sql`rollup.day`, split)} ${accountFilters(scope, sql`rollup.account_id`)}
        ${unionPieces(
          split.pieces,
          (within) => sql`select 1, (post.campaign_id is not null)::int4,
              (post.campaign_id is null and post.library_post_id is not null)::int4
            from publish_targets target join posts post on post.id = target.post_id
              and post.calendar_id = ${scope.calendarId}::uuid
              and post.post_date >= ${window.start.toISOString()}::timestamptz
              and post.post_date < ${window.end.toISOString()}::timestamptz
            where target.calendar_id = ${scope.calendarId}::uuid and target.state = 'published'
              and ${within(sql`target.post_date`)} ${filters(scope)}`,
        )}
      ) published (targets, campaign, library)`,
  );
}
