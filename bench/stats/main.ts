/**
 * The stats call at scale (issue 21):
 *
 *   npm run bench:stats -- [--posts 100000] [--samples 1000000] [--accounts 20] [--requests 100]
 *                          [--concurrency 4]
 *
 * Seeds one calendar with a year of published posts (1 or 2 targets each), their latest metrics
 * and the readings behind them, starts the API on it, and measures p50/p99 of GET /api/stats over
 * the last 30 and 90 days and of the year call, `--concurrency` at a time and by one client alone,
 * over real HTTP; with EXPLAIN ANALYZE of each statement of the 30-day call (the indexes it reads
 * and any sequential scan). PGlite by default; a fresh database next to DATABASE_URL when it is set.
 * The last line is one JSON object.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { SQL } from 'drizzle-orm';
import { addDays, zonedDate, zonedDateTimeToInstant } from '@kairos/core';
import type { Executor } from '../../server/src/db/database';
import * as queries from '../../server/src/modules/stats/stats-queries';
import { publishedPerDayOfYear } from '../../server/src/modules/stats/year-query';
import { explainAnalyze, type PlanFigures } from '../calendar/explain';
import { measureGet } from '../calendar/load';
import { round } from '../dispatch/figures';
import { startBenchApi } from '../support/bench-api';
import { signUp } from '../support/sign-up';
import { seedHistory } from './seed-history';

const { values: args } = parseArgs({
  options: {
    posts: { type: 'string', default: '100000' },
    samples: { type: 'string', default: '1000000' },
    accounts: { type: 'string', default: '20' },
    requests: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '4' },
  },
});
const log = (line: string) => console.log(line);
const timeZone = 'Pacific/Auckland';

/** The statements of one stats call, as the service sends them, without running them. */
async function statementsOf(
  scope: queries.StatsScope,
  from: string,
  to: string,
): Promise<Record<string, SQL>> {
  const captured: SQL[] = [];
  const recorder = {
    execute: (query: SQL) => {
      captured.push(query);
      return Promise.resolve({ rows: [] });
    },
  } as unknown as Executor;
  const midnight = (day: string) => zonedDateTimeToInstant(day, '00:00', timeZone);
  const window = { start: midnight(from), end: midnight(addDays(to, 1)) };
  const previous = midnight(addDays(from, -30));
  const names = [
    'states',
    'engagement',
    'lag',
    'byAccount',
    'perDay',
    'hours',
    'share',
    'failures',
    'top',
    'year',
  ];
  await queries.countStates(recorder, scope, previous, window);
  await queries.engagementTotals(recorder, scope, previous, window);
  await queries.publishLag(recorder, scope, window);
  await queries.engagementByAccount(recorder, scope, window);
  await queries.publishedPerDay(recorder, scope, window);
  await queries.publishedPerHourOfWeek(recorder, scope, window);
  await queries.publishedShare(recorder, scope, window);
  await queries.failureReasons(recorder, scope, window, 10, 50);
  await queries.topPosts(recorder, scope, window, 50);
  const year = Number(to.slice(0, 4));
  await publishedPerDayOfYear(recorder, scope, {
    start: midnight(`${year}-01-01`),
    end: midnight(`${year + 1}-01-01`),
  });
  return Object.fromEntries(captured.map((query, index) => [names[index]!, query]));
}

async function main() {
  const { bench, database, mail, app, base } = await startBenchApi();
  try {
    log(`Stats benchmark on ${bench.label}`);
    const token = await signUp(base, mail, {
      name: 'Bench',
      email: 'bench@kairos.local',
      password: 'bench password 21',
    });
    const headers = { authorization: `Bearer ${token}` };
    await fetch(`${base}/api/settings`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ timezone: timeZone }),
    });
    const calendars = (await (await fetch(`${base}/api/calendars`, { headers })).json()) as { _id: string }[];
    const calendarId = calendars[0]!._id;

    const seedStarted = performance.now();
    const now = new Date();
    const { targets } = await seedHistory(database.db, {
      calendarId,
      accounts: Number(args.accounts),
      posts: Number(args.posts),
      samples: Number(args.samples),
      end: now,
    });
    log(
      `Seeded ${args.posts} posts (${targets} published targets) and ${args.samples} metric readings in ${round((performance.now() - seedStarted) / 1000, 1)} s`,
    );

    const today = zonedDate(now, timeZone);
    const stats = (days: number) =>
      `/api/stats?calendarId=${calendarId}&from=${addDays(today, -(days - 1))}&to=${today}`;
    const calls = { days30: stats(30), days90: stats(90), year: `/api/stats/year?calendarId=${calendarId}` };
    const load = { requests: Number(args.requests), concurrency: Number(args.concurrency) };
    const figures: Record<string, Awaited<ReturnType<typeof measureGet>>> = {};
    for (const [name, path] of Object.entries(calls)) {
      await measureGet(base + path, token, { requests: 5, concurrency: 1 }); // warm up
      figures[name] = await measureGet(base + path, token, load);
      figures[`${name}Alone`] = await measureGet(base + path, token, { ...load, concurrency: 1 });
      const { p50Ms, p99Ms, bytes } = figures[name];
      const alone = figures[`${name}Alone`]!;
      log(
        `${name.padEnd(6)} p50 ${p50Ms} ms, p99 ${p99Ms} ms (${load.concurrency} clients); one client p50 ${alone.p50Ms} ms, p99 ${alone.p99Ms} ms; ${bytes} bytes`,
      );
    }

    const scope = { calendarId, timeZone };
    const statements = await statementsOf(scope, addDays(today, -29), today);
    const plans: Record<string, PlanFigures> = {};
    for (const [name, statement] of Object.entries(statements)) {
      plans[name] = await explainAnalyze(database.db, statement);
      const plan = plans[name];
      log(
        `EXPLAIN ANALYZE ${name}: ${plan.executionMs} ms, indexes ${plan.indexes.join(', ') || 'none'}; seq scans: ${plan.seqScans.join(', ') || 'none'}`,
      );
    }
    const result = {
      benchmark: 'stats',
      driver: bench.driver,
      posts: Number(args.posts),
      publishedTargets: targets,
      samples: Number(args.samples),
      concurrency: load.concurrency,
      requests: load.requests,
      days30P50Ms: figures.days30!.p50Ms,
      days30P99Ms: figures.days30!.p99Ms,
      days30OneClientP99Ms: figures.days30Alone!.p99Ms,
      days90P50Ms: figures.days90!.p50Ms,
      days90P99Ms: figures.days90!.p99Ms,
      days90OneClientP99Ms: figures.days90Alone!.p99Ms,
      yearP50Ms: figures.year!.p50Ms,
      yearP99Ms: figures.year!.p99Ms,
      yearOneClientP99Ms: figures.yearAlone!.p99Ms,
      plans,
      load: os.loadavg().map((value) => round(value, 2)),
      targets: { p99Ms: bench.driver === 'postgres' ? 100 : 300 },
    };
    log(JSON.stringify(result));
  } finally {
    await app.close();
    await database.close();
    await bench.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
