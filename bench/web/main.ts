/**
 * The web app's weight and speed (issue 17):
 *
 *   npm run bench:web -- [--posts 1000] [--no-build]
 *
 * Builds the app and reports its initial and total JS and CSS (gzip). Then, against a server on a
 * fresh PGlite with `--posts` posts in one month, in Debian's Chromium: the bytes a cold first visit
 * of that month transfers, the time from navigation to the month grid showing all its posts, the
 * month → week switch (its time and longest task), and the input delay of each keystroke while
 * typing 280 characters in the composer (with the Event Timing entries of 16 ms or more). Saves
 * screenshots to bench/web/screenshots. BENCH_SMOKE=1: 50 posts, and the app built only when older
 * than its sources. The last line is one JSON object.
 */
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { loadConfig } from '../../server/src/config';
import { createTokenCipher } from '../../server/src/crypto/token-cipher';
import { openDatabase } from '../../server/src/db/open-database';
import { accounts } from '../../server/src/db/schema';
import { buildApp } from '../../server/src/http/app';
import { seedPosts } from '../../server/test/seed-posts';
import { freshBenchDatabase } from '../dispatch/bench-database';
import { percentile, round } from '../dispatch/figures';
import { bundleSizes } from './bundle-sizes';
import { measureInBrowser } from './measure-in-browser';
import { keptMail, signUp } from '../support/sign-up';
import { freePort } from '../../server/test/server-process';
import { giveBenchPlanTo } from '../support/bench-plan';
import { smoke, sized } from '../support/smoke';

const { values: args } = parseArgs({
  options: {
    posts: { type: 'string', default: sized('1000', '50') },
    'no-build': { type: 'boolean', default: false },
  },
});
const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const dist = path.join(repositoryRoot, 'web/dist');
const log = (line: string) => console.log(line);
const kb = (bytes: number) => round(bytes / 1024, 1);

async function main() {
  if (!args['no-build']) {
    // A smoke run (CI, after the e2e step built the app) builds only what is older than its sources.
    const command = smoke
      ? ['node', '-e', "import('./scripts/build-if-stale.mjs').then((build) => build.buildIfStale())"]
      : ['npm', 'run', 'build'];
    const built = spawnSync(command[0]!, command.slice(1), { cwd: repositoryRoot, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}\n${built.stderr}`);
  }
  const sizes = bundleSizes(dist);
  log(
    `Initial JS ${kb(sizes.initialJsGzip)} KB gzip, CSS ${kb(sizes.initialCssGzip)} KB; all JS ${kb(sizes.totalJsGzip)} KB in ${sizes.jsChunks} chunks, CSS ${kb(sizes.totalCssGzip)} KB`,
  );

  const bench = await freshBenchDatabase(undefined);
  const database = await openDatabase({ databaseUrl: undefined, dataDir: bench.dataDir });
  // The app's address is known before it starts: without PUBLIC_URL it would send a browser on
  // 127.0.0.1 to http://localhost:3000 (http/canonical-address.ts).
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    DATA_DIR: bench.dataDir,
    WEB_DIST_DIR: dist,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    PUBLIC_URL: base,
  });
  const mail = keptMail();
  const app = await buildApp({
    config,
    database,
    queue: null,
    mailer: mail,
    providers: new Map(),
    cipher: createTokenCipher(randomBytes(32)),
    logger: false,
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    await app.listen({ port, host: '127.0.0.1' });
    const email = 'web@kairos.local';
    const token = await signUp(base, mail, { name: 'Bench User', email, password: 'bench password 17' });
    await giveBenchPlanTo(database.db, email);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    await fetch(`${base}/api/settings`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ timezone: 'UTC' }),
    });
    const calendars = (await (await fetch(`${base}/api/calendars`, { headers })).json()) as { _id: string }[];
    const calendarId = calendars[0]!._id;
    const rows = await database.db
      .insert(accounts)
      .values(
        (['testNetwork', 'twitter', 'linkedin'] as const).map((socialMedia, index) => ({
          calendarId,
          socialMedia,
          name: `Account ${index + 1}`,
          externalId: `web-${index}`,
        })),
      )
      .returning();
    const now = new Date();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
    const posts = Number(args.posts);
    await seedPosts(database.db, {
      calendarId,
      accountIds: rows.map((row) => row.id),
      count: posts,
      start: new Date(monthStart.getTime() + 3_600_000),
      end: new Date(monthEnd.getTime() - 3_600_000),
    });
    log(`Seeded ${posts} posts in ${monthStart.toISOString().slice(0, 7)} on ${bench.label}`);

    const screenshots = path.join(import.meta.dirname, 'screenshots');
    mkdirSync(screenshots, { recursive: true });
    const figures = await measureInBrowser(browser, {
      base,
      token,
      calendarId,
      month: monthStart.toISOString().slice(0, 10),
      posts,
      screenshots,
    });
    const delays = [...figures.keyDelays].sort((a, b) => a - b);
    const result = {
      benchmark: 'web',
      ...sizes,
      initialJsKb: kb(sizes.initialJsGzip),
      coldVisitTransferredKb: kb(figures.transferred.total),
      coldVisitStaticKb: kb(figures.transferred.static),
      coldVisitApiKb: kb(figures.transferred.api),
      posts,
      gridCompleteMs: round(figures.gridCompleteMs),
      monthToWeekMs: round(figures.monthToWeekMs),
      longestTaskSwitchingMs: round(figures.longestTaskSwitchingMs),
      longestTaskMs: round(figures.longestTaskMs),
      keystrokes: delays.length,
      keystrokeInputDelayP50Ms: round(percentile(delays, 50), 1),
      keystrokeInputDelayP99Ms: round(percentile(delays, 99), 1),
      keystrokeEventsOver16Ms: figures.slowKeyEvents,
      keystrokeLongestEventMs: round(figures.longestKeyEventMs),
      load: os.loadavg().map((value) => round(value, 2)),
      // The app's own files on a cold visit (issue 17's 300 KB); the month's posts come beside them.
      targets: {
        initialJsKb: 200,
        coldVisitStaticKb: 300,
        longestTaskSwitchingMs: 200,
        keystrokeInputDelayP99Ms: 50,
      },
    };
    log(JSON.stringify(result));
  } finally {
    await browser.close();
    await app.close();
    await database.close();
    await bench.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
