import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { calendarAccess, calendars, foreignInvitations, users } from '../../db/schema';

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

export type ForeignInvitationRow = typeof foreignInvitations.$inferSelect;

/** The team's invitations to e-mails that have an account in another team (see the table). */
export async function listForeignInvitations(db: Executor, teamId: string): Promise<MemberRow[]> {
  return db
    .select({
      id: foreignInvitations.id,
      email: foreignInvitations.email,
      name: foreignInvitations.name,
      avatar: sql<string | null>`null`,
      role: foreignInvitations.role,
      hasPassword: sql<boolean>`false`.mapWith(Boolean),
      // The calendars given that the team still has.
      calendarIds: sql<
        string[]
      >`coalesce((select array_agg(${calendars}.id::text order by ${calendars}.id) from ${calendars} where ${calendars}.team_id = ${foreignInvitations}.team_id and ${calendars}.id = any(${foreignInvitations}.calendar_ids)), '{}')`,
    })
    .from(foreignInvitations)
    .where(eq(foreignInvitations.teamId, teamId))
    .orderBy(asc(foreignInvitations.createdAt));
}

export async function findForeignInvitation(
  db: Executor,
  teamId: string,
  by: { id: string } | { email: string },
): Promise<ForeignInvitationRow | null> {
  const match = 'id' in by ? eq(foreignInvitations.id, by.id) : eq(foreignInvitations.email, by.email);
  const [row] = await db
    .select()
    .from(foreignInvitations)
    .where(and(eq(foreignInvitations.teamId, teamId), match));
  return row ?? null;
}

export async function insertForeignInvitation(
  db: Executor,
  values: typeof foreignInvitations.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(foreignInvitations).values(values).returning({ id: foreignInvitations.id });
  if (!row) throw new Error('invitation insert returned nothing');
  return row.id;
}

export async function updateForeignInvitation(
  db: Executor,
  id: string,
  values: Partial<Pick<ForeignInvitationRow, 'role' | 'calendarIds'>>,
): Promise<void> {
  await db.update(foreignInvitations).set(values).where(eq(foreignInvitations.id, id));
}

export async function deleteForeignInvitation(db: Executor, id: string): Promise<void> {
  await db.delete(foreignInvitations).where(eq(foreignInvitations.id, id));
}
