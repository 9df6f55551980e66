import { addDays, type CalendarPost, zonedDateTimeToInstant } from '@kairos/core';
import { networksOf } from '../../../components/ui/network-dots';

export type CalendarViewName = 'month' | 'week' | 'day';

/** Day of the week of a 'YYYY-MM-DD' (0 = Sunday): calendar days carry no zone. */
export function weekday(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The Sunday that starts the week of `date`. */
export function startOfWeek(date: string): string {
  return addDays(date, -weekday(date));
}

/** The days a view shows around `date`: whole weeks covering the month, the week, or the day. */
export function visibleDays(view: CalendarViewName, date: string): string[] {
  if (view === 'day') return [date];
  if (view === 'week') return Array.from({ length: 7 }, (_, index) => addDays(startOfWeek(date), index));
  const first = `${date.slice(0, 7)}-01`;
  const gridStart = startOfWeek(first);
  const days: string[] = [];
  for (let day = gridStart; days.length < 42; day = addDays(day, 1)) days.push(day);
  // Six rows only when the month needs them.
  const lastRowStart = days[35] ?? '';
  return lastRowStart.slice(0, 7) === first.slice(0, 7) ? days : days.slice(0, 35);
}

/** The instants bounding `days` in the user's zone, for GET /api/posts. */
export function dayRangeInstants(days: readonly string[], zone: string): { start: Date; end: Date } {
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? first;
  return {
    start: zonedDateTimeToInstant(first, '00:00', zone),
    end: zonedDateTimeToInstant(addDays(last, 1), '00:00', zone),
  };
}

export interface PlacedPost {
  post: CalendarPost;
  /** The networks of its accounts, for its dots. */
  networks: string[];
}

/**
 * The posts of each day, in time order. The server gave each its day and time in the user's zone and
 * sent them in time order, so this is one pass per response, not a zone conversion per chip.
 */
export function postsByDay(
  posts: readonly CalendarPost[],
  networkOf: ReadonlyMap<string, string>,
): Map<string, PlacedPost[]> {
  const byDay = new Map<string, PlacedPost[]>();
  for (const post of posts) {
    const day = byDay.get(post.day);
    const placed = { post, networks: networksOf(post.accountIds, networkOf) };
    if (day === undefined) byDay.set(post.day, [placed]);
    else day.push(placed);
  }
  return byDay;
}

/** Moves `date` one view-length forwards or backwards. */
export function stepDate(view: CalendarViewName, date: string, direction: 1 | -1): string {
  if (view === 'day') return addDays(date, direction);
  if (view === 'week') return addDays(date, 7 * direction);
  const [year = 0, month = 1] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1 + direction, 1));
  return `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}-01`;
}
