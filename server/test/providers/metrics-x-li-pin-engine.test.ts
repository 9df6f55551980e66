import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMetrics, publishTargets } from '../../src/db/schema';
import { createNetworkSlots } from '../../src/modules/publishing/network-slots';
import { createMetricsSampler } from '../../src/modules/stats/metrics-sampler';
import { createPinterestProvider } from '../../src/providers/pinterest/pinterest-provider';
import type { Provider, ProviderRegistry } from '../../src/providers/provider';
import type { FakeHttp } from '../fakes/fake-http';
import { startFakeLinkedIn, type FakeLinkedIn } from '../fakes/linkedin/fake-server';
import { fakePinterestApp, startFakePinterest, type FakePinterest } from '../fakes/pinterest/fake-server';
import { startFakeX, type FakeX } from '../fakes/x/fake-server';
import type { TestServer } from '../harness';
import { connectThroughApi, startEngineWorld, type EngineOwner } from './engine-world';
import { linkedInProviderOn, xProviderOn } from './fake-network-providers';
import { media, startMediaHost } from './media-host';

/**
 * Issue 21 through the engine: a post published to X, a LinkedIn page and a Pinterest board is read
 * by the metrics sampler (decision 0112) through each provider and its fake, and a 429 from one
 * network puts off that network's readings only.
 */
let x: FakeX;
let linkedin: FakeLinkedIn;
let pinterest: FakePinterest;
let host: FakeHttp;
let providers: ProviderRegistry;
let server: TestServer;
let owner: EngineOwner;
let worker: { stop(): Promise<void> };

beforeAll(async () => {
  [x, linkedin, pinterest, host] = await Promise.all([
    startFakeX(),
    startFakeLinkedIn(),
    startFakePinterest(),
    startMediaHost(),
  ]);
  providers = new Map<Provider['socialMedia'], Provider>([
    ['twitter', xProviderOn(x)],
    ['linkedin', linkedInProviderOn(linkedin)],
    [
      'pinterest',
      createPinterestProvider({
        appId: fakePinterestApp.id,
        appSecret: fakePinterestApp.secret,
        apiBase: pinterest.url,
        authBase: pinterest.url,
      }),
    ],
  ]);
  // Readings 1 and 2 seconds after publication; the sampler runs when the test says (poll 0).
  ({ server, owner, worker } = await startEngineWorld(providers, 'Metrics', {
    METRICS_INTERVALS: '1s,2s',
    METRICS_POLL_SECONDS: '0',
  }));
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await server.close();
  await Promise.all([x.close(), linkedin.close(), pinterest.close(), host.close()]);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const sampler = () =>
  createMetricsSampler(
    {
      db: server.database.db,
      providers,
      cipher: server.cipher,
      now: () => new Date(),
      config: server.config,
      logger: { warn: () => undefined },
    },
    createNetworkSlots(() => 2),
  );

async function publishedTargets(postId: string) {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const rows = await server.database.db
      .select()
      .from(publishTargets)
      .where(eq(publishTargets.postId, postId));
    if (rows.length === 3 && rows.every((row) => row.state === 'published')) return rows;
    if (Date.now() > deadline)
      throw new Error(`not published: ${JSON.stringify(rows.map((row) => row.state))}`);
    await sleep(150);
  }
}

type MetricRow = typeof postMetrics.$inferSelect;
type Network = 'twitter' | 'linkedin' | 'pinterest';

/** Each network's metrics row of the post. */
async function metricsBy(targets: Array<{ id: string }>, accountIds: Record<Network, string>) {
  const rows = await server.database.db
    .select()
    .from(postMetrics)
    .where(
      inArray(
        postMetrics.targetId,
        targets.map((target) => target.id),
      ),
    );
  const of = (network: Network): MetricRow => rows.find((row) => row.accountId === accountIds[network])!;
  return { twitter: of('twitter'), linkedin: of('linkedin'), pinterest: of('pinterest') };
}

const figures = (row: MetricRow) => [
  row.state,
  row.likes,
  row.reposts,
  row.replies,
  row.impressions,
  row.samples,
];

describe('metrics sampling on X, LinkedIn and Pinterest', () => {
  it("reads a published post's metrics on each network, and puts off only the network that answered 429", async () => {
    const twitter = await connectThroughApi(server, owner, 'twitter', (ids) => ids);
    // The page its member administers (LinkedIn gives statistics to administrators only).
    const page = await connectThroughApi(
      server,
      owner,
      'linkedin',
      (ids) => ids.filter((id) => id === '10002687'),
      'pages',
    );
    const board = await connectThroughApi(server, owner, 'pinterest', (ids) =>
      ids.filter((id) => id === '549755885175002'),
    );
    const accountIds: Record<Network, string> = {
      twitter: twitter.accounts[0]!._id,
      linkedin: page.accounts[0]!._id,
      pinterest: board.accounts[0]!._id,
    };
    const reply = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: {
        calendarId: owner.calendarId,
        accountIds: Object.values(accountIds),
        timing: { mode: 'now' },
        message: 'Measured on three networks',
        images: [{ ...media(host, '/b.jpg'), width: 800, height: 800 }],
      },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const targets = await publishedTargets(reply.body._id);
    const externalId = (network: Network) =>
      targets.find((target) => target.accountId === accountIds[network])!.externalId!;

    x.tweets.find((tweet) => tweet.id === externalId('twitter'))!.metrics = {
      like_count: 7,
      retweet_count: 2,
      quote_count: 1,
      reply_count: 3,
      impression_count: 410,
    };
    linkedin.posts.find((post) => post.urn === externalId('linkedin'))!.statistics = {
      likeCount: 9,
      shareCount: 1,
      commentCount: 4,
      impressionCount: 700,
    };
    pinterest.pins.find((pin) => pin.id === externalId('pinterest'))!.analytics = {
      IMPRESSION: 250,
      SAVE: 6,
      TOTAL_COMMENTS: 1,
      TOTAL_REACTIONS: 5,
    };
    await sleep(1_100);
    expect(await sampler().sampleDue()).toBe(3);
    const first = await metricsBy(targets, accountIds);
    expect(figures(first.twitter)).toEqual(['ok', 7, 3, 3, 410, 1]);
    expect(figures(first.linkedin)).toEqual(['ok', 9, 1, 4, 700, 1]);
    expect(figures(first.pinterest)).toEqual(['ok', 5, 6, 1, 250, 1]);

    // X says "too many requests" until its reset: its reading waits for it, the others go on.
    x.lookupLimit.remaining = 0;
    x.lookupLimit.resetAt = Date.now() + 10 * 60_000;
    await sleep(1_000);
    expect(await sampler().sampleDue()).toBe(3);
    const second = await metricsBy(targets, accountIds);
    expect([second.twitter.samples, second.linkedin.samples, second.pinterest.samples]).toEqual([1, 2, 2]);
    expect(second.twitter.nextSampleAt!.getTime()).toBe(Math.ceil(x.lookupLimit.resetAt / 1000) * 1000);
    expect([second.linkedin.nextSampleAt, second.pinterest.nextSampleAt]).toEqual([null, null]);
  });
});
