import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFacebookProvider } from '../../src/providers/facebook/facebook-provider';
import { metaGraphVersion } from '../../src/providers/meta-graph/graph-options';
import type { ConnectableAccount, Provider } from '../../src/providers/provider';
import type { FakeHttp } from '../fakes/fake-http';
import { fakeMetaApp, startFakeMeta, type FakeMeta } from '../fakes/meta-graph/fake-server';
import { media, startMediaHost } from './media-host';
import { connectThroughOAuth, failure, publishRequest } from './provider-helpers';

let fake: FakeMeta;
let host: FakeHttp;
let provider: Provider;
let page: ConnectableAccount;

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeMeta(), startMediaHost()]);
  provider = createFacebookProvider({
    appId: fakeMetaApp.id,
    appSecret: fakeMetaApp.secret,
    graphBase: `${fake.url}/${metaGraphVersion}`,
    authBase: `${fake.url}/${metaGraphVersion}`,
    timeoutMs: 1000,
    groups: false,
  });
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});
beforeEach(async () => {
  fake.script.clear();
  fake.loseAnswer = null;
  const accounts = await provider.listConnectable(await connectThroughOAuth(provider));
  page = accounts.find((account) => account.name === 'Kairos Coffee')!;
});

const clip = () => ({ ...media(host, '/d.mp4'), width: 1080, height: 1920, duration: 20, thumbnail: null });
const send = (options: Record<string, boolean>, content: Parameters<typeof publishRequest>[1]) =>
  provider.publish(
    publishRequest(
      page.tokens!,
      { ...content, options },
      { externalId: page.externalId, type: 'page', metadata: page.metadata ?? {} },
    ),
  );
const routes = () =>
  fake.script.exchanges?.map((exchange) => exchange.request.route.replace(/\d{6,}/g, ':id'));

// Issue 16: "Facebook Reels and Stories ... the Graph API's video_reels and photo/video stories
// endpoints with their upload phases".
describe('Facebook Reels and stories on a page', () => {
  it('publishes a Reel: start, Facebook fetches the file (rupload file_url), finish with its description', async () => {
    fake.script.record();
    const reel = await send({ autoReel: true }, { message: 'Behind the bar', video: clip() });
    expect(routes()).toEqual([
      `POST /${metaGraphVersion}/:id/video_reels`,
      `POST /video-upload/${metaGraphVersion}/:id`,
      `POST /${metaGraphVersion}/:id/video_reels`,
    ]);
    expect(reel.url).toBe(`https://www.facebook.com/reel/${reel.externalId}`);
    expect(fake.posts.at(-1)).toMatchObject({
      id: reel.externalId,
      kind: 'reel',
      message: 'Behind the bar',
      videoUrl: clip().url,
    });
  });

  it('publishes a photo story (unpublished photo, then photo_stories) and a video story', async () => {
    const photo = await send({ autoStory: true }, { images: [media(host, '/b.jpg')] });
    expect(fake.posts.find((post) => post.id === photo.externalId)).toMatchObject({
      kind: 'story',
      photoUrls: [media(host, '/b.jpg').url],
    });
    const video = await send({ autoStory: true }, { video: clip() });
    expect(fake.posts.find((post) => post.id === video.externalId)).toMatchObject({
      kind: 'story',
      videoUrl: clip().url,
    });
    expect(video.url).toBe(`https://www.facebook.com/stories/${page.externalId}`);
  });

  it('refuses what Facebook refuses before asking it: a Reel with images, a story of two images', async () => {
    expect(
      (await failure(send({ autoReel: true }, { images: [media(host, '/b.jpg')], video: clip() }))).kind,
    ).toBe('bad_content');
    expect(
      (await failure(send({ autoStory: true }, { images: [media(host, '/b.jpg'), media(host, '/b.jpg')] })))
        .kind,
    ).toBe('bad_content');
  });

  it("fails a Reel whose file Facebook cannot fetch with rupload's reason", async () => {
    const missing = { ...clip(), url: `${host.url}/missing.mp4` };
    const refused = await failure(send({ autoReel: true }, { video: missing }));
    expect([refused.kind, refused.message]).toEqual([
      'bad_content',
      'Unable to fetch the video from file_url',
    ]);
  });

  it('reads the status of a Reel whose finish answer was lost: published, not published twice', async () => {
    let finishes = 0;
    fake.loseAnswer = (route) =>
      route.endsWith('/video_reels') && (finishes += 1) === 2 ? 'after' : undefined;
    const reel = await send({ autoReel: true }, { message: 'Lost and found', video: clip() });
    expect(fake.posts.filter((post) => post.message === 'Lost and found')).toEqual([
      expect.objectContaining({ id: reel.externalId, kind: 'reel' }),
    ]);
  });
});
