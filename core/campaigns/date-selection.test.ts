import { describe, expect, it } from 'vitest';
import {
  isDaySelectable,
  isRepeatClick,
  latestEndDate,
  selectDay,
  type DateSelectionRules,
} from './date-selection';

const rules: DateSelectionRules = { today: '2026-06-10', maxDurationDays: 182 };

// Spec: "Calendar selection modes (campaign dates): single, multi, range, singleEndDate; clicking a day
// toggles it"; "past days cannot be clicked"; "a campaign's end date is bounded by its start plus the
// maximum duration".
describe('selectDay', () => {
  it.each([
    ['single: a day', 'single', [], '2026-06-12', ['2026-06-12']],
    ['single: another day replaces it', 'single', ['2026-06-12'], '2026-06-13', ['2026-06-13']],
    ['single: the same day clears it', 'single', ['2026-06-12'], '2026-06-12', []],
    ['single: a past day is refused', 'single', [], '2026-06-09', []],
    ['single: today is allowed', 'single', [], '2026-06-10', ['2026-06-10']],
    ['multi: adds in order', 'multi', ['2026-06-14'], '2026-06-12', ['2026-06-12', '2026-06-14']],
    ['multi: toggles out', 'multi', ['2026-06-12', '2026-06-14'], '2026-06-12', ['2026-06-14']],
    ['range: the start', 'range', [], '2026-06-12', ['2026-06-12']],
    ['range: the end', 'range', ['2026-06-12'], '2026-06-20', ['2026-06-12', '2026-06-20']],
    ['range: before the start starts again', 'range', ['2026-06-12'], '2026-06-11', ['2026-06-11']],
    ['range: the start again clears', 'range', ['2026-06-12'], '2026-06-12', []],
    [
      'range: a third click starts again',
      'range',
      ['2026-06-12', '2026-06-20'],
      '2026-07-01',
      ['2026-07-01'],
    ],
    [
      'range: the last day of the maximum',
      'range',
      ['2026-06-12'],
      '2026-12-11',
      ['2026-06-12', '2026-12-11'],
    ],
    ['range: past the maximum is refused', 'range', ['2026-06-12'], '2026-12-12', ['2026-06-12']],
  ] as const)('%s', (_case, mode, selection, day, result) => {
    expect(selectDay(selection, mode, day, rules)).toEqual(result);
  });

  it.each([
    ['before the start', '2026-06-14', false],
    ['the start', '2026-06-15', true],
    ['the bound', '2026-07-15', true],
    ['past the bound', '2026-07-16', false],
  ])('singleEndDate: %s', (_case, day, selectable) => {
    const endRules = { ...rules, maxDurationDays: 30, startDate: '2026-06-15' };
    expect(isDaySelectable(day, [], 'singleEndDate', endRules)).toBe(selectable);
    expect(selectDay([], 'singleEndDate', day, endRules)).toEqual(selectable ? [day] : []);
  });

  it('bounds the end by start plus 182 days by default', () => {
    expect(latestEndDate('2026-01-01', 182)).toBe('2026-07-02');
  });
});

describe('isRepeatClick', () => {
  it.each([
    ['the first click', null, '2026-06-12', 1000, false],
    ['the same day 499 ms later', { day: '2026-06-12', at: 1000 }, '2026-06-12', 1499, true],
    ['the same day 500 ms later', { day: '2026-06-12', at: 1000 }, '2026-06-12', 1500, false],
    ['another day at once', { day: '2026-06-12', at: 1000 }, '2026-06-13', 1001, false],
  ])('%s', (_case, previous, day, at, repeat) => {
    expect(isRepeatClick(previous, day, at)).toBe(repeat);
  });
});
