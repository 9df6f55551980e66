import { zonedDate, zonedDateTimeToInstant, zonedTime } from '@kairos/core';

/**
 * The date picker's wall-clock value ('YYYY-MM-DD HH:mm:ss') of an event time in the user's time
 * zone, and back: the post carries instants, the user picks times on their own clock.
 */
export function wallClockOf(instant: string | null, zone: string): string | null {
  if (instant === null) return null;
  const date = new Date(instant);
  return `${zonedDate(date, zone)} ${zonedTime(date, zone)}:00`;
}

export function instantOf(wallClock: string | null, zone: string): string | null {
  if (wallClock === null || wallClock.trim() === '') return null;
  const [date = '', time = '00:00'] = wallClock.trim().split(/[ T]/);
  return zonedDateTimeToInstant(date, time.slice(0, 5), zone).toISOString();
}
