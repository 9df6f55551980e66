/**
 * The feeds' polling benchmark (issue 22): `npx tsx bench/feeds/main.ts -- [--feeds 500]`
 * (BENCH_SMOKE=1: 20 feeds)
 *
 * --feeds feeds of one calendar, each already read once (an ETag kept), polled again as the feeds
 * worker does (its concurrency, through the safe fetch and the real database) against a local site
 * answering 304 Not Modified to every conditional GET. Times the sweep that hands them out and the
 * polls of all of them (target: under 5 s for 500), and the event loop's longest stall while they
 * run (no plan gate is involved: the feeds are seeded in the database, not added through the API).
 * PGlite by default; a fresh database next to DATABASE_URL when it is set. The last line is one
 * JSON object.
 */
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { count, eq, isNull } from 'drizzle-orm';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/open-database';
import { calendars, categories, feeds, teams } from '../../server/src/db/schema';
import { leaseDueFeeds } from '../../server/src/modules/feeds/feed-repository';
import { pollFeeds, type PollDeps } from '../../server/src/modules/feeds/poll-feed';
import { feedsPollsAtOnce } from '../../server/src/modules/feeds/start-feeds';
import { openStorage } from '../../server/src/storage/open-storage';
import { freshBenchDatabase } from '../dispatch/bench-database';
import { stallProbe } from '../import/stall-probe';
import { sized, smoke } from '../support/smoke';

const { values: args } = parseArgs({
  options: { feeds: { type: 'string', default: String(sized(500, 20)) } },
});
const feedCount = Number(args.feeds);
const log = (line: string) => console.log(line);

/** A site whose every feed is unchanged: 304 to If-None-Match, counted. */
async function notModifiedSite() {
  let answered304 = 0;
  const server = http.createServer((request, response) => {
    if (request.headers['if-none-match'] === '"unchanged"') {
      answered304 += 1;
      return response.writeHead(304, { etag: '"unchanged"' }).end();
    }
    response.writeHead(200, { 'content-type': 'application/rss+xml', etag: '"unchanged"' }).end('<rss/>');
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    answered: () => answered304,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Runs `work` over `items`, `limit` at a time, as the poll worker takes a batch. */
async function inBatches<T>(items: readonly T[], limit: number, work: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += limit) await work(items.slice(start, start + limit));
}

async function main() {
  const bench = await freshBenchDatabase(process.env.DATABASE_URL?.trim() || undefined);
  const database = await openDatabase({
    databaseUrl: bench.databaseUrl,
    dataDir: bench.dataDir,
    poolSize: 4,
  });
  const site = await notModifiedSite();
  try {
    log(`Feeds benchmark: ${feedCount} feeds answering 304, on ${bench.label}`);
    const { db } = database;
    const [team] = await db.insert(teams).values({ name: 'Bench team' }).returning();
    const [calendar] = await db.insert(calendars).values({ teamId: team!.id, name: 'Bench' }).returning();
    const [category] = await db
      .insert(categories)
      .values({ calendarId: calendar!.id, title: 'News' })
      .returning();
    const past = new Date(Date.now() - 60_000);
    await db.insert(feeds).values(
      Array.from({ length: feedCount }, (_, index) => ({
        calendarId: calendar!.id,
        categoryId: category!.id,
        url: `${site.origin}/feed-${index}.xml`,
        title: `Feed ${index}`,
        etag: '"unchanged"',
        nextPollAt: past,
      })),
    );
    const config = loadConfig({ DATA_DIR: bench.dataDir });
    const deps: PollDeps = {
      db,
      storage: openStorage(config, { now: () => new Date() }),
      config,
      now: () => new Date(),
      fetchOptions: { allowAddress: (address) => address === '127.0.0.1' },
    };

    const sweepStarted = performance.now();
    const now = new Date();
    const leased = await leaseDueFeeds(db, now, new Date(now.getTime() + 600_000), feedCount);
    const sweepMs = performance.now() - sweepStarted;

    const loop = stallProbe();
    const started = performance.now();
    const outcomes = new Map<string, number>();
    await inBatches(leased, feedsPollsAtOnce, async (batch) => {
      const polled = await pollFeeds(
        deps,
        batch.map((feed) => feed.id),
        (error) => console.error(error),
      );
      for (const outcome of polled.values()) {
        const key = typeof outcome === 'string' ? outcome : 'imported';
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      }
    });
    const pollAll304Ms = performance.now() - started;
    const { longestStallMs, longestStallCpuMs } = loop.stop();
    const [failed] = await db.select({ n: count() }).from(feeds).where(eq(feeds.failures, 1));
    const [unread] = await db.select({ n: count() }).from(feeds).where(isNull(feeds.lastPolledAt));
    log(
      `Handed out ${leased.length} in ${Math.round(sweepMs)} ms; polled them in ${Math.round(pollAll304Ms)} ms, in batches of ${feedsPollsAtOnce} as the worker takes them: ${JSON.stringify(Object.fromEntries(outcomes))}; the site answered ${site.answered()} times 304; ${failed?.n ?? 0} failed, ${unread?.n ?? 0} unread`,
    );
    console.log(
      JSON.stringify({
        benchmark: 'feeds',
        smoke,
        loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
        feeds: feedCount,
        pollAll304Ms: Math.round(pollAll304Ms),
        sweepMs: Math.round(sweepMs),
        longestStallMs,
        longestStallCpuMs,
        pollsAtOnce: feedsPollsAtOnce,
        notModified: outcomes.get('not_modified') ?? 0,
        database: bench.driver,
        targetMs: 5000,
        met: pollAll304Ms < 5000 && (outcomes.get('not_modified') ?? 0) === feedCount,
      }),
    );
  } finally {
    await site.close();
    await database.close();
    await bench.drop();
  }
}

await main();
