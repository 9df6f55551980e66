import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { rows } from './stats-sql';

/** How many of an account's latest settled readings decide whether its network reads it at all. */
export const latestReadingsMax = 10;

/**
 * The calendar's accounts whose network reads no metrics for them, though it does for others (a
 * LinkedIn member's profile, a Facebook group, a personal Instagram account, TikTok without
 * video.list): their latest settled readings (not 'pending', at most `latestReadingsMax`, from the
 * partial index of them) all came back 'unsupported' (decision 0112). An account with no settled
 * reading yet is not one of them.
 */
export async function accountsWithoutMetrics(db: Executor, calendarId: string): Promise<Set<string>> {
  const found = await rows<{ account_id: string }>(
    db,
    sql`select account.id as account_id
      from accounts account
      cross join lateral (
        select bool_and(latest.state = 'unsupported') as unsupported
        from (
          select metric.state from post_metrics metric
          where metric.account_id = account.id and metric.state <> 'pending'
          order by metric.post_date desc limit ${latestReadingsMax}
        ) latest
      ) readings
      where account.calendar_id = ${calendarId}::uuid and readings.unsupported`,
  );
  return new Set(found.map((row) => row.account_id));
}
