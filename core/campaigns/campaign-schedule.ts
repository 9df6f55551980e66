import { messages } from '../messages';
import { addDays, zonedDateTimeToInstant } from '../time/zoned-time';
import type { CampaignBody } from './campaign-schema';
import { latestEndDate } from './date-selection';

export interface CampaignDays {
  /** The days it posts on, in order ('YYYY-MM-DD' in the campaign's zone). */
  days: string[];
  startDate: string;
  endDate: string;
}

export type CampaignDaysResult = { ok: true; value: CampaignDays } | { ok: false; error: string };

const weekDayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

function everyDay(from: string, to: string, weekDays: readonly number[]): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (weekDays.length === 0 || weekDays.includes(weekDayOf(day))) days.push(day);
  }
  return days;
}

/**
 * The days of a campaign from its selection ("single, multi, range, singleEndDate"): one day, the days
 * chosen, or every day of a range (or of start to end date) on the chosen week days. Past days are
 * refused, and "a campaign's end date is bounded by its start plus the maximum duration".
 */
export function campaignDays(
  body: Pick<CampaignBody, 'patternSchedule' | 'dates' | 'startDate'>,
  rules: { today: string; maxDurationDays: number },
): CampaignDaysResult {
  const fail = (error: string): CampaignDaysResult => ({ ok: false, error });
  const { selectionMode, weekDays } = body.patternSchedule;
  const chosen = [...new Set(body.dates)].sort();
  const span = campaignSpan(selectionMode, chosen, body.startDate ?? undefined);
  if (!span) return fail(messages.campaigns.datesRequired);
  const { startDate, endDate } = span;
  // Bounds first: the days of a range are only listed once the range is known to be short (an end
  // date in the year 9999 would otherwise list three million days while the server waits).
  if (startDate < rules.today) return fail(messages.campaigns.pastDay);
  if (endDate > latestEndDate(startDate, rules.maxDurationDays)) {
    return fail(messages.campaigns.tooLong(rules.maxDurationDays));
  }
  const days =
    selectionMode === 'single' || selectionMode === 'multi' ? chosen : everyDay(startDate, endDate, weekDays);
  if (days.length === 0) return fail(messages.campaigns.datesRequired);
  return { ok: true, value: { days, startDate, endDate } };
}

/** The first and last day of a selection, or null when the selection does not fit its mode. */
function campaignSpan(
  selectionMode: CampaignBody['patternSchedule']['selectionMode'],
  chosen: readonly string[],
  startDate: string | undefined,
): { startDate: string; endDate: string } | null {
  const first = chosen[0];
  const last = chosen.at(-1);
  switch (selectionMode) {
    case 'single':
      return first !== undefined && chosen.length === 1 ? { startDate: first, endDate: first } : null;
    case 'multi':
      return first !== undefined && last !== undefined ? { startDate: first, endDate: last } : null;
    case 'range':
      return first !== undefined && last !== undefined && chosen.length === 2
        ? { startDate: first, endDate: last }
        : null;
    case 'singleEndDate':
      return startDate !== undefined && first !== undefined && chosen.length === 1 && first >= startDate
        ? { startDate, endDate: first }
        : null;
  }
}

/**
 * The most posts (one per account and slot) one campaign may schedule: a bound on the work one
 * request asks for, since a campaign is planned and written in one go. 182 days, 3 a day, on 27
 * accounts fit; `npm run bench:campaign` measured the longest event-loop stall of planning 10,920
 * posts at 112 ms and 24,570 at 288 ms on PostgreSQL, so this keeps it under 200 ms.
 */
export const maxCampaignPosts = 15_000;

/** Refuses a campaign whose days × times × accounts go past `maxCampaignPosts`. */
export function campaignSizeError(
  dayCount: number,
  timesPerDay: number,
  accountCount: number,
): string | null {
  return dayCount * timesPerDay * accountCount > maxCampaignPosts
    ? messages.campaigns.tooBig(maxCampaignPosts.toLocaleString('en-US'))
    : null;
}

/** "a frequency and times of day": as many distinct times as posts a day. */
export function campaignTimesError(postFrequency: number, postTime: readonly string[]): string | null {
  return new Set(postTime).size === postFrequency && postTime.length === postFrequency
    ? null
    : messages.campaigns.timesRequired;
}

/**
 * The instants of a campaign's posts: each day at each time, as the campaign's zone's clocks show it
 * that day (so 09:00 stays 09:00 across a daylight-saving change). A time that does not exist that
 * night moves forward by the gap; two times that land on one instant give one slot.
 */
export function campaignSlots(days: readonly string[], times: readonly string[], zone: string): Date[] {
  const instants = new Set<number>();
  for (const day of days) {
    for (const time of times) instants.add(zonedDateTimeToInstant(day, time, zone).getTime());
  }
  return [...instants].sort((a, b) => a - b).map((time) => new Date(time));
}
