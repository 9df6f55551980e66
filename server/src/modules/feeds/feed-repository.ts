import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { calendars, feedItems, feeds } from '../../db/schema';

export type FeedRow = typeof feeds.$inferSelect;

export async function insertFeed(db: Executor, values: typeof feeds.$inferInsert): Promise<FeedRow> {
  const [row] = await db.insert(feeds).values(values).returning();
  if (!row) throw new Error('feed insert returned nothing');
  return row;
}

export async function findFeed(db: Executor, id: string): Promise<FeedRow | null> {
  const [row] = await db.select().from(feeds).where(eq(feeds.id, id));
  return row ?? null;
}

/** The feeds with their calendars' teams, for polls that run without a signed-in user. */
export async function findFeedsWithTeam(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ feed: feeds, teamId: calendars.teamId })
    .from(feeds)
    .innerJoin(calendars, eq(calendars.id, feeds.calendarId))
    .where(inArray(feeds.id, [...ids]));
}

/** A calendar's feeds, oldest first; a calendar has at most its plan's rssFeeds, so no paging. */
export async function listFeeds(db: Executor, calendarId: string, categoryId: string | undefined) {
  return db
    .select()
    .from(feeds)
    .where(and(eq(feeds.calendarId, calendarId), categoryId ? eq(feeds.categoryId, categoryId) : undefined))
    .orderBy(asc(feeds.createdAt), asc(feeds.id));
}

export async function countTeamFeeds(db: Executor, teamId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(feeds)
    .innerJoin(calendars, eq(calendars.id, feeds.calendarId))
    .where(eq(calendars.teamId, teamId));
  return row?.count ?? 0;
}

export async function updateFeed(db: Executor, id: string, values: Partial<typeof feeds.$inferInsert>) {
  const [row] = await db.update(feeds).set(values).where(eq(feeds.id, id)).returning();
  return row ?? null;
}

export async function updateFeeds(
  db: Executor,
  ids: readonly string[],
  values: Partial<typeof feeds.$inferInsert>,
): Promise<void> {
  await db
    .update(feeds)
    .set(values)
    .where(inArray(feeds.id, [...ids]));
}

export async function deleteFeed(db: Executor, id: string): Promise<void> {
  await db.delete(feeds).where(eq(feeds.id, id));
}

/**
 * Up to `limit` feeds due now, oldest due first, leased until `leaseUntil` so the next sweep does not
 * hand them out again while their poll waits in the queue (the poll sets the real next time).
 */
export async function leaseDueFeeds(db: Executor, now: Date, leaseUntil: Date, limit: number) {
  const due = db
    .select({ id: feeds.id })
    .from(feeds)
    .where(and(eq(feeds.paused, false), lte(feeds.nextPollAt, now)))
    .orderBy(asc(feeds.nextPollAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(feeds)
    .set({ nextPollAt: leaseUntil })
    .where(inArray(feeds.id, due))
    .returning({ id: feeds.id });
}

/** Which of the entries (by guid or link) the feed has brought before, rejected ones included. */
export async function knownEntries(
  db: Executor,
  feedId: string,
  entries: readonly { guid: string; link: string | null }[],
): Promise<{ guids: Set<string>; links: Set<string> }> {
  const guids = entries.map((entry) => entry.guid);
  const links = entries.flatMap((entry) => (entry.link ? [entry.link] : []));
  if (guids.length === 0) return { guids: new Set(), links: new Set() };
  const rows = await db
    .select({ guid: feedItems.guid, link: feedItems.link })
    .from(feedItems)
    .where(
      and(
        eq(feedItems.feedId, feedId),
        or(inArray(feedItems.guid, guids), links.length > 0 ? inArray(feedItems.link, links) : undefined),
      ),
    );
  return {
    guids: new Set(rows.map((row) => row.guid)),
    links: new Set(rows.flatMap((row) => (row.link ? [row.link] : []))),
  };
}

/** Records an item; null when the feed has it already (another poll saved it meanwhile). */
export async function insertFeedItem(
  db: Executor,
  values: typeof feedItems.$inferInsert,
): Promise<string | null> {
  const [row] = await db
    .insert(feedItems)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: feedItems.id });
  return row?.id ?? null;
}

export async function linkFeedItem(db: Executor, itemId: string, libraryPostId: string): Promise<void> {
  await db.update(feedItems).set({ libraryPostId }).where(eq(feedItems.id, itemId));
}

/** The feed item behind a library post, if a feed brought it. */
export async function findItemOfPost(db: Executor, libraryPostId: string) {
  const [row] = await db.select().from(feedItems).where(eq(feedItems.libraryPostId, libraryPostId));
  return row ?? null;
}

export async function markItemRejected(db: Executor, libraryPostId: string): Promise<void> {
  await db.update(feedItems).set({ rejected: true }).where(eq(feedItems.libraryPostId, libraryPostId));
}
