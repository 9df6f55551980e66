/**
 * What the stats rollups' triggers (decision 0118) cost the writers:
 *
 *   npm run bench:stats-writes -- [--targets 500] [--rounds 20] [--history 20000]
 *
 * Seeds a calendar with a year of history (`--history` posts, their targets and metrics), then, each
 * round, `--targets` targets claimed ('publishing') and settled as the publishing engine's group
 * commit does (settlePublished and enrolForMetrics in one transaction, record-outcome.ts), and two
 * statements that change nothing a rollup counts: a heartbeat of the claims and the next readings of
 * as many metrics put off. Rounds alternate between the triggers as migrated and the stats triggers
 * disabled. PGlite by default; a fresh database next to DATABASE_URL when it is set, where the
 * trigger's own statements are also shown by auto_explain (their plan nodes). BENCH_SMOKE=1: 500
 * posts of history, 2 rounds of 50 targets. Last line: one JSON object. (Its team has no plan: it
 * writes through the engine's repositories, where no plan gate applies.)
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database, Executor } from '../../server/src/db/database';
import { openDatabase } from '../../server/src/db/open-database';
import { enrolForMetrics } from '../../server/src/modules/stats/metrics-repository';
import { extendClaims, settlePublished } from '../../server/src/modules/publishing/target-claims';
import { freshBenchDatabase } from '../dispatch/bench-database';
import { percentile, round } from '../dispatch/figures';
import { seedHistory } from './seed-history';
import { sized } from '../support/smoke';

const { values: args } = parseArgs({
  options: {
    targets: { type: 'string', default: sized('500', '50') },
    rounds: { type: 'string', default: sized('20', '2') },
    history: { type: 'string', default: sized('20000', '500') },
  },
});
const targetCount = Number(args.targets);
const rounds = Number(args.rounds);
const log = (line: string) => console.log(line);

/** The stats triggers on the tables the engine and the sampler write (not the one on calendars). */
async function setTriggers(db: Database, on: boolean) {
  const triggers = (await db.execute(sql`
    select trigger.tgrelid::regclass::text as "table", trigger.tgname as name
    from pg_trigger trigger join pg_proc function on function.oid = trigger.tgfoid
    where not trigger.tgisinternal and function.proname like 'stats\\_%'
      and trigger.tgrelid::regclass::text in ('publish_targets', 'post_metrics', 'posts')`)) as {
    rows: { table: string; name: string }[];
  };
  for (const { table, name } of triggers.rows) {
    await db.execute(sql.raw(`alter table ${table} ${on ? 'enable' : 'disable'} trigger "${name}"`));
  }
}

interface Claimed {
  id: string;
  claim_token: string;
}

/** `count` new posts due a minute ago, one target each, claimed by the bench as a worker would. */
async function claimedTargets(db: Database, calendarId: string, round: number): Promise<Claimed[]> {
  const result = await db.execute(sql`
    with new_posts as (
      insert into posts (calendar_id, message, timing, post_date)
      select ${calendarId}::uuid, 'Round ' || ${round}::int4 || ' post ' || g, 'schedule',
        now() - interval '1 minute'
      from generate_series(1, ${targetCount}::int4) g
      returning id, post_date
    ), numbered as (
      select id, post_date, row_number() over (order by id) as n from new_posts
    ), accounts_numbered as (
      select id, social_media, row_number() over (order by id) - 1 as k, count(*) over () as total
      from accounts where calendar_id = ${calendarId}::uuid
    )
    insert into publish_targets (post_id, account_id, calendar_id, social_media, post_date, state, due_at,
      post_version, attempts, claim_token, claimed_by, claim_expires_at)
    select numbered.id, account.id, ${calendarId}::uuid, account.social_media, numbered.post_date, 'publishing',
      numbered.post_date, 1, 1, gen_random_uuid(), 'bench', now() + interval '5 minutes'
    from numbered join accounts_numbered account on account.k = numbered.n % account.total
    returning id, claim_token`);
  return (result as { rows: Claimed[] }).rows;
}

const settlement = (claimed: Claimed[], now: Date) =>
  claimed.map((target, index) => ({
    id: target.id,
    claimToken: target.claim_token,
    externalId: `sent-${index}`,
    externalUrl: `https://network.example/sent-${index}`,
    sentAt: now,
    parts: [{ externalId: `sent-${index}`, url: `https://network.example/sent-${index}` }],
  }));

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** One round: the heartbeat, the group commit (the update alone and the whole transaction), readings put off. */
async function measureRound(db: Database, calendarId: string, index: number) {
  const claimed = await claimedTargets(db, calendarId, index);
  const now = new Date();
  const heartbeatMs = await timed(() =>
    extendClaims(
      db,
      claimed.map((target) => ({ id: target.id, claimToken: target.claim_token })),
      new Date(now.getTime() + 600_000),
    ),
  );
  let updateMs = 0;
  const commitMs = await timed(() =>
    db.transaction(async (tx) => {
      updateMs = await timed(() => settlePublished(tx, settlement(claimed, now), now));
      await enrolForMetrics(
        tx,
        claimed.map((target) => target.id),
        3_600_000,
      );
    }),
  );
  const putOffMs = await timed(() =>
    db.execute(sql`update post_metrics set next_sample_at = next_sample_at + interval '1 minute'
      where target_id = any(${`{${claimed.map((target) => target.id).join(',')}}`}::uuid[])`),
  );
  return { updateMs, commitMs, heartbeatMs, putOffMs };
}

/**
 * A heartbeat of one claim (nothing a rollup counts changes). plpgsql plans each statement of a
 * trigger function at its first call in a session and keeps the plan, made for the transition tables
 * of that call: a worker's connection often begins with one row.
 */
const oneRowHeartbeat = `update publish_targets set claim_expires_at = claim_expires_at
  where id = (select id from publish_targets where calendar_id = $1 limit 1)`;

/** The group commit's statement as sent, to run it again where auto_explain prints the trigger's plans. */
function statementOf(claimed: Claimed[], now: Date) {
  let captured: SQL | undefined;
  const recorder = {
    execute: (query: SQL) => {
      captured = query;
      return Promise.resolve({ rows: [] });
    },
  } as unknown as Executor;
  void settlePublished(recorder, settlement(claimed, now), now);
  return new PgDialect().sqlToQuery(captured!);
}

/** The plan nodes of each statement the triggers ran (PostgreSQL only), from auto_explain's notices. */
async function triggerPlans(
  db: Database,
  url: string,
  calendarId: string,
  oneRowFirst: boolean,
): Promise<string[]> {
  const claimed = await claimedTargets(db, calendarId, -1);
  const client = new pg.Client({ connectionString: url });
  const notices: string[] = [];
  client.on('notice', (notice) => notices.push(notice.message ?? ''));
  await client.connect();
  try {
    await client.query(`load 'auto_explain'`);
    await client.query(`set auto_explain.log_nested_statements = on; set auto_explain.log_min_duration = 0;
      set auto_explain.log_level = notice; set auto_explain.log_analyze = on`);
    // A worker's first statements are often of one row: the trigger's statements are planned then.
    if (oneRowFirst) await client.query(oneRowHeartbeat, [calendarId]);
    const { sql: text, params } = statementOf(claimed, new Date());
    await client.query(text, params);
  } finally {
    await client.end();
  }
  const plans = notices.filter((notice) => notice.includes('stats_dirty_days'));
  if (process.env.BENCH_PLAN) console.error(plans.join('\n\n'));
  return plans.map((plan) =>
    [
      ...plan.matchAll(
        /(?:->\s+)?((?:Hash |Merge |Nested |Seq |Index |Bitmap |Named |Insert|HashAggregate|Unique|Sort)[\w ]*?)\s+\(.*?actual time=[\d.]+\.\.([\d.]+)/g,
      ),
    ]
      .map((match) => `${match[1]!.trim()} ${match[2]} ms`)
      .join('; '),
  );
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50Ms: round(percentile(sorted, 50), 1), p90Ms: round(percentile(sorted, 90), 1) };
}

async function main() {
  const bench = await freshBenchDatabase(process.env.DATABASE_URL?.trim() || undefined);
  const database = await openDatabase({
    databaseUrl: bench.databaseUrl,
    dataDir: bench.dataDir,
    poolSize: 1,
  });
  const db = database.db;
  try {
    log(`Stats triggers' cost to writers on ${bench.label}`);
    const calendarId = (
      (await db.execute(sql`with team as (insert into teams (name) values ('Bench') returning id)
        insert into calendars (team_id, name) select id, 'Bench' from team returning id`)) as {
        rows: { id: string }[];
      }
    ).rows[0]!.id;
    const { targets } = await seedHistory(db, {
      calendarId,
      accounts: 20,
      posts: Number(args.history),
      samples: 0,
      end: new Date(),
    });
    log(`Seeded ${args.history} posts (${targets} published targets with metrics)`);
    const plans =
      bench.driver === 'postgres'
        ? {
            plannedForOneRow: await triggerPlans(db, bench.databaseUrl!, calendarId, true),
            plannedForTheGroup: await triggerPlans(db, bench.databaseUrl!, calendarId, false),
          }
        : {};
    for (const [when, statements] of Object.entries(plans))
      for (const plan of statements) log(`Trigger statement (${when}): ${plan}`);
    type Round = Awaited<ReturnType<typeof measureRound>>;
    const figures: Record<'triggers' | 'none', Round[]> = { triggers: [], none: [] };
    for (let index = 0; index < 2 * rounds + 2; index += 1) {
      const on = index % 2 === 0;
      await setTriggers(db, on);
      // Each toggle makes the trigger's statements planned again: at a one-row statement, as a worker's.
      await db.execute(sql.raw(oneRowHeartbeat.replace('$1', `'${calendarId}'`)));
      const measured = await measureRound(db, calendarId, index);
      if (index >= 2) figures[on ? 'triggers' : 'none'].push(measured); // the first of each warms up
    }
    await setTriggers(db, true);
    const of = (variant: keyof typeof figures) => ({
      update: summary(figures[variant].map((round) => round.updateMs)),
      commit: summary(figures[variant].map((round) => round.commitMs)),
      heartbeat: summary(figures[variant].map((round) => round.heartbeatMs)),
      putOff: summary(figures[variant].map((round) => round.putOffMs)),
    });
    const result = {
      benchmark: 'stats-writes',
      driver: bench.driver,
      history: Number(args.history),
      targets: targetCount,
      rounds,
      withTriggers: of('triggers'),
      withoutTriggers: of('none'),
      triggerPlans: plans,
      load: os.loadavg().map((value) => round(value, 2)),
    };
    for (const variant of ['withTriggers', 'withoutTriggers'] as const) {
      const { update, commit, heartbeat, putOff } = result[variant];
      log(
        `${variant}: update p50 ${update.p50Ms} ms (p90 ${update.p90Ms}), transaction p50 ${commit.p50Ms} ms, heartbeat p50 ${heartbeat.p50Ms} ms, readings put off p50 ${putOff.p50Ms} ms`,
      );
    }
    log(JSON.stringify(result));
  } finally {
    await database.close();
    await bench.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
