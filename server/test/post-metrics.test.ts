import { statsReplySchema, zonedDate } from '@kairos/core';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, postMetricSamples, postMetrics, publishTargets } from '../src/db/schema';
import { createNetworkSlots } from '../src/modules/publishing/network-slots';
import { createMetricsSampler } from '../src/modules/stats/metrics-sampler';
import { createTestNetworkProvider } from '../src/providers/test-network/provider';
import { startEngineWorld, type EngineWorld } from './engine-harness';

let world: EngineWorld;
beforeAll(async () => {
  // The sampler runs when the tests say (poll 0); readings 1, 2 and 3 seconds after publication.
  world = await startEngineWorld({ METRICS_INTERVALS: '1s,2s,3s', METRICS_POLL_SECONDS: '0' });
  await world.startWorker();
});
afterAll(async () => {
  await world.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sampler(limit = 10) {
  const provider = createTestNetworkProvider({ baseUrl: world.fake.url });
  return createMetricsSampler(
    {
      db: world.server.database.db,
      providers: new Map([['testNetwork', provider]]),
      cipher: world.server.cipher,
      now: () => new Date(),
      config: world.server.config,
      logger: { warn: () => undefined },
    },
    createNetworkSlots(() => limit),
  );
}

async function publishedTargets(postId: string) {
  await world.waitFor(
    () => world.targetStates(postId),
    (states) => states.length > 0 && states.every((state) => state === 'published'),
  );
  return world.server.database.db.select().from(publishTargets).where(eq(publishTargets.postId, postId));
}

async function metricsOf(targetIds: string[]) {
  return world.server.database.db.select().from(postMetrics).where(inArray(postMetrics.targetId, targetIds));
}

async function todaysStats() {
  const today = zonedDate(new Date(), 'UTC');
  const reply = await world.server.api(
    'GET',
    `/api/stats?calendarId=${world.owner.calendarId}&from=${today}&to=${today}`,
    { token: world.owner.token },
  );
  return statsReplySchema.parse(reply.body);
}

describe('metrics sampling', () => {
  it('reads each published target at its intervals and shows the latest figures in the stats', async () => {
    await world.fake.reset();
    const accountIds = await world.connectAccounts(2);
    const { _id: postId } = await world.post(accountIds, { message: 'Metrics for everyone' });
    const targets = await publishedTargets(postId);
    const ids = targets.map((target) => target.id);
    const enrolled = await metricsOf(ids);
    expect(enrolled).toHaveLength(2);
    for (const row of enrolled) {
      expect(row.state).toBe('pending');
      expect(row.nextSampleAt!.getTime() - row.sentAt.getTime()).toBe(1000);
    }
    expect(await sampler().sampleDue()).toBe(0);

    await world.fake.advanceMetrics({ likes: 3, reposts: 1, replies: 2, views: 40 });
    await sleep(1100);
    expect(await sampler().sampleDue()).toBe(2);
    const first = await metricsOf(ids);
    expect(
      first.map((row) => [row.state, row.likes, row.reposts, row.replies, row.impressions, row.samples]),
    ).toEqual([
      ['ok', 3, 1, 2, 40, 1],
      ['ok', 3, 1, 2, 40, 1],
    ]);
    const stats = await todaysStats();
    const top = stats.topPosts.filter((row) => row.postId === postId);
    expect(top.map((row) => row.engagement)).toEqual([6, 6]);
    expect(stats.byAccount.find((row) => row.accountId === accountIds[0])?.metrics).toBe('available');

    await world.fake.advanceMetrics({ likes: 10 });
    await sleep(2100);
    await sampler().sampleDue();
    await sleep(1000);
    await sampler().sampleDue();
    const done = await metricsOf(ids);
    expect(done.map((row) => [row.likes, row.samples, row.nextSampleAt])).toEqual([
      [13, 3, null],
      [13, 3, null],
    ]);
    const series = await world.server.database.db
      .select()
      .from(postMetricSamples)
      .where(inArray(postMetricSamples.targetId, ids));
    expect(series).toHaveLength(6);
    expect(series.map((row) => row.likes).sort((a, b) => a - b)).toEqual([3, 3, 13, 13, 13, 13]);
    expect(series[0]!.raw).toMatchObject({ like_count: 3, view_count: 40 });
  });

  it("puts a network's readings off when it answers 429, and reads no more at once than its slots", async () => {
    await world.fake.reset();
    const accountIds = await world.connectAccounts(3);
    const { _id: postId } = await world.post(accountIds, { message: 'Slow down' });
    const ids = (await publishedTargets(postId)).map((target) => target.id);
    await sleep(1100);
    await world.fake.script([{ resetInSeconds: 120 }], 'GET /v1/posts/:id/metrics');
    const limited = sampler(1);
    expect(await limited.sampleDue()).toBe(3);
    const rows = await metricsOf(ids);
    expect(rows.every((row) => row.samples === 0 && row.state === 'pending')).toBe(true);
    for (const row of rows) expect(row.nextSampleAt!.getTime()).toBeGreaterThan(Date.now() + 100_000);
    expect(await limited.sampleDue()).toBe(0);

    // Slots: one reading at a time against a network that takes 150 ms an answer.
    await world.server.database.db
      .update(postMetrics)
      .set({ nextSampleAt: new Date() })
      .where(inArray(postMetrics.targetId, ids));
    await world.fake.setLatency(150);
    const started = Date.now();
    expect(await sampler(1).sampleDue()).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    await world.fake.setLatency(0);
    expect((await metricsOf(ids)).every((row) => row.samples === 1)).toBe(true);
  });

  it('keeps the readings of an account whose token was refused for after the reconnect', async () => {
    await world.fake.reset();
    const [accountId] = await world.connectAccounts(1);
    const { _id: postId } = await world.post([accountId!], { message: 'Then the token died' });
    const ids = (await publishedTargets(postId)).map((target) => target.id);
    await sleep(1100);
    await world.fake.revokeUser('u_1');
    expect(await sampler().sampleDue()).toBeGreaterThanOrEqual(1);
    const [row] = await metricsOf(ids);
    expect(row!.state).toBe('reconnect');
    expect(row!.nextSampleAt!.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const [account] = await world.server.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, accountId!));
    expect(account!.tokenExpired).toBe(true);
    const stats = await todaysStats();
    expect(stats.byAccount.find((found) => found.accountId === accountId)).toMatchObject({
      needsReconnect: true,
      metrics: 'reconnect',
    });
  });
});
