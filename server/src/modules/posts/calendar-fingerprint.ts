import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';

/**
 * What the calendar's read model of a range is made of, summed up (decision 0063): for the range's
 * posts, their targets and the calendar's campaigns (the colours), how many rows there are and the
 * sum of their row versions (`xmin`, the transaction that wrote each row version: any insert, update
 * or delete changes a count or a sum, whoever made it, in whatever process). Read before the rows
 * themselves, so a change that lands between the two only makes the next read miss.
 */
export function calendarFingerprintQuery(range: { calendarId: string; start: Date; end: Date }): SQL {
  const from = range.start.toISOString();
  const to = range.end.toISOString();
  return sql`
    select
      (select count(*)::text || ':' || coalesce(sum(xmin::text::int8), 0)::text from posts
        where calendar_id = ${range.calendarId}::uuid and not draft
          and post_date >= ${from}::timestamptz and post_date < ${to}::timestamptz)
      || '|' ||
      (select count(*)::text || ':' || coalesce(sum(xmin::text::int8), 0)::text from publish_targets
        where calendar_id = ${range.calendarId}::uuid
          and post_date >= ${from}::timestamptz and post_date < ${to}::timestamptz)
      || '|' ||
      (select count(*)::text || ':' || coalesce(sum(xmin::text::int8), 0)::text from campaigns
        where calendar_id = ${range.calendarId}::uuid) as fingerprint`;
}

export async function calendarFingerprint(
  db: Executor,
  range: { calendarId: string; start: Date; end: Date },
): Promise<string> {
  const result = (await db.execute(calendarFingerprintQuery(range))) as { rows: { fingerprint: string }[] };
  return result.rows[0]?.fingerprint ?? '';
}
