import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { calendars, hashtagGroups, posts } from '../../db/schema';

export type HashtagGroupRow = typeof hashtagGroups.$inferSelect;

/** A calendar's lists by name; at most the plan's number (1,000 on the largest plan), so unpaged. */
export async function listHashtagGroups(db: Executor, calendarId: string): Promise<HashtagGroupRow[]> {
  return db
    .select()
    .from(hashtagGroups)
    .where(eq(hashtagGroups.calendarId, calendarId))
    .orderBy(asc(sql`lower(${hashtagGroups.name})`), asc(hashtagGroups.createdAt));
}

export async function findHashtagGroup(db: Executor, id: string): Promise<HashtagGroupRow | null> {
  const [row] = await db.select().from(hashtagGroups).where(eq(hashtagGroups.id, id));
  return row ?? null;
}

/** Whether another list of the calendar has this name regardless of case. */
export async function nameTaken(db: Executor, calendarId: string, name: string, exceptId: string | null) {
  const [row] = await db
    .select({ id: hashtagGroups.id })
    .from(hashtagGroups)
    .where(
      and(
        eq(hashtagGroups.calendarId, calendarId),
        eq(sql`lower(${hashtagGroups.name})`, name.toLowerCase()),
        exceptId ? ne(hashtagGroups.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

/** The lists of all the team's calendars: what the plan's `hashtagLists` counts. */
export async function countTeamHashtagGroups(db: Executor, teamId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(hashtagGroups)
    .innerJoin(calendars, eq(calendars.id, hashtagGroups.calendarId))
    .where(eq(calendars.teamId, teamId));
  return row?.count ?? 0;
}

export async function insertHashtagGroup(
  db: Executor,
  values: { calendarId: string; name: string; hashtags: string[] },
): Promise<HashtagGroupRow> {
  const [row] = await db.insert(hashtagGroups).values(values).returning();
  if (!row) throw new Error('hashtag group insert returned nothing');
  return row;
}

export async function updateHashtagGroup(
  db: Executor,
  id: string,
  values: { name?: string; hashtags?: string[]; updatedAt: Date },
): Promise<HashtagGroupRow> {
  const [row] = await db.update(hashtagGroups).set(values).where(eq(hashtagGroups.id, id)).returning();
  if (!row) throw new Error('hashtag group update returned nothing');
  return row;
}

export async function deleteHashtagGroup(db: Executor, id: string): Promise<void> {
  await db.delete(hashtagGroups).where(eq(hashtagGroups.id, id));
}

/** The text of a calendar's latest posts (at most `limit`), newest first: what the most used count. */
export async function latestPostTexts(db: Executor, calendarId: string, limit: number) {
  return (
    db
      .select({ message: posts.message, hashtags: sql<unknown>`${posts.content} -> 'hashtags'` })
      .from(posts)
      .where(eq(posts.calendarId, calendarId))
      // Backwards along posts_calendar_date_idx: no sort of the whole calendar.
      .orderBy(desc(posts.postDate), desc(posts.id))
      .limit(limit)
  );
}
