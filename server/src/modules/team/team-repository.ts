import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { calendarAccess, calendars, users } from '../../db/schema';

export interface MemberRow {
  id: string;
  email: string;
  name: string;
  avatar: string | null;
  role: 'admin' | 'editor' | 'viewer' | null;
  hasPassword: boolean;
  calendarIds: string[];
}

export async function listMembers(db: Executor, teamId: string): Promise<MemberRow[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      avatar: users.avatar,
      role: users.role,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`.mapWith(Boolean),
      // Qualified by hand: inside a subquery drizzle renders bare column names.
      calendarIds: sql<
        string[]
      >`coalesce((select array_agg(${calendarAccess}.calendar_id::text order by ${calendarAccess}.calendar_id) from ${calendarAccess} where ${calendarAccess}.user_id = ${users}.id), '{}')`,
    })
    .from(users)
    .where(eq(users.teamId, teamId))
    // The owner first, then members in the order they joined.
    .orderBy(sql`${isNull(users.role)} desc`, asc(users.createdAt));
  return rows;
}

/** How many of `calendarIds` belong to the team. */
export async function countTeamCalendarsAmong(
  db: Executor,
  teamId: string,
  calendarIds: string[],
): Promise<number> {
  if (calendarIds.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(calendars)
    .where(and(eq(calendars.teamId, teamId), inArray(calendars.id, calendarIds)));
  return row?.count ?? 0;
}

export async function replaceCalendarAccess(
  db: Executor,
  userId: string,
  calendarIds: string[],
): Promise<void> {
  await db.delete(calendarAccess).where(eq(calendarAccess.userId, userId));
  if (calendarIds.length > 0) {
    await db.insert(calendarAccess).values(calendarIds.map((calendarId) => ({ userId, calendarId })));
  }
}

export async function insertMember(
  db: Executor,
  values: {
    teamId: string;
    email: string;
    name: string;
    role: 'admin' | 'editor' | 'viewer';
    timezone: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ ...values, passwordHash: null })
    .returning({ id: users.id });
  if (!row) throw new Error('member insert returned nothing');
  return row.id;
}

export async function deleteUser(db: Executor, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
