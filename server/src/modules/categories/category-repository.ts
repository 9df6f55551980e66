import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { categories, libraryPostCategories, libraryPosts } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;

// Written out: drizzle leaves columns unqualified in a select list.
const countOf = sql<number>`(select count(*) from library_post_categories links where links.category_id = "categories"."id")`;

/** A calendar's categories by title, each with the number of library posts in it. */
export async function listCategories(db: Executor, calendarId: string) {
  return db
    .select({ id: categories.id, title: categories.title, count: countOf.mapWith(Number) })
    .from(categories)
    .where(eq(categories.calendarId, calendarId))
    .orderBy(asc(sql`lower(${categories.title})`), asc(categories.createdAt));
}

export async function findCategory(db: Executor, categoryId: string): Promise<CategoryRow | null> {
  const [row] = await db.select().from(categories).where(eq(categories.id, categoryId));
  return row ?? null;
}

export async function countCategory(db: Executor, categoryId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(libraryPostCategories)
    .where(eq(libraryPostCategories.categoryId, categoryId));
  return row?.count ?? 0;
}

export async function insertCategory(db: Executor, calendarId: string, title: string): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values({ calendarId, title }).returning();
  if (!row) throw new Error('category insert returned nothing');
  return row;
}

export async function renameCategory(db: Executor, categoryId: string, title: string): Promise<void> {
  await db.update(categories).set({ title }).where(eq(categories.id, categoryId));
}

/** "It will remove all the posts ... from this category": its library posts go with it. */
export async function deleteCategoryWithPosts(db: Executor, categoryId: string): Promise<void> {
  await db
    .delete(libraryPosts)
    .where(
      inArray(
        libraryPosts.id,
        db
          .select({ id: libraryPostCategories.libraryPostId })
          .from(libraryPostCategories)
          .where(eq(libraryPostCategories.categoryId, categoryId)),
      ),
    );
  await db.delete(categories).where(eq(categories.id, categoryId));
}

/** Which of `categoryIds` are categories of the calendar. */
export async function calendarCategoryIds(
  db: Executor,
  calendarId: string,
  categoryIds: readonly string[],
): Promise<string[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.calendarId, calendarId), inArray(categories.id, [...categoryIds])));
  return rows.map((row) => row.id);
}
