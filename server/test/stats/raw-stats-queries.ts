// The stats statements as they read the raw rows before the rollups (decision 0118), kept as the
// reference the rollups' figures must equal (stats-rollup.test.ts). Not used by the server.
import type { SocialType } from '@kairos/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../src/db/database';

/** The targets one stats call reads: a calendar's, between two instants, maybe of one network or account. */
export interface StatsScope {
  calendarId: string;
  socialMedia?: SocialType;
  accountId?: string;
  timeZone: string;
}

export interface Window {
  start: Date;
  end: Date;
}

/** The filters as SQL on `target` (a network by its accounts: the index has the account, not the network). */
function filters(scope: StatsScope): SQL {
  const network = scope.socialMedia
    ? sql`and target.account_id in (select account.id from accounts account
        where account.calendar_id = ${scope.calendarId}::uuid and account.social_media = ${scope.socialMedia})`
    : sql``;
  const account = scope.accountId ? sql`and target.account_id = ${scope.accountId}::uuid` : sql``;
  return sql`${network} ${account}`;
}

function between(window: Window): SQL {
  return sql`target.post_date >= ${window.start.toISOString()}::timestamptz
    and target.post_date < ${window.end.toISOString()}::timestamptz`;
}

async function rows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}

export interface StateCountRow {
  account_id: string;
  state: string;
  current: boolean;
  count: number;
}

/** Targets per account and state, in the range (current) and the one before, from the calendar's date index. */
export function countStates(db: Executor, scope: StatsScope, previousStart: Date, window: Window) {
  return rows<StateCountRow>(
    db,
    sql`select target.account_id, target.state,
        target.post_date >= ${window.start.toISOString()}::timestamptz as current, count(*)::int4 as count
      from publish_targets target
      where target.calendar_id = ${scope.calendarId}::uuid
        and ${between({ start: previousStart, end: window.end })} ${filters(scope)}
      group by 1, 2, 3`,
  );
}

/**
 * The latest metrics of the published targets of a window, read from post_metrics by its own
 * (calendar, post date) index: it carries the account and the network, so no join is needed.
 */
function metricsIn(scope: StatsScope, window: Window): SQL {
  const network = scope.socialMedia ? sql`and metric.social_media = ${scope.socialMedia}` : sql``;
  const account = scope.accountId ? sql`and metric.account_id = ${scope.accountId}::uuid` : sql``;
  return sql`post_metrics metric
    where metric.calendar_id = ${scope.calendarId}::uuid
      and metric.post_date >= ${window.start.toISOString()}::timestamptz
      and metric.post_date < ${window.end.toISOString()}::timestamptz ${network} ${account}`;
}

const engagement = sql`(metric.likes + metric.reposts + metric.replies)`;

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
    sql`select metric.post_date >= ${window.start.toISOString()}::timestamptz as current,
        coalesce(sum(metric.likes), 0)::int4 as likes, coalesce(sum(metric.reposts), 0)::int4 as reposts,
        coalesce(sum(metric.replies), 0)::int4 as replies, sum(metric.impressions)::int4 as impressions,
        coalesce(sum(${engagement}), 0)::int4 as engagement
      from ${metricsIn(scope, { start: previousStart, end: window.end })}
      group by 1`,
  );
}

export interface LagRow {
  count: number;
  p50: number | null;
  p95: number | null;
}

/** Seconds from due to sent of the range's published targets. */
export function publishLag(db: Executor, scope: StatsScope, window: Window) {
  const lag = sql`extract(epoch from target.sent_at - target.post_date)::float8`;
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
    sql`select metric.account_id, coalesce(sum(${engagement}), 0)::int4 as engagement
      from ${metricsIn(scope, window)} group by 1`,
  );
}

export interface DayRow {
  day: string;
  social_media: SocialType;
  published: number;
  engagement: number;
}

/**
 * Published targets and their engagement per day of the user's zone and network. Days are made
 * of quarter hours (every zone's offset is a whole number of them): the zone is applied to the
 * few thousand quarters of the range, not to each row.
 */
export function publishedPerDay(db: Executor, scope: StatsScope, window: Window) {
  const quarter = (column: SQL) => sql`floor(extract(epoch from ${column}) / 900)::int8`;
  return rows<DayRow>(
    db,
    sql`with counted as (
        select ${quarter(sql`target.post_date`)} as quarter, target.social_media, count(*)::int4 as published,
          0 as engagement
        from publish_targets target
        where target.calendar_id = ${scope.calendarId}::uuid and target.state = 'published'
          and ${between(window)} ${filters(scope)}
        group by 1, 2
        union all
        select ${quarter(sql`metric.post_date`)}, metric.social_media, 0, coalesce(sum(${engagement}), 0)::int4
        from ${metricsIn(scope, window)}
        group by 1, 2
      )
      select (to_timestamp(quarter * 900) at time zone ${scope.timeZone})::date::text as day, social_media,
        sum(published)::int4 as published, sum(engagement)::int4 as engagement
      from counted group by 1, 2 order by 1, 2`,
  );
}

export interface HourRow {
  weekday: number;
  hour: number;
  published: number;
}

export function publishedPerHourOfWeek(db: Executor, scope: StatsScope, window: Window) {
  const local = sql`(to_timestamp(quarter * 900) at time zone ${scope.timeZone})`;
  return rows<HourRow>(
    db,
    sql`with quarters as (
        select floor(extract(epoch from target.post_date) / 900)::int8 as quarter, count(*)::int4 as published
        from publish_targets target
        where target.calendar_id = ${scope.calendarId}::uuid and target.state = 'published'
          and ${between(window)} ${filters(scope)}
        group by 1
      )
      select extract(isodow from ${local})::int4 as weekday, extract(hour from ${local})::int4 as hour,
        sum(published)::int4 as published
      from quarters group by 1, 2 order by 1, 2`,
  );
}

export interface ShareRow {
  campaign: number;
  library: number;
  other: number;
}

export function publishedShare(db: Executor, scope: StatsScope, window: Window) {
  return rows<ShareRow>(
    db,
    sql`select count(*) filter (where post.campaign_id is not null)::int4 as campaign,
        count(*) filter (where post.campaign_id is null and post.library_post_id is not null)::int4 as library,
        count(*) filter (where post.campaign_id is null and post.library_post_id is null)::int4 as other
      from publish_targets target join posts post on post.id = target.post_id
        and post.calendar_id = ${scope.calendarId}::uuid
        and post.post_date >= ${window.start.toISOString()}::timestamptz
        and post.post_date < ${window.end.toISOString()}::timestamptz
      where target.calendar_id = ${scope.calendarId}::uuid and target.state = 'published'
        and ${between(window)} ${filters(scope)}`,
  );
}

export interface FailureRow {
  reason: string;
  count: number;
  post_count: number;
  post_ids: string[];
}

export function failureReasons(
  db: Executor,
  scope: StatsScope,
  window: Window,
  reasons: number,
  ids: number,
) {
  return rows<FailureRow>(
    db,
    sql`select coalesce(nullif(target.error_message, ''), nullif(target.error_kind, ''), target.state) as reason,
        count(*)::int4 as count, count(distinct target.post_id)::int4 as post_count,
        (array_agg(distinct target.post_id::text))[1:${ids}] as post_ids
      from publish_targets target
      where target.calendar_id = ${scope.calendarId}::uuid
        and target.state in ('failed', 'needs_reconnect', 'blocked')
        and ${between(window)} ${filters(scope)}
      group by 1 order by 2 desc, 1 limit ${reasons}`,
  );
}

export interface TopPostRow {
  post_id: string;
  account_id: string;
  social_media: SocialType;
  post_date: string;
  excerpt: string;
  external_url: string | null;
  likes: number | null;
  reposts: number | null;
  replies: number | null;
  impressions: number | null;
  engagement: number | null;
  sampled_at: string | null;
}

/** A target is in the range by its own date, with its reading whatever the reading's date (a moved post). */
export function topPosts(db: Executor, scope: StatsScope, window: Window, limit: number) {
  return rows<TopPostRow>(
    db,
    sql`select target.post_id, target.account_id, target.social_media,
        to_char(target.post_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as post_date,
        left(post.message, 140) as excerpt, target.external_url,
        metric.likes, metric.reposts, metric.replies, metric.impressions, ${engagement}::int4 as engagement,
        to_char(metric.sampled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as sampled_at
      from publish_targets target
      left join post_metrics metric on metric.target_id = target.id
      join posts post on post.id = target.post_id
      where target.calendar_id = ${scope.calendarId}::uuid and target.state = 'published'
        and ${between(window)} ${filters(scope)}
      order by ${engagement} desc nulls last, target.post_date desc, target.id
      limit ${limit}`,
  );
}
/** Published targets per day of the user's zone over a year: the year heatmap. */
export async function publishedPerDayOfYear(db: Executor, scope: StatsScope, window: Window) {
  const network = scope.socialMedia ? sql`and target.social_media = ${scope.socialMedia}` : sql``;
  const account = scope.accountId ? sql`and target.account_id = ${scope.accountId}::uuid` : sql``;
  // By quarter hour first (every zone's offset is a whole number of them), then by the zone's day.
  const result = (await db.execute(sql`
    with quarters as (
      select floor(extract(epoch from target.post_date) / 900)::int8 as quarter, count(*)::int4 as published
      from publish_targets target
      where target.calendar_id = ${scope.calendarId}::uuid and target.state = 'published'
        and target.post_date >= ${window.start.toISOString()}::timestamptz
        and target.post_date < ${window.end.toISOString()}::timestamptz ${network} ${account}
      group by 1
    )
    select (to_timestamp(quarter * 900) at time zone ${scope.timeZone})::date::text as day,
      sum(published)::int4 as published
    from quarters group by 1 order by 1`)) as { rows: { day: string; published: number }[] };
  return result.rows;
}
