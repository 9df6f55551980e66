import { statsReplySchema } from '@kairos/core';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountFollowerChecks, accountFollowers, accounts } from '../src/db/schema';
import { createNetworkSlots } from '../src/modules/publishing/network-slots';
import {
  createFollowersSampler,
  startFollowersSampler,
  type FollowersSamplerDeps,
} from '../src/modules/stats/followers-sampler';
import { createTestNetworkProvider } from '../src/providers/test-network/provider';
import { startEngineWorld, type EngineWorld } from './engine-harness';

let world: EngineWorld;
beforeAll(async () => {
  // The samplers run when the tests say (poll 0); no worker runs.
  world = await startEngineWorld({ FOLLOWERS_POLL_SECONDS: '0', METRICS_POLL_SECONDS: '0' });
  await world.fake.addUser({ id: 'u_2', name: 'Second User' });
  // The stats below are asked for UTC days.
  await world.server.api('PUT', '/api/settings', { token: world.owner.token, body: { timezone: 'UTC' } });
});
afterEach(async () => {
  await world.fake.reset();
  await world.server.database.db.delete(accounts).where(eq(accounts.calendarId, world.owner.calendarId));
});
afterAll(async () => {
  await world.close();
});

const db = () => world.server.database.db;

function deps(now: () => Date, batch = 10): FollowersSamplerDeps {
  const provider = createTestNetworkProvider({ baseUrl: world.fake.url, timeoutMs: 5000 });
  return {
    db: db(),
    providers: new Map([['testNetwork', provider]]),
    cipher: world.server.cipher,
    now,
    config: { followers: { pollSeconds: 1, batch } },
    logger: { warn: () => undefined },
  };
}

/** A worker's sampler: its own slots (at most `limit` readings at once) and its own memory of pauses. */
const sampler = (now: () => Date, limit = 10) =>
  createFollowersSampler(
    deps(now),
    createNetworkSlots(() => limit),
  );

/** Test network accounts with tokens the fake issued: a page's (no expiry) or a profile's (refreshable). */
async function connect(owners: Array<{ userId: string; pageId?: string }>): Promise<string[]> {
  const { cipher } = world.server;
  const rows = [];
  for (const owner of owners) {
    const tokens = await world.fake.issueTokens(owner.userId, owner.pageId);
    rows.push({
      calendarId: world.owner.calendarId,
      socialMedia: 'testNetwork' as const,
      type: owner.pageId ? ('page' as const) : ('personal' as const),
      name: owner.pageId ?? owner.userId,
      externalId: `${owner.pageId ?? owner.userId}-${randomUUID()}`,
      accessTokenEncrypted: cipher.encrypt(tokens.accessToken),
      refreshTokenEncrypted: tokens.refreshToken ? cipher.encrypt(tokens.refreshToken) : null,
      tokenExpiresAt: tokens.expiresIn ? new Date(Date.now() + tokens.expiresIn * 1000) : null,
    });
  }
  const inserted = await db().insert(accounts).values(rows).returning({ id: accounts.id });
  return inserted.map((row) => row.id);
}

async function readingsOf(ids: string[]) {
  const rows = await db().select().from(accountFollowers).where(inArray(accountFollowers.accountId, ids));
  return rows
    .map((row) => ({ account: ids.indexOf(row.accountId), day: row.day, followers: row.followers }))
    .sort((a, b) => a.account - b.account || a.day.localeCompare(b.day));
}

async function checksOf(ids: string[]) {
  const rows = await db()
    .select()
    .from(accountFollowerChecks)
    .where(inArray(accountFollowerChecks.accountId, ids));
  return ids.map((id) => rows.find((row) => row.accountId === id));
}

/** Every check due again (as if its time had come) without moving the clock. */
const dueAgain = (ids: string[], at: Date) =>
  db()
    .update(accountFollowerChecks)
    .set({ nextCheckAt: at })
    .where(inArray(accountFollowerChecks.accountId, ids));

describe('the followers sampler', () => {
  it('reads each account once a UTC day, and says which accounts do not share their count', async () => {
    await world.fake.setFollowers(120, 'p_1');
    await world.fake.setFollowers(null, 'p_2');
    await world.fake.setFollowers(45, 'u_1');
    const ids = await connect([
      { userId: 'u_1', pageId: 'p_1' },
      { userId: 'u_1', pageId: 'p_2' },
      { userId: 'u_1' },
    ]);
    let clock = Date.parse('2031-05-04T00:10:00Z');
    const now = () => new Date(clock);

    expect(await sampler(now).sampleDue()).toBe(3);
    expect(await readingsOf(ids)).toEqual([
      { account: 0, day: '2031-05-04', followers: 120 },
      { account: 2, day: '2031-05-04', followers: 45 },
    ]);
    const checks = await checksOf(ids);
    expect(checks.map((check) => check?.state)).toEqual(['ok', 'unsupported', 'ok']);
    for (const check of checks) expect(check?.nextCheckAt.toISOString()).toBe('2031-05-05T00:00:00.000Z');

    // Later the same day, on another worker: nothing is due.
    clock = Date.parse('2031-05-04T23:59:00Z');
    expect(await sampler(now).sampleDue()).toBe(0);

    clock = Date.parse('2031-05-05T00:00:30Z');
    await world.fake.setFollowers(131, 'p_1');
    expect(await sampler(now).sampleDue()).toBe(3);
    expect((await readingsOf(ids)).filter((row) => row.account === 0)).toEqual([
      { account: 0, day: '2031-05-04', followers: 120 },
      { account: 0, day: '2031-05-05', followers: 131 },
    ]);

    const reply = await world.server.api(
      'GET',
      `/api/stats?calendarId=${world.owner.calendarId}&from=2031-05-04&to=2031-05-05`,
      { token: world.owner.token },
    );
    const { followers } = statsReplySchema.parse(reply.body);
    expect(followers.byAccount.find((row) => row.accountId === ids[0])).toMatchObject({
      state: 'available',
      followers: 131,
      change: 11,
    });
    expect(followers.byAccount.find((row) => row.accountId === ids[1])).toMatchObject({
      state: 'unsupported',
      followers: null,
    });
  });

  it('lets two workers at once read each account once, and a second reading of the day replaces the first', async () => {
    await world.fake.setFollowers(500, 'p_1');
    const pages = Array.from({ length: 4 }, () => ({ userId: 'u_1', pageId: 'p_1' }));
    const ids = await connect(pages);
    const at = new Date('2031-06-01T08:00:00Z');
    const [first, second] = await Promise.all([sampler(() => at).sampleDue(), sampler(() => at).sampleDue()]);
    expect(first + second).toBe(4);
    expect((await readingsOf(ids)).map((row) => row.followers)).toEqual([500, 500, 500, 500]);

    // Read again the same UTC day (a restart that lost nothing but the lease): the day's row is rewritten.
    await dueAgain(ids, at);
    await world.fake.setFollowers(505, 'p_1');
    const later = new Date('2031-06-01T09:00:00Z');
    expect(await sampler(() => later).sampleDue()).toBe(4);
    const rows = await db().select().from(accountFollowers).where(inArray(accountFollowers.accountId, ids));
    expect(rows.map((row) => [row.day, row.followers, row.sampledAt.toISOString()])).toEqual(
      ids.map(() => ['2031-06-01', 505, later.toISOString()]),
    );
  });

  it("puts a network's readings off until its reset when it answers 429, and reads within its slots", async () => {
    await world.fake.setFollowers(7, 'p_1');
    const ids = await connect([1, 2, 3].map(() => ({ userId: 'u_1', pageId: 'p_1' })));
    await world.fake.script([{ resetInSeconds: 120 }], 'GET /v1/me/followers');
    const now = () => new Date();
    const limited = sampler(now, 1);
    expect(await limited.sampleDue()).toBe(3);
    expect(await readingsOf(ids)).toEqual([]);
    for (const check of await checksOf(ids)) {
      expect(check?.state).toBe('pending');
      expect(check!.nextCheckAt.getTime()).toBeGreaterThan(Date.now() + 100_000);
    }
    expect(await limited.sampleDue()).toBe(0);
    // A worker started afterwards knows nothing of the pause; the checks' times keep it.
    expect(await sampler(now).sampleDue()).toBe(0);

    // After the reset: one reading at a time against a network that takes 150 ms an answer.
    const afterReset = () => new Date(Date.now() + 121_000);
    await world.fake.setLatency(150);
    const started = Date.now();
    expect(await sampler(afterReset, 1).sampleDue()).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect((await readingsOf(ids)).map((row) => row.followers)).toEqual([7, 7, 7]);
  });

  it('renews an expired token once, and marks a refused one for a reconnect', async () => {
    await world.fake.setFollowers(9, 'u_2');
    const [id] = await connect([{ userId: 'u_2' }]);
    const account = async () => (await db().select().from(accounts).where(eq(accounts.id, id!)))[0]!;
    const before = await account();
    await world.fake.expireAccessTokens('u_2');
    const at = new Date('2031-07-01T00:05:00Z');
    expect(await sampler(() => at).sampleDue()).toBe(1);
    expect(await readingsOf([id!])).toEqual([{ account: 0, day: '2031-07-01', followers: 9 }]);
    const renewed = await account();
    expect(renewed.accessTokenEncrypted).not.toBe(before.accessTokenEncrypted);
    expect(renewed.tokenExpired).toBe(false);

    // The user removes the app: the refresh is refused too.
    await world.fake.revokeUser('u_2');
    await world.fake.setFollowers(10, 'u_2');
    await dueAgain([id!], at);
    expect(await sampler(() => at).sampleDue()).toBe(1);
    expect((await account()).tokenExpired).toBe(true);
    expect(await readingsOf([id!])).toEqual([{ account: 0, day: '2031-07-01', followers: 9 }]);
    const [check] = await checksOf([id!]);
    expect(check!.nextCheckAt.getTime()).toBe(at.getTime() + 15 * 60_000);
    // Left out of the rounds until it is reconnected.
    expect(await sampler(() => new Date('2031-07-02T00:05:00Z')).sampleDue()).toBe(0);

    const reply = await world.server.api(
      'GET',
      `/api/stats?calendarId=${world.owner.calendarId}&from=2031-07-01&to=2031-07-01`,
      { token: world.owner.token },
    );
    expect(statsReplySchema.parse(reply.body).followers.byAccount).toEqual([
      expect.objectContaining({ accountId: id, state: 'reconnect', followers: 9 }),
    ]);
  });

  it('runs on its interval in the worker, a full round followed by another, until stopped', async () => {
    await world.fake.setFollowers(64, 'p_2');
    const ids = await connect([1, 2, 3].map(() => ({ userId: 'u_1', pageId: 'p_2' })));
    // One account a round: the first tick's full rounds go on until every due account is read.
    const running = startFollowersSampler(
      deps(() => new Date(), 1),
      createNetworkSlots(),
    );
    const read = await world.waitFor(
      () => readingsOf(ids),
      (rows) => rows.length === 3,
      10_000,
    );
    await running.stop();
    expect(read.map((row) => row.followers)).toEqual([64, 64, 64]);
  });
});
