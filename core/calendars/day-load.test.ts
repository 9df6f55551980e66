import { describe, expect, it } from 'vitest';
import { dayLoad } from './day-load';

// Section 9: "Calendar day load: fewer than 5 posts low, 5 to 9 medium, 10 or more high."
describe('dayLoad', () => {
  it.each([
    [0, 'low'],
    [4, 'low'],
    [5, 'medium'],
    [9, 'medium'],
    [10, 'high'],
    [42, 'high'],
  ])('%i posts is %s', (count, load) => {
    expect(dayLoad(count)).toBe(load);
  });
});
