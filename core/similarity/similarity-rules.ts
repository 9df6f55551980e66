import { z } from 'zod';
import { instantSchema } from '../time/date-schemas';

/** "Similarity window: last or next 30 days". */
export const similarityWindowDays = 30;
/** "a network score of 60 or more is clickable to show accounts". */
export const clickableScore = 60;
/** "a Twitter score of 95 or more hides 'post anyway'". */
export const twitterBlockingScore = 95;

/**
 * Ours: a post is held for the similarity modal when a score reaches the spec's clickable score, so
 * every score that stops a post can be opened to see its accounts. Campaigns skip library content at
 * the same score ("near-duplicates").
 */
export const similarityWarningScore = clickableScore;

/** A library post the text resembles (the library part of the result). */
export const libraryMatchSchema = z.object({ _id: z.string(), message: z.string(), score: z.number() });
export type LibraryMatch = z.infer<typeof libraryMatchSchema>;

/** Spec section 3, "Similarity result". */
export const similarityResultSchema = z.object({
  socialMedias: z.array(
    z.object({
      socialMedia: z.string(),
      maxScore: z.number(),
      accounts: z.array(z.object({ id: z.string(), accountName: z.string(), score: z.number() })),
    }),
  ),
  library: z.array(libraryMatchSchema).optional(),
  maxScore: z.number(),
});
export type SimilarityResult = z.infer<typeof similarityResultSchema>;

const dayMs = 86_400_000;

/** The posts compared with one planned for `at`: those 30 days before to 30 days after. */
export function similarityWindow(at: Date): { from: Date; to: Date } {
  return {
    from: new Date(at.getTime() - similarityWindowDays * dayMs),
    to: new Date(at.getTime() + similarityWindowDays * dayMs),
  };
}

export function isScoreClickable(score: number): boolean {
  return score >= clickableScore;
}

/** X refuses near-duplicate posts, so a Twitter score of 95 or more leaves only Cancel. */
export function canPostAnyway(result: SimilarityResult): boolean {
  return !result.socialMedias.some(
    (network) => network.socialMedia === 'twitter' && network.maxScore >= twitterBlockingScore,
  );
}

/** Whether the result stops the post (or library post) until it is resent with ignoreComplianceCheck. */
export function isSimilarityFlagged(result: SimilarityResult): boolean {
  return result.maxScore >= similarityWarningScore;
}

/** An account's best score against the posts it has or will have within the window. */
export interface AccountScore {
  id: string;
  accountName: string;
  socialMedia: string;
  score: number;
}

/** The result from each account's score: networks and their accounts by score, highest first. */
export function buildSimilarityResult(
  accountScores: readonly AccountScore[],
  library: readonly LibraryMatch[] = [],
): SimilarityResult {
  const byNetwork = new Map<string, AccountScore[]>();
  for (const account of accountScores) {
    byNetwork.set(account.socialMedia, [...(byNetwork.get(account.socialMedia) ?? []), account]);
  }
  const socialMedias = [...byNetwork].map(([socialMedia, accounts]) => ({
    socialMedia,
    maxScore: Math.max(...accounts.map((account) => account.score)),
    accounts: [...accounts]
      .sort((a, b) => b.score - a.score)
      .map(({ id, accountName, score }) => ({ id, accountName, score })),
  }));
  socialMedias.sort((a, b) => b.maxScore - a.maxScore);
  const sortedLibrary = [...library].sort((a, b) => b.score - a.score);
  const maxScore = Math.max(
    0,
    ...socialMedias.map((network) => network.maxScore),
    ...sortedLibrary.map((match) => match.score),
  );
  return { socialMedias, library: sortedLibrary, maxScore };
}

/** POST /api/similarity/check: the same comparison as saving, without saving. */
export const similarityCheckBodySchema = z.object({
  calendarId: z.uuid(),
  message: z.string().max(100_000),
  accountIds: z.array(z.uuid()).max(100).default([]),
  /** When it would go out; now when left out. */
  postDate: instantSchema.optional(),
  /** The post being edited, left out of the comparison. */
  postId: z.uuid().optional(),
  /** The library post it comes from, left out of the library comparison. */
  libraryPostId: z.uuid().optional(),
});
export type SimilarityCheckBody = z.infer<typeof similarityCheckBodySchema>;
