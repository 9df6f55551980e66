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
 *
 * The seeding marks every day of the history for the stats rollups (decision 0118): the first call
 * counts them all (`firstCallMs`). On PostgreSQL the tables are then vacuumed and analysed, as
 * autovacuum would after such a write; PGlite has no autovacuum and gets nothing. Last, the 30-day
 * call after one metric reading before each request (`days30AfterReading`: a day to count again).
 * BENCH_SMOKE=1: 1,000 posts, 5,000 readings, 8 requests of each call.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { addDays, zonedDate, zonedDateTimeToInstant } from '@kairos/core';
import type { Executor } from '../../server/src/db/database';
import * as queries from '../../server/src/modules/stats/stats-queries';
import { followersPerDay, followersSummary } from '../../server/src/modules/stats/followers-queries';
import { publishedPerDayOfYear } from '../../server/src/modules/stats/year-query';
import { explainAnalyze, type PlanFigures } from '../calendar/explain';
import { measureGet, measureGetAfterChange } from '../calendar/load';
import { round } from '../dispatch/figures';
import { dropIdleConnections, startBenchApi } from '../support/bench-api';
import { signUp } from '../support/sign-up';
import { seedHistory } from './seed-history';
import { giveBenchPlanTo } from '../support/bench-plan';
import { sized } from '../support/smoke';

const { values: args } = parseArgs({
  options: {
    posts: { type: 'string', default: sized('100000', '1000') },
    samples: { type: 'string', default: sized('1000000', '5000') },
    accounts: { type: 'string', default: '20' },
    requests: { type: 'string', default: sized('100', '8') },
    concurrency: { type: 'string', default: sized('4', '2') },
  },
});
const log = (line: string) => console.log(line);
const timeZone = 'Pacific/Auckland';

/**
 * The statements of one stats call, as the service sends them, without running them: the first each
 * function sends (the top posts send a second only when fewer than 50 published targets have figures).
 */
async function statementsOf(
  scope: queries.StatsScope,
  from: string,
  to: string,
): Promise<Record<string, SQL>> {
  const captured: Record<string, SQL> = {};
  const recorder = (name: string) =>
    ({
      execute: (query: SQL) => {
        captured[name] ??= query;
        return Promise.resolve({ rows: [] });
      },
    }) as unknown as Executor;
  const midnight = (day: string) => zonedDateTimeToInstant(day, '00:00', timeZone);
  const window = { start: midnight(from), end: midnight(addDays(to, 1)) };
  const previous = midnight(addDays(from, -30));
  const year = Number(to.slice(0, 4));
  await queries.countStates(recorder('states'), scope, previous, window);
  await queries.engagementTotals(recorder('engagement'), scope, previous, window);
  await queries.publishLag(recorder('lag'), scope, window);
  await queries.engagementByAccount(recorder('byAccount'), scope, window);
  await queries.publishedPerDay(recorder('perDay'), scope, window);
  await queries.publishedPerHourOfWeek(recorder('hours'), scope, window);
  await queries.publishedShare(recorder('share'), scope, window);
  await queries.failureReasons(recorder('failures'), scope, window, 10, 50);
  await queries.topPosts(recorder('top'), scope, window, 50);
  await followersSummary(
    recorder('followers'),
    scope,
    { earlier: midnight(addDays(from, -60)), previous: midnight(addDays(from, -30)) },
    window,
  );
  await followersPerDay(recorder('followersDays'), scope, window);
  await publishedPerDayOfYear(recorder('year'), scope, {
    start: midnight(`${year}-01-01`),
    end: midnight(`${year + 1}-01-01`),
  });
  return captured;
}

async function main() {
  const { bench, database, mail, app, base } = await startBenchApi();
  try {
    log(`Stats benchmark on ${bench.label}`);
    const email = 'bench@kairos.local';
    const token = await signUp(base, mail, { name: 'Bench', email, password: 'bench password 21' });
    // The 20 accounts below are within the plan's seats, whatever a new team starts with.
    await giveBenchPlanTo(database.db, email);
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
    await dropIdleConnections(app);

    const today = zonedDate(now, timeZone);
    const stats = (days: number) =>
      `/api/stats?calendarId=${calendarId}&from=${addDays(today, -(days - 1))}&to=${today}`;
    const calls = { days30: stats(30), days90: stats(90), year: `/api/stats/year?calendarId=${calendarId}` };
    const firstStarted = performance.now();
    const first = await fetch(base + calls.days30, { headers });
    await first.arrayBuffer();
    const firstCallMs = round(performance.now() - firstStarted, 0);
    log(`First call (the rollups of every day of the history): ${firstCallMs} ms`);
    if (bench.driver === 'postgres') await database.db.execute(sql`vacuum analyze`);
    const load = { requests: Number(args.requests), concurrency: Number(args.concurrency) };
    const figures: Record<string, Awaited<ReturnType<typeof measureGet>>> = {};
    for (const [name, path] of Object.entries(calls)) {
      // Each run warms up as it is measured (the pool's connections open, the code compiles) first.
      figures[name] = await measureGet(base + path, token, { ...load, warmUp: sized(20, 2) });
      figures[`${name}Alone`] = await measureGet(base + path, token, {
        ...load,
        concurrency: 1,
        warmUp: sized(5, 1),
      });
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
        `EXPLAIN ANALYZE ${name}: ${plan.executionMs} ms (planning ${plan.planningMs} ms), indexes ${plan.indexes.join(', ') || 'none'}; seq scans: ${plan.seqScans.join(', ') || 'none'}`,
      );
    }
    // One reading (a day of the last thirty to count again) before each request.
    const readings = (await database.db.execute(sql`
      select target_id from post_metrics
      where calendar_id = ${calendarId}::uuid and post_date >= ${addDays(today, -29)}::date
      order by post_date limit 20`)) as { rows: { target_id: string }[] };
    const afterReading = await measureGetAfterChange(base + calls.days30, token, {
      requests: Math.min(20, load.requests),
      change: (index) =>
        database.db.execute(sql`update post_metrics set likes = likes + 1
          where target_id = ${readings.rows[index % readings.rows.length]!.target_id}::uuid`),
    });
    log(`days30 after a reading: p50 ${afterReading.p50Ms} ms, p99 ${afterReading.p99Ms} ms (one client)`);
    const sum = (names: string[], figure: 'executionMs' | 'planningMs') =>
      round(
        names.reduce((total, name) => total + (plans[name]?.[figure] ?? 0), 0),
        2,
      );
    const callStatements = Object.keys(plans).filter((name) => name !== 'year');
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
      firstCallMs,
      days30AfterReadingP50Ms: afterReading.p50Ms,
      days30AfterReadingP99Ms: afterReading.p99Ms,
      days30ExecutionMs: sum(callStatements, 'executionMs'),
      days30PlanningMs: sum(callStatements, 'planningMs'),
      yearExecutionMs: sum(['year'], 'executionMs'),
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
