import { termVector } from '@kairos/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { libraryPostTerms, postTerms } from '../../db/schema';

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters. */
const chunkSize = 2000;

async function insertInChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += chunkSize) {
    await insert(rows.slice(start, start + chunkSize));
  }
}

export interface IndexedPost {
  id: string;
  calendarId: string;
  message: string;
  /** Null (a draft without a time): not compared, so not indexed. */
  postDate: Date | null;
  draft: boolean;
}

/** Replaces the terms of these posts; drafts and empty texts leave none. */
export async function indexPosts(
  db: Executor,
  posts: readonly IndexedPost[],
  options: { fresh?: boolean } = {},
): Promise<void> {
  if (posts.length === 0) return;
  // Posts written a moment ago in this transaction have no terms yet.
  if (!options.fresh) {
    await db.delete(postTerms).where(
      inArray(
        postTerms.postId,
        posts.map((post) => post.id),
      ),
    );
  }
  // One JSON row per post with its terms and weights, unnested in SQL: one statement for any number of
  // posts (decision 0021), parsed much faster by PGlite than thousands of bound values.
  const rows = posts.flatMap((post) => {
    if (post.draft || post.postDate === null) return [];
    const vector = [...termVector(post.message)];
    if (vector.length === 0) return [];
    return [
      {
        p: post.id,
        c: post.calendarId,
        d: post.postDate.toISOString(),
        t: vector.map(([term]) => term),
        w: vector.map(([, weight]) => weight),
      },
    ];
  });
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ${postTerms} (post_id, calendar_id, term, weight, post_date)
    select post.p, post.c, term.t, term.w, post.d
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as post (p uuid, c uuid, d timestamptz, t text[], w real[])
    cross join lateral unnest(post.t, post.w) as term (t, w)`);
}

export interface IndexedLibraryPost {
  id: string;
  calendarId: string;
  message: string;
  variations: readonly { message: string }[];
}

/** The library post's own text: its message, or its first variation when it has only variations. */
export function libraryIndexText(post: Omit<IndexedLibraryPost, 'id' | 'calendarId'>): string {
  if (post.message.trim() !== '') return post.message;
  return post.variations.find((variation) => variation.message.trim() !== '')?.message ?? '';
}

export async function indexLibraryPost(db: Executor, post: IndexedLibraryPost): Promise<void> {
  await db.delete(libraryPostTerms).where(eq(libraryPostTerms.libraryPostId, post.id));
  const rows = [...termVector(libraryIndexText(post))].map(([term, weight]) => ({
    libraryPostId: post.id,
    calendarId: post.calendarId,
    term,
    weight,
  }));
  await insertInChunks(rows, (chunk) => db.insert(libraryPostTerms).values(chunk));
}

/** The term vectors of posts, as stored (campaigns compare library content with them). */
export async function postVectors(
  db: Executor,
  postIds: readonly string[],
): Promise<Map<string, Map<string, number>>> {
  const vectors = new Map<string, Map<string, number>>();
  for (let start = 0; start < postIds.length; start += chunkSize) {
    const rows = await db
      .select({ postId: postTerms.postId, term: postTerms.term, weight: postTerms.weight })
      .from(postTerms)
      .where(and(inArray(postTerms.postId, postIds.slice(start, start + chunkSize))));
    for (const row of rows) {
      const vector = vectors.get(row.postId) ?? new Map<string, number>();
      vector.set(row.term, row.weight);
      vectors.set(row.postId, vector);
    }
  }
  return vectors;
}
