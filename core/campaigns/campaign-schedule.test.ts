import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { campaignDays, campaignSizeError, campaignSlots, campaignTimesError } from './campaign-schedule';
import type { DateSelectionMode } from './date-selection';

const rules = { today: '2026-03-20', maxDurationDays: 182 };
const days = (
  selectionMode: DateSelectionMode,
  dates: string[],
  weekDays: number[] = [],
  startDate?: string,
) => campaignDays({ patternSchedule: { selectionMode, weekDays }, dates, startDate }, rules);

// Spec: "Calendar selection modes (campaign dates): single, multi, range, singleEndDate".
describe('campaignDays', () => {
  it.each([
    ['single: one day', days('single', ['2026-03-25']), ['2026-03-25'], '2026-03-25', '2026-03-25'],
    [
      'multi: the chosen days in order',
      days('multi', ['2026-04-02', '2026-03-25', '2026-03-25']),
      ['2026-03-25', '2026-04-02'],
      '2026-03-25',
      '2026-04-02',
    ],
    [
      'range: every day',
      days('range', ['2026-03-27', '2026-03-30']),
      ['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30'],
      '2026-03-27',
      '2026-03-30',
    ],
    [
      'range: Mondays and Fridays only',
      days('range', ['2026-03-23', '2026-04-06'], [1, 5]),
      ['2026-03-23', '2026-03-27', '2026-03-30', '2026-04-03', '2026-04-06'],
      '2026-03-23',
      '2026-04-06',
    ],
    [
      'singleEndDate: from the start to the chosen end',
      days('singleEndDate', ['2026-03-31'], [2], '2026-03-20'),
      ['2026-03-24', '2026-03-31'],
      '2026-03-20',
      '2026-03-31',
    ],
    [
      'range: the last day of the maximum',
      days('range', ['2026-03-20', '2026-09-18'], [5]),
      expect.any(Array),
      '2026-03-20',
      '2026-09-18',
    ],
  ])('%s', (_case, result, expectedDays, startDate, endDate) => {
    expect(result).toEqual({ ok: true, value: { days: expectedDays, startDate, endDate } });
  });

  it.each([
    ['single: nothing chosen', days('single', []), messages.campaigns.datesRequired],
    ['single: two days', days('single', ['2026-03-25', '2026-03-26']), messages.campaigns.datesRequired],
    ['range: only a start', days('range', ['2026-03-25']), messages.campaigns.datesRequired],
    ['singleEndDate: no start', days('singleEndDate', ['2026-03-25']), messages.campaigns.datesRequired],
    [
      'singleEndDate: the end before the start',
      days('singleEndDate', ['2026-03-25'], [], '2026-03-26'),
      messages.campaigns.datesRequired,
    ],
    ['a past day', days('multi', ['2026-03-19', '2026-03-25']), messages.campaigns.pastDay],
    [
      'one day past the maximum',
      days('range', ['2026-03-20', '2026-09-19']),
      messages.campaigns.tooLong(182),
    ],
    // Found by probing: the days of this range were listed (three million) before the bound held.
    [
      'a range to the year 9999',
      days('range', ['2026-03-20', '9999-12-31']),
      messages.campaigns.tooLong(182),
    ],
    [
      'a start and an end date in the year 9999',
      days('singleEndDate', ['9999-12-31'], [1], '2026-03-20'),
      messages.campaigns.tooLong(182),
    ],
    [
      'a past start to the year 9999',
      days('range', ['2000-01-01', '9999-12-31']),
      messages.campaigns.pastDay,
    ],
    [
      'a range with none of the week days',
      days('range', ['2026-03-23', '2026-03-24'], [0]),
      messages.campaigns.datesRequired,
    ],
  ])('refuses %s', (_case, result, error) => {
    expect(result).toEqual({ ok: false, error });
  });

  it('takes the server maximum (campaignMaxDurationDays)', () => {
    const result = campaignDays(
      { patternSchedule: { selectionMode: 'range', weekDays: [] }, dates: ['2026-03-20', '2026-04-20'] },
      { today: '2026-03-20', maxDurationDays: 30 },
    );
    expect(result).toEqual({ ok: false, error: messages.campaigns.tooLong(30) });
  });
});

describe('campaignTimesError', () => {
  it.each([
    [1, ['09:00'], null],
    [2, ['09:00', '17:30'], null],
    [2, ['09:00'], messages.campaigns.timesRequired],
    [2, ['09:00', '09:00'], messages.campaigns.timesRequired],
  ])('%i a day at %j', (frequency, times, error) => {
    expect(campaignTimesError(frequency, times)).toBe(error);
  });
});

// Europe/Paris moves from +01:00 to +02:00 at 02:00 on 29 March 2026 and back at 03:00 on 25 October.
describe('campaignSlots across daylight-saving changes', () => {
  const iso = (slots: Date[]) => slots.map((slot) => slot.toISOString());
  it.each([
    [
      'spring: 09:00 stays 09:00 in Paris',
      ['2026-03-28', '2026-03-29', '2026-03-30'],
      ['09:00'],
      ['2026-03-28T08:00:00.000Z', '2026-03-29T07:00:00.000Z', '2026-03-30T07:00:00.000Z'],
    ],
    [
      'spring: 02:30 does not exist and moves to 03:30; 03:30 is the same slot',
      ['2026-03-29'],
      ['02:30', '03:30', '03:00'],
      ['2026-03-29T01:00:00.000Z', '2026-03-29T01:30:00.000Z'],
    ],
    [
      'autumn: 02:30 happens twice and is the first',
      ['2026-10-25'],
      ['02:30', '09:00'],
      ['2026-10-25T00:30:00.000Z', '2026-10-25T08:00:00.000Z'],
    ],
    [
      'autumn: 09:00 and 18:00 before and after',
      ['2026-10-24', '2026-10-26'],
      ['18:00', '09:00'],
      [
        '2026-10-24T07:00:00.000Z',
        '2026-10-24T16:00:00.000Z',
        '2026-10-26T08:00:00.000Z',
        '2026-10-26T17:00:00.000Z',
      ],
    ],
  ])('%s', (_case, dayList, times, expected) => {
    expect(iso(campaignSlots(dayList, times, 'Europe/Paris'))).toEqual(expected);
  });

  it('follows New York, which changes on another day', () => {
    expect(
      iso(campaignSlots(['2026-03-07', '2026-03-08', '2026-03-09'], ['09:00'], 'America/New_York')),
    ).toEqual(['2026-03-07T14:00:00.000Z', '2026-03-08T13:00:00.000Z', '2026-03-09T13:00:00.000Z']);
  });
});

// Issue 14: bound the work one request asks for (days × times × accounts).
describe('campaignSizeError', () => {
  it.each([
    ['182 days, 3 a day, 20 accounts', 182, 3, 20, null],
    ['182 days, 3 a day, 27 accounts (14,742)', 182, 3, 27, null],
    ['exactly 15,000', 250, 4, 15, null],
    ['one past the bound', 15_001, 1, 1, messages.campaigns.tooBig('15,000')],
    ['182 days, 24 a day, 100 accounts', 182, 24, 100, messages.campaigns.tooBig('15,000')],
  ])('%s', (_case, days, times, accounts, error) => {
    expect(campaignSizeError(days, times, accounts)).toBe(error);
  });
});
