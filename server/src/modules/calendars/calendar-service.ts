import {
  calendarColor,
  canAddCalendar,
  canAddOrRemoveCalendars,
  canEditCalendarDetails,
  canRemoveCalendar,
  canViewCalendar,
  messages,
  planLimits,
  type Calendar,
} from '@kairos/core';
import type { Database } from '../../db/database';
import { AppError, forbidden, notFound } from '../../errors/app-error';
import type { AuthContext } from '../session/auth-context';
import { subscriptionOf } from '../team/subscription-of';
import * as repository from './calendar-repository';

function toCalendar(row: repository.CalendarRow): Calendar {
  return {
    _id: row.id,
    name: row.name,
    color: calendarColor(row.position),
    showReconnect: row.showReconnect,
  };
}

export function createCalendarService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  async function list(auth: AuthContext): Promise<Calendar[]> {
    const rows = await repository.listTeamCalendars(db, auth.teamId);
    return rows.filter((row) => canViewCalendar(auth, row.id)).map(toCalendar);
  }

  async function get(auth: AuthContext, calendarId: string): Promise<Calendar> {
    const found = (await list(auth)).find((calendar) => calendar._id === calendarId);
    if (!found) throw notFound();
    return found;
  }

  /**
   * 404 when the calendar is not the team's or not visible to the caller; 403 with the spec's
   * tooltip when it is but the check (section 6's edit, or add/remove) refuses.
   */
  async function assertAllowed(auth: AuthContext, calendarId: string, allowed: boolean): Promise<void> {
    const calendar = await repository.findTeamCalendar(db, auth.teamId, calendarId);
    if (!calendar || !canViewCalendar(auth, calendarId)) throw notFound();
    if (!allowed) throw forbidden(messages.calendars.contactAdminTooltip);
  }

  async function create(auth: AuthContext, name: string): Promise<Calendar> {
    if (!canAddOrRemoveCalendars(auth)) throw forbidden(messages.calendars.contactAdminTooltip);
    const calendarId = await db.transaction(async (tx) => {
      const team = await repository.lockTeam(tx, auth.teamId);
      const limit = planLimits(
        { plan: team.subscriptionPlan, expirationDate: team.subscriptionExpiresAt?.toISOString() ?? null },
        now(),
      ).calendars;
      if (!canAddCalendar(await repository.countTeamCalendars(tx, auth.teamId), limit)) {
        throw new AppError('PLAN_LIMIT', messages.upgrade.limitExceed(limit, 'calendars'), {
          reason: 'limit_exceed',
        });
      }
      return repository.insertCalendar(tx, auth.teamId, name);
    });
    return get(auth, calendarId);
  }

  async function rename(auth: AuthContext, calendarId: string, name: string): Promise<Calendar> {
    await assertAllowed(auth, calendarId, canEditCalendarDetails(auth, calendarId));
    await repository.renameCalendar(db, calendarId, name);
    return get(auth, calendarId);
  }

  async function remove(auth: AuthContext, calendarId: string): Promise<void> {
    await assertAllowed(auth, calendarId, canAddOrRemoveCalendars(auth));
    await db.transaction(async (tx) => {
      await repository.lockTeam(tx, auth.teamId);
      if (!canRemoveCalendar(await repository.countTeamCalendars(tx, auth.teamId))) {
        throw new AppError('RULE_VIOLATION', messages.calendars.lastCalendar);
      }
      await repository.deleteCalendar(tx, calendarId);
    });
  }

  async function limits(auth: AuthContext) {
    return planLimits(await subscriptionOf(db, auth.teamId), now());
  }

  return { list, get, create, rename, remove, limits };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
