import {
  addDays,
  failurePostIdsMax,
  failureReasonsMax,
  topPostsMax,
  zonedDateTimeToInstant,
} from '@kairos/core';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database';
import * as rollup from '../../src/modules/stats/stats-queries';
import { refreshStatsRollup } from '../../src/modules/stats/stats-rollup';
import * as raw from './raw-stats-queries';

/** Decision 0110: the figure each target state counts in. */
const figureOf: Record<string, string> = {
  scheduled: 'scheduled',
  publishing: 'scheduled',
  published: 'published',
  failed: 'failed',
  needs_reconnect: 'failed',
  blocked: 'failed',
  unconfirmed: 'unconfirmed',
  reminder_sent: 'reminders',
};

/** Counts by (current, account, figure), as the service folds them. */
function folded(rows: rollup.StateCountRow[]) {
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const figure = figureOf[row.state];
    if (figure === undefined) continue;
    const key = `${row.current} ${row.account_id} ${figure}`;
    counts[key] = (counts[key] ?? 0) + row.count;
  }
  return counts;
}

const byKey = <Row>(rows: Row[], key: (row: Row) => string) =>
  [...rows].sort((a, b) => key(a).localeCompare(key(b)));

export interface Range {
  from: string;
  to: string;
}

/** The window of a range of days in a zone, and the start of the range before, as the service makes them. */
export function windowOf(range: Range, timeZone: string) {
  const midnight = (day: string) => zonedDateTimeToInstant(day, '00:00', timeZone);
  const length = Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;
  return {
    window: { start: midnight(range.from), end: midnight(addDays(range.to, 1)) },
    previousStart: midnight(addDays(range.from, -length)),
  };
}

/**
 * Every statement of the stats call and the year call, through the rollups, gives what the statements
 * that read the rows gave before decision 0118 (server/test/stats/raw-stats-queries.ts).
 */
export async function expectFiguresOfTheRows(db: Database, scope: rollup.StatsScope, range: Range) {
  await refreshStatsRollup(db, scope.calendarId);
  const { window, previousStart } = windowOf(range, scope.timeZone);
  const label = `${scope.timeZone} ${range.from}..${range.to} ${scope.socialMedia ?? ''}${scope.accountId ?? ''}`;
  const [states, rawStates] = await Promise.all([
    rollup.countStates(db, scope, previousStart, window),
    raw.countStates(db, scope, previousStart, window),
  ]);
  expect(folded(states), `${label}: states`).toEqual(folded(rawStates));
  const pairs: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
    [
      'engagement',
      async () =>
        byKey(await rollup.engagementTotals(db, scope, previousStart, window), (row) => `${row.current}`),
      async () =>
        byKey(await raw.engagementTotals(db, scope, previousStart, window), (row) => `${row.current}`),
    ],
    ['lag', () => rollup.publishLag(db, scope, window), () => raw.publishLag(db, scope, window)],
    [
      'byAccount',
      async () => byKey(await rollup.engagementByAccount(db, scope, window), (row) => row.account_id),
      async () => byKey(await raw.engagementByAccount(db, scope, window), (row) => row.account_id),
    ],
    ['perDay', () => rollup.publishedPerDay(db, scope, window), () => raw.publishedPerDay(db, scope, window)],
    [
      'hours',
      () => rollup.publishedPerHourOfWeek(db, scope, window),
      () => raw.publishedPerHourOfWeek(db, scope, window),
    ],
    ['share', () => rollup.publishedShare(db, scope, window), () => raw.publishedShare(db, scope, window)],
    [
      'failures',
      () => rollup.failureReasons(db, scope, window, failureReasonsMax, failurePostIdsMax),
      () => raw.failureReasons(db, scope, window, failureReasonsMax, failurePostIdsMax),
    ],
    [
      'top',
      () => rollup.topPosts(db, scope, window, topPostsMax),
      () => raw.topPosts(db, scope, window, topPostsMax),
    ],
    [
      'local days',
      () => rollup.publishedPerLocalDay(db, scope, window),
      () => raw.publishedPerDayOfYear(db, scope, window),
    ],
  ];
  for (const [name, fromRollups, fromRows] of pairs) {
    expect(await fromRollups(), `${label}: ${name}`).toEqual(await fromRows());
  }
}

const rollupTables = ['stats_days', 'stats_day_metrics', 'stats_hours', 'stats_day_top'] as const;

async function rollupRows(db: Database, calendarId: string) {
  const rows: Record<string, unknown[]> = {};
  for (const table of rollupTables) {
    const result = (await db.execute(
      sql`select * from ${sql.raw(table)} where calendar_id = ${calendarId}::uuid order by 1, 2, 3, 4`,
    )) as { rows: unknown[] };
    rows[table] = result.rows;
  }
  return rows;
}

/**
 * The calendar's rollups, as the marks of its writes left them, equal the rollups computed again from
 * all of its rows: no write went unmarked.
 */
export async function expectRollupsOfAllRows(db: Database, calendarId: string) {
  await refreshStatsRollup(db, calendarId);
  const kept = await rollupRows(db, calendarId);
  for (const table of rollupTables) {
    await db.execute(sql`delete from ${sql.raw(table)} where calendar_id = ${calendarId}::uuid`);
  }
  await db.execute(sql`
    insert into stats_dirty_days (calendar_id, day, tx, kind)
    select calendar_id, stats_day(post_date), 0, 'targets' from publish_targets where calendar_id = ${calendarId}::uuid
    union select calendar_id, stats_day(post_date), 0, 'targets' from post_metrics where calendar_id = ${calendarId}::uuid
    on conflict do nothing`);
  await refreshStatsRollup(db, calendarId);
  expect(kept).toEqual(await rollupRows(db, calendarId));
}
