import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeHttp } from '../fakes/fake-http';
import { metaGraphVersion } from '../../src/providers/meta-graph/graph-options';
import {
  createFacebookProvider,
  facebookOptionsFromEnv,
} from '../../src/providers/facebook/facebook-provider';
import { fakeMetaApp, fakeMetaUser, startFakeMeta, type FakeMeta } from '../fakes/meta-graph/fake-server';
import type { ConnectableAccount, Provider, TokenSet } from '../../src/providers/provider';
import { media, startMediaHost } from './media-host';
import { authorizeInBrowser, connectThroughOAuth, failure, publishRequest } from './provider-helpers';

let fake: FakeMeta;
let host: FakeHttp;
let provider: Provider;
let userTokens: TokenSet;
let accounts: ConnectableAccount[];

const page = () => accounts.find((account) => account.name === 'Kairos Coffee')!;
const group = () => accounts.find((account) => account.type === 'group')!;
const asTarget = (account: ConnectableAccount) => ({
  externalId: account.externalId,
  type: account.type,
  metadata: account.metadata ?? {},
});
const pageRequest = (overrides: Parameters<typeof publishRequest>[1] = {}) =>
  publishRequest(page().tokens!, overrides, asTarget(page()));
const usageOf = (id: string, minutes: number) =>
  JSON.stringify({
    [id]: [
      {
        type: 'pages',
        call_count: 100,
        total_cputime: 9,
        total_time: 9,
        estimated_time_to_regain_access: minutes,
      },
    ],
  });

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeMeta(), startMediaHost()]);
  provider = createFacebookProvider({
    appId: fakeMetaApp.id,
    appSecret: fakeMetaApp.secret,
    graphBase: `${fake.url}/${metaGraphVersion}`,
    authBase: `${fake.url}/${metaGraphVersion}`,
    timeoutMs: 2000,
    groups: true,
  });
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});
beforeEach(async () => {
  fake.script.clear();
  fake.throttle = null;
  fake.pageSize = 100;
  fake.groups[0]!.appInstalled = true;
  userTokens = await connectThroughOAuth(provider);
  accounts = await provider.listConnectable(userTokens);
});

describe('Facebook: connect', () => {
  it('sends the user to the login dialog with the app, the scopes and the state', async () => {
    const url = new URL(
      await provider.authorizeUrl({ state: 's', codeChallenge: null, redirectUri: 'http://k/cb' }),
    );
    expect(url.pathname).toBe(`/${metaGraphVersion}/dialog/oauth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: fakeMetaApp.id,
      redirect_uri: 'http://k/cb',
      state: 's',
      response_type: 'code',
    });
    expect(url.searchParams.get('scope')!.split(',')).toEqual(
      expect.arrayContaining(['pages_show_list', 'pages_manage_posts', 'publish_to_groups']),
    );
    // Without FACEBOOK_GROUPS the Groups API's removed scopes are not asked for (the dialog would fail).
    const pagesOnly = createFacebookProvider({
      ...facebookOptionsFromEnv({ FACEBOOK_APP_ID: 'a', FACEBOOK_APP_SECRET: 'b' }),
    });
    const scopes = new URL(
      await pagesOnly.authorizeUrl({ state: 's', codeChallenge: null, redirectUri: 'http://k/cb' }),
    );
    expect(scopes.searchParams.get('scope')).toBe(
      'public_profile,pages_show_list,pages_read_engagement,pages_manage_posts,pages_manage_engagement,business_management,read_insights',
    );
    expect(provider.usesPkce).toBe(false);
  });

  it('exchanges the code, then the short-lived token for a long-lived one (60 days)', async () => {
    const days = (userTokens.expiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59);
    expect(fake.tokens.get(userTokens.accessToken)).toMatchObject({ kind: 'user', longLived: true });
    expect(userTokens.refreshToken).toBeNull();
  });

  it('refuses a code used twice', async () => {
    const { code } = await authorizeInBrowser(provider);
    await provider.exchangeCode({
      code,
      codeVerifier: null,
      redirectUri: 'http://kairos.test/api/accounts/connect/callback',
    });
    const error = await failure(
      provider.exchangeCode({
        code,
        codeVerifier: null,
        redirectUri: 'http://kairos.test/api/accounts/connect/callback',
      }),
    );
    expect([error.kind, error.message]).toEqual(['bad_content', 'This authorization code has been used.']);
  });

  it('lists the pages with their own non-expiring tokens, the groups and the profile', async () => {
    expect(accounts.map((account) => [account.name, account.type])).toEqual([
      ['Kairos Coffee', 'page'],
      ['Kairos Books', 'page'],
      ['Kairos Community', 'group'],
      [fakeMetaUser.name, 'personal'],
    ]);
    expect(page()).toMatchObject({
      externalId: '104000000000001',
      pageId: '104000000000001',
      avatar: `${fake.url}/avatars/104000000000001.svg`,
      tokens: { refreshToken: null, expiresAt: null },
    });
    expect(fake.tokens.get(page().tokens!.accessToken)).toMatchObject({ kind: 'page', expiresAt: null });
    // A group is posted to with the user's token: the candidates' own.
    expect(group().tokens).toBeUndefined();
  });

  it('adds the pages held through Business portfolios (owned and client), each once', async () => {
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
    // The user also has a role on Kairos Coffee, which the agency owns too: listed once.
    fake.pages[0]!.business = { ...business, relation: 'owned' };
    fake.pages[0]!.direct = true;
    try {
      const offered = await provider.listConnectable(userTokens);
      expect(offered.filter((account) => account.type === 'page').map((account) => account.name)).toEqual([
        'Kairos Coffee',
        'Kairos Books',
        'Agency Own',
        'Client Bakery',
      ]);
      const client = offered.find((account) => account.name === 'Client Bakery')!;
      expect(fake.tokens.get(client.tokens!.accessToken)).toMatchObject({
        kind: 'page',
        pageId: client.externalId,
      });
    } finally {
      fake.pages.splice(2);
      delete fake.pages[0]!.business;
      delete fake.pages[0]!.direct;
    }
  });

  it.each([200, 100] as const)(
    'lists the direct pages when the user declined business_management (Graph error %i)',
    async (code) => {
      fake.declinedBusinessCode = code;
      fake.pages.push({
        id: '104000000000012',
        name: 'Portfolio Only',
        category: 'Agency',
        instagram: null,
        business: { id: '301000000000002', name: 'Other', relation: 'owned' },
      });
      try {
        const url = new URL(
          await provider.authorizeUrl({ state: 's', codeChallenge: null, redirectUri: 'http://k/cb' }),
        );
        url.searchParams.set('scope', 'public_profile,pages_show_list,pages_manage_posts');
        const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
        const tokens = await provider.exchangeCode({
          code: back.searchParams.get('code')!,
          codeVerifier: null,
          redirectUri: 'http://k/cb',
        });
        const offered = await provider.listConnectable(tokens);
        expect(offered.filter((account) => account.type === 'page').map((account) => account.name)).toEqual([
          'Kairos Coffee',
          'Kairos Books',
        ]);
      } finally {
        fake.pages.splice(2);
        fake.declinedBusinessCode = 200;
      }
    },
  );

  it('offers no groups without FACEBOOK_GROUPS', async () => {
    const pagesOnly = createFacebookProvider({
      ...facebookOptionsFromEnv({}),
      appId: fakeMetaApp.id,
      appSecret: fakeMetaApp.secret,
      graphBase: `${fake.url}/${metaGraphVersion}`,
      authBase: `${fake.url}/${metaGraphVersion}`,
      groups: false,
    });
    const listed = await pagesOnly.listConnectable(userTokens);
    expect(listed.map((account) => account.type)).toEqual(['page', 'page', 'personal']);
  });

  it('proves every call with the app secret (appsecret_proof)', async () => {
    const wrongSecret = createFacebookProvider({
      ...facebookOptionsFromEnv({}),
      appId: fakeMetaApp.id,
      appSecret: 'not-the-secret',
      graphBase: `${fake.url}/${metaGraphVersion}`,
      authBase: `${fake.url}/${metaGraphVersion}`,
    });
    const error = await failure(wrongSecret.listConnectable(userTokens));
    expect(error.message).toBe('Invalid appsecret_proof provided in the API argument');
  });

  it('follows the paging of /me/accounts', async () => {
    fake.pageSize = 1;
    const listed = await provider.listConnectable(userTokens);
    expect(listed.filter((account) => account.type === 'page')).toHaveLength(2);
  });

  it('keeps tokens that do not expire, and asks to reconnect once a user token has expired', async () => {
    expect(await provider.refresh(page().tokens!)).toEqual(page().tokens);
    const expired = { ...userTokens, expiresAt: new Date(Date.now() - 1000) };
    expect((await failure(provider.refresh(expired))).kind).toBe('auth');
  });

  it('is configured from FACEBOOK_APP_ID and FACEBOOK_APP_SECRET only', () => {
    expect(createFacebookProvider(facebookOptionsFromEnv({})).isConfigured()).toBe(false);
    const options = facebookOptionsFromEnv({ FACEBOOK_APP_ID: 'a', FACEBOOK_APP_SECRET: 'b' });
    expect([options.graphBase, options.groups]).toEqual([
      `https://graph.facebook.com/${metaGraphVersion}`,
      false,
    ]);
    expect(createFacebookProvider(options).isConfigured()).toBe(true);
  });
});

describe('Facebook: publish', () => {
  it('posts text to the page feed with its page token', async () => {
    const result = await provider.publish(pageRequest({ message: 'Fresh beans today' }));
    expect(fake.posts.at(-1)).toMatchObject({
      id: result.externalId,
      node: page().pageId,
      kind: 'feed',
      message: 'Fresh beans today',
      link: null,
    });
    expect(result.url).toBe(`https://www.facebook.com/${result.externalId}`);
  });

  it("sends the call to action's URL as the post's link", async () => {
    const callToAction = { actionType: 'LEARN_MORE', url: 'https://kairos.app/menu', offer: null };
    await provider.publish(pageRequest({ message: 'Our menu', callToAction }));
    expect(fake.posts.at(-1)).toMatchObject({ kind: 'feed', link: 'https://kairos.app/menu' });
  });

  it('posts one photo through /photos', async () => {
    const result = await provider.publish(
      pageRequest({ message: 'One photo', images: [media(host, '/a.png')] }),
    );
    expect(fake.posts.at(-1)).toMatchObject({
      id: result.externalId,
      kind: 'photo',
      message: 'One photo',
      photoUrls: [`${host.url}/a.png`],
    });
  });

  it('posts several photos: unpublished uploads attached to one feed post', async () => {
    const images = [media(host, '/a.png'), media(host, '/b.jpg'), media(host, '/a.png')];
    await provider.publish(pageRequest({ message: 'Three photos', images }));
    expect(fake.posts.at(-1)).toMatchObject({
      kind: 'feed',
      message: 'Three photos',
      photoUrls: images.map((image) => image.url),
    });
    expect([...fake.photos.values()].every((photo) => photo.published)).toBe(true);
  });

  it('posts a video by URL with its title', async () => {
    const video = { ...media(host, '/d.mp4'), thumbnail: null };
    const result = await provider.publish(pageRequest({ message: 'A video', title: 'Latte art', video }));
    expect(fake.posts.at(-1)).toMatchObject({
      kind: 'video',
      message: 'A video',
      title: 'Latte art',
      videoUrl: video.url,
    });
    expect(result.url).toBe(`https://www.facebook.com/${page().pageId}/videos/${result.externalId}`);
  });

  it("posts to a group with the user's token", async () => {
    await provider.publish(publishRequest(userTokens, { message: 'Hello group' }, asTarget(group())));
    expect(fake.posts.at(-1)).toMatchObject({ node: group().externalId, message: 'Hello group' });
  });
});

describe('Facebook: errors', () => {
  it('asks to reconnect when the token has expired (190, subcode 463)', async () => {
    fake.expireTokens();
    const error = await failure(provider.publish(pageRequest()));
    expect([error.kind, error.networkCode]).toEqual(['auth', '190/463']);
  });

  it('asks to reconnect when a permission is missing (200)', async () => {
    const error = await failure(provider.publish(publishRequest(userTokens, {}, asTarget(page()))));
    expect([error.kind, error.networkCode]).toEqual(['auth', '200']);
  });

  it("fails a group post where the app is not installed (the spec's group warning)", async () => {
    fake.groups[0]!.appInstalled = false;
    const error = await failure(provider.publish(publishRequest(userTokens, {}, asTarget(group()))));
    expect([error.kind, error.message]).toEqual(['bad_content', '(#200) Requires installed app']);
  });

  it('waits out page throttling (32) until the Business Use Case header says', async () => {
    fake.throttle = { code: 32, minutes: 17 };
    const before = Date.now();
    const error = await failure(provider.publish(pageRequest()));
    expect([error.kind, error.networkCode]).toEqual(['rate_limited', '32']);
    const wait = error.retryAt!.getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(17 * 60_000);
    expect(wait).toBeLessThan(17 * 60_000 + 5000);
  });

  it.each([
    [4, { 'x-app-usage': JSON.stringify({ call_count: 100, total_time: 20, total_cputime: 20 }) }, 15],
    [17, {}, 15],
    [613, { 'retry-after': '120' }, 2],
    [80001, { 'x-business-use-case-usage': usageOf('104000000000001', 42) }, 42],
  ])(
    'sorts throttling code %s as rate limited, with the wait its headers give',
    async (code, headers, minutes) => {
      fake.script.push(`POST /${metaGraphVersion}/${page().pageId}/feed`, {
        status: 400,
        json: {
          error: {
            message: 'Calls to this api have exceeded the rate limit.',
            type: 'OAuthException',
            code,
            fbtrace_id: 'A1',
          },
        },
        headers,
      });
      const before = Date.now();
      const error = await failure(provider.publish(pageRequest()));
      expect(error.kind).toBe('rate_limited');
      expect(Math.round((error.retryAt!.getTime() - before) / 60_000)).toBe(minutes);
    },
  );

  it.each([
    [1, 500, 'transient'],
    [2, 503, 'transient'],
    [368, 400, 'rate_limited'],
    [100, 400, 'bad_content'],
    [190, 400, 'auth'],
    [10, 403, 'auth'],
  ])('sorts code %s (HTTP %s) as %s', async (code, status, kind) => {
    fake.script.push(`POST /${metaGraphVersion}/${page().pageId}/feed`, {
      status,
      json: { error: { message: `Error ${code}`, type: 'OAuthException', code, fbtrace_id: 'A2' } },
    });
    expect((await failure(provider.publish(pageRequest()))).kind).toBe(kind);
  });

  it('retries an error Meta marks is_transient', async () => {
    fake.script.push(`POST /${metaGraphVersion}/${page().pageId}/feed`, {
      status: 400,
      json: {
        error: {
          message: 'Please retry',
          type: 'OAuthException',
          code: 6000,
          is_transient: true,
          fbtrace_id: 'A3',
        },
      },
    });
    expect((await failure(provider.publish(pageRequest()))).kind).toBe('transient');
  });

  it('fails a duplicate status (506) and a photo Facebook cannot fetch (324) as bad content', async () => {
    await provider.publish(pageRequest({ message: 'Same again' }));
    const duplicate = await failure(provider.publish(pageRequest({ message: 'Same again' })));
    expect([duplicate.kind, duplicate.message]).toEqual(['bad_content', '(#506) Duplicate status message']);
    const missing = await failure(
      provider.publish(pageRequest({ images: [{ url: `${host.url}/missing.jpg` }] })),
    );
    expect([missing.kind, missing.message]).toEqual(['bad_content', '(#324) Missing or invalid image file']);
  });

  it('calls a lost answer to the post unconfirmed, and to an unpublished photo upload transient', async () => {
    fake.script.push(`POST /${metaGraphVersion}/${page().pageId}/feed`, 'drop');
    expect((await failure(provider.publish(pageRequest()))).kind).toBe('unconfirmed');
    fake.script.push(`POST /${metaGraphVersion}/${page().pageId}/photos`, 'drop');
    const images = [media(host, '/a.png'), media(host, '/b.jpg')];
    expect((await failure(provider.publish(pageRequest({ images })))).kind).toBe('transient');
  });
});
