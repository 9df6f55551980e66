import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metaGraphVersion } from '../../src/providers/meta-graph/graph-options';
import { createInstagramProvider } from '../../src/providers/instagram/instagram-provider';
import type { ConnectableAccount, Provider } from '../../src/providers/provider';
import type { FakeHttp } from '../fakes/fake-http';
import { fakeMetaApp, startFakeMeta, type FakeMeta } from '../fakes/meta-graph/fake-server';
import { media, startMediaHost } from './media-host';
import { connectThroughOAuth, failure, publishRequest } from './provider-helpers';

/**
 * The fake refuses the carousels Instagram refuses (IG User Media reference: 2 to 10 children, each a
 * finished `is_carousel_item` container; a VIDEO item needs `video_url`), and the provider refuses
 * more than 10 items before calling it.
 */
let fake: FakeMeta;
let host: FakeHttp;
let provider: Provider;
let account: ConnectableAccount;
const igId = '17841400000000001';

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeMeta(), startMediaHost()]);
  const graph = `${fake.url}/${metaGraphVersion}`;
  provider = createInstagramProvider({
    appId: fakeMetaApp.id,
    appSecret: fakeMetaApp.secret,
    graphBase: graph,
    authBase: graph,
    polling: { pollMs: 5, maxPolls: 5 },
  });
  account = (await provider.listConnectable(await connectThroughOAuth(provider)))[0]!;
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});

/** The token and its appsecret_proof, as every Graph call carries them. */
const auth = () => {
  const token = account.tokens!.accessToken;
  const proof = createHmac('sha256', fakeMetaApp.secret).update(token).digest('hex');
  return { access_token: token, appsecret_proof: proof };
};

async function create(fields: Record<string, string>): Promise<{ status: number; id?: string }> {
  const response = await fetch(`${fake.url}/${metaGraphVersion}/${igId}/media`, {
    method: 'POST',
    body: new URLSearchParams({ ...fields, ...auth() }),
  });
  const body = (await response.json()) as { id?: string };
  return { status: response.status, id: body.id };
}

const videoItem = () => ({
  media_type: 'VIDEO',
  is_carousel_item: 'true',
  video_url: media(host, '/d.mp4').url,
});
const imageItem = () => ({ image_url: media(host, '/b.jpg').url, is_carousel_item: 'true' });

describe('the fake Instagram: carousels with video items', () => {
  it('takes a VIDEO carousel item, IN_PROGRESS until checked; a carousel with it only once FINISHED', async () => {
    fake.processingChecks = 1;
    const image = (await create(imageItem())).id!;
    const video = (await create(videoItem())).id!;
    expect(fake.containers.get(video)).toMatchObject({ mediaType: 'VIDEO', statusCode: 'IN_PROGRESS' });
    const early = await create({ media_type: 'CAROUSEL', children: `${image},${video}` });
    expect(early.status).toBe(400);
    await fetch(`${fake.url}/${metaGraphVersion}/${video}?${new URLSearchParams(auth()).toString()}`);
    const carousel = await create({ media_type: 'CAROUSEL', children: `${image},${video}` });
    expect(carousel.status).toBe(200);
  });

  it('refuses a VIDEO item without video_url and a carousel of 11 children', async () => {
    fake.processingChecks = 0;
    expect((await create({ media_type: 'VIDEO', is_carousel_item: 'true' })).status).toBe(400);
    const children = [];
    for (let index = 0; index < 11; index += 1) children.push((await create(imageItem())).id!);
    expect((await create({ media_type: 'CAROUSEL', children: children.join(',') })).status).toBe(400);
    expect((await create({ media_type: 'CAROUSEL', children: children.slice(1).join(',') })).status).toBe(
      200,
    );
  });

  it('the provider refuses 10 images and a video before calling Instagram', async () => {
    const before = fake.containers.size;
    const content = {
      images: Array.from({ length: 10 }, () => media(host, '/b.jpg')),
      video: { ...media(host, '/d.mp4'), thumbnail: null },
    };
    const tokens = account.tokens!;
    const target = { externalId: account.externalId, type: account.type, metadata: account.metadata ?? {} };
    const error = await failure(provider.publish(publishRequest(tokens, content, target)));
    expect([error.kind, error.message]).toEqual([
      'bad_content',
      'An Instagram carousel takes at most 10 images and videos',
    ]);
    expect(fake.containers.size).toBe(before);
  });
});
