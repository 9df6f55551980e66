import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { posts } from '../../db/schema';
import type { PostRow } from '../posts/post-repository';

/** The posts of a batch of claimed targets, in one query. */
export async function findPostsById(db: Executor, ids: readonly string[]): Promise<Map<string, PostRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(posts)
    .where(inArray(posts.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
