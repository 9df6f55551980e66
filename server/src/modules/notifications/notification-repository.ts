import type { Actor } from '@kairos/core';
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { Keyset } from '../../db/keyset-cursor';
import { calendarAccess, calendars, notifications, users } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

export interface Candidate extends Actor {
  id: string;
  email: string;
  name: string;
}

/**
 * The people of the calendar's team who may hear about one of its posts: its author (when still in
 * the team), the owner and the admins, each with the calendar access that decides whether they see it.
 */
export async function findCandidates(
  db: Executor,
  calendarId: string,
  authorId: string | null,
): Promise<Candidate[]> {
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .innerJoin(calendars, eq(calendars.teamId, users.teamId))
    .where(
      and(
        eq(calendars.id, calendarId),
        or(
          isNull(users.role),
          eq(users.role, 'admin'),
          authorId === null ? undefined : eq(users.id, authorId),
        ),
      ),
    );
  const ids = rows.map((row) => row.id);
  const access =
    ids.length === 0
      ? []
      : await db
          .select({ userId: calendarAccess.userId, calendarId: calendarAccess.calendarId })
          .from(calendarAccess)
          .where(inArray(calendarAccess.userId, ids));
  return rows.map((row) => ({
    ...row,
    access: {
      calendars: access.filter((entry) => entry.userId === row.id).map((entry) => entry.calendarId),
    },
  }));
}

export async function insertNotifications(
  db: Executor,
  values: (typeof notifications.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await db.insert(notifications).values(values);
}

export async function teamCalendarIds(db: Executor, teamId: string): Promise<string[]> {
  const rows = await db.select({ id: calendars.id }).from(calendars).where(eq(calendars.teamId, teamId));
  return rows.map((row) => row.id);
}

/** The calendars whose notifications a user may still see; one they lost access to stays hidden. */
export type CalendarScope = readonly string[];

function ownedBy(userId: string, scope: CalendarScope): SQL | undefined {
  const visible =
    scope.length === 0
      ? isNull(notifications.calendarId)
      : or(isNull(notifications.calendarId), inArray(notifications.calendarId, [...scope]));
  return and(eq(notifications.userId, userId), visible);
}

const keyText = sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A page of a user's notifications, newest first (`rows` = the page size plus one). */
export async function listUserNotifications(
  db: Executor,
  userId: string,
  scope: CalendarScope,
  after: Keyset | null,
  rows: number,
): Promise<(NotificationRow & { key: string })[]> {
  const found = await db
    .select({ notification: notifications, key: keyText })
    .from(notifications)
    .where(
      and(
        ownedBy(userId, scope),
        after
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.key}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(rows);
  return found.map(({ notification, key }) => ({ ...notification, key }));
}

export async function countUnseen(db: Executor, userId: string, scope: CalendarScope): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(and(ownedBy(userId, scope), eq(notifications.seen, false)));
  return row?.count ?? 0;
}

export async function markAllSeen(
  db: Executor,
  userId: string,
  scope: CalendarScope,
  now: Date,
): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ seen: true, updatedAt: now })
    .where(and(ownedBy(userId, scope), eq(notifications.seen, false)))
    .returning({ id: notifications.id });
  return updated.length;
}

/** Marks one seen and returns it; null when it is not this user's (or not in scope). */
export async function markOneSeen(
  db: Executor,
  userId: string,
  scope: CalendarScope,
  notificationId: string,
  now: Date,
): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set({
      seen: true,
      // Seeing it again changes nothing, so the time it was first seen stays.
      updatedAt: sql`case when ${notifications.seen} then ${notifications.updatedAt} else ${now.toISOString()}::timestamptz end`,
    })
    .where(and(ownedBy(userId, scope), eq(notifications.id, notificationId)))
    .returning();
  return row ?? null;
}
