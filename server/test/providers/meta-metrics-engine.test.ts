import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMetricSamples, postMetrics, publishTargets } from '../../src/db/schema';
import { createNetworkSlots } from '../../src/modules/publishing/network-slots';
import { createMetricsSampler } from '../../src/modules/stats/metrics-sampler';
import { createFacebookProvider } from '../../src/providers/facebook/facebook-provider';
import { createInstagramProvider } from '../../src/providers/instagram/instagram-provider';
import { metaGraphVersion } from '../../src/providers/meta-graph/graph-options';
import type { Provider } from '../../src/providers/provider';
import type { FakeHttp } from '../fakes/fake-http';
import { fakeMetaApp, startFakeMeta, type FakeMeta } from '../fakes/meta-graph/fake-server';
import { startFakeThreads, type FakeThreadsApi } from '../fakes/threads/fake-server';
import type { TestServer } from '../harness';
import { connectThroughApi, startEngineWorld, type EngineOwner } from './engine-world';
import { threadsProviderOn } from './fake-network-providers';
import { media, startMediaHost } from './media-host';

/**
 * Issue 21 end to end for Meta's networks: a post published through the engine to a Facebook page,
 * an Instagram business account and Threads is read by the metrics sampler (decision 0112) through
 * each provider's readMetrics against its fake (facebook-, instagram- and threads-metrics.test.ts
 * say which reference each fake follows).
 */
let meta: FakeMeta;
let threads: FakeThreadsApi;
let host: FakeHttp;
let server: TestServer;
let owner: EngineOwner;
let worker: { stop(): Promise<void> };
let providers: Map<Provider['socialMedia'], Provider>;
const accountIds: string[] = [];

beforeAll(async () => {
  [meta, threads, host] = await Promise.all([startFakeMeta(), startFakeThreads(), startMediaHost()]);
  const options = {
    appId: fakeMetaApp.id,
    appSecret: fakeMetaApp.secret,
    graphBase: `${meta.url}/${metaGraphVersion}`,
    authBase: `${meta.url}/${metaGraphVersion}`,
  };
  providers = new Map<Provider['socialMedia'], Provider>([
    ['facebook', createFacebookProvider({ ...options, groups: false })],
    ['instagram-business', createInstagramProvider({ ...options, polling: { pollMs: 20, maxPolls: 50 } })],
    ['threads', threadsProviderOn(threads)],
  ]);
  // The sampler runs when the test says (poll 0); readings 1 and 2 seconds after publication.
  ({ server, owner, worker } = await startEngineWorld(providers, 'Meta metrics', {
    METRICS_INTERVALS: '1s,2s',
    METRICS_POLL_SECONDS: '0',
  }));
  const page = await connectThroughApi(server, owner, 'facebook', () => ['104000000000001']);
  const instagram = await connectThroughApi(server, owner, 'instagram-business', (ids) => ids);
  const thread = await connectThroughApi(server, owner, 'threads', (ids) => ids);
  accountIds.push(page.accounts[0]!._id, instagram.accounts[0]!._id, thread.accounts[0]!._id);
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await server.close();
  await Promise.all([meta.close(), threads.close(), host.close()]);
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
    createNetworkSlots(() => 10),
  );

/** Posts one image to the three accounts now; answers its targets once all are published. */
async function publishEverywhere(message: string) {
  const image = { ...media(host, '/b.jpg'), width: 1080, height: 1080 };
  const reply = await server.api('POST', '/api/posts', {
    token: owner.token,
    body: { calendarId: owner.calendarId, accountIds, timing: { mode: 'now' }, message, images: [image] },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const targets = await server.database.db
      .select()
      .from(publishTargets)
      .where(eq(publishTargets.postId, reply.body._id));
    if (targets.every((target) => target.state === 'published')) return targets;
    expect(Date.now(), JSON.stringify(targets.map((target) => target.state))).toBeLessThan(deadline);
    await sleep(100);
  }
}

const metricsBySocialMedia = async (targetIds: string[]) =>
  Object.fromEntries(
    (await server.database.db.select().from(postMetrics).where(inArray(postMetrics.targetId, targetIds))).map(
      (row) => [row.socialMedia, row],
    ),
  );

describe('metrics sampling on Facebook, Instagram and Threads', () => {
  it('reads each published target through its network and keeps the readings', async () => {
    const message = 'Metrics on Meta';
    const ids = (await publishEverywhere(message)).map((target) => target.id);
    meta.posts.find((post) => post.message === message)!.counts = {
      reactions: 7,
      comments: 2,
      shares: 1,
      views: 300,
    };
    meta.media.find((item) => item.caption === message)!.counts = {
      likes: 25,
      comments: 3,
      views: 640,
      reposts: 2,
    };
    threads.threads.find((item) => item.text === message)!.counts = {
      views: 90,
      likes: 11,
      replies: 4,
      reposts: 5,
    };
    await sleep(1100);
    expect(await sampler().sampleDue()).toBe(3);
    const rows = await metricsBySocialMedia(ids);
    const figures = (socialMedia: string) => {
      const row = rows[socialMedia]!;
      return [row.state, row.likes, row.reposts, row.replies, row.impressions, row.samples];
    };
    expect(figures('facebook')).toEqual(['ok', 7, 1, 2, 300, 1]);
    expect(figures('instagram-business')).toEqual(['ok', 25, 2, 3, 640, 1]);
    expect(figures('threads')).toEqual(['ok', 11, 5, 4, 90, 1]);
    const samples = await server.database.db
      .select()
      .from(postMetricSamples)
      .where(inArray(postMetricSamples.targetId, ids));
    const raw = Object.fromEntries(samples.map((sample) => [sample.socialMedia, sample.raw]));
    expect(raw.facebook).toMatchObject({ reactions: 7, post_media_view: 300 });
    expect(raw['instagram-business']).toMatchObject({ like_count: 25, views: 640 });
    expect(raw.threads).toMatchObject({ likes: 11, views: 90 });
  });

  it("puts Meta's readings off while its Business Use Case header says the page is throttled", async () => {
    const ids = (await publishEverywhere('Metrics while throttled')).map((target) => target.id);
    await sleep(1100);
    meta.throttle = { code: 80001, minutes: 30 };
    try {
      expect(await sampler().sampleDue()).toBeGreaterThanOrEqual(3);
    } finally {
      meta.throttle = null;
    }
    const rows = await metricsBySocialMedia(ids);
    for (const socialMedia of ['facebook', 'instagram-business']) {
      expect(rows[socialMedia]).toMatchObject({ state: 'pending', samples: 0 });
      expect(rows[socialMedia]!.nextSampleAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    }
    expect(rows.threads).toMatchObject({ state: 'ok', samples: 1 });
  });
});
