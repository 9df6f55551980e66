import { readLibraryPostContent, type LibraryPostListQuery } from '@kairos/core';
import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { Keyset } from '../../db/keyset-cursor';
import { calendars, libraryPostCategories, libraryPosts, posts } from '../../db/schema';
import { countStoredContentMisfits } from '../../metrics/process-metrics';

export type LibraryPostRow = typeof libraryPosts.$inferSelect;

/**
 * A library post as read from the database, its content parsed here once for every reader: a field
 * that does not fit its schema reads as empty and is counted (decision 0044).
 */
function readLibraryPostRow<Row extends LibraryPostRow>(row: Row): Row {
  const { value, misfits } = readLibraryPostContent(row.content);
  if (misfits.length > 0) countStoredContentMisfits('library_posts', misfits);
  return { ...row, content: value };
}

export async function insertLibraryPost(
  db: Executor,
  values: typeof libraryPosts.$inferInsert,
  categoryIds: readonly string[],
): Promise<LibraryPostRow> {
  const [row] = await db.insert(libraryPosts).values(values).returning();
  if (!row) throw new Error('library post insert returned nothing');
  await setCategories(db, row.id, categoryIds);
  return readLibraryPostRow(row);
}

export async function updateLibraryPost(
  db: Executor,
  id: string,
  values: Partial<typeof libraryPosts.$inferInsert>,
  categoryIds: readonly string[],
): Promise<LibraryPostRow> {
  const [row] = await db.update(libraryPosts).set(values).where(eq(libraryPosts.id, id)).returning();
  if (!row) throw new Error(`library post ${id} vanished during an update`);
  await db.delete(libraryPostCategories).where(eq(libraryPostCategories.libraryPostId, id));
  await setCategories(db, id, categoryIds);
  return readLibraryPostRow(row);
}

async function setCategories(db: Executor, libraryPostId: string, categoryIds: readonly string[]) {
  if (categoryIds.length === 0) return;
  await db
    .insert(libraryPostCategories)
    .values([...new Set(categoryIds)].map((categoryId) => ({ libraryPostId, categoryId })));
}

export async function findLibraryPost(
  db: Executor,
  id: string,
  lock = false,
): Promise<LibraryPostRow | null> {
  const query = db.select().from(libraryPosts).where(eq(libraryPosts.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row ? readLibraryPostRow(row) : null;
}

/** Sets a post's review flags only (a feed's post approved), leaving its content as it is. */
export async function updateLibraryPostFlags(
  db: Executor,
  id: string,
  values: Pick<Partial<typeof libraryPosts.$inferInsert>, 'pending' | 'rejected' | 'updatedAt'>,
): Promise<void> {
  await db.update(libraryPosts).set(values).where(eq(libraryPosts.id, id));
}

export async function deleteLibraryPost(db: Executor, id: string): Promise<void> {
  await db.delete(libraryPosts).where(eq(libraryPosts.id, id));
}

function listConditions(query: LibraryPostListQuery): SQL[] {
  const conditions: SQL[] = [eq(libraryPosts.calendarId, query.calendarId)];
  if (query.categoryId) {
    conditions.push(
      inArray(
        libraryPosts.id,
        sql`(select ${libraryPostCategories.libraryPostId} from ${libraryPostCategories} where ${libraryPostCategories.categoryId} = ${query.categoryId})`,
      ),
    );
  }
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, '\\$&')}%`;
    const matches = or(
      ilike(libraryPosts.message, pattern),
      sql`(${libraryPosts.content} ->> 'variations') ilike ${pattern}`,
    );
    if (matches) conditions.push(matches);
  }
  if (query.draft) conditions.push(eq(libraryPosts.draft, query.draft === 'true'));
  return conditions;
}

const keyText = sql<string>`to_char(${libraryPosts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The library page: newest first, filtered by category, search and draft, a page at a time
 * (`limit + 1` rows, each with its sort key), and how many match in all.
 */
export async function listLibraryPosts(db: Executor, query: LibraryPostListQuery, after: Keyset | null) {
  const where = and(...listConditions(query));
  const [found, [total]] = await Promise.all([
    db
      .select({ post: libraryPosts, key: keyText })
      .from(libraryPosts)
      .where(
        and(
          where,
          after
            ? sql`(${libraryPosts.createdAt}, ${libraryPosts.id}) < (${after.key}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(libraryPosts.createdAt), desc(libraryPosts.id))
      .limit(query.limit + 1),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(libraryPosts)
      .where(where),
  ]);
  return {
    rows: found.map(({ post, key }) => ({ ...readLibraryPostRow(post), key })),
    total: total?.count ?? 0,
  };
}

/** The categories of each library post. */
export async function categoriesOf(db: Executor, ids: readonly string[]): Promise<Map<string, string[]>> {
  const byPost = new Map<string, string[]>();
  if (ids.length === 0) return byPost;
  const rows = await db
    .select()
    .from(libraryPostCategories)
    .where(inArray(libraryPostCategories.libraryPostId, [...ids]));
  for (const row of rows)
    byPost.set(row.libraryPostId, [...(byPost.get(row.libraryPostId) ?? []), row.categoryId]);
  return byPost;
}

/** The campaigns whose posts used each library post (spec: Library post "campaigns"). */
export async function campaignsOf(db: Executor, ids: readonly string[]): Promise<Map<string, string[]>> {
  const byPost = new Map<string, string[]>();
  if (ids.length === 0) return byPost;
  const rows = await db
    .selectDistinct({ libraryPostId: posts.libraryPostId, campaignId: posts.campaignId })
    .from(posts)
    .where(and(inArray(posts.libraryPostId, [...ids]), isNotNull(posts.campaignId)));
  for (const row of rows) {
    if (!row.libraryPostId || !row.campaignId) continue;
    byPost.set(row.libraryPostId, [...(byPost.get(row.libraryPostId) ?? []), row.campaignId]);
  }
  return byPost;
}

/** "Library post count limited by plan (libraryPosts)": counted over the team's calendars. */
export async function countTeamLibraryPosts(db: Executor, teamId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(libraryPosts)
    .innerJoin(calendars, eq(calendars.id, libraryPosts.calendarId))
    .where(eq(calendars.teamId, teamId));
  return row?.count ?? 0;
}

/**
 * The library posts of any of these categories of the calendar (what a campaign posts from), a page
 * at a time in id order: `after` is the last id of the page before.
 */
export async function libraryPostsInCategories(
  db: Executor,
  calendarId: string,
  categoryIds: readonly string[],
  page: { after: string | null; limit: number },
): Promise<LibraryPostRow[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .select()
    .from(libraryPosts)
    .where(
      and(
        eq(libraryPosts.calendarId, calendarId),
        inArray(
          libraryPosts.id,
          db
            .select({ id: libraryPostCategories.libraryPostId })
            .from(libraryPostCategories)
            .where(inArray(libraryPostCategories.categoryId, [...categoryIds])),
        ),
        page.after === null ? undefined : gt(libraryPosts.id, page.after),
      ),
    )
    .orderBy(asc(libraryPosts.id))
    .limit(page.limit);
  return rows.map(readLibraryPostRow);
}
