import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchTargets } from '../../src/modules/publishing/dispatch-target';
import type { EngineDeps } from '../../src/modules/publishing/engine-deps';
import { createNetworkSlots } from '../../src/modules/publishing/network-slots';
import { takeOverExpiredClaims } from '../../src/modules/publishing/target-claims';
import { createTestNetworkProvider } from '../../src/providers/test-network/provider';
import {
  apiClient,
  postNow,
  seedAccounts,
  sharedCipher,
  sleep,
  startEngineWorld,
  statesOf,
  type EngineWorld,
} from './reliability-kit';

/**
 * A claimed target waits for a network slot longer than its claim lasts. The worker's heartbeat keeps
 * every claim it holds alive, waiting or sending; if that heartbeat stalls and another worker's
 * sweeper takes the expired claim over, from then on that worker decides, so the one that waited must
 * not send it.
 */
let world: EngineWorld;
beforeAll(async () => {
  world = await startEngineWorld({ fake: { latencyMs: 1500 } });
});
afterAll(async () => {
  await world.close();
});

/** A worker's dependencies with one-second claims. */
function engineDeps(workerId: string): EngineDeps {
  const { server, fake } = world;
  return {
    db: server.database.db,
    queue: server.queue ?? (undefined as never),
    providers: new Map([['testNetwork', createTestNetworkProvider({ baseUrl: fake.url })]]),
    cipher: sharedCipher,
    config: { ...server.config, publishing: { ...server.config.publishing, claimSeconds: 1 } },
    mailer: { send: async () => undefined },
    now: () => new Date(),
    logger: pino({ level: 'silent' }),
    workerId,
  };
}

describe('a send waiting for a network slot', () => {
  it("keeps its claim while it waits: the worker's heartbeat renews every claim it holds", async () => {
    const { server, fake, owner } = world;
    await fake.reset();
    await fake.setLatency(1500);
    const accountIds = await seedAccounts(server.database.db, fake, owner.calendarId, 3);
    const { targetIds } = await postNow(
      apiClient(server.baseUrl, owner.token),
      owner.calendarId,
      accountIds,
      1,
    );
    // Three sends through one slot, 1.5 s each, with one-second claims: the last waits 3 s.
    const dispatching = dispatchTargets(
      engineDeps('patient-worker'),
      targetIds.map((targetId) => ({ targetId, postVersion: 1 })),
      { slots: createNetworkSlots(() => 1) },
    );
    for (let check = 0; check < 8; check += 1) {
      await sleep(500);
      // Another worker's sweeper finds no claim of this worker expired.
      const taken = await takeOverExpiredClaims(server.database.db, {
        workerId: 'sweeping-worker',
        now: new Date(),
        claimSeconds: 30,
        limit: 10,
      });
      expect(taken).toEqual([]);
    }
    expect(await dispatching).toEqual([]);
    expect(await statesOf(server.database.db, targetIds)).toEqual({ published: 3 });
    const stats = await fake.stats();
    expect(Object.values(stats.postsByKey)).toEqual([1, 1, 1]);
  }, 30_000);

  it('is not made once its expired claim was taken over', async () => {
    const { server, fake, owner } = world;
    await fake.reset();
    await fake.setLatency(1500);
    const accountIds = await seedAccounts(server.database.db, fake, owner.calendarId, 2);
    // No worker runs here: the test dispatches the two jobs itself, one network slot between them.
    const { targetIds } = await postNow(
      apiClient(server.baseUrl, owner.token),
      owner.calendarId,
      accountIds,
      1,
    );
    const deps = engineDeps('waiting-worker');
    // A worker whose heartbeat stalled: nothing keeps its claims alive while they wait.
    const stalled = { hold: () => undefined, release: () => undefined };
    const dispatching = dispatchTargets(
      deps,
      targetIds.map((targetId) => ({ targetId, postVersion: 1 })),
      { slots: createNetworkSlots(() => 1), keeper: stalled },
    );

    // 1.2 s in: one send is on the (slow) network, the other waits for the slot, and with no
    // heartbeat both one-second claims have expired; another worker's sweeper takes them over.
    await sleep(1200);
    const [sending] = Object.keys((await fake.stats()).requestsByKey);
    const waiting = targetIds.find((id) => id !== sending);
    const taken = await takeOverExpiredClaims(server.database.db, {
      workerId: 'sweeping-worker',
      now: new Date(),
      claimSeconds: 30,
      limit: 10,
    });
    expect(taken.map((target) => target.id).sort()).toEqual([...targetIds].sort());

    expect(await dispatching).toEqual([]);
    const stats = await fake.stats();
    // The waiting one was never sent; the one on the network was sent once, and its outcome was
    // not written over the sweeping worker's claim.
    expect(stats.requestsByKey).toEqual({ [sending ?? '']: 1 });
    // The sweeping worker holds both, untouched by the stalled one.
    expect(await statesOf(server.database.db, [waiting ?? '', sending ?? ''])).toEqual({ publishing: 2 });
  }, 30_000);
});
