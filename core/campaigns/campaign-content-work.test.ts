import { describe, expect, it } from 'vitest';
import { limitsOfPlan } from '../plans/limits';
import { planCampaign, type PlannerLibraryPost } from './campaign-content';

const day = 86_400_000;
const start = Date.UTC(2026, 5, 1, 9);
const hourlySlots = (count: number) =>
  Array.from({ length: count }, (_, index) => new Date(start + index * 3_600_000));

/** `count` library posts, each with words of its own (no two alike), or all with the same text. */
const library = (count: number, alike = false): PlannerLibraryPost[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `post-${String(index).padStart(6, '0')}`,
    message: alike ? 'Fresh sourdough bread every morning' : `w${index}a w${index}b w${index}c w${index}d`,
    variations: [],
    images: [],
    video: null,
    postTitle: '',
    hashtags: [],
    callToAction: null,
    createdAt: new Date(start - index * 60_000),
    expirationDate: null,
    draft: false,
    pending: false,
    rejected: false,
  }));

const work = (posts: PlannerLibraryPost[], slots: number, accounts = 2) =>
  planCampaign({
    slots: hourlySlots(slots),
    accounts: Array.from({ length: accounts }, (_, index) => ({ id: `a${index}`, socialMedia: 'facebook' })),
    library: posts,
    history: new Map(),
    priority: 'newest',
    repeat: true,
    limits: limitsOfPlan(null),
    random: () => 0,
  }).work;

describe("the planner's work grows with the slots it fills, not with slots × library", () => {
  // Distinct texts: every slot takes the first candidate it tries, whatever the library's size.
  it.each([
    [100, 50],
    [1_000, 50],
    [10_000, 50],
    [10_000, 500],
  ])('a library of %i distinct posts, %i slots on 2 accounts', (size, slots) => {
    expect(work(library(size), slots)).toMatchObject({
      candidatesTried: slots * 2,
      // Both accounts share a network: a text and a rule verdict per post used, not per library post.
      textsVectorized: slots,
      ruleChecks: slots,
    });
  });

  // The same text everywhere: after the first slot every post is a near-duplicate for 30 days. Each
  // is tried once and set aside until then, not tried again at every slot (slots × library).
  it.each([
    [100, 100],
    [1_000, 100],
    [1_000, 600],
  ])('a library of %i identical posts, %i hourly slots on 1 account', (size, slots) => {
    const result = work(library(size, true), slots, 1);
    // Each post once, and the one used once more from the repeat queue; each compared with the text
    // planned at the first slot.
    expect(result.candidatesTried).toBe(size + 1);
    expect(result.comparisons).toBe(size);
  });

  it('a month later the set-aside posts are tried once more, not at every slot between', () => {
    const slots = [new Date(start), new Date(start + day), new Date(start + 31 * day + 3_600_000)];
    const result = planCampaign({
      slots,
      accounts: [{ id: 'a', socialMedia: 'facebook' }],
      library: library(500, true),
      history: new Map(),
      priority: 'newest',
      repeat: false,
      limits: limitsOfPlan(null),
      random: () => 0,
    });
    expect(result.assignments.map((slot) => slot.libraryPostId)).toEqual([
      'post-000000',
      null,
      'post-000001',
    ]);
    expect(result.work.candidatesTried).toBe(1 + 499 + 1);
  });
});
