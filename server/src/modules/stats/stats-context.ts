import { canViewCalendar } from '@kairos/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notFound } from '../../errors/app-error';
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
  const calendarId = sql.placeholder('calendarId');
  const prepared = db
    .select({
      visible: sql<boolean>`exists (select 1 from calendars
        where id = ${calendarId}::uuid and team_id = ${sql.placeholder('teamId')}::uuid)`,
      timeZone: sql<
        string | null
      >`(select timezone from users where id = ${sql.placeholder('userId')}::uuid)`,
      pending: sql<boolean>`exists (select 1 from stats_dirty_days where calendar_id = ${calendarId}::uuid)`,
    })
    .from(sql`(select 1) one`)
    .prepare('stats_context');
  return async (auth: AuthContext, id: string): Promise<StatsContext> => {
    const [row] = await prepared.execute({ calendarId: id, teamId: auth.teamId, userId: auth.userId });
    if (row?.visible !== true || !canViewCalendar(auth, id)) throw notFound();
    return { timeZone: row.timeZone ?? 'UTC', pending: row.pending };
  };
}
