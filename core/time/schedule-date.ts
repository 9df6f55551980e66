import { type PostTiming } from '../posts/post-timing-schema';
import { messages } from '../messages';
import { slotAtOrAfter } from './time-slots';
import { zonedDate, zonedDateTimeToInstant } from './zoned-time';

/** "Schedule minimum date is today in the user's timezone." */
export function earliestScheduleDate(now: Date, zone: string): string {
  return zonedDate(now, zone);
}

/** The day-picker shows "no dates before today in the user's timezone". */
export function isSchedulableDate(date: string, now: Date, zone: string): boolean {
  return date >= earliestScheduleDate(now, zone);
}

/** The label beside 'Select hour': "'Your current GM' plus the timezone offset", e.g. GMT+2. */
export function currentOffsetLabel(now: Date, zone: string): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return messages.time.currentOffset(name === 'GMT' ? 'GMT+0' : name);
}

/** "Editing reopens the post: time already past means 'now', otherwise 'schedule'." */
export function reopenTiming(postDate: string | null, now: Date, zone: string): PostTiming {
  if (postDate === null || new Date(postDate) <= now) return { mode: 'now' };
  const { date, time } = slotAtOrAfter(new Date(postDate), zone);
  return { mode: 'schedule', date, time };
}

/** The instant a timing stands for, or null for 'now' or an incomplete schedule. */
export function scheduledInstant(timing: PostTiming, zone: string): Date | null {
  if (timing.mode === 'now' || timing.date === null || timing.time === null) return null;
  return zonedDateTimeToInstant(timing.date, timing.time, zone);
}

/**
 * "Schedule mode: hour required 'Please select an hour'; date 'Please choose a date for the post';
 * future time 'Please, choose time from the future'."
 */
export function timingError(timing: PostTiming, now: Date, zone: string): string | null {
  if (timing.mode === 'now') return null;
  if (timing.time === null) return messages.composer.hourRequired;
  if (timing.date === null) return messages.composer.dateRequired;
  const instant = scheduledInstant(timing, zone);
  if (instant === null || instant <= now) return messages.composer.futureTimeRequired;
  return null;
}
