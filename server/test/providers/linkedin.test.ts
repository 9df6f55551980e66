import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeScript, startFakeHttp, type FakeHttp } from '../fakes/fake-http';
import {
  fakeLinkedInClient,
  fakeLinkedInMember,
  fakeLinkedInPagesClient,
  startFakeLinkedIn,
  type FakeLinkedIn,
} from '../fakes/linkedin/fake-server';
import { toCommentary } from '../../src/providers/linkedin/linkedin-commentary';
import {
  createLinkedInProvider,
  linkedInOptionsFromEnv,
} from '../../src/providers/linkedin/linkedin-provider';
import type { Provider, TokenSet } from '../../src/providers/provider';
import { media, startMediaHost } from './media-host';
import { connectThroughOAuth, failure, publishRequest, redirectUri } from './provider-helpers';

let fake: FakeLinkedIn;
let host: FakeHttp;
let pdfHost: FakeHttp;
let provider: Provider;
let tokens: TokenSet;
let pageTokens: TokenSet;
const member = { externalId: fakeLinkedInMember.id, type: 'personal', metadata: { connection: 'personal' } };
const page = {
  externalId: '10002687',
  type: 'page',
  metadata: { urn: 'urn:li:organization:10002687', connection: 'pages' },
};

beforeAll(async () => {
  [fake, host, pdfHost] = await Promise.all([
    startFakeLinkedIn(),
    startMediaHost(),
    startFakeHttp(new FakeScript(), () => ({
      status: 200,
      text: '%PDF-1.7 a deck',
      headers: { 'content-type': 'application/pdf' },
    })),
  ]);
  provider = createLinkedInProvider({
    personal: { clientId: fakeLinkedInClient.id, clientSecret: fakeLinkedInClient.secret },
    pages: { clientId: fakeLinkedInPagesClient.id, clientSecret: fakeLinkedInPagesClient.secret },
    apiBase: fake.url,
    authBase: fake.url,
    apiVersion: '202610',
    timeoutMs: 1000,
    media: { pollMs: 5 },
  });
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close(), pdfHost.close()]);
});
beforeEach(async () => {
  fake.script.clear();
  fake.memberCallsLeft = 10_000;
  fake.media.partBytes = 4 * 1024 * 1024;
  tokens = await connectThroughOAuth(provider);
  pageTokens = await connectPages();
});

/** The browser's part of OAuth through the pages app, then the code exchanged with it. */
async function connectPages(): Promise<TokenSet> {
  const url = await provider.authorizeUrl({
    state: 'p',
    codeChallenge: null,
    redirectUri,
    connection: 'pages',
  });
  const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
  const code = back.searchParams.get('code')!;
  return provider.exchangeCode({ code, codeVerifier: null, redirectUri, connection: 'pages' });
}

describe('LinkedIn: connect and refresh', () => {
  it('connects the profile through the member app with OpenID scopes only', async () => {
    const url = new URL(
      await provider.authorizeUrl({ state: 's', codeChallenge: null, redirectUri: 'http://k/cb' }),
    );
    expect(url.pathname).toBe('/oauth/v2/authorization');
    expect(url.searchParams.get('client_id')).toBe(fakeLinkedInClient.id);
    expect(url.searchParams.get('scope')).toBe('openid profile w_member_social');
    expect(tokens.expiresAt!.getTime() - Date.now()).toBeGreaterThan(59 * 24 * 3600_000);
    const offered = await provider.listConnectable(tokens, { connection: 'personal' });
    expect(offered).toEqual([
      expect.objectContaining({
        externalId: fakeLinkedInMember.id,
        name: 'Dana Kairos',
        type: 'personal',
        metadata: { urn: `urn:li:person:${fakeLinkedInMember.id}`, connection: 'personal' },
      }),
    ]);
  });

  it('connects the pages through the Community Management app, without OpenID', async () => {
    const url = new URL(
      await provider.authorizeUrl({ state: 's', codeChallenge: null, redirectUri, connection: 'pages' }),
    );
    expect(url.searchParams.get('client_id')).toBe(fakeLinkedInPagesClient.id);
    expect(url.searchParams.get('scope')).toBe('rw_organization_admin w_organization_social');
    const offered = await provider.listConnectable(pageTokens, { connection: 'pages' });
    expect(offered.map((account) => [account.externalId, account.name, account.type])).toEqual([
      ['10002687', 'Kairos Coffee', 'page'],
      ['10002688', 'Kairos Labs', 'page'],
    ]);
    expect(offered[0]).toMatchObject({
      url: 'https://www.linkedin.com/company/kairos-coffee',
      metadata: { urn: 'urn:li:organization:10002687', connection: 'pages' },
    });
  });

  it.each([
    ['the member app asked for page scopes', fakeLinkedInClient.id, 'openid profile w_organization_social'],
    ['the pages app asked for OpenID', fakeLinkedInPagesClient.id, 'openid rw_organization_admin'],
  ])('is refused whole with unauthorized_scope_error when %s', async (_case, clientId, scope) => {
    const url = new URL(await provider.authorizeUrl({ state: 's', codeChallenge: null, redirectUri }));
    url.searchParams.set('client_id', clientId);
    url.searchParams.set('scope', scope);
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
    expect(back.searchParams.get('code')).toBeNull();
    expect(back.searchParams.get('error')).toBe('unauthorized_scope_error');
    expect(back.searchParams.get('error_description')).toMatch(
      /^Scope ".+" is not authorized for your application$/,
    );
  });

  it('refreshes a page connection with the pages app', async () => {
    const renewed = await provider.refresh(pageTokens, page);
    expect(renewed.accessToken).not.toBe(pageTokens.accessToken);
    // The member app's credentials cannot renew a token the pages app issued.
    const error = await failure(provider.refresh(pageTokens, member));
    expect(error.kind).toBe('auth');
  });

  it('refreshes with the same refresh token (LinkedIn does not rotate it), and asks to reconnect once it is dead', async () => {
    const renewed = await provider.refresh(tokens);
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    expect(renewed.refreshToken).toBe(tokens.refreshToken);
    expect((await provider.refresh(tokens)).accessToken).toBeTruthy();
    fake.oauth.revokeAll();
    const error = await failure(provider.refresh(tokens));
    expect([error.kind, error.networkCode]).toEqual(['auth', 'invalid_grant']);
  });

  it('is configured with either app, each read from the environment, and offers the configured ones', () => {
    expect(createLinkedInProvider(linkedInOptionsFromEnv({})).isConfigured()).toBe(false);
    const options = linkedInOptionsFromEnv({ LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: 'secret' });
    expect(createLinkedInProvider(options).isConfigured()).toBe(true);
    expect(createLinkedInProvider(options).connections?.()).toEqual([
      { id: 'personal', name: 'LinkedIn profile', configured: true },
      { id: 'pages', name: 'LinkedIn pages', configured: false },
    ]);
    const pagesOnly = linkedInOptionsFromEnv({
      LINKEDIN_PAGES_CLIENT_ID: 'id',
      LINKEDIN_PAGES_CLIENT_SECRET: 'secret',
    });
    expect(
      createLinkedInProvider(pagesOnly)
        .connections?.()
        .map((c) => c.configured),
    ).toEqual([false, true]);
    expect([options.apiBase, options.authBase]).toEqual([
      'https://api.linkedin.com',
      'https://www.linkedin.com',
    ]);
  });
});

describe('LinkedIn: publish', () => {
  it('posts text as the member, with little-text markup escaped and hashtags kept', async () => {
    const result = await provider.publish(
      publishRequest(tokens, { message: 'Launch (beta) #coffee' }, member),
    );
    expect(result.url).toBe(`https://www.linkedin.com/feed/update/${result.externalId}`);
    expect(fake.posts.at(-1)).toMatchObject({
      urn: result.externalId,
      author: `urn:li:person:${fakeLinkedInMember.id}`,
      commentary: 'Launch \\(beta\\) {hashtag|\\#|coffee}',
      media: [],
    });
  });

  it('posts one image as media, and several as a multi-image post, as the page', async () => {
    await provider.publish(
      publishRequest(pageTokens, { message: 'One', images: [media(host, '/a.png')] }, page),
    );
    expect(fake.posts.at(-1)!.media).toHaveLength(1);
    const images = Array.from({ length: 10 }, (_, index) => media(host, index % 2 ? '/a.png' : '/b.jpg'));
    await provider.publish(publishRequest(pageTokens, { message: 'Many', images }, page));
    const post = fake.posts.at(-1)!;
    expect(post.author).toBe('urn:li:organization:10002687');
    // "LinkedIn: at most 9 images".
    expect(post.media).toHaveLength(9);
    expect(fake.media.assets.get(post.media[0]!)).toMatchObject({ kind: 'image', size: 2000 });
  });

  it('uploads a video in parts with their ETags, waits for processing, then posts it', async () => {
    fake.media.partBytes = 4000;
    const video = { ...media(host, '/d.mp4'), thumbnail: null };
    const result = await provider.publish(publishRequest(tokens, { message: 'Video', video }, member));
    expect(result.externalId).toMatch(/^urn:li:ugcPost:/);
    const upload = fake.media.videos.get(fake.posts.at(-1)!.media[0]!)!;
    expect([upload.parts.length, upload.status]).toEqual([3, 'AVAILABLE']);
  });

  it('fails a video LinkedIn could not process as bad content', async () => {
    fake.media.failNextProcessing = 'The video codec is not supported';
    const video = { ...media(host, '/d.mp4'), thumbnail: null };
    const error = await failure(provider.publish(publishRequest(tokens, { video }, member)));
    expect([error.kind, error.message]).toEqual(['bad_content', 'The video codec is not supported']);
  });

  it('posts the PDF as a document titled by the post', async () => {
    const extra = { pdf: { url: `${pdfHost.url}/deck.pdf`, thumbnail: null } };
    await provider.publish(publishRequest(pageTokens, { message: 'Deck', title: 'Q3 deck', extra }, page));
    const post = fake.posts.at(-1)!;
    expect(post.media[0]).toMatch(/^urn:li:document:/);
    expect(post.mediaTitle).toBe('Q3 deck');
  });
});

describe('LinkedIn: errors', () => {
  it('asks to reconnect when the access token expired (401 EXPIRED_ACCESS_TOKEN)', async () => {
    fake.oauth.expireAll();
    const error = await failure(provider.publish(publishRequest(tokens, {}, member)));
    expect([error.kind, error.networkCode]).toEqual(['auth', 'EXPIRED_ACCESS_TOKEN']);
  });

  it('asks to reconnect when the member may not post as the page (403 ACCESS_DENIED)', async () => {
    const notAdmin = {
      externalId: '10002689',
      type: 'page',
      metadata: { urn: 'urn:li:organization:10002689' },
    };
    const error = await failure(provider.publish(publishRequest(pageTokens, {}, notAdmin)));
    expect([error.kind, error.networkCode]).toEqual(['auth', 'ACCESS_DENIED']);
  });

  it('waits until midnight UTC when the daily limit is reached (429 without headers)', async () => {
    fake.memberCallsLeft = 0;
    const error = await failure(provider.publish(publishRequest(tokens, {}, member)));
    expect(error.kind).toBe('rate_limited');
    const midnight = new Date();
    midnight.setUTCHours(24, 0, 0, 0);
    expect(error.retryAt?.getTime()).toBe(midnight.getTime());
  });

  it('honours Retry-After on a 429 from the infrastructure', async () => {
    fake.script.push('POST /rest/posts', {
      status: 429,
      json: { status: 429, message: 'Too many requests' },
      headers: { 'retry-after': '30' },
    });
    const error = await failure(provider.publish(publishRequest(tokens, {}, member)));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAt!.getTime() - Date.now()).toBeGreaterThan(25_000);
  });

  it("fails a duplicate with LinkedIn's reason (422)", async () => {
    await provider.publish(publishRequest(tokens, { message: 'Same words' }, member));
    const error = await failure(provider.publish(publishRequest(tokens, { message: 'Same words' }, member)));
    expect(error.kind).toBe('bad_content');
    expect(error.message).toMatch(/^Content is a duplicate of urn:li:share:/);
  });

  it('retries a 503 and calls a lost answer to the post unconfirmed', async () => {
    fake.script.push('POST /rest/posts', {
      status: 503,
      json: { status: 503, message: 'Service Unavailable' },
    });
    expect((await failure(provider.publish(publishRequest(tokens, {}, member)))).kind).toBe('transient');
    fake.script.push('POST /rest/posts', 'drop');
    expect((await failure(provider.publish(publishRequest(tokens, {}, member)))).kind).toBe('unconfirmed');
  });

  it('retries a lost answer to an upload (nothing was posted)', async () => {
    fake.script.push('POST /rest/images', 'drop');
    const before = fake.posts.length;
    const error = await failure(
      provider.publish(publishRequest(tokens, { images: [media(host, '/a.png')] }, member)),
    );
    expect([error.kind, fake.posts.length]).toEqual(['transient', before]);
  });
});

describe('LinkedIn commentary', () => {
  it.each([
    ['plain words', 'plain words'],
    ['a (b) [c] {d} <e>', 'a \\(b\\) \\[c\\] \\{d\\} \\<e\\>'],
    ['@name *bold* _x_ ~y~ | \\', '\\@name \\*bold\\* \\_x\\_ \\~y\\~ \\| \\\\'],
    ['#café and #snake_case', '{hashtag|\\#|café} and {hashtag|\\#|snake\\_case}'],
    ['# alone', '\\# alone'],
  ])('writes %j as %j', (message, commentary) => {
    expect(toCommentary(message)).toBe(commentary);
  });
});
