import {
  canAddOrRemoveCalendars,
  canEditCalendar,
  canEditCalendarDetails,
  canManageTeam,
  canSeeUpgrade,
  canViewCalendar,
} from '@kairos/core';
import type { Rule } from './matrix-rules';
import type { MatrixActor } from './matrix-world';

/** What a request should get: through the checks, or the status that stops it. */
export type Outcome = 'allowed' | 401 | 403 | 404;
/** What a request got: an outcome, or any other status. */
export type Observed = 'allowed' | number;

/**
 * The answer core's permission rules give an actor for a request aimed at calendar A of the owner's
 * team. Decisions 0001 and 0003: no session is 401; another team's things, and a calendar the
 * caller may not see, are 404 (never revealed); a calendar the caller sees but may not change, or
 * a team setting the role does not allow, is 403.
 */
export function expectedOutcome(rule: Rule, actor: MatrixActor, calendarA: string): Outcome {
  if (rule === 'public') return 'allowed';
  if (actor.token === null) return 401;
  const seesA = actor.inTeam && canViewCalendar(actor, calendarA);
  switch (rule) {
    case 'session':
      return 'allowed';
    case 'view':
      return seesA ? 'allowed' : 404;
    case 'edit':
      if (!seesA) return 404;
      return canEditCalendar(actor, calendarA) ? 'allowed' : 403;
    case 'editCalendar':
      if (!seesA) return 404;
      return canEditCalendarDetails(actor, calendarA) ? 'allowed' : 403;
    case 'removeCalendar':
      if (!seesA) return 404;
      return canAddOrRemoveCalendars(actor) ? 'allowed' : 403;
    case 'createCalendar':
      return canAddOrRemoveCalendars(actor) ? 'allowed' : 403;
    case 'manageTeam':
      return canManageTeam(actor) ? 'allowed' : 403;
    case 'changeMember':
      if (!canManageTeam(actor)) return 403;
      return actor.inTeam ? 'allowed' : 404;
    case 'billing':
      return canSeeUpgrade(actor) ? 'allowed' : 403;
    case 'starter':
    case 'recipient':
      return actor.name === 'owner' ? 'allowed' : 404;
  }
}

/** The outcome a status stands for, given the status a caller who passes the checks gets. */
export function outcomeOf(status: number, allowedStatus: number | undefined): Observed {
  if (status === 401 || status === 403 || status === 404) return status;
  if (allowedStatus !== undefined) return status === allowedStatus ? 'allowed' : status;
  return status >= 200 && status < 300 ? 'allowed' : status;
}
