import { canViewCalendar } from '@kairos/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notFound } from '../../errors/app-error';
import type { AuthContext } from '../session/auth-context';
import { calendarFingerprintQuery, type CalendarChanges } from './calendar-fingerprint';

export interface CalendarReadContext {
  timeZone: string;
  changes: CalendarChanges;
}

/**
 * What a calendar read needs before its rows, in one prepared statement (one round trip, one pooled
 * connection, planned once per connection): whether the calendar is the caller's team's, the caller's
 * time zone and the calendar's change rows (decision 0063). Answers 404 exactly as
 * `assertCalendarAccess` does; nothing of the calendar is used before that check has passed.
 */
export function calendarContextReader(db: Database) {
  const calendarId = sql.placeholder('calendarId');
  const prepared = db
    .select({
      visible: sql<boolean>`exists (select 1 from calendars
        where id = ${calendarId}::uuid and team_id = ${sql.placeholder('teamId')}::uuid)`,
      timeZone: sql<
        string | null
      >`(select timezone from users where id = ${sql.placeholder('userId')}::uuid)`,
      changes: sql<number>`fingerprint.changes`,
      newest: sql<string>`fingerprint.newest`,
    })
    .from(sql`(${calendarFingerprintQuery(calendarId)}) fingerprint`)
    .prepare('calendar_read_context');
  return async (auth: AuthContext, id: string): Promise<CalendarReadContext> => {
    const [row] = await prepared.execute({ calendarId: id, teamId: auth.teamId, userId: auth.userId });
    if (row?.visible !== true || !canViewCalendar(auth, id)) throw notFound();
    return { timeZone: row.timeZone ?? 'UTC', changes: { changes: row.changes, newest: row.newest } };
  };
}
