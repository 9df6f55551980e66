/**
 * The similarity check's benchmark (issue 7):
 *
 *   npm run bench:similarity -- [--posts 10000] [--accounts 5] [--checks 300]
 *
 * One calendar with --posts scheduled posts on --accounts accounts, spread over the 60 days around
 * the check (all inside the 30-day window before and after), indexed as the API indexes them; then
 * --checks new texts are each compared with them the way POST /api/posts does (the accounts' posts
 * in the window and the library). Prints the median and p99 of one check in milliseconds. PGlite by
 * default; a fresh database next to DATABASE_URL when it is set. BENCH_SMOKE=1: 300 posts, 20
 * checks. The last line is one JSON object.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/open-database';
import { accounts, calendars, posts, publishTargets, teams } from '../../server/src/db/schema';
import { similarityOf } from '../../server/src/modules/similarity/check-similarity';
import { indexPosts } from '../../server/src/modules/similarity/term-index-repository';
import { freshBenchDatabase } from '../dispatch/bench-database';
import { percentile, round } from '../dispatch/figures';
import { createTextSource } from './seed-texts';
import { giveBenchPlan } from '../support/bench-plan';
import { sized } from '../support/smoke';

const { values: args } = parseArgs({
  options: {
    posts: { type: 'string', default: sized('10000', '300') },
    accounts: { type: 'string', default: '5' },
    checks: { type: 'string', default: sized('300', '20') },
  },
});
const postCount = Number(args.posts);
const accountCount = Number(args.accounts);
const checkCount = Number(args.checks);
const log = (line: string) => console.log(line);
const dayMs = 86_400_000;

async function main() {
  const bench = await freshBenchDatabase(process.env.DATABASE_URL?.trim() || undefined);
  const database = await openDatabase({
    databaseUrl: bench.databaseUrl,
    dataDir: bench.dataDir,
    poolSize: 4,
  });
  try {
    log(`Similarity benchmark: ${postCount} posts on ${accountCount} accounts on ${bench.label}`);
    const { db } = database;
    const [team] = await db.insert(teams).values({ name: 'Bench team' }).returning();
    // A team with no plan has the free limits: the accounts it has are within the bench plan's.
    await giveBenchPlan(db, team!.id);
    const [calendar] = await db.insert(calendars).values({ teamId: team!.id, name: 'Bench' }).returning();
    const accountRows = await db
      .insert(accounts)
      .values(
        Array.from({ length: accountCount }, (_, index) => ({
          calendarId: calendar!.id,
          socialMedia: index === 0 ? ('twitter' as const) : ('testNetwork' as const),
          name: `Account ${index + 1}`,
          externalId: `bench-${index}`,
        })),
      )
      .returning();
    const source = createTextSource(7);
    const at = new Date(Date.now() + 40 * dayMs);
    let started = performance.now();
    for (let from = 0; from < postCount; from += 1000) {
      const size = Math.min(1000, postCount - from);
      const rows = await db
        .insert(posts)
        .values(
          Array.from({ length: size }, () => ({
            calendarId: calendar!.id,
            message: source.text(),
            timing: 'schedule' as const,
            postDate: new Date(at.getTime() + (source.random() * 59 - 29.5) * dayMs),
          })),
        )
        .returning();
      await db.insert(publishTargets).values(
        rows.map((post, index) => {
          const account = accountRows[(from + index) % accountRows.length]!;
          return {
            postId: post.id,
            accountId: account.id,
            calendarId: calendar!.id,
            socialMedia: account.socialMedia,
            postDate: post.postDate ?? post.createdAt,
            state: 'scheduled' as const,
            dueAt: post.postDate,
            postVersion: 1,
          };
        }),
      );
      await indexPosts(db, rows, { fresh: true });
    }
    // What autovacuum does to a table that grew this much: the planner's statistics.
    await db.execute(sql`analyze`);
    log(`Seeded and indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const input = (message: string) => ({
      calendarId: calendar!.id,
      message,
      accounts: accountRows,
      at,
    });
    for (let warm = 0; warm < 20; warm += 1) await similarityOf(db, input(source.text()));
    const timings: number[] = [];
    let flagged = 0;
    for (let check = 0; check < checkCount; check += 1) {
      const message = source.text();
      started = performance.now();
      const result = await similarityOf(db, input(message));
      timings.push(performance.now() - started);
      if (result.maxScore >= 60) flagged += 1;
    }
    timings.sort((a, b) => a - b);
    const figures = {
      benchmark: 'similarity',
      driver: bench.driver,
      posts: postCount,
      accounts: accountCount,
      checks: checkCount,
      medianMs: round(percentile(timings, 50), 2),
      p99Ms: round(percentile(timings, 99), 2),
      maxMs: round(timings.at(-1) ?? 0, 2),
      flagged,
      targetP99Ms: 50,
      load: os.loadavg().map((value) => round(value, 2)),
    };
    log(
      `One check against ${postCount} posts in the window: median ${figures.medianMs} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms`,
    );
    log(JSON.stringify(figures));
  } finally {
    await database.close();
    await bench.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
