import { describe, expect, it } from 'vitest';
import { planNames } from './catalogue';
import { limitsOfPlan, planLimits } from './limits';

const now = new Date('2026-11-21T12:00:00Z');

describe('planLimits', () => {
  it.each([
    ['no subscription', null, 1],
    ['no plan', { plan: null, expirationDate: null }, 1],
    ['a trial of basicnew', { plan: 'basicnew', expirationDate: '2026-12-01T00:00:00Z' }, 3],
    ['an expired basicnew', { plan: 'basicnew', expirationDate: '2026-11-01T00:00:00Z' }, 1],
    ['businessnew without expiry', { plan: 'businessnew', expirationDate: null }, 50],
    ['an unknown plan', { plan: 'mystery', expirationDate: null }, 1],
  ])('%s allows %s calendars', (_case, subscription, calendars) => {
    expect(planLimits(subscription, now).calendars).toBe(calendars);
  });
});

describe('limitsOfPlan', () => {
  it('gives every limit key of the spec for every plan', () => {
    const keys = [
      'libraryPosts',
      'twitterPostPerDay',
      'instagramAutoPostLimit',
      'linkedinVideo',
      'advancedArticleSummarizer',
      'autocompleteAPI',
      'suggestionsFromArticleUrl',
      'calendars',
      'socialMediaAccounts',
    ];
    for (const plan of [null, ...planNames])
      expect(Object.keys(limitsOfPlan(plan))).toEqual(expect.arrayContaining(keys));
  });

  it('never gives a higher plan less than a lower one', () => {
    const ladder = ['basicnew', 'advancednew', 'businessnew'].map(limitsOfPlan);
    for (const [lower, higher] of ladder.slice(0, -1).map((limits, i) => [limits, ladder[i + 1]!])) {
      for (const key of Object.keys(lower!) as (keyof typeof lower)[]) {
        expect(Number(higher![key]) >= Number(lower![key]), key).toBe(true);
      }
    }
  });

  it.each([
    ['free', null, 2, false],
    ['basicnew', 'basicnew', 2, true],
    ['advancednew', 'advancednew', 5, true],
  ])('%s: instagramAutoPostLimit %i, linkedinVideo %s', (_case, plan, instagram, linkedin) => {
    expect(limitsOfPlan(plan)).toMatchObject({ instagramAutoPostLimit: instagram, linkedinVideo: linkedin });
  });
});
