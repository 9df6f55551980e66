import type { SocialType } from '@kairos/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { between, engagement, filters, rows, type StatsScope } from './stats-sql';
import { inDays, splitByUtcDays, unionPieces, type Window } from './stats-windows';

// The stats' two bounded lists (decision 0110): the most frequent failure reasons and the top posts.

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

/**
 * The best published targets of the range by engagement (then newest, then by id), and after them
 * those with no figure yet. Over the whole calendar, the candidates of whole UTC days come from
 * `stats_day_top` (each day's best by engagement, ties included, and its moved posts), those of the
 * pieces around them from the rows, and the targets moved into the range from a day outside it from
 * `stats_day_top` by their own date; targets without a figure are read, by a second statement, only
 * when fewer than `limit` have one. With a network or an account, from the rows. A target is in the
 * range by its own date, with the figures of its reading whatever the reading's date.
 */
export async function topPosts(db: Executor, scope: StatsScope, window: Window, limit: number) {
  const from = window.start.toISOString();
  const to = window.end.toISOString();
  const columns = sql`target.post_id, target.account_id, target.social_media,
    to_char(target.post_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as post_date,
    left(post.message, 140) as excerpt, target.external_url,
    metric.likes, metric.reposts, metric.replies, metric.impressions, ${engagement}::int4 as engagement,
    to_char(metric.sampled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as sampled_at`;
  // By its key, whatever the reading's date: a post moved after it was published keeps its figures.
  const metricOf = sql`left join post_metrics metric on metric.target_id = target.id`;
  if (scope.socialMedia || scope.accountId) {
    return rows<TopPostRow>(
      db,
      sql`select ${columns}
        from publish_targets target ${metricOf}
        join posts post on post.id = target.post_id
        where target.calendar_id = ${scope.calendarId}::uuid and target.state = 'published'
          and ${between(window)} ${filters(scope)}
        order by ${engagement} desc nulls last, target.post_date desc, target.id
        limit ${limit}`,
    );
  }
  const split = splitByUtcDays(window);
  const best = await rows<TopPostRow>(
    db,
    sql`with candidates as (
        select top.target_id, top.engagement, top.post_date
        from stats_day_top top
        where top.calendar_id = ${scope.calendarId}::uuid and ${inDays(sql`top.day`, split)}
          and top.post_date >= ${from}::timestamptz and top.post_date < ${to}::timestamptz
        -- The targets moved here from a day the window does not hold whole (the partial index of them).
        union all
        select top.target_id, top.engagement, top.post_date
        from stats_day_top top
        where top.calendar_id = ${scope.calendarId}::uuid and top.day <> stats_day(top.post_date)
          and top.post_date >= ${from}::timestamptz and top.post_date < ${to}::timestamptz
          and not ${inDays(sql`top.day`, split)}
        ${unionPieces(
          split.pieces,
          (within) => sql`(select piece.target_id, piece.engagement, target.post_date
            from (
              select metric.target_id, ${engagement} as engagement
              from post_metrics metric
              where metric.calendar_id = ${scope.calendarId}::uuid and ${within(sql`metric.post_date`)}
                and ${engagement} is not null
              order by 2 desc offset 0
            ) piece
            join publish_targets target on target.id = piece.target_id and target.state = 'published'
              and ${between(window)}
            order by piece.engagement desc fetch first ${limit} rows with ties)`,
        )}
      ), best as (
        -- A moved target read on a piece's day may come from the rows and from the table both.
        select target_id from candidates group by target_id
        order by max(engagement) desc, max(post_date) desc, target_id limit ${limit}
      )
      select ${columns}
      from best join publish_targets target on target.id = best.target_id ${metricOf}
      join posts post on post.id = target.post_id
      order by ${engagement} desc, target.post_date desc, target.id`,
  );
  if (best.length === limit) return best;
  // Fewer have a figure than the table holds: the newest without one come after them.
  const unread = await rows<TopPostRow>(
    db,
    sql`select ${columns}
      from publish_targets target ${metricOf}
      join posts post on post.id = target.post_id
      where target.calendar_id = ${scope.calendarId}::uuid and target.state = 'published' and ${between(window)}
        and ${engagement} is null
      order by target.post_date desc, target.id
      limit ${limit - best.length}`,
  );
  return [...best, ...unread];
}
