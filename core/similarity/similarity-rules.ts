import { z } from 'zod';

/** "Similarity window: last or next 30 days". */
export const similarityWindowDays = 30;
/** "a network score of 60 or more is clickable to show accounts". */
export const clickableScore = 60;
/** "a Twitter score of 95 or more hides 'post anyway'". */
export const twitterBlockingScore = 95;

/** Spec section 3, "Similarity result". */
export const similarityResultSchema = z.object({
  socialMedias: z.array(
    z.object({
      socialMedia: z.string(),
      maxScore: z.number(),
      accounts: z.array(z.object({ id: z.string(), accountName: z.string(), score: z.number() })),
    }),
  ),
  library: z.unknown().optional(),
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
