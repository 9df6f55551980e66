import { candidateTerms, singleTermMaxCosine, termVector, toScore, type TermVector } from '@kairos/core';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
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
  const rows = posts.flatMap((post) =>
    post.draft || post.postDate === null
      ? []
      : [...termVector(post.message)].map(([term, weight]) => ({
          p: post.id,
          c: post.calendarId,
          t: term,
          w: weight,
          d: (post.postDate as Date).toISOString(),
        })),
  );
  if (rows.length === 0) return;
  // One statement for any number of rows: they travel as one JSON parameter (decision 0021), which
  // PGlite parses much faster than thousands of bound values.
  await db.execute(sql`
    insert into ${postTerms} (post_id, calendar_id, term, weight, post_date)
    select p, c, t, w, d from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as rows (p uuid, c uuid, t text, w real, d timestamptz)`);
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

const queryTerms = (vector: TermVector): SQL =>
  sql`(values ${sql.join(
    [...vector].map(([term, weight]) => sql`(${term}::text, ${weight}::real)`),
    sql`, `,
  )}) as query(term, weight)`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A term is counted in up to this many posts: past it, it is simply "common". */
const frequencyCap = 200;

/** In how many of the calendar's posts in the window each term is (capped), from the index alone. */
async function termFrequencies(
  db: Executor,
  input: { calendarId: string; vector: TermVector; from: Date; to: Date },
): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select query.term, (
      select count(*) from (
        select 1 from post_terms terms
        where terms.calendar_id = ${input.calendarId}::uuid and terms.term = query.term
          and terms.post_date between ${input.from.toISOString()}::timestamptz and ${input.to.toISOString()}::timestamptz
        limit ${frequencyCap}
      ) capped
    ) as frequency
    from ${queryTerms(input.vector)}`);
  return new Map(
    rowsOf<{ term: string; frequency: number | string }>(result).map((row) => [
      row.term,
      Number(row.frequency),
    ]),
  );
}

/**
 * Each account's best score (0-100) against the calendar's posts due between `from` and `to` on that
 * account. Only posts sharing one of the text's rarer terms are read (`candidateTerms`): every post
 * that can score `minScore` or more shares one, so that decision is exact; a lower score is the best
 * among those posts. The sum of the products of the weights is the cosine.
 */
export async function accountScores(
  db: Executor,
  input: {
    calendarId: string;
    vector: TermVector;
    accountIds: readonly string[];
    from: Date;
    to: Date;
    excludePostId?: string | undefined;
    minScore: number;
  },
): Promise<Map<string, number>> {
  if (input.vector.size === 0 || input.accountIds.length === 0) return new Map();
  const frequency = await termFrequencies(db, input);
  // The smallest cosine that rounds to minScore.
  const searched = candidateTerms(input.vector, frequency, (input.minScore - 0.5) / 100);
  if (searched.length === 0) return new Map();
  const exclude = input.excludePostId ? sql`and terms.post_id <> ${input.excludePostId}::uuid` : sql``;
  const accountList = sql.join(
    input.accountIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const termList = sql.join(
    searched.map((term) => sql`${term}::text`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with candidates as (
      select distinct terms.post_id
      from post_terms terms
      where terms.calendar_id = ${input.calendarId}::uuid and terms.term in (${termList})
        and terms.post_date between ${input.from.toISOString()}::timestamptz and ${input.to.toISOString()}::timestamptz
        ${exclude}
    ),
    scores as (
      select terms.post_id, sum(terms.weight * query.weight) as dot, count(*) as shared
      from candidates
      join post_terms terms on terms.post_id = candidates.post_id
      join ${queryTerms(input.vector)} on query.term = terms.term
      group by terms.post_id
    )
    select targets.account_id as "accountId",
      max(case when scores.shared >= 2 or scores.dot >= 0.999 then scores.dot
               else least(scores.dot, ${singleTermMaxCosine}::real) end) as dot
    from scores join publish_targets targets on targets.post_id = scores.post_id
    where targets.account_id in (${accountList})
    group by targets.account_id`);
  // The single-term cap of toScore, applied in the query so one row per account comes back.
  return new Map(
    rowsOf<{ accountId: string; dot: number | string }>(result).map((row) => [
      row.accountId,
      toScore(Number(row.dot)),
    ]),
  );
}

/** The library posts of the calendar sharing terms with the text, best first, with their scores (0-100). */
export async function libraryScores(
  db: Executor,
  input: { calendarId: string; vector: TermVector; excludeId?: string | undefined; limit: number },
): Promise<{ id: string; message: string; score: number }[]> {
  if (input.vector.size === 0) return [];
  const exclude = input.excludeId ? sql`and terms.library_post_id <> ${input.excludeId}::uuid` : sql``;
  const result = await db.execute(sql`
    select library.id, library.message, scores.dot, scores.shared
    from (
      select terms.library_post_id, sum(terms.weight * query.weight) as dot, count(*) as shared
      from library_post_terms terms join ${queryTerms(input.vector)} on query.term = terms.term
      where terms.calendar_id = ${input.calendarId}::uuid ${exclude}
      group by terms.library_post_id
      order by dot desc
      limit ${input.limit}
    ) scores join library_posts library on library.id = scores.library_post_id
    order by scores.dot desc`);
  return rowsOf<{ id: string; message: string; dot: number | string; shared: number | string }>(result).map(
    (row) => ({ id: row.id, message: row.message, score: toScore(Number(row.dot), Number(row.shared)) }),
  );
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
