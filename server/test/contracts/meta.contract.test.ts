import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeHttp } from '../fakes/fake-http';
import { startFakeMeta, type FakeMeta } from '../fakes/meta-graph/fake-server';
import { startMediaHost } from '../providers/media-host';
import { checkExchanges } from './contract-routes';
import { facebookFlow, instagramFlow } from './meta-flows';
import { metaRoutes } from './meta-reference';

/**
 * Our Facebook and Instagram requests and the fake's answers against the Graph API's reference
 * pages (meta-reference.ts): every exchange of a connect (pages held through a Business portfolio
 * included), every kind of page post, a group post, an image, a carousel, a reel and a story, and
 * refusals.
 */
let fake: FakeMeta;
let host: FakeHttp;

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeMeta(), startMediaHost()]);
  const business = { id: '301000000000001', name: 'Kairos Agency' };
  fake.pages.push(
    {
      id: '104000000000010',
      name: 'Agency Own',
      category: 'Agency',
      instagram: null,
      business: { ...business, relation: 'owned' },
    },
    {
      id: '104000000000011',
      name: 'Client Bakery',
      category: 'Bakery',
      instagram: null,
      business: { ...business, relation: 'client' },
    },
  );
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});

describe("Facebook and Instagram: our requests and the fake's answers follow the Graph API's reference", () => {
  it('connect, the pages and groups, page, group and Instagram posts, and refusals', async () => {
    const exchanges = fake.script.record();
    const facebook = await facebookFlow(fake, host);
    await instagramFlow(fake, host);
    fake.expireTokens();
    await expect(facebook.again()).rejects.toMatchObject({ kind: 'auth' });
    const used = await checkExchanges(exchanges, metaRoutes);
    expect([...used].sort()).toEqual(metaRoutes.map((route) => route.route).sort());
  });
});
