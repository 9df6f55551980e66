import { addDays } from '../time/zoned-time';

/** "Calendar selection modes (campaign dates): single, multi, range, singleEndDate". */
export const dateSelectionModes = ['single', 'multi', 'range', 'singleEndDate'] as const;
export type DateSelectionMode = (typeof dateSelectionModes)[number];

/** "Campaign max duration default 182 days (from config, replaceable by a server value)." */
export const defaultCampaignMaxDurationDays = 182;

/** "repeat clicks on the same day within 500 ms are ignored". */
export const repeatClickMs = 500;

export interface DateSelectionRules {
  /** Today in the user's time zone ('YYYY-MM-DD'): "past days cannot be clicked". */
  today: string;
  maxDurationDays: number;
  /** For singleEndDate: the campaign's start, which the end date must follow. */
  startDate?: string;
}

/** "a campaign's end date is bounded by its start plus the maximum duration." */
export function latestEndDate(startDate: string, maxDurationDays: number): string {
  return addDays(startDate, maxDurationDays);
}

/** Whether a day of the calendar can be clicked, given what is already selected. */
export function isDaySelectable(
  day: string,
  selection: readonly string[],
  mode: DateSelectionMode,
  rules: DateSelectionRules,
): boolean {
  if (day < rules.today) return false;
  const start =
    mode === 'singleEndDate'
      ? rules.startDate
      : mode === 'range' && selection.length === 1
        ? selection[0]
        : undefined;
  if (start === undefined) return true;
  if (mode === 'singleEndDate' && day < start) return false;
  return day <= latestEndDate(start, rules.maxDurationDays);
}

/**
 * The selection after a click on `day` ("clicking a day toggles it"). In range mode the first click is
 * the start and the second the end; a click before the start starts again.
 */
export function selectDay(
  selection: readonly string[],
  mode: DateSelectionMode,
  day: string,
  rules: DateSelectionRules,
): string[] {
  if (!isDaySelectable(day, selection, mode, rules)) return [...selection];
  const selected = selection.includes(day);
  switch (mode) {
    case 'single':
    case 'singleEndDate':
      return selected ? [] : [day];
    case 'multi':
      return selected ? selection.filter((other) => other !== day) : [...selection, day].sort();
    case 'range': {
      const [start] = selection;
      if (selection.length !== 1 || start === undefined) return [day];
      if (day === start) return [];
      return day < start ? [day] : [start, day];
    }
  }
}

/** A second click on the same day within 500 ms is a double click: ignore it. */
export function isRepeatClick(
  previous: { day: string; at: number } | null,
  day: string,
  at: number,
): boolean {
  return previous !== null && previous.day === day && at - previous.at < repeatClickMs;
}
