import { z } from 'zod';
import { messages } from '../messages';

/**
 * The years a date or instant of ours may fall in. Far dates are refused rather than carried to the
 * database and the clock arithmetic (a schedule date in 9999 once answered 500), and no post,
 * campaign or calendar view of a product started in 2026 needs a day outside them.
 */
export const dateRange = { firstYear: 1970, lastYear: 2199 } as const;

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day that exists: '2027-02-30' and '2027-13-01' are not rolled over into another day. */
export function isRealCalendarDate(date: string): boolean {
  const match = isoDay.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth;
}

const yearInRange = (year: number) => year >= dateRange.firstYear && year <= dateRange.lastYear;

/** A day as the day-picker gives it ('YYYY-MM-DD', in the user's time zone). */
export const calendarDateSchema = z
  .string()
  .regex(isoDay, { error: messages.validation.invalidDate })
  .refine(isRealCalendarDate, { error: messages.validation.invalidDate, abort: true })
  .refine((date) => yearInRange(Number(date.slice(0, 4))), { error: messages.validation.dateOutOfRange });

/** An instant with its offset ('2026-11-25T09:00:00Z', '2026-11-25T10:00:00+01:00'). */
export const instantSchema = z.iso
  .datetime({ offset: true })
  .refine((instant) => yearInRange(new Date(instant).getUTCFullYear()), {
    error: messages.validation.dateOutOfRange,
  });
