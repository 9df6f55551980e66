import { statsReplySchema, type SocialType, type StatsReply } from '@kairos/core';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFollowerChecks, accountFollowers, accounts } from '../src/db/schema';
import { createBlueskyProvider } from '../src/providers/bluesky/bluesky-provider';
import { createMastodonProvider } from '../src/providers/mastodon/mastodon-provider';
import type { ProviderRegistry } from '../src/providers/provider';
import { createTestNetworkProvider } from '../src/providers/test-network/provider';
import { registerOwner, startTestServer, type TestServer } from './harness';

/** Networks that count followers (and Snapchat, which has no provider at all). No request is sent here. */
const providers: ProviderRegistry = new Map([
  ['testNetwork', createTestNetworkProvider({ baseUrl: undefined })],
  [
    'mastodon',
    createMastodonProvider({ appName: 'Kairos', website: 'http://kairos.test', allowHttp: false }),
  ],
  [
    'bluesky',
    createBlueskyProvider({ service: 'https://bsky.invalid', videoService: 'https://video.invalid' }),
  ],
]);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ providers });
});
afterAll(async () => {
  await server.close();
});

interface AccountSeed {
  socialMedia: SocialType;
  name: string;
  tokenExpired?: boolean;
  /** Readings: UTC day → followers, each read at 05:00 UTC that day. */
  readings?: Record<string, number>;
  check?: 'ok' | 'unsupported';
}

async function seedAccounts(calendarId: string, seeds: AccountSeed[]): Promise<string[]> {
  const db = server.database.db;
  const rows = await db
    .insert(accounts)
    .values(
      seeds.map((seed) => ({
        calendarId,
        socialMedia: seed.socialMedia,
        name: seed.name,
        externalId: randomUUID(),
        accessTokenEncrypted: 'sealed',
        tokenExpired: seed.tokenExpired ?? false,
      })),
    )
    .returning({ id: accounts.id });
  const ids = rows.map((row) => row.id);
  const readings = seeds.flatMap((seed, index) =>
    Object.entries(seed.readings ?? {}).map(([day, followers]) => ({
      accountId: ids[index]!,
      day,
      followers,
      sampledAt: new Date(`${day}T05:00:00Z`),
    })),
  );
  if (readings.length > 0) await db.insert(accountFollowers).values(readings);
  const checks = seeds.flatMap((seed, index) =>
    seed.check ? [{ accountId: ids[index]!, state: seed.check, nextCheckAt: new Date() }] : [],
  );
  if (checks.length > 0) await db.insert(accountFollowerChecks).values(checks);
  return ids;
}

async function statsIn(owner: { calendarId: string; token: string }, zone: string, query: string) {
  await server.api('PUT', '/api/settings', { token: owner.token, body: { timezone: zone } });
  const reply = await server.api('GET', `/api/stats?calendarId=${owner.calendarId}&${query}`, {
    token: owner.token,
  });
  expect(reply.status).toBe(200);
  return statsReplySchema.parse(reply.body);
}

const followersOf = (reply: StatsReply, accountId: string) =>
  reply.followers.byAccount.find((row) => row.accountId === accountId);
const daysOf = (reply: StatsReply, accountId: string) =>
  reply.followers.perDay.filter((row) => row.accountId === accountId).map((row) => [row.day, row.followers]);

/** Ten days of readings, 1 to 10 March 2030, each at 05:00 UTC. */
const march = Object.fromEntries(
  [100, 104, 111, 125, 126, 140, 152, 171, 180, 200].map((followers, index) => [
    `2030-03-${String(index + 1).padStart(2, '0')}`,
    followers,
  ]),
);

describe('GET /api/stats: followers', () => {
  it("places each reading on its day in the user's zone: Pago Pago, eleven hours behind UTC", async () => {
    const owner = await registerOwner(server, 'Followers');
    const [daily, fresh, single, snapchat, expired, hidden] = await seedAccounts(owner.calendarId, [
      { socialMedia: 'testNetwork', name: 'A daily page', readings: march, check: 'ok' },
      { socialMedia: 'mastodon', name: 'B new', readings: { '2030-03-07': 300, '2030-03-08': 310 } },
      { socialMedia: 'bluesky', name: 'C once', readings: { '2030-03-08': 50 } },
      { socialMedia: 'snapchat', name: 'D snapchat' },
      { socialMedia: 'testNetwork', name: 'E expired', tokenExpired: true, readings: { '2030-03-04': 77 } },
      { socialMedia: 'testNetwork', name: 'F hidden', check: 'unsupported' },
    ]);
    const range = 'from=2030-03-05&to=2030-03-07';

    // 5 to 7 March in Pago Pago is 5 March 11:00 UTC to 8 March 11:00 UTC: the readings of the 6th,
    // 7th and 8th (UTC); the range before holds the 3rd to the 5th, the one before that the 1st and 2nd.
    const far = await statsIn(owner, 'Pacific/Pago_Pago', range);
    expect(followersOf(far, daily!)).toEqual({
      accountId: daily,
      name: 'A daily page',
      socialMedia: 'testNetwork',
      state: 'available',
      followers: 171,
      readAt: '2030-03-08T05:00:00Z',
      change: 171 - 126,
      previousChange: 126 - 104,
    });
    expect(daysOf(far, daily!)).toEqual([
      ['2030-03-05', 140],
      ['2030-03-06', 152],
      ['2030-03-07', 171],
    ]);
    // Counted only since the range began: its change starts at its first count.
    expect(followersOf(far, fresh!)).toMatchObject({ followers: 310, change: 10, previousChange: null });
    expect(followersOf(far, single!)).toMatchObject({ followers: 50, change: null, previousChange: null });
    expect(followersOf(far, snapchat!)).toMatchObject({
      state: 'unsupported',
      followers: null,
      change: null,
    });
    expect(followersOf(far, expired!)).toMatchObject({ state: 'reconnect', followers: null, change: null });
    expect(followersOf(far, hidden!)).toMatchObject({ state: 'unsupported', followers: null });
    // Every account of the calendar, by name, whether or not it posted.
    expect(far.followers.byAccount.map((row) => row.name)).toEqual([
      'A daily page',
      'B new',
      'C once',
      'D snapchat',
      'E expired',
      'F hidden',
    ]);
    expect(far.byAccount).toEqual([]);

    // The same days in UTC are other instants: other readings, other changes.
    const utc = await statsIn(owner, 'UTC', range);
    expect(followersOf(utc, daily!)).toMatchObject({
      followers: 152,
      readAt: '2030-03-07T05:00:00Z',
      change: 152 - 125,
      previousChange: 125 - 100,
    });
    expect(daysOf(utc, daily!)).toEqual([
      ['2030-03-05', 126],
      ['2030-03-06', 140],
      ['2030-03-07', 152],
    ]);
    expect(followersOf(utc, expired!)).toMatchObject({ followers: null, previousChange: null });

    // Far ahead of UTC (Kiritimati, +14): the reading of 5 March 05:00 UTC is on the 5th at 19:00.
    const ahead = await statsIn(owner, 'Pacific/Kiritimati', 'from=2030-03-05&to=2030-03-05');
    expect(daysOf(ahead, daily!)).toEqual([['2030-03-05', 126]]);
  });

  it("keeps to the filters, never shows another team's accounts, and holds a year a day per account", async () => {
    const owner = await registerOwner(server, 'Filtered');
    const year = Object.fromEntries(
      Array.from({ length: 400 }, (_, index) => [
        new Date(Date.UTC(2029, 0, 1 + index)).toISOString().slice(0, 10),
        1000 + index,
      ]),
    );
    const [page, other] = await seedAccounts(owner.calendarId, [
      { socialMedia: 'testNetwork', name: 'Page', readings: year },
      { socialMedia: 'mastodon', name: 'Other', readings: { '2029-06-01': 5 } },
    ]);
    const whole = await statsIn(owner, 'UTC', 'from=2029-01-01&to=2030-01-01');
    expect(daysOf(whole, page!)).toHaveLength(366);
    expect(whole.followers.perDay).toHaveLength(367);
    expect(followersOf(whole, page!)).toMatchObject({ followers: 1365, change: 365 });

    const one = await statsIn(owner, 'UTC', `from=2029-05-01&to=2029-06-30&accountId=${other}`);
    expect(one.followers.byAccount.map((row) => row.accountId)).toEqual([other]);
    expect(one.followers.perDay).toEqual([{ day: '2029-06-01', accountId: other, followers: 5 }]);
    const network = await statsIn(owner, 'UTC', 'from=2029-05-01&to=2029-06-30&socialMedia=testNetwork');
    expect(network.followers.byAccount.map((row) => row.accountId)).toEqual([page]);

    const stranger = await registerOwner(server, 'Stranger');
    const refused = await server.api(
      'GET',
      `/api/stats?calendarId=${owner.calendarId}&from=2029-05-01&to=2029-06-30`,
      { token: stranger.token },
    );
    expect(refused.status).toBe(404);
    const own = await statsIn(stranger, 'UTC', `from=2029-05-01&to=2029-06-30&accountId=${page}`);
    expect(own.followers).toEqual({ byAccount: [], perDay: [] });
  });
});
