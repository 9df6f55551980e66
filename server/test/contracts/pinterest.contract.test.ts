import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPinterestProvider } from '../../src/providers/pinterest/pinterest-provider';
import type { FakeHttp } from '../fakes/fake-http';
import { fakePinterestApp, startFakePinterest, type FakePinterest } from '../fakes/pinterest/fake-server';
import { media, startMediaHost } from '../providers/media-host';
import { connectThroughOAuth, failure, publishRequest } from '../providers/provider-helpers';
import { checkExchanges } from './contract-routes';
import { pinterestRoutes } from './pinterest-reference';

/**
 * Our Pinterest requests and the fake's answers against Pinterest's published OpenAPI document
 * (pinterest-reference.ts): request bodies may carry only the fields the document names.
 */
let fake: FakePinterest;
let host: FakeHttp;

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakePinterest(), startMediaHost()]);
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});

describe("Pinterest: our requests and the fake's answers follow Pinterest's OpenAPI document", () => {
  it('connect, refresh, the boards, an image, a GIF, a multi-image and a video pin, and refusals', async () => {
    const exchanges = fake.script.record();
    const pinterest = createPinterestProvider({
      appId: fakePinterestApp.id,
      appSecret: fakePinterestApp.secret,
      apiBase: fake.url,
      authBase: fake.url,
      timeoutMs: 2000,
      media: { pollMs: 5 },
    });
    const tokens = await pinterest.refresh(await connectThroughOAuth(pinterest));
    const [board] = await pinterest.listConnectable(tokens);
    const account = { externalId: board!.externalId, type: 'board', metadata: board!.metadata ?? {} };
    const pin = (content: Parameters<typeof publishRequest>[1]) =>
      pinterest.publish(publishRequest(tokens, content, account));
    await pin({
      message: 'Fresh spring salad',
      title: 'Salad',
      images: [media(host, '/b.jpg')],
      callToAction: { actionType: 'LEARN_MORE', url: 'https://kairos.test/salad' },
    });
    await pin({ message: 'A GIF', images: [media(host, '/c.gif')] });
    await pin({ message: 'A multi-image pin', images: [media(host, '/b.jpg'), media(host, '/c.gif')] });
    await pin({ message: 'A video pin', video: { ...media(host, '/d.mp4'), thumbnail: null } });
    fake.rateLimit.remaining = 0;
    expect((await failure(pin({ message: 'Too many', images: [media(host, '/c.gif')] }))).kind).toBe(
      'rate_limited',
    );
    fake.oauth.expireAll();
    expect((await failure(pin({ message: 'Expired', images: [media(host, '/c.gif')] }))).kind).toBe('auth');
    const used = await checkExchanges(exchanges, pinterestRoutes);
    expect([...used].sort()).toEqual(pinterestRoutes.map((route) => route.route).sort());
  });
});
