/**
 * The campaign generator's benchmark (issue 7):
 *
 *   npm run bench:campaign -- [--days 182] [--per-day 3] [--accounts 20] [--library 200]
 *
 * Issue 31's target: --days 182 --per-day 24 --accounts 5 --library 10000 in under 5 s, the event
 * loop never held more than 200 ms. `BENCH_SMOKE=1` runs a small campaign in seconds (CI).
 *
 * Creates one campaign through the campaign service, as POST /api/campaigns does: --days days from
 * tomorrow, --per-day posts a day, on --accounts accounts, from a category of --library library posts
 * with repeat allowed, with the publish queue running. Times the whole call (checks, content choice
 * with the 30-day near-duplicate rule, posts, targets, index and queue in one transaction) in seconds,
 * and counts what it wrote: slots (days × times), posts (one per distinct text in a slot, so more
 * than slots when accounts get different texts) and targets (slots × accounts). PGlite by default; a fresh database next to DATABASE_URL when it is set.
 * Its team is given the Business plan (no end, nothing to pay, billing off) so the plan gates hold no
 * account: the figures do not depend on a plan otherwise (LinkedIn video rules aside).
 * The last line is one JSON object.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { addDays, libraryPostContentSchema, zonedDate } from '@kairos/core';
import { count, eq } from 'drizzle-orm';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/open-database';
import {
  accounts,
  calendars,
  categories,
  libraryPostCategories,
  libraryPosts,
  posts,
  publishTargets,
  teams,
  users,
} from '../../server/src/db/schema';
import { setPlanOfTeam } from '../../server/src/modules/billing/set-team-plan';
import { createCampaignService } from '../../server/src/modules/campaigns/campaign-service';
import { createPlannerPool } from '../../server/src/modules/campaigns/planner-pool';
import { preparePublishQueue } from '../../server/src/modules/publishing/start-publishing';
import { createQueue } from '../../server/src/queue/open-queue';
import { freshBenchDatabase } from '../dispatch/bench-database';
import { round } from '../dispatch/figures';
import { createTextSource } from '../similarity/seed-texts';
import { sized, smoke } from '../support/smoke';

const { values: args } = parseArgs({
  options: {
    days: { type: 'string', default: sized('182', '14') },
    'per-day': { type: 'string', default: sized('3', '3') },
    accounts: { type: 'string', default: sized('20', '3') },
    library: { type: 'string', default: sized('200', '100') },
  },
});
const days = Number(args.days);
const perDay = Number(args['per-day']);
const accountCount = Number(args.accounts);
const libraryCount = Number(args.library);
const postTimes = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
if (!(perDay >= 1 && perDay <= postTimes.length) || !(libraryCount >= 1 && libraryCount <= 10_000)) {
  console.error('--per-day is 1 to 24 and --library 1 to 10000');
  process.exit(2);
}
const log = (line: string) => console.log(line);
const zone = 'Europe/Paris';

/**
 * The longest gap between ticks of a 5 ms timer, less its 5 ms: how long the event loop was held.
 * (perf_hooks' monitorEventLoopDelay recorded no samples here while PGlite worked.)
 */
function stallProbe(): { stop(): number } {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const at = performance.now();
    longest = Math.max(longest, at - last - 5);
    last = at;
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(longest, performance.now() - last - 5);
    },
  };
}

async function main() {
  const bench = await freshBenchDatabase(process.env.DATABASE_URL?.trim() || undefined);
  const database = await openDatabase({
    databaseUrl: bench.databaseUrl,
    dataDir: bench.dataDir,
    poolSize: 4,
  });
  const queue = createQueue(database);
  queue.on('error', (error) => console.error(error));
  // As services.ts composes it: the campaign is planned in a thread of its own.
  const planner = createPlannerPool({ threads: 1, maxQueue: 20 });
  try {
    await queue.start();
    await preparePublishQueue(queue);
    log(
      `Campaign benchmark: ${days} days, ${perDay} a day, ${accountCount} accounts, ${libraryCount} library posts on ${bench.label}`,
    );
    const { db } = database;
    const [team] = await db.insert(teams).values({ name: 'Bench team' }).returning();
    // Since the plan gates, a team without a plan has 3 accounts: the bench's team gets the operator's
    // Business plan, as `npm run plan:set` gives it (250 accounts).
    await setPlanOfTeam(db, team!.id, 'annual_businessnew');
    const [user] = await db
      .insert(users)
      .values({
        email: 'bench@kairos.local',
        name: 'Bench',
        passwordHash: 'x',
        teamId: team!.id,
        timezone: zone,
      })
      .returning();
    const [calendar] = await db.insert(calendars).values({ teamId: team!.id, name: 'Bench' }).returning();
    const accountRows = await db
      .insert(accounts)
      .values(
        Array.from({ length: accountCount }, (_, index) => ({
          calendarId: calendar!.id,
          socialMedia: (['testNetwork', 'twitter', 'linkedin', 'facebook'] as const)[index % 4]!,
          name: `Account ${index + 1}`,
          externalId: `bench-${index}`,
        })),
      )
      .returning();
    const [category] = await db
      .insert(categories)
      .values({ calendarId: calendar!.id, title: 'Evergreen' })
      .returning();
    const source = createTextSource(11);
    const libraryRows: { id: string }[] = [];
    // In pieces: one statement of 10,000 rows would pass PostgreSQL's 65,535 bound parameters.
    for (let from = 0; from < libraryCount; from += 2_000) {
      const rows = await db
        .insert(libraryPosts)
        .values(
          Array.from({ length: Math.min(2_000, libraryCount - from) }, (_, offset) => {
            const index = from + offset;
            return {
              calendarId: calendar!.id,
              message: source.text(),
              content: libraryPostContentSchema.parse(
                index % 3 === 0 ? { variations: [{ socialMedia: 'twitter', message: source.text() }] } : {},
              ),
              createdAt: new Date(Date.now() - index * 60_000),
            };
          }),
        )
        .returning({ id: libraryPosts.id });
      await db
        .insert(libraryPostCategories)
        .values(rows.map((row) => ({ libraryPostId: row.id, categoryId: category!.id })));
      libraryRows.push(...rows);
    }

    const now = () => new Date();
    const service = createCampaignService({
      db,
      queue,
      now,
      config: loadConfig({ DATA_DIR: bench.dataDir }),
      planner,
    });
    const start = addDays(zonedDate(now(), zone), 1);
    // Up to 6 a day the times of the earlier runs (comparable figures); more, every hour from midnight.
    const times =
      perDay <= 6
        ? ['09:00', '13:00', '18:30', '07:00', '21:00', '11:00'].slice(0, perDay)
        : postTimes.slice(0, perDay);
    const auth = {
      sessionId: 'bench',
      userId: user!.id,
      teamId: team!.id,
      role: null,
      access: { calendars: [] },
    };
    // The longest the event loop waited while the campaign was made: what every other request of
    // the process (and its worker) waits at worst (on PGlite the database's own work counts too).
    // A running server's planner thread has started before (under tsx, starting one takes a second).
    await planner.run({
      kind: 'slots',
      days: [start],
      postTime: ['09:00'],
      timeZone: zone,
      after: new Date(0),
    });
    const loop = stallProbe();
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const campaign = await service.create(auth, {
      calendarId: calendar!.id,
      name: 'Half a year',
      accountIds: accountRows.map((row) => row.id),
      libraryCategories: [category!.id],
      patternSchedule: { selectionMode: 'range', weekDays: [] },
      dates: [start, addDays(start, days - 1)],
      postFrequency: times.length,
      postTime: times,
      libraryPostPriority: 'newest',
      isUserWantToRepeatContent: true,
      promiseContent: false,
      accountsMetadata: [],
    });
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const longestStallMs = loop.stop();
    const [written] = await db
      .select({ count: count() })
      .from(posts)
      .where(eq(posts.campaignId, campaign._id));
    const [targets] = await db.select({ count: count() }).from(publishTargets);
    // Posts per slot: a slot holds one post per distinct text among its accounts (decision 0062).
    const slotRows = await db
      .select({ at: posts.postDate, posts: count() })
      .from(posts)
      .where(eq(posts.campaignId, campaign._id))
      .groupBy(posts.postDate);
    const postsPerSlot: Record<string, number> = {};
    for (const row of slotRows) postsPerSlot[row.posts] = (postsPerSlot[row.posts] ?? 0) + 1;
    const figures = {
      benchmark: 'campaign',
      driver: bench.driver,
      days,
      perDay,
      accounts: accountCount,
      library: libraryCount,
      seconds: round(seconds, 3),
      // CPU time of this process's threads (the planner's and, on PGlite, the database's work too):
      // on a machine shared with other work, a figure the load average does not stretch.
      cpuSeconds: round((cpu.user + cpu.system) / 1e6, 3),
      longestEventLoopStallMs: round(longestStallMs, 1),
      slots: slotRows.length,
      posts: written?.count ?? 0,
      postsPerSlot,
      targets: targets?.count ?? 0,
      // Every account is in every slot exactly once, whatever the number of posts per slot.
      targetsAreSlotsTimesAccounts: (targets?.count ?? 0) === slotRows.length * accountCount,
      blocked: campaign.stats.blocked,
      targetSeconds: libraryCount >= 10_000 && perDay >= 24 ? 5 : 2,
      targetLongestEventLoopStallMs: 200,
      smoke,
      loadAverage: loadavg().map((value) => round(value, 2)),
    };
    log(
      `Created the campaign in ${figures.seconds} s: ${figures.slots} slots, ${figures.posts} posts, ${figures.targets} targets, ${figures.blocked} blocked`,
    );
    log(
      'More posts than slots is by design: the accounts of a slot share a post only when they get the same text. ' +
        "Twitter accounts get the library post's Twitter variation, and the 30-day near-duplicate rule can give " +
        `accounts different library posts, so a slot holds one post per distinct text (posts per slot: ${JSON.stringify(postsPerSlot)}).`,
    );
    log(JSON.stringify(figures));
  } finally {
    await planner.close();
    await queue.stop({ graceful: false });
    await database.close();
    await bench.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
