import { addDays, daysInRange, zonedDate } from '@kairos/core';

/** The range picker's choices: the last 7, 30 or 90 days (today included), or days the user picks. */
export const rangePresets = ['7', '30', '90', 'custom'] as const;
export type RangePreset = (typeof rangePresets)[number];

export interface StatsRange {
  from: string;
  to: string;
}

/** The last `days` days in the user's zone, today included. */
export function lastDays(days: number, now: Date, timeZone: string): StatsRange {
  const today = zonedDate(now, timeZone);
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The range of the same length just before `range` (what the change figures compare with). */
export function previousRange(range: StatsRange): StatsRange {
  const days = daysInRange(range.from, range.to);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** The change from `previous` to `current` in whole percent; null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** Every day of the range, in order (the chart shows days without posts too). */
export function daysOf(range: StatsRange): string[] {
  return Array.from({ length: daysInRange(range.from, range.to) }, (_, index) => addDays(range.from, index));
}
