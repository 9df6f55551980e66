import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { calendarReadColumns, calendarReadParams, readableCalendar } from '../calendars/calendar-read-access';
import type { AuthContext } from '../session/auth-context';

export interface StatsContext {
  timeZone: string;
  /** Some day of the calendar was written since its rollups were last counted (decision 0118). */
  pending: boolean;
}

/**
 * What a stats call needs before its figures, in one prepared statement (one round trip, planned once
 * per connection): whether the calendar is the caller's team's, the caller's time zone and whether
 * its rollups have days to count again. Answers 404 exactly as `assertCalendarAccess` does (viewers
 * may read); nothing of the calendar is used before that check has passed. On the embedded database,
 * which runs one statement at a time, each step a call waits on queues behind the other calls'
 * statements: two steps before the figures made a slow call's wait twice as long (decision 0119).
 */
export function statsContextReader(db: Database) {
  const prepared = db
    .select({
      ...calendarReadColumns(),
      pending: sql<boolean>`exists (select 1 from stats_dirty_days
        where calendar_id = ${sql.placeholder('calendarId')}::uuid)`,
    })
    .from(sql`(select 1) one`)
    .prepare('stats_context');
  return async (auth: AuthContext, id: string): Promise<StatsContext> => {
    const [row] = await prepared.execute(calendarReadParams(auth, id));
    const { timeZone, pending } = readableCalendar(auth, id, row);
    return { timeZone, pending };
  };
}
