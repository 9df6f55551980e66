import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { StatsScope, Window } from './stats-queries';

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
