import {
  buildSimilarityResult,
  canPostAnyway,
  isSimilarityFlagged,
  messages,
  similarityWarningScore,
  similarityWindow,
  termVector,
  type SimilarityResult,
} from '@kairos/core';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { posts } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { similarityScores } from './similarity-query';

/** How many similar library posts the result lists. */
const libraryMatches = 5;

export interface SimilarityInput {
  calendarId: string;
  message: string;
  accounts: readonly { id: string; name: string; socialMedia: string }[];
  /** When the post goes out: compared with the accounts' posts 30 days before to 30 days after. */
  at: Date;
  /** The post being edited: not compared with itself. */
  excludePostId?: string | undefined;
  /** The library post it comes from: not a match of its own. */
  libraryPostId?: string | null | undefined;
}

/**
 * Spec, "Similarity result": per network the highest score and the accounts with theirs, the similar
 * library posts, and the highest score of all.
 */
/**
 * The library post a text comes from: the one the request names, else, for a post being edited, the
 * one it was made from (the composer does not send it back, and a campaign's post would otherwise
 * find its own library post 100% similar every time it is edited or posted).
 */
async function sourceLibraryPost(db: Executor, input: SimilarityInput): Promise<string | undefined> {
  if (input.libraryPostId) return input.libraryPostId;
  if (!input.excludePostId) return undefined;
  const [row] = await db
    .select({ libraryPostId: posts.libraryPostId })
    .from(posts)
    .where(and(eq(posts.id, input.excludePostId), eq(posts.calendarId, input.calendarId)));
  return row?.libraryPostId ?? undefined;
}

export async function similarityOf(db: Executor, input: SimilarityInput): Promise<SimilarityResult> {
  const vector = termVector(input.message);
  const window = similarityWindow(input.at);
  const scores = await similarityScores(db, {
    calendarId: input.calendarId,
    vector,
    accountIds: input.accounts.map((account) => account.id),
    from: window.from,
    to: window.to,
    excludePostId: input.excludePostId,
    excludeLibraryPostId: await sourceLibraryPost(db, input),
    libraryLimit: libraryMatches,
    minScore: similarityWarningScore,
  });
  return buildSimilarityResult(
    input.accounts.map((account) => ({
      id: account.id,
      accountName: account.name,
      socialMedia: account.socialMedia,
      score: scores.accounts.get(account.id) ?? 0,
    })),
    scores.library
      .map((match) => ({ _id: match.id, message: match.message, score: match.score }))
      .filter((match) => match.score > 0),
  );
}

/**
 * "Creation can be blocked by a compliance ... rule": a flagged post answers 422 with the result for
 * the similarity modal, unless resent with ignoreComplianceCheck. X refuses near-duplicates itself, so
 * a Twitter score of 95 or more is refused even then ("hides 'post anyway'").
 */
export async function assertNotSimilar(
  db: Executor,
  input: SimilarityInput,
  ignoreComplianceCheck: boolean,
): Promise<void> {
  const result = await similarityOf(db, input);
  if (!isSimilarityFlagged(result)) return;
  if (!canPostAnyway(result)) {
    throw new AppError('RULE_VIOLATION', messages.similarity.twitterDuplicate, { similarity: result });
  }
  if (ignoreComplianceCheck) return;
  const onAccounts = result.socialMedias.some((network) => network.maxScore >= similarityWarningScore);
  throw new AppError(
    'RULE_VIOLATION',
    onAccounts ? messages.similarity.similarPosts : messages.similarity.similarLibraryPosts,
    { similarity: result },
  );
}
