import { canViewCalendar } from '@kairos/core';
import { sql } from 'drizzle-orm';
import { notFound } from '../../errors/app-error';
import type { AuthContext } from '../session/auth-context';

/**
 * The columns a read's prepared context statement starts with (decision 0119): whether the calendar
 * (placeholder `calendarId`) is the caller's team's (`teamId`), and the caller's (`userId`) time zone.
 */
export function calendarReadColumns() {
  return {
    visible: sql<boolean>`exists (select 1 from calendars
      where id = ${sql.placeholder('calendarId')}::uuid and team_id = ${sql.placeholder('teamId')}::uuid)`,
    timeZone: sql<string | null>`(select timezone from users where id = ${sql.placeholder('userId')}::uuid)`,
  };
}

/** The placeholders' values for a caller and a calendar. */
export const calendarReadParams = (auth: AuthContext, calendarId: string) => ({
  calendarId,
  teamId: auth.teamId,
  userId: auth.userId,
});

/**
 * The context row once the calendar is known to be readable by the caller, with their zone (UTC when
 * they have none): 404 otherwise, exactly as `assertCalendarAccess` answers (viewers may read).
 */
export function readableCalendar<Row extends { visible: boolean; timeZone: string | null }>(
  auth: AuthContext,
  calendarId: string,
  row: Row | undefined,
): Row & { timeZone: string } {
  if (row?.visible !== true || !canViewCalendar(auth, calendarId)) throw notFound();
  return { ...row, timeZone: row.timeZone ?? 'UTC' };
}
