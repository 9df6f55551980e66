import { and, asc, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { readPostContent, toSocialType, type PostListQuery } from '@kairos/core';
import type { Executor } from '../../db/database';
import type { Keyset } from '../../db/keyset-cursor';
import { accounts, posts, publishTargets } from '../../db/schema';
import { countStoredContentMisfits } from '../../metrics/process-metrics';

export type PostRow = typeof posts.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

/**
 * A post as read from the database, its content parsed here once for every reader: a field that
 * does not fit its schema reads as empty and is counted (decision 0044).
 */
function readPostRow<Row extends PostRow>(row: Row): Row {
  const { value, misfits } = readPostContent(row.content);
  if (misfits.length > 0) countStoredContentMisfits('posts', misfits);
  return { ...row, content: value };
}

export async function insertPost(db: Executor, values: typeof posts.$inferInsert): Promise<PostRow> {
  const [row] = await db.insert(posts).values(values).returning();
  if (!row) throw new Error('post insert returned nothing');
  return readPostRow(row);
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
  // The targets it keeps carry its date too (see publishTargets.postDate).
  await db
    .update(publishTargets)
    .set({ postDate: row.postDate ?? row.createdAt })
    .where(eq(publishTargets.postId, postId));
  return readPostRow(row);
}

export async function findPost(db: Executor, postId: string, lock = false): Promise<PostRow | null> {
  const query = db.select().from(posts).where(eq(posts.id, postId));
  const [row] = await (lock ? query.for('update') : query);
  return row ? readPostRow(row) : null;
}

/** The posts of a batch of claimed targets, in one query. */
export async function findPostsById(db: Executor, ids: readonly string[]): Promise<Map<string, PostRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(posts)
    .where(inArray(posts.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, readPostRow(row)]));
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

/** The sort key of a row as text, to the microsecond: a page's cursor must not round it. */
const keyText = (column: typeof posts.createdAt | typeof posts.postDate) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Drafts come newest first (created_at, id descending: the partial drafts index); every other list
 * in date order (post_date, id), a draft without a date last.
 */
function pageOrder(query: PostListQuery, after: Keyset | null) {
  if (query.draft === 'true') {
    return {
      key: keyText(posts.createdAt),
      orderBy: [desc(posts.createdAt), desc(posts.id)],
      after: after && sql`(${posts.createdAt}, ${posts.id}) < (${after.key}::timestamptz, ${after.id}::uuid)`,
    };
  }
  const afterDate =
    after?.key === null
      ? sql`(${posts.postDate} is null and ${posts.id} > ${after.id}::uuid)`
      : after &&
        sql`((${posts.postDate}, ${posts.id}) > (${after.key}::timestamptz, ${after.id}::uuid) or ${posts.postDate} is null)`;
  return {
    key: keyText(posts.postDate),
    orderBy: [sql`${posts.postDate} asc nulls last`, asc(posts.id)],
    after: afterDate,
  };
}

/**
 * A page of a calendar's posts for the filter search, the drafts and a campaign's posts: `limit + 1`
 * rows, each with its sort key (see keyset-cursor).
 */
export function listPostsQuery(db: Executor, query: PostListQuery, after: Keyset | null) {
  const conditions: (SQL | null)[] = [eq(posts.calendarId, query.calendarId)];
  if (query.dateStart) conditions.push(gte(posts.postDate, new Date(query.dateStart)));
  if (query.dateEnd) conditions.push(lt(posts.postDate, new Date(query.dateEnd)));
  if (query.search) conditions.push(ilike(posts.message, `%${query.search.replace(/[\\%_]/g, '\\$&')}%`));
  if (query.draft) conditions.push(eq(posts.draft, query.draft === 'true'));
  if (query.campaignId) conditions.push(eq(posts.campaignId, query.campaignId));
  const targetFilters: SQL[] = [];
  if (query.accountId) targetFilters.push(eq(publishTargets.accountId, query.accountId));
  if (query.socialMedia) {
    // A spelling of the spec's ('tikTok') finds its network; a name of none finds nothing.
    const socialMedia = toSocialType(query.socialMedia);
    targetFilters.push(socialMedia ? eq(publishTargets.socialMedia, socialMedia) : sql`false`);
  }
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
  const order = pageOrder(query, after);
  conditions.push(order.after);
  return db
    .select({ post: posts, key: order.key })
    .from(posts)
    .where(and(...conditions.filter((condition) => condition !== null)))
    .orderBy(...order.orderBy)
    .limit(query.limit + 1);
}

export async function listPosts(
  db: Executor,
  query: PostListQuery,
  after: Keyset | null,
): Promise<(PostRow & { key: string | null })[]> {
  const rows = await listPostsQuery(db, query, after);
  return rows.map(({ post, key }) => ({ ...readPostRow(post), key }));
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
