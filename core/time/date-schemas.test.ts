import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { calendarDateSchema, instantSchema, isRealCalendarDate } from './date-schemas';

const errorOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? 'invalid');

describe('calendarDateSchema', () => {
  it.each([
    ['an ordinary day', '2026-11-25', null],
    ['a leap day', '2028-02-29', null],
    ['the first day of the range', '1970-01-01', null],
    ['the last day of the range', '2199-12-31', null],
    ['February 30th (not rolled over to March 2nd)', '2027-02-30', messages.validation.invalidDate],
    ['February 29th of a common year', '2027-02-29', messages.validation.invalidDate],
    ['a thirteenth month', '2027-13-01', messages.validation.invalidDate],
    ['month zero', '2027-00-10', messages.validation.invalidDate],
    ['day zero', '2027-01-00', messages.validation.invalidDate],
    ['April 31st', '2027-04-31', messages.validation.invalidDate],
    ['not a date', 'tomorrow', messages.validation.invalidDate],
    ['a date with a time', '2027-01-01T00:00', messages.validation.invalidDate],
    ['the year 9999', '9999-12-31', messages.validation.dateOutOfRange],
    ['the year 1969', '1969-12-31', messages.validation.dateOutOfRange],
  ])('%s (%s)', (_case, date, error) => {
    expect(errorOf(calendarDateSchema.safeParse(date))).toBe(error);
  });

  it('tells a real day from a rolled-over one', () => {
    expect(isRealCalendarDate('2024-02-29')).toBe(true);
    expect(isRealCalendarDate('2100-02-29')).toBe(false);
  });
});

describe('instantSchema', () => {
  it.each([
    ['UTC', '2026-11-25T09:00:00Z', null],
    ['an offset', '2026-11-25T09:00:00+05:30', null],
    ['the year 9999', '9999-12-31T23:59:59Z', messages.validation.dateOutOfRange],
    ['the year 0', '0000-01-01T00:00:00Z', messages.validation.dateOutOfRange],
    ['past the last year once in UTC', '2199-12-31T23:00:00-05:00', messages.validation.dateOutOfRange],
  ])('%s (%s)', (_case, instant, error) => {
    expect(errorOf(instantSchema.safeParse(instant))).toBe(error);
  });

  it('refuses February 30th', () => {
    expect(instantSchema.safeParse('2027-02-30T00:00:00Z').success).toBe(false);
  });
});
