import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishTargets } from '../../src/db/schema';
import {
  allPublished,
  apiClient,
  expectSentExactlyOnce,
  postNow,
  seedAccounts,
  statesOf,
  waitFor,
  type EngineWorld,
  startEngineWorld,
} from './reliability-kit';

/**
 * A 429 storm: every first send and half the second ones answer 429 with a reset two seconds ahead.
 * Each target waits for its reset before trying again, none fails for it (nor spends an attempt),
 * and none is sent twice.
 */
const accountCount = 40;
const postCount = 2;
const targetTotal = accountCount * postCount;
const limited = targetTotal + targetTotal / 2;

let world: EngineWorld;
beforeAll(async () => {
  world = await startEngineWorld();
  await world.startWorker();
});
afterAll(async () => {
  await world.close();
});

describe('a 429 storm with reset headers', () => {
  it('waits for every reset, fails nothing and sends nothing twice', async () => {
    const { server, fake, owner } = world;
    const accountIds = await seedAccounts(server.database.db, fake, owner.calendarId, accountCount);
    await fake.reset();
    await fake.script(Array.from({ length: limited }, () => ({ resetInSeconds: 2 })));

    const { targetIds } = await postNow(
      apiClient(server.baseUrl, owner.token),
      owner.calendarId,
      accountIds,
      postCount,
    );
    const states = await waitFor(
      () => statesOf(server.database.db, targetIds),
      allPublished(targetTotal),
      60_000,
    );
    expect(states).toEqual({ published: targetTotal });

    // Every call after a 429 started at or after the reset the 429 announced.
    const early: string[] = [];
    let rateLimited = 0;
    for (const id of targetIds) {
      const calls = world.calls.filter((call) => call.key === id).sort((a, b) => a.startedAt - b.startedAt);
      expect(calls.at(-1)?.outcome, `the last send of ${id}`).toBe('ok');
      calls.forEach((call, index) => {
        if (call.outcome === 'ok') return;
        expect(call.outcome).toBe('rate_limited');
        rateLimited += 1;
        const next = calls[index + 1];
        if (call.retryAt === null || (next && next.startedAt < call.retryAt - 10))
          early.push(`${id}: ${next?.startedAt} < ${call.retryAt}`);
      });
    }
    expect(early, 'sends made before the announced reset').toEqual([]);
    expect(rateLimited).toBe(limited);

    // Rate-limit waits are not attempts; nothing failed or was given up on.
    const rows = await server.database.db
      .select({ attempts: publishTargets.attempts, errorKind: publishTargets.errorKind })
      .from(publishTargets)
      .where(inArray(publishTargets.id, targetIds));
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    await expectSentExactlyOnce(fake, targetIds, { requestsAtMost: 3 });
    const stats = await fake.stats();
    expect(Object.values(stats.requestsByKey).reduce((sum, count) => sum + count, 0)).toBe(
      targetTotal + limited,
    );
  }, 90_000);
});
