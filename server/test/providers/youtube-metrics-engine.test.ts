import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, postMetricSamples, postMetrics, publishTargets } from '../../src/db/schema';
import { createNetworkSlots } from '../../src/modules/publishing/network-slots';
import { createMetricsSampler } from '../../src/modules/stats/metrics-sampler';
import { nextPacificMidnight } from '../../src/providers/google-oauth/google-errors';
import type { Provider, ProviderRegistry } from '../../src/providers/provider';
import { createYoutubeProvider } from '../../src/providers/youtube/youtube-provider';
import type { FakeHttp } from '../fakes/fake-http';
import { fakeGoogleClient } from '../fakes/google-oauth/fake-google-oauth';
import { startFakeYoutube, youtubeBasesOn, type FakeYoutube } from '../fakes/youtube/fake-server';
import type { TestServer } from '../harness';
import { connectThroughApi, postAndSettle, startEngineWorld, type EngineOwner } from './engine-world';
import { media, startMediaHost } from './media-host';

/**
 * A video published through the engine has its statistics read by the sampler (decisions 0112 and
 * 0116), from the YouTube fake whose videos.list was checked against @googleapis/youtube's types.
 */
let youtube: FakeYoutube;
let host: FakeHttp;
let server: TestServer;
let owner: EngineOwner;
let worker: { stop(): Promise<void> };
let providers: ProviderRegistry;

beforeAll(async () => {
  [youtube, host] = await Promise.all([startFakeYoutube(), startMediaHost()]);
  const client = { clientId: fakeGoogleClient.id, clientSecret: fakeGoogleClient.secret };
  providers = new Map<Provider['socialMedia'], Provider>([
    ['youtube', createYoutubeProvider({ ...client, ...youtubeBasesOn(youtube), warn: () => undefined })],
  ]);
  // Readings 1, 2 and 3 seconds after publication; the sampler runs when the test says.
  ({ server, owner, worker } = await startEngineWorld(providers, 'Metrics', {
    METRICS_INTERVALS: '1s,2s,3s',
    METRICS_POLL_SECONDS: '0',
  }));
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await server.close();
  await Promise.all([youtube.close(), host.close()]);
});

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
    createNetworkSlots(() => 4),
  );

async function metricsOf(targetId: string) {
  const [row] = await server.database.db.select().from(postMetrics).where(eq(postMetrics.targetId, targetId));
  return row!;
}

/** Waits until the target's next reading is due. */
async function untilDue(targetId: string) {
  const { nextSampleAt } = await metricsOf(targetId);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextSampleAt!.getTime() - Date.now()) + 50));
}

describe('the sampler reads a published YouTube video through the provider', () => {
  it('records its statistics after renewing the token, waits for Pacific midnight on a spent quota, and stops when the video is deleted', async () => {
    const {
      accounts: [channel],
    } = await connectThroughApi(server, owner, 'youtube', (ids) => ids);
    const { postId, target } = await postAndSettle(server, owner, channel!._id, {
      message: 'Counted by the sampler',
      postTitle: 'Counted',
      video: {
        ...media(host, '/d.mp4'),
        duration: 30,
        videoWidth: 1920,
        videoHeight: 1080,
        typeOfPostYoutube: 'public',
      },
    });
    expect(target.state).toBe('published');
    const [row] = await server.database.db
      .select()
      .from(publishTargets)
      .where(eq(publishTargets.postId, postId));
    const videoId = row!.externalId!;
    expect(youtube.videos.map((video) => video.id)).toContain(videoId);
    expect((await metricsOf(row!.id)).state).toBe('pending');

    youtube.statistics.set(videoId, { views: 640, likes: 31, comments: 4 });
    // Google's access tokens last an hour, the first reading comes later: it renews the token first.
    youtube.oauth.expireAll();
    await untilDue(row!.id);
    expect(await sampler().sampleDue()).toBe(1);
    const [account] = await server.database.db.select().from(accounts).where(eq(accounts.id, channel!._id));
    expect(account!.tokenExpired).toBe(false);
    expect(await metricsOf(row!.id)).toMatchObject({
      state: 'ok',
      likes: 31,
      reposts: 0,
      replies: 4,
      impressions: 640,
      samples: 1,
    });
    const [sample] = await server.database.db
      .select()
      .from(postMetricSamples)
      .where(eq(postMetricSamples.targetId, row!.id));
    expect(sample!.raw).toEqual({ viewCount: 640, likeCount: 31, favoriteCount: 0, commentCount: 4 });

    // The project's daily quota is spent: nothing more is read from YouTube before Pacific midnight.
    youtube.quotaUnits = 0;
    await untilDue(row!.id);
    const before = nextPacificMidnight(new Date());
    expect(await sampler().sampleDue()).toBe(1);
    const waiting = await metricsOf(row!.id);
    expect(waiting).toMatchObject({ state: 'ok', samples: 1, likes: 31 });
    expect([before.getTime(), nextPacificMidnight(new Date()).getTime()]).toContain(
      waiting.nextSampleAt!.getTime(),
    );

    // The next day: the video was deleted meanwhile. Its last figures stay and it is not read again.
    youtube.quotaUnits = 10_000;
    youtube.videos.splice(
      youtube.videos.findIndex((video) => video.id === videoId),
      1,
    );
    await server.database.db
      .update(postMetrics)
      .set({ nextSampleAt: new Date() })
      .where(eq(postMetrics.targetId, row!.id));
    expect(await sampler().sampleDue()).toBe(1);
    expect(await metricsOf(row!.id)).toMatchObject({
      state: 'ok',
      samples: 1,
      likes: 31,
      nextSampleAt: null,
    });
  });
});
