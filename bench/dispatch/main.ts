/**
 * The publishing engine's dispatch benchmark (issue 4):
 *
 *   npm run bench:dispatch -- --targets 10000 [--accounts 1000] [--latency-ms 50] [--lead-ms 5000]
 *                             [--network process|in-process]
 *
 * N targets over the accounts, all due at the same instant, sent by one in-process worker (the
 * runtime `npm start` runs) to the fake test network answering after --latency-ms. Prints the lag
 * from the due time to the network's receipt (p50, p99, max; the fake stamps a post when it creates
 * it, after its latency, so the lag includes it), sends per second, and raw pg-boss throughput for
 * N empty jobs with the same polling settings, and the network alone: the same N publishes through the
 * provider with no engine or database, from a fresh process (bench/dispatch/raw-network.ts). PGlite by default; a fresh database
 * next to DATABASE_URL when it is set. The accounts are spread over teams on the bench plan, none past
 * its seats (the engine holds what a plan does not cover). BENCH_SMOKE=1: 200 targets on 20 accounts.
 * The last line is every figure as one JSON object.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { publishingLimits } from '@kairos/core';
import { loadConfig } from '../../server/src/config';
import { createTokenCipher } from '../../server/src/crypto/token-cipher';
import { startRuntime, type Runtime } from '../../server/src/runtime';
import { freshBenchDatabase, type BenchDatabase } from './bench-database';
import { startBenchNetwork, type BenchNetwork } from './bench-network';
import { measureRawQueue } from './raw-queue';
import { measureRawNetwork } from './raw-network';
import { makeDue, seedTargets, targetStates } from './seed';
import { benchPlan, benchPlanSeats } from '../support/bench-plan';
import { sized } from '../support/smoke';
import { percentile, round } from './figures';

const { values: args } = parseArgs({
  options: {
    targets: { type: 'string', default: sized('10000', '200') },
    accounts: { type: 'string', default: sized('1000', '20') },
    'accounts-per-post': { type: 'string', default: '10' },
    'latency-ms': { type: 'string', default: '50' },
    'lead-ms': { type: 'string', default: sized('5000', '2000') },
    'timeout-seconds': { type: 'string', default: sized('600', '60') },
    /** Where the fake network runs: its own process (default) or this one. */
    network: { type: 'string', default: 'process' },
  },
});

function positive(name: string, raw: string | undefined): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer`);
  return value;
}

const targetCount = positive('targets', args.targets);
const accountCount = Math.min(positive('accounts', args.accounts), targetCount);
const accountsPerPost = positive('accounts-per-post', args['accounts-per-post']);
const latencyMs = Number(args['latency-ms']);
const leadMs = positive('lead-ms', args['lead-ms']);
const timeoutMs = positive('timeout-seconds', args['timeout-seconds']) * 1000;
if (args.network !== 'process' && args.network !== 'in-process')
  throw new Error('--network must be process or in-process');
const networkWhere = args.network;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(line);

async function main() {
  const database = await freshBenchDatabase(process.env.DATABASE_URL?.trim() || undefined);
  let fake: BenchNetwork | null = null;
  let runtime: Runtime | null = null;
  try {
    log(`Dispatch benchmark: ${targetCount} targets over ${accountCount} accounts on ${database.label}`);
    fake = await startBenchNetwork(latencyMs, networkWhere);
    log(
      `The fake network answers after ${latencyMs} ms (${fake.where === 'process' ? 'in its own process' : 'in this process'})`,
    );
    const encryptionKey = randomBytes(32).toString('hex');
    const config = loadConfig({
      ...process.env,
      // Billing off, as a self-hosted install: the teams' plan is the bench's (seed.ts).
      STRIPE_SECRET_KEY: '',
      DATABASE_URL: database.databaseUrl ?? '',
      DATA_DIR: database.dataDir,
      ENCRYPTION_KEY: encryptionKey,
      TEST_NETWORK: 'true',
      TEST_NETWORK_URL: fake.url,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      WEB_DIST_DIR: '/nonexistent',
    });
    const cipher = createTokenCipher(Buffer.from(encryptionKey, 'hex'));
    runtime = await startRuntime(config, { api: false, worker: true });
    const { db } = runtime.database;
    let started = performance.now();
    const seeded = await seedTargets(db, cipher, fake, { targetCount, accountCount, accountsPerPost });
    log(
      `Seeded ${seeded.accountCount} accounts in ${seeded.teamCount} teams on ${benchPlan} (${benchPlanSeats} accounts each at most), ${seeded.postCount} posts, ${seeded.targetIds.length} targets in ${secondsSince(started)} s`,
    );

    const dueAt = new Date(Date.now() + leadMs);
    started = performance.now();
    await makeDue(db, runtime.queue, seeded.targetIds, dueAt);
    const spare = dueAt.getTime() - Date.now();
    log(`Wrote the jobs in ${secondsSince(started)} s; due in ${(spare / 1000).toFixed(1)} s`);
    if (spare < 200) throw new Error('writing the jobs took longer than --lead-ms: raise it');

    const states = await waitUntilSettled(runtime, fake, targetCount, dueAt.getTime() + timeoutMs);
    const received = await fake.posts();
    const stats = await fake.stats();
    const lags = received.map((post) => new Date(post.receivedAt).getTime() - dueAt.getTime());
    lags.sort((a, b) => a - b);
    const last = lags.at(-1) ?? 0;
    const duplicates = Object.values(stats.postsByKey).filter((count) => count > 1).length;
    const resent = Object.values(stats.requestsByKey).filter((count) => count > 1).length;
    const sendsPerSecond = received.length / Math.max(last / 1000, 0.001);

    log(`Engine: ${received.length} sends, states ${JSON.stringify(states)}`);
    const p50 = lags.length ? percentile(lags, 50) : null;
    const p99 = lags.length ? percentile(lags, 99) : null;
    log(`  lag from due time to receipt (${latencyMs} ms answer time included):`);
    log(`    p50 ${p50} ms, p99 ${p99} ms, max ${last} ms`);
    log(
      `  sends per second: ${round(sendsPerSecond)} (the last send ${(last / 1000).toFixed(2)} s after due)`,
    );
    log(`  duplicates on the network: ${duplicates}; keys sent more than once: ${resent}`);

    // The same sends with no engine and no database: the floor this machine's HTTP sets.
    const slots = publishingLimits('testNetwork').concurrency;
    log(
      `Raw network: ${targetCount} publishes through the provider alone, ${slots} at once, in a fresh process...`,
    );
    const { accessToken } = await fake.issueTokens('u_1');
    const rawRun = await measureRawNetwork(fake.url, accessToken, targetCount, slots);
    const rawLags = (await fake.posts())
      .filter((post) => post.text === 'Raw network post')
      .map((post) => new Date(post.receivedAt).getTime() - rawRun.started)
      .sort((a, b) => a - b);
    const rawLast = rawLags.at(-1) ?? 0;
    const rawSendsPerSecond = rawLags.length / Math.max(rawLast / 1000, 0.001);
    const rawNetwork = {
      lagMs: rawLags.length
        ? { p50: percentile(rawLags, 50), p99: percentile(rawLags, 99), max: rawLast }
        : { p50: null, p99: null, max: null },
      sendsPerSecond: round(rawSendsPerSecond),
    };
    log(
      `  lag from the first request to receipt: p50 ${rawNetwork.lagMs.p50} ms, p99 ${rawNetwork.lagMs.p99} ms, max ${rawLast} ms; ${rawNetwork.sendsPerSecond} sends per second`,
    );
    log(`Engine / raw network: ${(sendsPerSecond / rawSendsPerSecond).toFixed(2)}`);

    log(`Raw pg-boss: ${targetCount} empty jobs with the same queue and polling settings...`);
    const raw = await measureRawQueue(runtime.queue, config, targetCount);
    log(`  ${round(raw.jobsPerSecond)} jobs per second (${raw.seconds.toFixed(2)} s)`);
    const ratio = sendsPerSecond / raw.jobsPerSecond;
    log(`Engine / raw queue: ${ratio.toFixed(2)}`);
    // No worker sends faster than its network slots allow: the test network takes this many at once.
    const bound = latencyMs > 0 ? (slots * 1000) / latencyMs : Infinity;
    log(
      `Network bound: ${slots} sends at once per worker / ${latencyMs} ms = ${round(bound)} sends per second (engine at ${((sendsPerSecond / bound) * 100).toFixed(0)}%)`,
    );

    const figures = {
      targets: targetCount,
      accounts: seeded.accountCount,
      // The engine holds the targets of accounts past a team's plan seats (decision 0101).
      plan: benchPlan,
      teams: seeded.teamCount,
      driver: database.driver,
      latencyMs,
      network: fake.where,
      concurrency: config.publishing.concurrency,
      networkSlots: slots,
      sent: received.length,
      published: states.published ?? 0,
      duplicates,
      lagMs: { p50, p99, max: lags.length ? last : null },
      sendsPerSecond: round(sendsPerSecond),
      rawJobsPerSecond: round(raw.jobsPerSecond),
      ratio: round(ratio, 2),
      rawNetwork,
      ratioToNetwork: round(sendsPerSecond / rawSendsPerSecond, 2),
      networkBoundSendsPerSecond: Number.isFinite(bound) ? round(bound) : null,
      load: os.loadavg().map((value) => round(value, 2)),
    };
    await stopAll(runtime, fake, database);
    runtime = null;
    fake = null;
    console.log(JSON.stringify(figures));
    if (received.length !== targetCount || duplicates > 0) process.exitCode = 1;
  } finally {
    if (runtime || fake) await stopAll(runtime, fake, database);
  }
}

async function stopAll(runtime: Runtime | null, fake: BenchNetwork | null, database: BenchDatabase) {
  await runtime?.stop().catch((error: unknown) => console.error('stopping the runtime failed', error));
  await fake?.close();
  await database.drop().catch((error: unknown) => console.error('dropping the database failed', error));
}

/**
 * Until no target is scheduled or being sent (or the deadline passes): the states then. While the
 * sends arrive, it asks the fake network (in its own process) how many it has, not the database: on
 * PGlite a query runs on the worker's own thread and would slow the engine it measures.
 */
async function waitUntilSettled(
  runtime: Runtime,
  fake: BenchNetwork,
  expected: number,
  deadline: number,
): Promise<Record<string, number>> {
  while ((await fake.postCount()) < expected && Date.now() < deadline) await sleep(250);
  for (;;) {
    const states = await targetStates(runtime.database.db);
    const open = (states.scheduled ?? 0) + (states.publishing ?? 0);
    if (open === 0 || Date.now() > deadline) return states;
    await sleep(250);
  }
}

const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
