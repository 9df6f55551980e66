import { and, asc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PostListQuery } from '@kairos/core';
import type { Executor } from '../../db/database';
import { accounts, posts, publishTargets } from '../../db/schema';

export type PostRow = typeof posts.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

export async function insertPost(db: Executor, values: typeof posts.$inferInsert): Promise<PostRow> {
  const [row] = await db.insert(posts).values(values).returning();
  if (!row) throw new Error('post insert returned nothing');
  return row;
}

/** Writes an edit and bumps the version, so jobs made for the old content never send. */
export async function updatePost(
  db: Executor,
  postId: string,
  values: Partial<typeof posts.$inferInsert>,
): Promise<PostRow> {
  const [row] = await db
    .update(posts)
    .set({ ...values, version: sql`${posts.version} + 1` })
    .where(eq(posts.id, postId))
    .returning();
  if (!row) throw new Error(`post ${postId} vanished during an update`);
  return row;
}

export async function findPost(db: Executor, postId: string, lock = false): Promise<PostRow | null> {
  const query = db.select().from(posts).where(eq(posts.id, postId));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function deletePost(db: Executor, postId: string): Promise<void> {
  await db.delete(posts).where(eq(posts.id, postId));
}

/** The accounts of a calendar among `accountIds`, in the order asked. */
export async function calendarAccounts(
  db: Executor,
  calendarId: string,
  accountIds: readonly string[],
): Promise<AccountRow[]> {
  if (accountIds.length === 0) return [];
  const rows = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.calendarId, calendarId), inArray(accounts.id, [...accountIds])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return accountIds.flatMap((id) => byId.get(id) ?? []);
}

/** A calendar's posts for the calendar view and the filter search. */
export async function listPosts(db: Executor, query: PostListQuery): Promise<PostRow[]> {
  const conditions: SQL[] = [eq(posts.calendarId, query.calendarId)];
  if (query.dateStart) conditions.push(gte(posts.postDate, new Date(query.dateStart)));
  if (query.dateEnd) conditions.push(lt(posts.postDate, new Date(query.dateEnd)));
  if (query.search) conditions.push(ilike(posts.message, `%${query.search.replace(/[\\%_]/g, '\\$&')}%`));
  if (query.draft) conditions.push(eq(posts.draft, query.draft === 'true'));
  if (query.campaignId) conditions.push(eq(posts.campaignId, query.campaignId));
  const targetFilters: SQL[] = [];
  if (query.accountId) targetFilters.push(eq(publishTargets.accountId, query.accountId));
  if (query.socialMedia) targetFilters.push(eq(publishTargets.socialMedia, query.socialMedia));
  if (query.state) targetFilters.push(eq(publishTargets.state, query.state));
  if (targetFilters.length > 0) {
    conditions.push(
      inArray(
        posts.id,
        db
          .select({ id: publishTargets.postId })
          .from(publishTargets)
          .where(and(eq(publishTargets.calendarId, query.calendarId), ...targetFilters)),
      ),
    );
  }
  return db
    .select()
    .from(posts)
    .where(and(...conditions))
    .orderBy(asc(posts.postDate), asc(posts.createdAt))
    .limit(query.limit);
}

/** Per-day post counts in the user's time zone, for the calendar's load colours. */
export async function countPostsPerDay(
  db: Executor,
  input: { calendarId: string; dateStart: Date; dateEnd: Date; timeZone: string },
): Promise<{ date: string; count: number }[]> {
  const day = sql<string>`to_char(${posts.postDate} at time zone ${input.timeZone}, 'YYYY-MM-DD')`;
  return (
    db
      .select({ date: day, count: sql<number>`count(*)`.mapWith(Number) })
      .from(posts)
      .where(
        and(
          eq(posts.calendarId, input.calendarId),
          gte(posts.postDate, input.dateStart),
          lt(posts.postDate, input.dateEnd),
        ),
      )
      // By position: the zone is a bound parameter, and Postgres does not see $1 and $3 as one expression.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}

/** Posts already due on each account's day (for the daily-limit warnings). */
export async function countAccountPostsBetween(
  db: Executor,
  accountIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: publishTargets.accountId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(publishTargets)
    .where(
      and(
        inArray(publishTargets.accountId, [...accountIds]),
        gte(publishTargets.dueAt, from),
        lt(publishTargets.dueAt, to),
      ),
    )
    .groupBy(publishTargets.accountId);
  return new Map(rows.map((row) => [row.accountId, row.count]));
}
