import { and, asc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { calendarAccess, calendars, posts, users } from '../../db/schema';

export interface DigestReader {
  id: string;
  email: string;
  name: string;
  timezone: string;
  teamId: string;
  role: 'admin' | 'editor' | 'viewer' | null;
  digestSentFor: string | null;
}

/** The people who asked for the digest, a page at a time in id order (after `afterId`). */
export async function digestReaders(
  db: Executor,
  afterId: string | null,
  limit: number,
): Promise<DigestReader[]> {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      timezone: users.timezone,
      teamId: users.teamId,
      role: users.role,
      digestSentFor: users.digestSentFor,
    })
    .from(users)
    .where(and(eq(users.dailyDigest, true), afterId === null ? undefined : gt(users.id, afterId)))
    .orderBy(asc(users.id))
    .limit(limit);
}

/**
 * Takes the day for this reader: true for exactly one caller, whichever worker runs the round, so a
 * digest goes out at most once a day.
 */
export async function claimDigestDay(db: Executor, userId: string, day: string): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ digestSentFor: day })
    .where(and(eq(users.id, userId), or(isNull(users.digestSentFor), lt(users.digestSentFor, day))))
    .returning({ id: users.id });
  return claimed.length > 0;
}

/** The team's calendars with the reader's access, to decide which they see. */
export async function readerCalendars(db: Executor, reader: DigestReader) {
  const [teamCalendars, access] = await Promise.all([
    db
      .select({ id: calendars.id, name: calendars.name })
      .from(calendars)
      .where(eq(calendars.teamId, reader.teamId)),
    db
      .select({ calendarId: calendarAccess.calendarId })
      .from(calendarAccess)
      .where(eq(calendarAccess.userId, reader.id)),
  ]);
  return { teamCalendars, access: access.map((row) => row.calendarId) };
}

export interface DigestPost {
  id: string;
  calendarId: string;
  postDate: Date;
  message: string;
}

/** Posts (not drafts, not blocked) going out in [from, to) in these calendars, in time order. */
export async function postsBetween(
  db: Executor,
  calendarIds: string[],
  from: Date,
  to: Date,
  limit: number,
): Promise<{ posts: DigestPost[]; total: number }> {
  if (calendarIds.length === 0) return { posts: [], total: 0 };
  const where = and(
    inArray(posts.calendarId, calendarIds),
    gte(posts.postDate, from),
    lt(posts.postDate, to),
    eq(posts.draft, false),
    eq(posts.blocked, false),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: posts.id,
        calendarId: posts.calendarId,
        postDate: posts.postDate,
        message: posts.message,
      })
      .from(posts)
      .where(where)
      .orderBy(asc(posts.postDate), asc(posts.id))
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(posts)
      .where(where),
  ]);
  return {
    posts: rows.flatMap((row) => (row.postDate ? [{ ...row, postDate: row.postDate }] : [])),
    total: count?.total ?? 0,
  };
}
