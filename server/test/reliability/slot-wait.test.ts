import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchTargets } from '../../src/modules/publishing/dispatch-target';
import type { EngineDeps } from '../../src/modules/publishing/engine-deps';
import { createNetworkSlots } from '../../src/modules/publishing/network-slots';
import { takeOverExpiredClaims } from '../../src/modules/publishing/target-repository';
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
 * A claimed target waits for a network slot longer than its claim lasts (no heartbeat runs before
 * the send starts), and another worker's sweeper takes the expired claim over: from then on that
 * worker decides, so the one that waited must not send it.
 */
let world: EngineWorld;
beforeAll(async () => {
  world = await startEngineWorld({ fake: { latencyMs: 1500 } });
});
afterAll(async () => {
  await world.close();
});

describe('a send waiting for a network slot', () => {
  it('is not made once its expired claim was taken over', async () => {
    const { server, fake, owner } = world;
    const accountIds = await seedAccounts(server.database.db, fake, owner.calendarId, 2);
    // No worker runs here: the test dispatches the two jobs itself, one network slot between them.
    const { targetIds } = await postNow(
      apiClient(server.baseUrl, owner.token),
      owner.calendarId,
      accountIds,
      1,
    );
    const deps: EngineDeps = {
      db: server.database.db,
      queue: server.queue ?? (undefined as never),
      providers: new Map([['testNetwork', createTestNetworkProvider({ baseUrl: fake.url })]]),
      cipher: sharedCipher,
      config: { ...server.config, publishing: { ...server.config.publishing, claimSeconds: 1 } },
      mailer: { send: async () => undefined },
      now: () => new Date(),
      logger: pino({ level: 'silent' }),
      workerId: 'waiting-worker',
    };
    const dispatching = dispatchTargets(
      deps,
      targetIds.map((targetId) => ({ targetId, postVersion: 1 })),
      createNetworkSlots(() => 1),
    );

    // 1.2 s in: one send is on the (slow) network, kept claimed by its heartbeat; the other waits for
    // the slot and its one-second claim has expired.
    await sleep(1200);
    const [sending] = Object.keys((await fake.stats()).requestsByKey);
    const waiting = targetIds.find((id) => id !== sending);
    const taken = await takeOverExpiredClaims(server.database.db, {
      workerId: 'sweeping-worker',
      now: new Date(),
      claimSeconds: 30,
      limit: 10,
    });
    expect(taken.map((target) => target.id)).toEqual([waiting]);

    expect(await dispatching).toEqual([]);
    const stats = await fake.stats();
    expect(stats.requestsByKey).toEqual({ [sending ?? '']: 1 });
    // The sweeping worker holds it, untouched by the one that waited.
    expect(await statesOf(server.database.db, [waiting ?? ''])).toEqual({ publishing: 1 });
  }, 30_000);
});
