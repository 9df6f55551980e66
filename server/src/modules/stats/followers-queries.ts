import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { StatsScope, Window } from './stats-queries';

async function rows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}

/** The scope's accounts: the calendar's, maybe of one network or one account. */
function accountsOf(scope: StatsScope): SQL {
  const network = scope.socialMedia ? sql`and account.social_media = ${scope.socialMedia}` : sql``;
  const account = scope.accountId ? sql`and account.id = ${scope.accountId}::uuid` : sql``;
  return sql`select account.id from accounts account
    where account.calendar_id = ${scope.calendarId}::uuid ${network} ${account}`;
}

/**
 * The readings of the scope's accounts between two instants, by the primary key: `day` is the UTC day
 * of `sampled_at`, so the days from the start's to the end's hold every reading of the window.
 */
function readingsIn(scope: StatsScope, window: Window): SQL {
  const start = window.start.toISOString();
  const end = window.end.toISOString();
  return sql`account_followers reading
    where reading.account_id in (${accountsOf(scope)})
      and reading.day >= ${start.slice(0, 10)}::date and reading.day <= ${end.slice(0, 10)}::date
      and reading.sampled_at >= ${start}::timestamptz and reading.sampled_at < ${end}::timestamptz`;
}

export interface FollowersRow {
  account_id: string;
  /** This range's last and first readings, how many, and when the last was read. */
  last: number | null;
  first: number | null;
  count: number;
  read_at: string | null;
  /** The range before's. */
  previous_last: number | null;
  previous_first: number | null;
  previous_count: number;
  /** The last reading of the range before that one: where the previous change starts. */
  earlier_last: number | null;
}

/**
 * Per account, the readings that make the range's and the previous range's changes: `starts` are the
 * starts of the range before the previous one, of the previous one, and of this one.
 */
export function followersSummary(
  db: Executor,
  scope: StatsScope,
  starts: { earlier: Date; previous: Date },
  window: Window,
) {
  const current = sql`reading.sampled_at >= ${window.start.toISOString()}::timestamptz`;
  const previous = sql`reading.sampled_at >= ${starts.previous.toISOString()}::timestamptz and not (${current})`;
  const earlier = sql`reading.sampled_at < ${starts.previous.toISOString()}::timestamptz`;
  const lastOf = (where: SQL) =>
    sql`(array_agg(reading.followers order by reading.sampled_at desc) filter (where ${where}))[1]`;
  const firstOf = (where: SQL) =>
    sql`(array_agg(reading.followers order by reading.sampled_at) filter (where ${where}))[1]`;
  return rows<FollowersRow>(
    db,
    sql`select reading.account_id,
        ${lastOf(current)} as last, ${firstOf(current)} as first,
        count(*) filter (where ${current})::int4 as count,
        to_char(max(reading.sampled_at) filter (where ${current}) at time zone 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS"Z"') as read_at,
        ${lastOf(previous)} as previous_last, ${firstOf(previous)} as previous_first,
        count(*) filter (where ${previous})::int4 as previous_count,
        ${lastOf(earlier)} as earlier_last
      from ${readingsIn(scope, { start: starts.earlier, end: window.end })}
      group by 1`,
  );
}

export interface FollowersDayRow {
  account_id: string;
  day: string;
  followers: number;
}

/**
 * Each account's count per day of the user's zone: the day's last reading. At most one row per
 * account and day of the range (a UTC day holds one reading, and a range at most 366 days).
 */
export function followersPerDay(db: Executor, scope: StatsScope, window: Window) {
  return rows<FollowersDayRow>(
    db,
    sql`select account_id, day, followers from (
        select distinct on (account_id, day) account_id, day, followers
        from (
          select reading.account_id, (reading.sampled_at at time zone ${scope.timeZone})::date::text as day,
            reading.followers, reading.sampled_at
          from ${readingsIn(scope, window)}
        ) readings
        order by account_id, day, sampled_at desc
      ) days
      order by day, account_id`,
  );
}
