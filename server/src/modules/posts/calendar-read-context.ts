import { canViewCalendar } from '@kairos/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { notFound } from '../../errors/app-error';
import type { AuthContext } from '../session/auth-context';
import { calendarFingerprintQuery, type CalendarChanges } from './calendar-fingerprint';

export interface CalendarReadContext {
  timeZone: string;
  changes: CalendarChanges;
}

/**
 * What a calendar read needs before its rows, in one statement (one round trip, one pooled
 * connection): whether the calendar is the caller's team's, the caller's time zone and the calendar's
 * change rows (decision 0063). Answers 404 exactly as `assertCalendarAccess` does; nothing of the
 * calendar is used before that check has passed.
 */
export async function readCalendarContext(
  db: Executor,
  auth: AuthContext,
  calendarId: string,
): Promise<CalendarReadContext> {
  const result = (await db.execute(sql`
    select
      exists (select 1 from calendars where id = ${calendarId}::uuid and team_id = ${auth.teamId}::uuid) as visible,
      (select timezone from users where id = ${auth.userId}::uuid) as time_zone,
      fingerprint.changes, fingerprint.newest
    from (${calendarFingerprintQuery(calendarId)}) fingerprint`)) as {
    rows: { visible: boolean; time_zone: string | null; changes: number; newest: string }[];
  };
  const row = result.rows[0];
  if (row?.visible !== true || !canViewCalendar(auth, calendarId)) throw notFound();
  return { timeZone: row.time_zone ?? 'UTC', changes: { changes: row.changes, newest: row.newest } };
}
