import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPinterestProvider } from '../../src/providers/pinterest/pinterest-provider';
import type { Provider, PublishRequest, TokenSet } from '../../src/providers/provider';
import { createTestNetworkProvider } from '../../src/providers/test-network/provider';
import { startTestNetwork, type TestNetworkServer } from '../../src/providers/test-network/server';
import type { FakeHttp } from '../fakes/fake-http';
import { startFakeMastodon, type FakeMastodon } from '../fakes/mastodon/fake-server';
import { fakePinterestApp, startFakePinterest, type FakePinterest } from '../fakes/pinterest/fake-server';
import { fakeXUser, startFakeX, type FakeX } from '../fakes/x/fake-server';
import { media, startMediaHost } from './media-host';
import { connectThroughOAuth, failure, publishRequest } from './provider-helpers';
import { mastodonProviderForFakes, xProviderOn } from './fake-network-providers';

let x: FakeX;
let mastodon: FakeMastodon;
let pinterest: FakePinterest;
let testNetwork: TestNetworkServer;
let host: FakeHttp;

beforeAll(async () => {
  [x, mastodon, pinterest, testNetwork, host] = await Promise.all([
    startFakeX(),
    startFakeMastodon(),
    startFakePinterest(),
    startTestNetwork(),
    startMediaHost(),
  ]);
});
afterAll(async () => {
  await Promise.all([x.close(), mastodon.close(), pinterest.close(), testNetwork.close(), host.close()]);
});

const image = (alt: string) => ({ ...media(host, '/b.jpg'), alt });

interface Network {
  provider: () => Provider;
  connect: (provider: Provider) => Promise<{ tokens: TokenSet; account: PublishRequest['account'] }>;
  /** How many posts the fake has created. */
  posts: () => Promise<number>;
}

const oauth = async (provider: Provider) => {
  const tokens = await connectThroughOAuth(provider);
  const [first] = await provider.listConnectable(tokens);
  return {
    tokens,
    account: { externalId: first!.externalId, type: first!.type, metadata: first!.metadata ?? {} },
  };
};

const networks: Record<string, Network> = {
  X: {
    provider: () => xProviderOn(x),
    connect: async (provider) => ({
      tokens: await connectThroughOAuth(provider),
      account: { externalId: fakeXUser.id, type: 'personal', metadata: { username: fakeXUser.username } },
    }),
    posts: async () => x.tweets.length,
  },
  Mastodon: {
    provider: () => mastodonProviderForFakes(),
    connect: async (provider) => {
      const redirect = `http://kairos.test/api/accounts/connect/callback?instance=${encodeURIComponent(mastodon.url)}`;
      const tokens = await connectThroughOAuth(provider, redirect, mastodon.url);
      const [first] = await provider.listConnectable(tokens, { instance: mastodon.url });
      return {
        tokens,
        account: { externalId: first!.externalId, type: 'personal', metadata: first!.metadata ?? {} },
      };
    },
    posts: async () => mastodon.statuses.length,
  },
  Pinterest: {
    provider: () =>
      createPinterestProvider({
        appId: fakePinterestApp.id,
        appSecret: fakePinterestApp.secret,
        apiBase: pinterest.url,
        authBase: pinterest.url,
      }),
    connect: oauth,
    posts: async () => pinterest.pins.length,
  },
  'the test network': {
    provider: () => createTestNetworkProvider({ baseUrl: testNetwork.url }),
    connect: oauth,
    posts: async () => (await testNetwork.posts()).length,
  },
};

// Each fake refuses an alt text longer than its network takes, as the network does: X 1,000 characters
// (media/metadata), Mastodon 1,500 (MAX_DESCRIPTION_LENGTH), Pinterest 500 (PinCreate alt_text), ours 1,000.
describe('an alt text longer than the network takes', () => {
  it.each<[string, number]>([
    ['X', 1000],
    ['Mastodon', 1500],
    ['Pinterest', 500],
    ['the test network', 1000],
  ])('%s takes %i characters and refuses one more, as bad content', async (name, limit) => {
    const network = networks[name]!;
    const provider = network.provider();
    const { tokens, account } = await network.connect(provider);
    const before = await network.posts();
    const refused = await failure(
      provider.publish(
        publishRequest(
          tokens,
          { message: `Too long for ${name}`, images: [image('é'.repeat(limit + 1))] },
          account,
        ),
      ),
    );
    expect(refused.kind).toBe('bad_content');
    expect(await network.posts()).toBe(before);
    await provider.publish(
      publishRequest(
        tokens,
        { message: `Just right for ${name}`, images: [image('é'.repeat(limit))] },
        account,
      ),
    );
    expect(await network.posts()).toBe(before + 1);
  });
});
