import {
  activityRetentionDays,
  type ActivityListQuery,
  type ActivityPage,
  canManageTeam,
  messages,
} from '@kairos/core';
import type { Database } from '../../db/database';
import { decodeCursor, toPage } from '../../db/keyset-cursor';
import { forbidden } from '../../errors/app-error';
import type { AuthContext } from '../session/auth-context';
import { listTeamActivity } from './activity-repository';

const dayMs = 24 * 3600 * 1000;

export function createActivityService(deps: { db: Database; now: () => Date }) {
  /** The team's activity of the last 90 days, newest first: for owners and admins (admin-level). */
  async function list(auth: AuthContext, query: ActivityListQuery): Promise<ActivityPage> {
    if (!canManageTeam(auth)) throw forbidden(messages.errors.forbidden);
    const rows = await listTeamActivity(deps.db, {
      teamId: auth.teamId,
      since: new Date(deps.now().getTime() - activityRetentionDays * dayMs),
      after: decodeCursor(query.cursor),
      rows: query.limit + 1,
    });
    return toPage(
      rows,
      query.limit,
      (row) => ({ key: row.key, id: row.id }),
      (row) => ({
        _id: row.id,
        action: row.action,
        actorName: row.actorName,
        subject: row.subject,
        calendarId: row.calendarId,
        calendarName: row.calendarName,
        createdAt: row.createdAt.toISOString(),
      }),
    );
  }

  return { list };
}

export type ActivityService = ReturnType<typeof createActivityService>;
