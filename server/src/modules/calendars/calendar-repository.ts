import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { accounts, calendars, teams } from '../../db/schema';

export interface CalendarRow {
  id: string;
  name: string;
  /** Position in the team's list, oldest first: the colour follows it. */
  position: number;
  showReconnect: boolean;
}

/** A team's calendars in list order, each with whether one of its accounts needs reconnecting. */
export async function listTeamCalendars(db: Executor, teamId: string): Promise<CalendarRow[]> {
  const rows = await db
    .select({
      id: calendars.id,
      name: calendars.name,
      // Qualified by hand: inside a subquery drizzle renders bare column names, and "id" would bind to accounts.
      showReconnect:
        sql<boolean>`exists (select 1 from ${accounts} where ${accounts}.calendar_id = ${calendars}.id and ${accounts}.token_expired)`.mapWith(
          Boolean,
        ),
    })
    .from(calendars)
    .where(eq(calendars.teamId, teamId))
    .orderBy(asc(calendars.createdAt), asc(calendars.id));
  return rows.map((row, position) => ({ ...row, position }));
}

export async function findTeamCalendar(
  db: Executor,
  teamId: string,
  calendarId: string,
): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: calendars.id })
    .from(calendars)
    .where(and(eq(calendars.teamId, teamId), eq(calendars.id, calendarId)));
  return row ?? null;
}

/** Locks the team row so that concurrent calendar changes see one count. Returns the subscription. */
export async function lockTeam(db: Executor, teamId: string) {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId)).for('update');
  if (!team) throw new Error(`team ${teamId} not found`);
  return team;
}

export async function countTeamCalendars(db: Executor, teamId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(calendars)
    .where(eq(calendars.teamId, teamId));
  return row?.count ?? 0;
}

export async function insertCalendar(db: Executor, teamId: string, name: string): Promise<string> {
  const [row] = await db.insert(calendars).values({ teamId, name }).returning({ id: calendars.id });
  if (!row) throw new Error('calendar insert returned nothing');
  return row.id;
}

export async function renameCalendar(db: Executor, calendarId: string, name: string): Promise<void> {
  await db.update(calendars).set({ name }).where(eq(calendars.id, calendarId));
}

/**
 * Everything tied to a calendar (accounts, posts, scheduled posts, campaigns, library content,
 * member access) references it with ON DELETE CASCADE, so one statement removes it all.
 */
export async function deleteCalendar(db: Executor, calendarId: string): Promise<void> {
  await db.delete(calendars).where(eq(calendars.id, calendarId));
}
