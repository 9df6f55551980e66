import { messages } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFacebookProvider } from '../../src/providers/facebook/facebook-provider';
import { metaGraphVersion } from '../../src/providers/meta-graph/graph-options';
import type { Provider } from '../../src/providers/provider';
import type { FakeHttp } from '../fakes/fake-http';
import { fakeMetaApp, startFakeMeta, type FakeMeta } from '../fakes/meta-graph/fake-server';
import type { TestServer } from '../harness';
import { connectThroughApi, postAndSettle, startEngineWorld, type EngineOwner } from './engine-world';
import { media, startMediaHost } from './media-host';

let meta: FakeMeta;
let host: FakeHttp;
let server: TestServer;
let owner: EngineOwner;
let worker: { stop(): Promise<void> };
let pageId = '';

beforeAll(async () => {
  [meta, host] = await Promise.all([startFakeMeta(), startMediaHost()]);
  const provider = createFacebookProvider({
    appId: fakeMetaApp.id,
    appSecret: fakeMetaApp.secret,
    graphBase: `${meta.url}/${metaGraphVersion}`,
    authBase: `${meta.url}/${metaGraphVersion}`,
    groups: false,
  });
  ({ server, owner, worker } = await startEngineWorld(
    new Map<Provider['socialMedia'], Provider>([['facebook', provider]]),
    'Reels',
  ));
  pageId = (await connectThroughApi(server, owner, 'facebook', (ids) => ids.slice(0, 1))).accounts[0]!._id;
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await server.close();
  await Promise.all([meta.close(), host.close()]);
});

const vertical = () => ({
  ...media(host, '/d.mp4'),
  duration: 20,
  videoWidth: 1080,
  videoHeight: 1920,
  thumbnail: null,
});
const flags = (option: 'autoReel' | 'autoStory') => [{ accountId: pageId, [option]: true }];

// Issue 16: "Facebook Reels and Stories ... with fake + tests", through the engine.
describe('a page Reel and story through the engine', () => {
  it('publishes a Reel with its first comment under it', async () => {
    const { target } = await postAndSettle(server, owner, pageId, {
      message: 'Latte art in 20 seconds',
      video: vertical(),
      accountsMetadata: flags('autoReel'),
      firstComment: 'Which one next?',
    });
    expect([target.state, target.error]).toEqual(['published', null]);
    const [reel, comment] = target.parts as Array<{ externalId: string; url: string }>;
    expect(reel!.url).toBe(`https://www.facebook.com/reel/${reel!.externalId}`);
    expect(meta.posts.find((post) => post.id === reel!.externalId)).toMatchObject({
      kind: 'reel',
      message: 'Latte art in 20 seconds',
    });
    expect(meta.comments.find((found) => found.id === comment!.externalId)).toMatchObject({
      objectId: reel!.externalId,
    });
  });

  it('publishes a photo story', async () => {
    const { target } = await postAndSettle(server, owner, pageId, {
      message: 'Today only',
      images: [{ ...media(host, '/b.jpg'), width: 1080, height: 1920 }],
      accountsMetadata: flags('autoStory'),
    });
    expect(target.state).toBe('published');
    expect(meta.posts.filter((post) => post.kind === 'story')).toHaveLength(1);
  });

  it('refuses a story with a first comment before it is sent', async () => {
    const reply = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: {
        message: 'Swipe',
        calendarId: owner.calendarId,
        accountIds: [pageId],
        timing: { mode: 'now' },
        images: [media(host, '/b.jpg')],
        accountsMetadata: flags('autoStory'),
        firstComment: 'Hello',
      },
    });
    expect([reply.status, reply.body.error.message]).toEqual([
      422,
      messages.networkRules.facebookStoryComment,
    ]);
  });
});
