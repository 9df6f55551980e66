import { addDays, statsReplySchema, zonedDate } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMetrics } from '../src/db/schema';
import { createNetworkSlots } from '../src/modules/publishing/network-slots';
import { createMetricsSampler } from '../src/modules/stats/metrics-sampler';
import { createTestNetworkProvider } from '../src/providers/test-network/provider';
import { startEngineWorld, type EngineWorld } from './engine-harness';
import { expectFiguresOfTheRows, expectRollupsOfAllRows } from './stats/rollup-checks';

// Decision 0118: the rollups equal what the rows give after the engine's own writes: sends that
// publish and fail, a retry, an edit and a deletion through the API, and the sampler's readings.

let world: EngineWorld;
beforeAll(async () => {
  world = await startEngineWorld({ METRICS_INTERVALS: '1s,2s', METRICS_POLL_SECONDS: '0' });
  await world.startWorker();
});
afterAll(async () => {
  await world.close();
});

const settled = (states: string[]) =>
  states.length > 0 && states.every((state) => !['scheduled', 'publishing'].includes(state));
const settle = (postId: string) => world.waitFor(() => world.targetStates(postId), settled);

function sampler() {
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
    createNetworkSlots(() => 10),
  );
}

/** The rollups against all the rows, and the figures against the raw statements, today and the days around. */
async function expectNoDrift() {
  const db = world.server.database.db;
  const { calendarId } = world.owner;
  await expectRollupsOfAllRows(db, calendarId);
  for (const timeZone of ['UTC', 'Asia/Kathmandu', 'America/Los_Angeles']) {
    const today = zonedDate(new Date(), timeZone);
    await expectFiguresOfTheRows(
      db,
      { calendarId, timeZone },
      { from: addDays(today, -1), to: addDays(today, 4) },
    );
  }
}

describe('the stats rollups after the engine writes (decision 0118)', () => {
  it('equal the rows after publishes, failures, a retry, an edit, readings and a deletion', async () => {
    await world.fake.reset();
    const accountIds = await world.connectAccounts(3);
    const published = await world.post(accountIds, { message: 'Out to three' });
    expect(await settle(published._id)).toEqual(['published', 'published', 'published']);
    await expectNoDrift();

    await world.fake.script([
      { status: 400, body: { error: { code: 'duplicate', message: 'Status is a duplicate.' } } },
    ]);
    const refused = await world.post([accountIds[0]!], { message: 'Refused once' });
    expect(await settle(refused._id)).toEqual(['failed']);
    await expectNoDrift();
    // The script is spent: the retry goes through (no reset, which would forget the posts already out).
    const retried = await world.server.api('POST', `/api/posts/${refused._id}/retry`, {
      token: world.owner.token,
      body: {},
    });
    expect(retried.status).toBe(200);
    expect(await settle(refused._id)).toEqual(['published']);
    await expectNoDrift();

    // Scheduled two days ahead, then moved to the day after and to another account.
    const slot = 15 * 60_000;
    const ahead = new Date(Math.floor((Date.now() + 2 * 86_400_000) / slot) * slot);
    const scheduled = await world.post(accountIds.slice(0, 2), { message: 'Later', at: ahead });
    await expectNoDrift();
    const body = (await world.server.api('GET', `/api/posts/${scheduled._id}`, { token: world.owner.token }))
      .body;
    const moved = new Date(ahead.getTime() + 86_400_000);
    const edited = await world.server.api('PUT', `/api/posts/${scheduled._id}`, {
      token: world.owner.token,
      body: {
        message: 'Later still',
        calendarId: body.calendarId,
        accountIds: [accountIds[2]],
        timing: {
          mode: 'schedule',
          date: moved.toISOString().slice(0, 10),
          time: moved.toISOString().slice(11, 16),
        },
        images: body.images,
        complianceEngineRules: { ignoreComplianceCheck: true },
      },
    });
    expect(edited.status).toBe(200);
    await expectNoDrift();

    // Each published target read at 1 s and at 2 s.
    const readUntil = (samples: number) =>
      world.waitFor(
        async () => {
          await sampler().sampleDue();
          const rows = await world.server.database.db
            .select({ samples: postMetrics.samples })
            .from(postMetrics)
            .where(eq(postMetrics.calendarId, world.owner.calendarId));
          return rows.filter((row) => row.samples >= samples).length;
        },
        (count) => count === 4,
      );
    await world.fake.advanceMetrics({ likes: 4, reposts: 2, replies: 1, views: 90 });
    expect(await readUntil(1)).toBe(4);
    await expectNoDrift();
    await world.fake.advanceMetrics({ likes: 9 });
    expect(await readUntil(2)).toBe(4);
    await expectNoDrift();

    const today = zonedDate(new Date(), 'UTC');
    const before = statsReplySchema.parse(
      (
        await world.server.api(
          'GET',
          `/api/stats?calendarId=${world.owner.calendarId}&from=${today}&to=${today}`,
          { token: world.owner.token },
        )
      ).body,
    );
    expect(before.totals.published).toBe(4);
    const read = await world.server.database.db
      .select({ likes: postMetrics.likes })
      .from(postMetrics)
      .where(eq(postMetrics.calendarId, world.owner.calendarId));
    expect(before.totals.engagement.likes).toBe(read.reduce((sum, row) => sum + (row.likes ?? 0), 0));
    expect(before.totals.engagement.likes).toBeGreaterThanOrEqual(4 * 4);

    expect(
      (await world.server.api('DELETE', `/api/posts/${published._id}`, { token: world.owner.token })).status,
    ).toBe(204);
    await expectNoDrift();
    const after = statsReplySchema.parse(
      (
        await world.server.api(
          'GET',
          `/api/stats?calendarId=${world.owner.calendarId}&from=${today}&to=${today}`,
          { token: world.owner.token },
        )
      ).body,
    );
    expect(after.totals.published).toBe(1);
    expect(after.topPosts.map((row) => row.postId)).toEqual([refused._id]);
  });
});
