import { describe, expect, it } from 'vitest';
import { addDays, offsetMinutes, zonedDate, zonedDateTimeToInstant, zonedTime } from './zoned-time';

// Issue: "turning a date and a time slot in an IANA zone into an instant, correct across
// daylight-saving changes" — three zones on both sides of their 2026 changes.
describe('zonedDateTimeToInstant', () => {
  it.each([
    // New York: clocks go forward on 8 March 2026 at 02:00, back on 1 November at 02:00.
    ['America/New_York', '2026-03-07', '09:00', '2026-03-07T14:00:00.000Z'],
    ['America/New_York', '2026-03-09', '09:00', '2026-03-09T13:00:00.000Z'],
    ['America/New_York', '2026-03-08', '02:30', '2026-03-08T07:30:00.000Z'], // in the gap: 03:30 EDT
    ['America/New_York', '2026-11-01', '01:30', '2026-11-01T05:30:00.000Z'], // twice: the first
    ['America/New_York', '2026-11-02', '09:00', '2026-11-02T14:00:00.000Z'],
    // Paris: forward on 29 March 2026 at 02:00, back on 25 October at 03:00.
    ['Europe/Paris', '2026-03-28', '23:45', '2026-03-28T22:45:00.000Z'],
    ['Europe/Paris', '2026-03-29', '02:15', '2026-03-29T01:15:00.000Z'], // in the gap: 03:15 CEST
    ['Europe/Paris', '2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'],
    ['Europe/Paris', '2026-10-25', '02:30', '2026-10-25T00:30:00.000Z'], // twice: the first
    ['Europe/Paris', '2026-10-26', '00:00', '2026-10-25T23:00:00.000Z'],
    // Sydney: back on 5 April 2026 at 03:00, forward on 4 October at 02:00.
    ['Australia/Sydney', '2026-04-04', '12:00', '2026-04-04T01:00:00.000Z'],
    ['Australia/Sydney', '2026-04-05', '02:30', '2026-04-04T15:30:00.000Z'], // twice: the first
    ['Australia/Sydney', '2026-04-06', '12:00', '2026-04-06T02:00:00.000Z'],
    ['Australia/Sydney', '2026-10-04', '02:15', '2026-10-03T16:15:00.000Z'], // in the gap: 03:15 AEDT
    // No daylight saving, and offsets that are not whole hours.
    ['Asia/Kolkata', '2026-07-01', '10:00', '2026-07-01T04:30:00.000Z'],
    ['Asia/Kathmandu', '2026-07-01', '00:00', '2026-06-30T18:15:00.000Z'],
    ['UTC', '2026-12-31', '23:45', '2026-12-31T23:45:00.000Z'],
  ])('%s %s %s is %s', (zone, date, time, instant) => {
    expect(zonedDateTimeToInstant(date, time, zone).toISOString()).toBe(instant);
  });

  it.each(['America/New_York', 'Europe/Paris', 'Australia/Sydney'])(
    'round-trips every slot of the change days in %s except the skipped hour',
    (zone) => {
      for (const date of [
        '2026-03-08',
        '2026-03-29',
        '2026-04-05',
        '2026-10-04',
        '2026-10-25',
        '2026-11-01',
      ]) {
        for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
          const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          const instant = zonedDateTimeToInstant(date, time, zone);
          const back = zonedTime(instant, zone);
          // A skipped wall time moves forward by the gap (one hour in these zones); all others round-trip.
          if (back !== time)
            expect(instant.getTime()).toBe(zonedDateTimeToInstant(date, back, zone).getTime());
          else expect(zonedDate(instant, zone)).toBe(date);
        }
      }
    },
  );
});

describe('offsetMinutes', () => {
  it.each([
    ['Europe/Paris', '2026-01-15T12:00:00Z', 60],
    ['Europe/Paris', '2026-07-15T12:00:00Z', 120],
    ['America/New_York', '2026-07-15T12:00:00Z', -240],
    ['Australia/Sydney', '2026-01-15T12:00:00Z', 660],
    ['Asia/Kolkata', '2026-01-15T12:00:00Z', 330],
  ])('%s at %s is %i', (zone, at, minutes) => {
    expect(offsetMinutes(zone, new Date(at))).toBe(minutes);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-01-01', 182, '2026-07-02'],
  ])('%s + %i is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});
