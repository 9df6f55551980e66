import {
  campaignConflictSchema,
  type CampaignConflict,
  similarityResultSchema,
  type SimilarityResult,
} from '@kairos/core';
import { z } from 'zod';
import { isApiError } from './api-error';

/**
 * The server refuses with `422 RULE_VIOLATION` and the details in the error body (decision 0027):
 * `error.similarity` for a near-duplicate, `error.conflicts` for campaigns on one account and time.
 */
export function similarityFromError(error: unknown): SimilarityResult | null {
  if (!isApiError(error) || error.code !== 'RULE_VIOLATION') return null;
  const parsed = similarityResultSchema.safeParse(error.body.similarity);
  return parsed.success ? parsed.data : null;
}

export const libraryMatchSchema = z.object({ _id: z.string(), message: z.string(), score: z.number() });
export type LibraryMatch = z.infer<typeof libraryMatchSchema>;

/** The library posts a text resembles (`similarity.library`). */
export function libraryMatches(result: SimilarityResult): LibraryMatch[] {
  const parsed = libraryMatchSchema.array().safeParse(result.library);
  // The closest first, and only a few: the rest are noise next to them.
  return parsed.success ? [...parsed.data].sort((a, b) => b.score - a.score).slice(0, 5) : [];
}

export type { CampaignConflict };

export function conflictsFromError(error: unknown): CampaignConflict[] | null {
  if (!isApiError(error) || error.code !== 'RULE_VIOLATION') return null;
  const parsed = campaignConflictSchema.array().min(1).safeParse(error.body.conflicts);
  return parsed.success ? parsed.data : null;
}
