import { canEditCalendar, canViewCalendar, messages } from '@kairos/core';
import type { Executor } from '../../db/database';
import { forbidden, notFound } from '../../errors/app-error';
import { findTeamCalendar } from './calendar-repository';
import type { AuthContext } from '../session/auth-context';

/**
 * 404 when the calendar is not the team's or not visible to the caller (never reveal another
 * team's ids); 403 when it is visible but read-only to the caller (viewers) and `need` is 'edit'.
 */
export async function assertCalendarAccess(
  db: Executor,
  auth: AuthContext,
  calendarId: string,
  need: 'view' | 'edit',
): Promise<void> {
  const calendar = await findTeamCalendar(db, auth.teamId, calendarId);
  if (!calendar || !canViewCalendar(auth, calendarId)) throw notFound();
  if (need === 'edit' && !canEditCalendar(auth, calendarId)) throw forbidden(messages.errors.forbidden);
}
