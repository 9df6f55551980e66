import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { calendarReadColumns, calendarReadParams, readableCalendar } from '../calendars/calendar-read-access';
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
  const prepared = db
    .select({
      ...calendarReadColumns(),
      changes: sql<number>`fingerprint.changes`,
      newest: sql<string>`fingerprint.newest`,
    })
    .from(sql`(${calendarFingerprintQuery(sql.placeholder('calendarId'))}) fingerprint`)
    .prepare('calendar_read_context');
  return async (auth: AuthContext, id: string): Promise<CalendarReadContext> => {
    const [row] = await prepared.execute(calendarReadParams(auth, id));
    const { timeZone, changes, newest } = readableCalendar(auth, id, row);
    return { timeZone, changes: { changes, newest } };
  };
}
