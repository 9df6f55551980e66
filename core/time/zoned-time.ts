/**
 * Wall-clock time in an IANA zone, with Intl only. A post scheduled for "09:00 on 30 March" in
 * Europe/Paris must be the instant Paris calls 09:00 that day, whatever the offset is then: the
 * offset is looked up for that day, never taken from today.
 */

const minuteMs = 60_000;
const dayMs = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function zonedParts(instant: Date, zone: string): ZonedParts {
  const parts = Object.fromEntries(
    formatterFor(zone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

/** The zone's offset from UTC at `instant`, in minutes (Paris in summer: 120). */
export function offsetMinutes(zone: string, instant: Date): number {
  const { year, month, day, hour, minute } = zonedParts(instant, zone);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const truncated = Math.floor(instant.getTime() / minuteMs) * minuteMs;
  return Math.round((wall - truncated) / minuteMs);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' of `instant` in `zone`. */
export function zonedDate(instant: Date, zone: string): string {
  const { year, month, day } = zonedParts(instant, zone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** 'HH:MM' of `instant` in `zone`. */
export function zonedTime(instant: Date, zone: string): string {
  const { hour, minute } = zonedParts(instant, zone);
  return `${pad(hour)}:${pad(minute)}`;
}

/**
 * The instant at which `zone`'s clocks show `date` ('YYYY-MM-DD') and `time` ('HH:MM'). Across a
 * daylight-saving change it resolves as Temporal's 'compatible' option does: a time that happens twice
 * (clocks going back) is the first of the two, a time that never happens (clocks going forward) is
 * moved forward by the length of the gap, so 02:30 on a spring-forward night becomes 03:30.
 */
export function zonedDateTimeToInstant(date: string, time: string, zone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const offsetBefore = offsetMinutes(zone, new Date(wall - dayMs));
  const offsetAfter = offsetMinutes(zone, new Date(wall + dayMs));
  const candidates = [wall - offsetBefore * minuteMs, wall - offsetAfter * minuteMs]
    .filter((instant) => instant + offsetMinutes(zone, new Date(instant)) * minuteMs === wall)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? wall - offsetBefore * minuteMs);
}

/** The calendar day after `date` ('YYYY-MM-DD'), plus `days`. */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}
