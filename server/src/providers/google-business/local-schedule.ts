/** Google's civil date and time of day (google.type.Date, google.type.TimeOfDay): the location's. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}
export interface TimeOfDay {
  hours: number;
  minutes: number;
}
export interface Schedule {
  startDate: CivilDate;
  endDate: CivilDate;
  startTime?: TimeOfDay;
  endTime?: TimeOfDay;
}

/** Where a time is read: an IANA zone, or a fixed offset in minutes (the one the user wrote). */
export type Zone = { timeZone: string } | { offsetMinutes: number };

/** An instant's wall clock in a zone (Intl knows every IANA zone's rules, daylight saving included). */
function wallClock(instant: Date, zone: Zone) {
  if ('offsetMinutes' in zone) {
    const shifted = new Date(instant.getTime() + zone.offsetMinutes * 60_000);
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hours: shifted.getUTCHours(),
      minutes: shifted.getUTCMinutes(),
    };
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone.timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hours: part('hour'),
    minutes: part('minute'),
  };
}

export const dateIn = (instant: Date, zone: Zone): CivilDate => {
  const { year, month, day } = wallClock(instant, zone);
  return { year, month, day };
};
export const timeIn = (instant: Date, zone: Zone): TimeOfDay => {
  const { hours, minutes } = wallClock(instant, zone);
  return { hours, minutes };
};

export const scheduleIn = (start: Date, end: Date, zone: Zone): Schedule => ({
  startDate: dateIn(start, zone),
  startTime: timeIn(start, zone),
  endDate: dateIn(end, zone),
  endTime: timeIn(end, zone),
});

/** The offset an ISO time was written with ("2026-03-08T10:00:00-05:00" is -300 minutes). */
export function offsetOf(iso: string): number {
  const match = /([+-])(\d{2}):?(\d{2})$/.exec(iso);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}
