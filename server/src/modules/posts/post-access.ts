import { canEditCalendar, canViewCalendar, messages } from '@kairos/core';
import type { Executor } from '../../db/database';
import { forbidden, notFound } from '../../errors/app-error';
import { findTeamCalendar } from '../calendars/calendar-repository';
import type { AuthContext } from '../session/auth-context';

/** 404 when the calendar is not the caller's team's or not visible; 403 when visible but read-only. */
export async function assertCalendarAccess(
  db: Executor,
  auth: AuthContext,
  calendarId: string,
  need: 'view' | 'edit',
) {
  const calendar = await findTeamCalendar(db, auth.teamId, calendarId);
  if (!calendar || !canViewCalendar(auth, calendarId)) throw notFound();
  if (need === 'edit' && !canEditCalendar(auth, calendarId)) throw forbidden(messages.errors.forbidden);
}
