import { statsReplySchema } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema';
import { createTestNetworkProvider } from '../src/providers/test-network/provider';
import { startTestServer, type TestServer } from './harness';
import { statsSeeds, type TargetSeed } from './stats/stats-seeds';

// Decision 0112: whether an account's metrics are read comes from its network and from what its
// readings said: a network that reads metrics may read none for some accounts (a LinkedIn member's
// profile, a Facebook group, a personal Instagram account).

let server: TestServer;
beforeAll(async () => {
  // The test network reads metrics (never called here); Mastodon has no provider at all.
  server = await startTestServer({
    providers: new Map([['testNetwork', createTestNetworkProvider({ baseUrl: 'http://127.0.0.1:9' })]]),
  });
});
afterAll(async () => {
  await server.close();
});

const { ownerIn, seedPost, stats } = statsSeeds(() => server);

const reading = (state: 'ok' | 'unsupported' | 'pending'): TargetSeed['metrics'] =>
  state === 'ok'
    ? { likes: 4, reposts: 1, replies: 0, state }
    : { likes: null, reposts: null, replies: null, state };

describe('the metrics state of each account', () => {
  it('is unsupported for an account whose latest readings all said so, though its network reads others', async () => {
    const owner = await ownerIn('UTC', [
      'testNetwork',
      'testNetwork',
      'testNetwork',
      'testNetwork',
      'testNetwork',
      'testNetwork',
      'mastodon',
    ]);
    const [member, organisation, fresh, recovered, lapsed, eleven, mastodon] = owner.accountIds as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const post = (accountId: string, day: number, state: 'ok' | 'unsupported' | 'pending') =>
      seedPost(owner, `2030-05-${String(day).padStart(2, '0')}T10:00:00Z`, [
        { accountId, state: 'published', lagSeconds: 3, metrics: reading(state) },
      ]);
    for (const day of [1, 2, 3]) await post(member, day, 'unsupported');
    await post(organisation, 1, 'ok');
    await post(organisation, 2, 'unsupported'); // one post without an id on the network
    await post(organisation, 3, 'pending');
    await post(fresh, 3, 'pending');
    await post(recovered, 1, 'unsupported');
    await post(recovered, 2, 'ok');
    await post(lapsed, 2, 'unsupported');
    await server.database.db.update(accounts).set({ tokenExpired: true }).where(eq(accounts.id, lapsed));
    // Its one reading that came back is older than the ten latest, which all said none.
    await post(eleven, 1, 'ok');
    for (let day = 2; day <= 11; day += 1) await post(eleven, day, 'unsupported');
    await post(mastodon, 2, 'pending');

    const reply = await stats(owner, 'from=2030-05-01&to=2030-05-31');
    expect(reply.status).toBe(200);
    const states = Object.fromEntries(
      statsReplySchema.parse(reply.body).byAccount.map((account) => [account.accountId, account.metrics]),
    );
    expect(states).toEqual({
      [member]: 'unsupported',
      [organisation]: 'available',
      [fresh]: 'available',
      [recovered]: 'available',
      [lapsed]: 'reconnect',
      [eleven]: 'unsupported',
      [mastodon]: 'unsupported',
    });
    // Whatever the range: it is the account's, not the range's.
    const june = await stats(owner, 'from=2030-06-01&to=2030-06-30');
    expect(statsReplySchema.parse(june.body).byAccount).toEqual([]);
    const one = await stats(owner, `from=2030-05-03&to=2030-05-03&accountId=${member}`);
    expect(statsReplySchema.parse(one.body).byAccount.map((account) => account.metrics)).toEqual([
      'unsupported',
    ]);
  });
});
