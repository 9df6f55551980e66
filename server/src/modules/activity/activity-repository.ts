import type { ActivityAction } from '@kairos/core';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { Keyset } from '../../db/keyset-cursor';
import { activityEntries, calendars } from '../../db/schema';

export interface ActivityInput {
  action: ActivityAction;
  actorId: string | null;
  subjectId: string | null;
  subject: string;
  /** The calendar it happened in; the team is read from it when `teamId` is not given. */
  calendarId: string | null;
  teamId?: string;
  /** When it happened; the transaction's time when absent. */
  at?: Date;
}

/**
 * Writes entries in the caller's transaction, so an entry exists exactly when its action does. The
 * actor's name is copied from the users table as it is now; the team from the calendar when not given.
 */
export async function recordActivity(db: Executor, entries: readonly ActivityInput[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = JSON.stringify(
    entries.map((entry) => ({
      action: entry.action,
      actor_id: entry.actorId,
      subject_id: entry.subjectId,
      subject_label: entry.subject.slice(0, 300),
      calendar_id: entry.calendarId,
      team_id: entry.teamId ?? null,
      at: entry.at?.toISOString() ?? null,
    })),
  );
  await db.execute(sql`
    insert into activity_entries
      (team_id, actor_id, actor_name, action, subject_id, subject_label, calendar_id, created_at)
    select coalesce(v.team_id, c.team_id), v.actor_id, u.name, v.action, v.subject_id, v.subject_label,
      v.calendar_id, coalesce(v.at, now())
    from json_to_recordset(${rows}::json) as v(action text, actor_id uuid, subject_id uuid,
      subject_label text, calendar_id uuid, team_id uuid, at timestamptz)
    left join calendars c on c.id = v.calendar_id
    left join users u on u.id = v.actor_id
    where coalesce(v.team_id, c.team_id) is not null`);
}

const keyText = sql<string>`to_char(${activityEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A page of the team's entries since `since`, newest first (`rows` = the page size plus one). */
export async function listTeamActivity(
  db: Executor,
  input: { teamId: string; since: Date; after: Keyset | null; rows: number },
) {
  return db
    .select({
      id: activityEntries.id,
      action: activityEntries.action,
      actorName: activityEntries.actorName,
      subject: activityEntries.subjectLabel,
      calendarId: activityEntries.calendarId,
      calendarName: calendars.name,
      createdAt: activityEntries.createdAt,
      key: keyText,
    })
    .from(activityEntries)
    .leftJoin(calendars, eq(calendars.id, activityEntries.calendarId))
    .where(
      and(
        eq(activityEntries.teamId, input.teamId),
        gte(activityEntries.createdAt, input.since),
        input.after
          ? sql`(${activityEntries.createdAt}, ${activityEntries.id}) < (${input.after.key}::timestamptz, ${input.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(activityEntries.createdAt), desc(activityEntries.id))
    .limit(input.rows);
}

/** Forgets what is older than the retention (housekeeping). */
export async function purgeActivity(db: Executor, before: Date): Promise<void> {
  await db.delete(activityEntries).where(lt(activityEntries.createdAt, before));
}
