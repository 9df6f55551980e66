import { describe, expect, it } from 'vitest';
import { concurrencyTiers, publishingLimits } from './publishing-limits';
import { socialTypes } from './social-types';

describe('publishing limits', () => {
  it.each([
    ['instagram-business', 50],
    ['linkedin', 150],
    ['threads', 250],
    ['twitter', 2400],
    ['facebook', null],
  ] as const)('%s allows %s posts per account a day', (socialType, budget) => {
    expect(publishingLimits(socialType).dailyBudget).toBe(budget);
  });

  it('gives every network a positive concurrency', () => {
    const tiers = concurrencyTiers(socialTypes);
    expect(Object.keys(tiers)).toHaveLength(socialTypes.length);
    for (const value of Object.values(tiers)) expect(value).toBeGreaterThan(0);
  });
});
