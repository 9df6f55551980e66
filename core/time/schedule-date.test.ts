import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  currentOffsetLabel,
  earliestScheduleDate,
  isSchedulableDate,
  reopenTiming,
  timingError,
} from './schedule-date';
import { defaultScheduleTime, timeSlots } from './time-slots';

describe('timeSlots', () => {
  it('offers every 15 minutes from 00:00 to 23:45', () => {
    expect(timeSlots).toHaveLength(96);
    expect(timeSlots.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(timeSlots.at(-1)).toBe('23:45');
  });
});

// "Default scheduling time: now minus 2 hours, rounded to the nearest 15 minutes."
describe('defaultScheduleTime', () => {
  it.each([
    ['2026-06-10T12:07:00Z', 'UTC', '2026-06-10', '10:00'],
    ['2026-06-10T12:08:00Z', 'UTC', '2026-06-10', '10:15'],
    ['2026-06-10T01:50:00Z', 'UTC', '2026-06-09', '23:45'],
    ['2026-06-10T01:53:00Z', 'UTC', '2026-06-10', '00:00'],
    ['2026-06-10T12:07:00Z', 'Europe/Paris', '2026-06-10', '12:00'],
    ['2026-06-10T12:07:00Z', 'Asia/Kathmandu', '2026-06-10', '15:45'],
    ['2026-03-08T09:20:00Z', 'America/New_York', '2026-03-08', '03:15'],
  ])('at %s in %s is %s %s', (now, zone, date, time) => {
    expect(defaultScheduleTime(new Date(now), zone)).toEqual({ date, time });
  });
});

describe('the label beside Select hour', () => {
  it.each([
    ['Europe/Paris', '2026-01-15T12:00:00Z', 'Your current GMT+1'],
    ['Europe/Paris', '2026-07-15T12:00:00Z', 'Your current GMT+2'],
    ['America/New_York', '2026-07-15T12:00:00Z', 'Your current GMT-4'],
    ['Asia/Kolkata', '2026-07-15T12:00:00Z', 'Your current GMT+5:30'],
    ['UTC', '2026-07-15T12:00:00Z', 'Your current GMT+0'],
  ])('%s at %s reads %j', (zone, now, label) => {
    expect(currentOffsetLabel(new Date(now), zone)).toBe(label);
  });
});

// "Schedule minimum date is today in the user's timezone."
describe('earliest schedule date', () => {
  const now = new Date('2026-06-10T23:30:00Z');
  it.each([
    ['UTC', '2026-06-10'],
    ['Europe/Paris', '2026-06-11'],
    ['America/Los_Angeles', '2026-06-10'],
    ['Pacific/Auckland', '2026-06-11'],
  ])('in %s is %s', (zone, date) => {
    expect(earliestScheduleDate(now, zone)).toBe(date);
  });

  it.each([
    ['2026-06-10', 'Europe/Paris', false],
    ['2026-06-11', 'Europe/Paris', true],
    ['2026-06-10', 'America/Los_Angeles', true],
    ['2026-06-09', 'America/Los_Angeles', false],
  ])('%s selectable in %s: %s', (date, zone, selectable) => {
    expect(isSchedulableDate(date, now, zone)).toBe(selectable);
  });
});

describe('timingError', () => {
  const now = new Date('2026-03-29T00:30:00Z'); // 01:30 in Paris, before the clocks go forward
  it.each([
    ['now', { mode: 'now' } as const, null],
    [
      'no hour',
      { mode: 'schedule', date: '2026-03-29', time: null } as const,
      messages.composer.hourRequired,
    ],
    ['no date', { mode: 'schedule', date: null, time: '10:00' } as const, messages.composer.dateRequired],
    [
      'a past slot',
      { mode: 'schedule', date: '2026-03-29', time: '01:15' } as const,
      messages.composer.futureTimeRequired,
    ],
    [
      'the current minute',
      { mode: 'schedule', date: '2026-03-29', time: '01:30' } as const,
      messages.composer.futureTimeRequired,
    ],
    ['a slot after the change', { mode: 'schedule', date: '2026-03-29', time: '03:00' } as const, null],
  ])('%s in Paris', (_case, timing, error) => {
    expect(timingError(timing, now, 'Europe/Paris')).toBe(error);
  });

  it('judges the future in the user zone, not the server zone', () => {
    const timing = { mode: 'schedule', date: '2026-03-28', time: '21:00' } as const;
    expect(timingError(timing, now, 'America/New_York')).toBeNull();
    expect(timingError(timing, now, 'Europe/Paris')).toBe(messages.composer.futureTimeRequired);
  });
});

// "Editing reopens the post: time already past means 'now', otherwise 'schedule'."
describe('reopenTiming', () => {
  const now = new Date('2026-10-24T12:00:00Z');
  it.each([
    ['no date', null, { mode: 'now' }],
    ['a past date', '2026-10-24T11:00:00Z', { mode: 'now' }],
    ['a future date', '2026-10-25T09:00:00Z', { mode: 'schedule', date: '2026-10-25', time: '10:00' }],
    ['off the slots', '2026-10-25T09:07:00Z', { mode: 'schedule', date: '2026-10-25', time: '10:15' }],
  ])('%s', (_case, postDate, timing) => {
    expect(reopenTiming(postDate, now, 'Europe/Paris')).toEqual(timing);
  });
});
