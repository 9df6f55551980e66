import { describe, expect, it } from 'vitest';
import { retryDueAt } from './outcome';

const now = new Date('2026-11-21T12:00:00Z');
const middle = () => 0.5; // no jitter: 0.8 + 0.4 * 0.5 = 1

describe('retryDueAt', () => {
  it.each([
    [1, 30],
    [2, 60],
    [3, 120],
    [7, 1800],
    [12, 1800],
  ])('after %i attempts waits %i seconds', (attempts, seconds) => {
    expect(retryDueAt(now, attempts, undefined, 30, middle).getTime() - now.getTime()).toBe(seconds * 1000);
  });

  it("waits for the network's reset when it is later than the backoff", () => {
    const reset = new Date(now.getTime() + 15 * 60_000);
    expect(retryDueAt(now, 1, reset, 30, middle)).toEqual(reset);
  });

  it('spreads retries by ±20 % so a burst of failures does not return at once', () => {
    const low = retryDueAt(now, 1, undefined, 30, () => 0).getTime() - now.getTime();
    const high = retryDueAt(now, 1, undefined, 30, () => 1).getTime() - now.getTime();
    expect([low, high]).toEqual([24_000, 36_000]);
  });
});
