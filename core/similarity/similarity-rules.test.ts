import { describe, expect, it } from 'vitest';
import { canPostAnyway, isScoreClickable, similarityWindow, type SimilarityResult } from './similarity-rules';

const result = (socialMedia: string, maxScore: number): SimilarityResult => ({
  socialMedias: [{ socialMedia, maxScore, accounts: [] }],
  maxScore,
});

// Section 9: "Similarity window: last or next 30 days; a network score of 60 or more is clickable".
describe('similarity', () => {
  it('compares with the 30 days before and after', () => {
    expect(similarityWindow(new Date('2026-06-10T12:00:00Z'))).toEqual({
      from: new Date('2026-05-11T12:00:00Z'),
      to: new Date('2026-07-10T12:00:00Z'),
    });
  });

  it.each([
    [59, false],
    [60, true],
    [100, true],
  ])('a score of %i is clickable: %s', (score, clickable) => {
    expect(isScoreClickable(score)).toBe(clickable);
  });

  // Section 4: "a Twitter score of 95 or more hides 'post anyway'".
  it.each([
    ['Twitter at 94', result('twitter', 94), true],
    ['Twitter at 95', result('twitter', 95), false],
    ['Facebook at 100', result('facebook', 100), true],
  ])('%s offers post anyway: %s', (_case, similarity, allowed) => {
    expect(canPostAnyway(similarity)).toBe(allowed);
  });
});
