import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishTargets } from '../../src/db/schema';
import { metaGraphVersion } from '../../src/providers/meta-graph/graph-options';
import { createInstagramProvider } from '../../src/providers/instagram/instagram-provider';
import type { Provider } from '../../src/providers/provider';
import type { FakeHttp } from '../fakes/fake-http';
import { fakeMetaApp, startFakeMeta, type FakeMeta } from '../fakes/meta-graph/fake-server';
import { callback, throughNetwork } from '../connect-helpers';
import type { TestServer } from '../harness';
import { startEngineWorld, type EngineOwner } from './engine-world';
import { media, startMediaHost } from './media-host';

/**
 * Instagram carousels with a video item (decision 0059): images and a video go out as one CAROUSEL
 * whose children are IMAGE items and a VIDEO item (`media_type=VIDEO`, `is_carousel_item=true`,
 * `video_url`), each child FINISHED before the parent is made (IG User Media reference,
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media).
 */
let meta: FakeMeta;
let host: FakeHttp;
let server: TestServer;
let owner: EngineOwner;
let worker: { stop(): Promise<void> };
let accountId: string;

beforeAll(async () => {
  [meta, host] = await Promise.all([startFakeMeta(), startMediaHost()]);
  const graph = `${meta.url}/${metaGraphVersion}`;
  const options = { appId: fakeMetaApp.id, appSecret: fakeMetaApp.secret, graphBase: graph, authBase: graph };
  const providers = new Map<Provider['socialMedia'], Provider>([
    ['instagram-business', createInstagramProvider({ ...options, polling: { pollMs: 20, maxPolls: 50 } })],
  ]);
  ({ server, owner, worker } = await startEngineWorld(providers, 'Meta'));
  accountId = await connect();
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await server.close();
  await Promise.all([meta.close(), host.close()]);
});

async function connect(): Promise<string> {
  const body = { calendarId: owner.calendarId, socialMedia: 'instagram-business' };
  const reply = await server.api('POST', '/api/accounts/connect', { token: owner.token, body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const settings = await callback(await throughNetwork(server, new URL(reply.body.authorizeUrl)));
  const attemptId = settings.searchParams.get('connect')!;
  const attempt = await server.api('GET', `/api/accounts/connect/${attemptId}`, { token: owner.token });
  const candidates: Array<{ externalId: string; name: string }> = attempt.body.candidates;
  const externalIds = candidates.filter((c) => c.name === 'kairoscoffee').map((c) => c.externalId);
  const chosen = await server.api('POST', `/api/accounts/connect/${attemptId}`, {
    token: owner.token,
    body: { externalIds },
  });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(201);
  return chosen.body[0]._id;
}

async function post(body: Record<string, unknown>) {
  return server.api('POST', '/api/posts', {
    token: owner.token,
    body: { calendarId: owner.calendarId, timing: { mode: 'now' }, accountIds: [accountId], ...body },
  });
}

async function settled(postId: string): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const rows = await server.database.db
      .select({ state: publishTargets.state })
      .from(publishTargets)
      .where(eq(publishTargets.postId, postId));
    const states = rows.map((row) => row.state);
    if (states.every((state) => !['scheduled', 'publishing'].includes(state)) || Date.now() > deadline)
      return states;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const jpg = () => ({ ...media(host, '/b.jpg'), width: 1080, height: 1080 });
const video = () => ({ ...media(host, '/d.mp4'), duration: 20, videoWidth: 1080, videoHeight: 1080 });

describe('the engine publishes Instagram carousels with a video item', () => {
  it.each([
    ['without a flag', {}, 'Morning espresso, the roastery and the beans in motion'],
    ['with autoCarousel', { autoCarousel: true }, 'A tour of our new Lisbon bakery, video last'],
  ])(
    'images and a video %s: one CAROUSEL, the video a VIDEO item waited for',
    async (_case, flags, message) => {
      const reply = await post({
        message,
        images: [jpg(), jpg()],
        video: video(),
        accountsMetadata: [{ accountId, ...flags }],
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      expect(await settled(reply.body._id)).toEqual(['published']);
      const published = meta.media.filter((item) => item.caption === message);
      expect(published).toHaveLength(1);
      expect(published[0]).toMatchObject({ mediaType: 'CAROUSEL' });
      const children = published[0]!.children.map((id) => meta.containers.get(id)!);
      expect(children.map((child) => [child.mediaType, child.isCarouselItem, child.statusCode])).toEqual([
        ['IMAGE', true, 'FINISHED'],
        ['IMAGE', true, 'FINISHED'],
        ['VIDEO', true, 'FINISHED'],
      ]);
      expect(children[2]!.videoUrl).toBe(video().url);
    },
  );

  it('refuses 10 images and a video (11 items) before anything reaches Instagram', async () => {
    const before = meta.containers.size;
    const reply = await post({
      message: 'Too many',
      images: Array.from({ length: 10 }, jpg),
      video: video(),
    });
    expect(reply.status).toBe(422);
    expect(JSON.stringify(reply.body)).toContain('Instagram carousels take at most 10 images and videos');
    expect(meta.containers.size).toBe(before);
  });
});
