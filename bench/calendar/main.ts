/**
 * The calendar at scale (issue 17):
 *
 *   npm run bench:calendar -- [--posts 50000] [--month-posts 4700] [--accounts 20] [--drafts 1000]
 *                             [--requests 100] [--concurrency 4]
 *
 * Seeds one calendar with a year of posts (1 to 3 targets each) the fast way, starts the API on it,
 * and measures p50/p99 of the calls the app makes, `--concurrency` at a time over real HTTP: the
 * month of the busy month, a week and a day of it (GET /api/calendar-posts), its per-day counts
 * (GET /api/posts/count) and the first page of the drafts (GET /api/posts?draft=true); with the
 * month's bytes per post and EXPLAIN ANALYZE of each list's statement. The calendar call validates a
 * reply it keeps by the range's fingerprint (decision 0063), so the month is also measured by one
 * client alone and after an edit of one of its posts before each request (read and written whole). PGlite by default; a fresh
 * database next to DATABASE_URL when it is set. BENCH_SMOKE=1: 600 posts, 8 requests of each call.
 * The last line is one JSON object.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { calendarPageMax } from '@kairos/core';
import { calendarPostQuery, calendarTargetQuery } from '../../server/src/modules/posts/calendar-post-rows';
import { listPostsQuery } from '../../server/src/modules/posts/post-repository';
import { round } from '../dispatch/figures';
import { dropIdleConnections, startBenchApi } from '../support/bench-api';
import { explainAnalyze } from './explain';
import { measureGet, measureGetAfterChange } from './load';
import { seedYear } from './seed-year';
import { signUp } from '../support/sign-up';
import { giveBenchPlanTo } from '../support/bench-plan';
import { sized } from '../support/smoke';

const { values: args } = parseArgs({
  options: {
    posts: { type: 'string', default: sized('50000', '600') },
    'month-posts': { type: 'string', default: sized('4700', '100') },
    accounts: { type: 'string', default: '20' },
    drafts: { type: 'string', default: sized('1000', '20') },
    requests: { type: 'string', default: sized('100', '8') },
    concurrency: { type: 'string', default: sized('4', '2') },
  },
});
const log = (line: string) => console.log(line);
const timeZone = 'UTC';

async function main() {
  const { bench, database, mail, app, base } = await startBenchApi();
  try {
    log(`Calendar benchmark on ${bench.label}`);
    const email = 'bench@kairos.local';
    const token = await signUp(base, mail, { name: 'Bench', email, password: 'bench password 17' });
    // The 20 accounts below are within the plan's seats, whatever a new team starts with.
    await giveBenchPlanTo(database.db, email);
    const calendars = (await (
      await fetch(`${base}/api/calendars`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { _id: string }[];
    const calendarId = calendars[0]!._id;

    const seedStarted = performance.now();
    const seeded = await seedYear(database.db, {
      calendarId,
      accounts: Number(args.accounts),
      total: Number(args.posts),
      monthPosts: Number(args['month-posts']),
      drafts: Number(args.drafts),
    });
    log(
      `Seeded ${args.posts} posts and ${args.drafts} drafts in ${round((performance.now() - seedStarted) / 1000, 1)} s`,
    );
    await dropIdleConnections(app);

    const { start, end } = seeded.month;
    const range = (from: Date, to: Date) => `dateStart=${from.toISOString()}&dateEnd=${to.toISOString()}`;
    const day = 86_400_000;
    const weekStart = new Date(start.getTime() + 7 * day);
    const dayStart = new Date(start.getTime() + 14 * day);
    const calls = {
      month: `/api/calendar-posts?calendarId=${calendarId}&${range(start, end)}`,
      week: `/api/calendar-posts?calendarId=${calendarId}&${range(weekStart, new Date(weekStart.getTime() + 7 * day))}`,
      day: `/api/calendar-posts?calendarId=${calendarId}&${range(dayStart, new Date(dayStart.getTime() + day))}`,
      counts: `/api/posts/count?type=campaignCreate&calendarId=${calendarId}&${range(start, end)}`,
      drafts: `/api/posts?calendarId=${calendarId}&draft=true&limit=50`,
    };
    const load = { requests: Number(args.requests), concurrency: Number(args.concurrency) };
    const figures: Record<string, Awaited<ReturnType<typeof measureGet>>> = {};
    for (const [name, path] of Object.entries(calls)) {
      figures[name] = await measureGet(base + path, token, { ...load, warmUp: sized(40, 2) });
      const { p50Ms, p99Ms, items, bytes, wireBytes } = figures[name];
      log(
        `${name.padEnd(7)} p50 ${p50Ms} ms, p99 ${p99Ms} ms, ${items} items, ${bytes} bytes (${wireBytes} on the wire)`,
      );
    }
    // One client alone: the month call's own latency, which `--concurrency` clients on two cores
    // queue behind one another.
    const monthAlone = await measureGet(base + calls.month, token, {
      ...load,
      concurrency: 1,
      warmUp: sized(10, 2),
    });
    log(`month by one client: p50 ${monthAlone.p50Ms} ms, p99 ${monthAlone.p99Ms} ms`);
    // The replies above after the first are validated and sent again (decision 0063); here each
    // follows an edit of one of the month's posts, so each is read and written whole.
    const monthChanged = await measureGetAfterChange(base + calls.month, token, {
      requests: Math.min(load.requests, 50),
      change: (round) =>
        database.db.execute(sql`
          update posts set message = ${`Edited ${round}`}
          where id = (select id from posts where calendar_id = ${calendarId}::uuid and not draft
            and post_date >= ${start.toISOString()}::timestamptz order by post_date limit 1)`),
    });
    log(`month after an edit: p50 ${monthChanged.p50Ms} ms, p99 ${monthChanged.p99Ms} ms`);

    const plans = {
      month: await explainAnalyze(
        database.db,
        calendarPostQuery({ calendarId, start, end, timeZone, after: null, rows: calendarPageMax + 1 }),
      ),
      monthTargets: await explainAnalyze(
        database.db,
        calendarTargetQuery(calendarId, start.toISOString(), end.toISOString()),
      ),
      drafts: await explainAnalyze(
        database.db,
        listPostsQuery(database.db, { calendarId, draft: 'true', limit: 50 }, null).toSQL(),
      ),
      campaign: await explainAnalyze(
        database.db,
        listPostsQuery(
          database.db,
          { calendarId, campaignId: '00000000-0000-4000-8000-000000000000', limit: 100 },
          null,
        ).toSQL(),
      ),
    };
    for (const [name, plan] of Object.entries(plans)) {
      log(
        `EXPLAIN ANALYZE ${name}: ${plan.executionMs} ms, indexes ${plan.indexes.join(', ')}; seq scans: ${plan.seqScans.join(', ') || 'none'}`,
      );
    }
    const month = figures.month!;
    const result = {
      benchmark: 'calendar',
      driver: bench.driver,
      posts: Number(args.posts),
      monthPosts: Number(args['month-posts']),
      concurrency: load.concurrency,
      requests: load.requests,
      monthReturned: month.items,
      monthP50Ms: month.p50Ms,
      monthP99Ms: month.p99Ms,
      monthAfterEditP50Ms: monthChanged.p50Ms,
      monthAfterEditP99Ms: monthChanged.p99Ms,
      monthOneClientP50Ms: monthAlone.p50Ms,
      monthOneClientP99Ms: monthAlone.p99Ms,
      monthBytesPerPost: round(month.bytes / Math.max(month.items, 1)),
      monthWireBytesPerPost: round(month.wireBytes / Math.max(month.items, 1)),
      weekP50Ms: figures.week!.p50Ms,
      weekP99Ms: figures.week!.p99Ms,
      dayP50Ms: figures.day!.p50Ms,
      dayP99Ms: figures.day!.p99Ms,
      countsP50Ms: figures.counts!.p50Ms,
      countsP99Ms: figures.counts!.p99Ms,
      draftsP50Ms: figures.drafts!.p50Ms,
      draftsP99Ms: figures.drafts!.p99Ms,
      plans,
      load: os.loadavg().map((value) => round(value, 2)),
      targets: { monthP99Ms: bench.driver === 'postgres' ? 20 : 50, bytesPerPost: 400 },
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
