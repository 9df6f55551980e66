import { zonedDate, zonedTime } from './zoned-time';

/** "Time options every 15 minutes, 00:00 to 23:45." */
export const slotMinutes = 15;

export const timeSlots: readonly string[] = Array.from({ length: (24 * 60) / slotMinutes }, (_, index) => {
  const minutes = index * slotMinutes;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

const slotMs = slotMinutes * 60_000;

/**
 * "Default scheduling time: now minus 2 hours, rounded to the nearest 15 minutes", in the user's zone.
 * Every zone's offset is a multiple of 15 minutes, so rounding the instant rounds the wall clock too.
 */
export function defaultScheduleTime(now: Date, zone: string): { date: string; time: string } {
  const rounded = new Date(Math.round((now.getTime() - 2 * 3_600_000) / slotMs) * slotMs);
  return { date: zonedDate(rounded, zone), time: zonedTime(rounded, zone) };
}

/** The first slot at or after `instant` (a post saved at 10:07 reopens at 10:15). */
export function slotAtOrAfter(instant: Date, zone: string): { date: string; time: string } {
  const next = new Date(Math.ceil(instant.getTime() / slotMs) * slotMs);
  return { date: zonedDate(next, zone), time: zonedTime(next, zone) };
}
