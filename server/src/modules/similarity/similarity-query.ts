import { candidateTerms, singleTermMaxCosine, toScore, type TermVector } from '@kairos/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The text's terms and weights, as one JSON parameter read as a table `query (term, weight)`. */
const queryTerms = (vector: TermVector): SQL =>
  sql`jsonb_to_recordset(${JSON.stringify(
    [...vector].map(([term, weight]) => ({ term, weight })),
  )}::jsonb) as query (term text, weight float8)`;

/** A term is counted in up to this many posts: past it, it is simply "common". */
const frequencyCap = 200;

export interface ScoresInput {
  calendarId: string;
  vector: TermVector;
  accountIds: readonly string[];
  from: Date;
  to: Date;
  /** The post being edited: not compared with itself. */
  excludePostId?: string | undefined;
  /** The library post the text comes from: not one of its matches. */
  excludeLibraryPostId?: string | undefined;
  /** How many library posts to answer, best first. */
  libraryLimit: number;
  minScore: number;
}

export interface Scores {
  /** Each account's best score (0-100) against its posts in the window; absent: nothing shared. */
  accounts: Map<string, number>;
  library: { id: string; message: string; score: number }[];
}

/** In how many of the calendar's posts in the window each term is (capped), from the index alone. */
async function termFrequencies(db: Executor, input: ScoresInput): Promise<Map<string, number>> {
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
 * The check's scores in two statements: the frequencies of the text's terms, then, in one statement,
 * each account's best score and the best library posts.
 *
 * Accounts: only posts sharing one of the text's rarer terms are read (`candidateTerms`): every post
 * that can score `minScore` or more shares one, so that decision is exact; a lower score is the best
 * among those posts. Each searched term is one range of the (calendar, term, date) index; each
 * candidate's own terms are one range of the (post, term) key; each candidate's accounts one range
 * of (post, account). `offset 0` keeps every lateral step a lookup by index: the planner otherwise
 * misjudges these tiny sets and scans whole tables (decision 0028). The sum of the products of the
 * weights is the cosine; the single-term cap of toScore is applied in the query.
 */
export async function similarityScores(db: Executor, input: ScoresInput): Promise<Scores> {
  if (input.vector.size === 0) return { accounts: new Map(), library: [] };
  const searched =
    input.accountIds.length === 0
      ? []
      : candidateTerms(
          input.vector,
          await termFrequencies(db, input),
          // The smallest cosine that rounds to minScore.
          (input.minScore - 0.5) / 100,
        );
  const excludePost = input.excludePostId ? sql`and terms.post_id <> ${input.excludePostId}::uuid` : sql``;
  const excludeLibrary = input.excludeLibraryPostId
    ? sql`and terms.library_post_id <> ${input.excludeLibraryPostId}::uuid`
    : sql``;
  const accountList =
    input.accountIds.length === 0
      ? sql`null::uuid`
      : sql.join(
          input.accountIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        );
  const result = await db.execute(sql`
    with query as materialized (select term, weight from ${queryTerms(input.vector)}),
    candidates as materialized (
      select distinct hits.post_id
      from jsonb_array_elements_text(${JSON.stringify(searched)}::jsonb) as searched (term)
      cross join lateral (
        select terms.post_id from post_terms terms
        where terms.calendar_id = ${input.calendarId}::uuid and terms.term = searched.term
          and terms.post_date between ${input.from.toISOString()}::timestamptz and ${input.to.toISOString()}::timestamptz
          ${excludePost}
        offset 0
      ) hits
    ),
    scores as materialized (
      select candidates.post_id, scored.dot, scored.shared
      from candidates cross join lateral (
        select sum(terms.weight * query.weight) as dot, count(*) as shared
        from post_terms terms join query on query.term = terms.term
        where terms.post_id = candidates.post_id
      ) scored
    ),
    account_scores as (
      select targets.account_id,
        max(case when scores.shared >= 2 or scores.dot >= 0.999 then scores.dot
                 else least(scores.dot, ${singleTermMaxCosine}::float8) end) as dot
      from scores cross join lateral (
        select targets.account_id from publish_targets targets
        where targets.post_id = scores.post_id and targets.account_id in (${accountList})
        offset 0
      ) targets
      group by targets.account_id
    ),
    library_scores as (
      select terms.library_post_id, sum(terms.weight * query.weight) as dot, count(*) as shared
      from library_post_terms terms join query on query.term = terms.term
      where terms.calendar_id = ${input.calendarId}::uuid ${excludeLibrary}
      group by terms.library_post_id
      order by dot desc
      limit ${input.libraryLimit}
    )
    select
      (select coalesce(jsonb_agg(jsonb_build_object('accountId', account_id, 'dot', dot)), '[]'::jsonb)
        from account_scores) as accounts,
      (select coalesce(jsonb_agg(jsonb_build_object('id', library.id, 'message', library.message,
          'dot', library_scores.dot, 'shared', library_scores.shared) order by library_scores.dot desc), '[]'::jsonb)
        from library_scores join library_posts library on library.id = library_scores.library_post_id) as library`);
  const [row] = rowsOf<{ accounts: unknown; library: unknown }>(result);
  // PGlite answers jsonb parsed; node-postgres too, but be safe with a string.
  const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const accounts = parse<{ accountId: string; dot: number }[]>(row?.accounts ?? []);
  const library = parse<{ id: string; message: string; dot: number; shared: number }[]>(row?.library ?? []);
  return {
    accounts: new Map(accounts.map((entry) => [entry.accountId, toScore(Number(entry.dot))])),
    library: library.map((entry) => ({
      id: entry.id,
      message: entry.message,
      score: toScore(Number(entry.dot), Number(entry.shared)),
    })),
  };
}
