import { offsetMinutes } from '@kairos/core';
import { sql, type SQL } from 'drizzle-orm';

/** Two instants: a range of the user's days turned into instants (start included, end not). */
export interface Window {
  start: Date;
  end: Date;
}

const dayMs = 86_400_000;
const quarterMs = 900_000;
const minuteMs = 60_000;

const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A window as the rollups read it (decision 0118): the whole UTC days inside it come from the
 * rollups, the pieces before and after them (a user's midnight is rarely UTC's) from the rows.
 */
export interface DaySplit {
  /** The whole UTC days, 'YYYY-MM-DD', `from` included and `to` not; null when there is none. */
  days: { from: string; to: string } | null;
  /** The rest of the window, read from the rows. */
  pieces: Window[];
}

export function splitByUtcDays(window: Window): DaySplit {
  const start = window.start.getTime();
  const end = window.end.getTime();
  const firstMidnight = Math.ceil(start / dayMs) * dayMs;
  const lastMidnight = Math.floor(end / dayMs) * dayMs;
  if (firstMidnight >= lastMidnight) return { days: null, pieces: end > start ? [window] : [] };
  const pieces: Window[] = [];
  if (start < firstMidnight) pieces.push({ start: window.start, end: new Date(firstMidnight) });
  if (lastMidnight < end) pieces.push({ start: new Date(lastMidnight), end: window.end });
  return { days: { from: utcDate(firstMidnight), to: utcDate(lastMidnight) }, pieces };
}

/** `column` within the whole days of a split (false when there is none). */
export function inDays(column: SQL, split: DaySplit): SQL {
  return split.days
    ? sql`(${column} >= ${split.days.from}::date and ${column} < ${split.days.to}::date)`
    : sql`false`;
}

/** The pieces of splits that the rollups do not hold, in order, those that touch made one. */
export function piecesOf(...splits: DaySplit[]): Window[] {
  const pieces = splits
    .flatMap((split) => split.pieces)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: Window[] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if (last && last.end.getTime() === piece.start.getTime())
      merged[merged.length - 1] = { ...last, end: piece.end };
    else merged.push(piece);
  }
  return merged;
}

/**
 * `union all` and a branch for each piece (nothing when there is none): one range of an index each,
 * which the planner prices by the table's order, where an `or` of ranges is a bitmap scan priced as
 * if every row were on its own page.
 */
export function unionPieces(pieces: Window[], branch: (within: (column: SQL) => SQL) => SQL): SQL {
  return sql.join(
    pieces.map(
      (piece) =>
        sql` union all ${branch(
          (column) =>
            sql`${column} >= ${piece.start.toISOString()}::timestamptz and ${column} < ${piece.end.toISOString()}::timestamptz`,
        )}`,
    ),
  );
}

/** From `fromMinute` (minutes since 1970) on, the zone is `offset` minutes ahead of UTC. */
interface ZoneSegment {
  fromMinute: number;
  offset: number;
}

/**
 * The zone's offsets over a window, from Intl (decision 0012), as the window's instants themselves
 * are: sampled every 24 hours, each change found to the minute (no zone changes twice in a day).
 */
export function zoneSegments(zone: string, window: Window): ZoneSegment[] {
  const start = Math.floor(window.start.getTime() / minuteMs) * minuteMs;
  const end = window.end.getTime();
  const at = (ms: number) => offsetMinutes(zone, new Date(ms));
  const segments: ZoneSegment[] = [{ fromMinute: start / minuteMs, offset: at(start) }];
  let before = start;
  while (before < end) {
    const after = Math.min(before + dayMs, Math.max(end - minuteMs, start));
    const previous = segments[segments.length - 1]!.offset;
    const offset = at(after);
    if (offset !== previous) {
      // The first minute of the new offset, between `before` (old) and `after` (new).
      let low = before;
      let high = after;
      while (high - low > minuteMs) {
        const middle = low + Math.floor((high - low) / 2 / minuteMs) * minuteMs;
        if (at(middle) === previous) low = middle;
        else high = middle;
      }
      segments.push({ fromMinute: high / minuteMs, offset: at(high) });
    }
    if (after <= before) break;
    before = after;
  }
  return segments;
}

/** The offset in minutes at `minute` (an SQL expression of minutes since 1970). */
function offsetAt(minute: SQL, segments: readonly ZoneSegment[]): SQL {
  if (segments.length === 1) return sql`${segments[0]!.offset}::int4`;
  const cases = [...segments]
    .slice(1)
    .reverse()
    .map((segment) => sql`when ${minute} >= ${segment.fromMinute}::int4 then ${segment.offset}::int4`);
  return sql`(case ${sql.join(cases, sql` `)} else ${segments[0]!.offset}::int4 end)`;
}

/**
 * Units of the user's hours: `units (social_media, local_hour, p, e, m)`, where `local_hour` counts
 * hours since 1970 on the zone's clock, `p` published targets, `e` their engagement and `m` the
 * post_metrics rows behind it. A `with` list item.
 */
export type LocalUnits = SQL;

/**
 * Units from `stats_hours` (`network`: '' for the rows of all networks, one network, or null for
 * each network's own rows). An hour inside the window whose offset holds is one unit, or two when the
 * zone's hours begin a quarter, a half or three quarters past the UTC hour (its first quarters belong
 * to one local hour, the rest to the next); the hours at the window's ends and those in which the
 * offset changes are taken quarter by quarter. Null when the window's ends or the zone's offsets are
 * not whole quarter hours (then the rows are read instead, `rowUnits`).
 */
export function rollupUnits(
  calendarId: string,
  window: Window,
  zone: string,
  network: string | null,
): LocalUnits | null {
  const segments = zoneSegments(zone, window);
  const startQuarter = window.start.getTime() / quarterMs;
  const endQuarter = window.end.getTime() / quarterMs;
  const quarterly =
    Number.isInteger(startQuarter) &&
    Number.isInteger(endQuarter) &&
    segments.every((segment) => segment.offset % 15 === 0 && segment.fromMinute % 15 === 0);
  if (!quarterly) return null;
  const hourOf = (quarter: number) => quarter - (((quarter % 4) + 4) % 4);
  const split = new Set<number>();
  if (startQuarter % 4 !== 0) split.add(hourOf(startQuarter));
  if (endQuarter % 4 !== 0) split.add(hourOf(endQuarter));
  for (const segment of segments.slice(1)) {
    const quarter = segment.fromMinute / 15;
    if (quarter % 4 !== 0) split.add(hourOf(quarter));
  }
  const splitHours = `{${[...split].join(',')}}`;
  const networkIs = network === null ? sql`hour.social_media <> ''` : sql`hour.social_media = ${network}`;
  const hours = sql`hour.calendar_id = ${calendarId}::uuid and ${networkIs}
    and hour.quarter >= ${hourOf(startQuarter)}::int4 and hour.quarter < ${endQuarter}::int4`;
  const quarterMinute = sql`(hour.quarter + k.k) * 15`;
  const byQuarter = sql`select hour.social_media, (${quarterMinute} + ${offsetAt(quarterMinute, segments)}) / 60, k.p, k.e, k.m
    from stats_hours hour
    cross join lateral (values (0, hour.p0, hour.e0, hour.m0), (1, hour.p1, hour.e1, hour.m1),
      (2, hour.p2, hour.e2, hour.m2), (3, hour.p3, hour.e3, hour.m3)) as k (k, p, e, m)
    where ${hours} and hour.quarter = any(${splitHours}::int4[])
      and hour.quarter + k.k >= ${startQuarter}::int4 and hour.quarter + k.k < ${endQuarter}::int4`;
  const whole = sql`${hours} and hour.quarter <> all(${splitHours}::int4[])`;
  const localMinute = sql`hour.quarter * 15 + ${offsetAt(sql`hour.quarter * 15`, segments)}`;
  // The quarters of an hour that fall in the same local hour as its first: all four unless the zone's
  // hours begin a quarter, a half or three quarters past the UTC hour.
  const phases = new Set(segments.map((segment) => ((segment.offset % 60) + 60) % 60));
  if (phases.size === 1) {
    const quarters = (60 - [...phases][0]!) / 15;
    const sum = (column: 'p' | 'e' | 'm', from: number, to: number) =>
      sql.raw(
        [0, 1, 2, 3]
          .filter((k) => k >= from && k < to)
          .map((k) => `hour.${column}${k}`)
          .join(' + '),
      );
    const rest =
      quarters < 4
        ? sql`union all
          select hour.social_media, (${localMinute}) / 60 + 1, ${sum('p', quarters, 4)}, ${sum('e', quarters, 4)},
            ${sum('m', quarters, 4)}
          from stats_hours hour where ${whole}`
        : sql``;
    return sql`units as (
        select hour.social_media, (${localMinute}) / 60 as local_hour, ${sum('p', 0, quarters)} as p,
          ${sum('e', 0, quarters)} as e, ${sum('m', 0, quarters)} as m
        from stats_hours hour where ${whole}
        ${rest}
        ${split.size > 0 ? sql`union all ${byQuarter}` : sql``}
      )`;
  }
  // Lord Howe Island moves its clocks by half an hour: the split changes with the offset.
  const part = (column: 'p' | 'e' | 'm', first: boolean) =>
    sql.raw(
      [0, 1, 2, 3]
        .map((k) => {
          if (k === 0) return first ? `${column}0` : '0';
          return `case when quarters ${first ? '>' : '<='} ${k} then ${column}${k} else 0 end`;
        })
        .join(' + '),
    );
  return sql`whole_hours as (
      select hour.social_media, hour.p0, hour.p1, hour.p2, hour.p3, hour.e0, hour.e1, hour.e2, hour.e3,
        hour.m0, hour.m1, hour.m2, hour.m3, ${localMinute} as local_minute,
        (60 - (${localMinute}) % 60) / 15 as quarters
      from stats_hours hour where ${whole}
    ), units as (
      select social_media, local_minute / 60 as local_hour, ${part('p', true)} as p, ${part('e', true)} as e,
        ${part('m', true)} as m
      from whole_hours
      union all
      select social_media, local_minute / 60 + 1, ${part('p', false)}, ${part('e', false)}, ${part('m', false)}
      from whole_hours where quarters < 4
      union all
      ${byQuarter}
    )`;
}

/**
 * Units from the rows themselves: `quarters` selects (quarter, social_media, p, e, m) per quarter hour
 * since 1970 of the rows in the window; each is put in the local hour of its quarter's first instant.
 */
export function rowUnits(quarters: SQL, window: Window, zone: string): LocalUnits {
  const segments = zoneSegments(zone, window);
  return sql`quarters as (${quarters}), units as (
      select social_media, (quarter * 15 + ${offsetAt(sql`quarter * 15`, segments)}) / 60 as local_hour,
        p, e, m
      from quarters
    )`;
}
