import { describe, expect, it } from 'vitest';
import { daysOf, lastDays, percentChange, previousRange } from './stats-range';

describe('stats ranges', () => {
  it.each([
    // 11:30 UTC on 26 November is already the 27th in Auckland and still the 26th in Honolulu.
    [7, 'Pacific/Auckland', { from: '2026-11-21', to: '2026-11-27' }],
    [7, 'Pacific/Honolulu', { from: '2026-11-20', to: '2026-11-26' }],
    [30, 'UTC', { from: '2026-10-28', to: '2026-11-26' }],
    [90, 'Pacific/Kiritimati', { from: '2026-08-30', to: '2026-11-27' }],
  ])('the last %i days in %s', (days, zone, expected) => {
    expect(lastDays(days, new Date('2026-11-26T11:30:00Z'), zone)).toEqual(expected);
  });

  it('compares with the range of the same length before, across a month end', () => {
    expect(previousRange({ from: '2026-03-01', to: '2026-03-07' })).toEqual({
      from: '2026-02-22',
      to: '2026-02-28',
    });
    expect(daysOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it.each([
    [10, 5, 100],
    [5, 10, -50],
    [3, 0, null],
    [0, 0, null],
    [1, 3, -67],
  ])('%i against %i is %s %', (current, previous, expected) => {
    expect(percentChange(current, previous)).toBe(expected);
  });
});
