import { createHash, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Provider, PublishRequest, TokenSet } from '../../src/providers/provider';
import { PublishError } from '../../src/providers/publish-error';
import { startProviders } from '../../src/providers/registry';
import { connectTestNetwork } from '../../src/providers/test-network/control';
import { startTestNetwork, type TestNetworkServer } from '../../src/providers/test-network/server';
import { createTestNetworkProvider } from '../../src/providers/test-network/provider';

let fake: TestNetworkServer;
let provider: Provider;
const redirectUri = 'http://kairos.test/api/accounts/connect/callback';

beforeAll(async () => {
  fake = await startTestNetwork();
  provider = createTestNetworkProvider({ baseUrl: fake.url, timeoutMs: 1000 });
});
afterAll(async () => {
  await fake.close();
});
afterEach(async () => {
  await fake.reset();
});

/** The browser's part: open the authorize URL and read where the network sends it back. */
async function authorize(verifier: string, state = 'state-1') {
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const url = await provider.authorizeUrl({ state, codeChallenge: challenge, redirectUri });
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

async function connect(): Promise<TokenSet> {
  const verifier = randomBytes(32).toString('base64url');
  const back = await authorize(verifier);
  return provider.exchangeCode({
    code: back.searchParams.get('code') ?? '',
    codeVerifier: verifier,
    redirectUri,
  });
}

function publishRequest(tokens: TokenSet, key: string, message = 'Hello'): PublishRequest {
  return {
    idempotencyKey: key,
    sendAt: new Date(),
    account: { externalId: 'u_1', type: 'personal', metadata: {} },
    tokens,
    content: { message, title: '', images: [], video: null, callToAction: null, options: {}, extra: {} },
  };
}

async function failure(promise: Promise<unknown>): Promise<PublishError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PublishError);
  return error as PublishError;
}

describe('test network: OAuth 2.0 with PKCE', () => {
  it('redirects back with a code and the state, and exchanges the code with the verifier', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const back = await authorize(verifier, 'abc');
    expect(back.origin + back.pathname).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe('abc');
    const tokens = await provider.exchangeCode({
      code: back.searchParams.get('code') ?? '',
      codeVerifier: verifier,
      redirectUri,
    });
    expect(tokens.accessToken).toMatch(/^tna_/);
    expect(tokens.refreshToken).toMatch(/^tnr_/);
    expect(tokens.expiresAt!.getTime() - Date.now()).toBeGreaterThan(7100_000);
  });

  it('refuses a wrong verifier and a code used twice with invalid_grant (auth)', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const code = (await authorize(verifier)).searchParams.get('code') ?? '';
    const wrong = await failure(provider.exchangeCode({ code, codeVerifier: 'x'.repeat(43), redirectUri }));
    expect(wrong).toMatchObject({ kind: 'auth', networkCode: 'invalid_grant' });
    const again = await failure(provider.exchangeCode({ code, codeVerifier: verifier, redirectUri }));
    expect(again.message).toBe('The authorization code has already been used');
  });

  it('sends the browser back with access_denied when the user refuses', async () => {
    await fake.denyNextAuthorization();
    const back = await authorize('v'.repeat(43));
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('rotates refresh tokens: the new pair works, the old refresh token is refused', async () => {
    const tokens = await connect();
    const renewed = await provider.refresh(tokens);
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    expect(renewed.refreshToken).not.toBe(tokens.refreshToken);
    expect((await failure(provider.refresh(tokens))).kind).toBe('auth');
    await expect(provider.publish(publishRequest(renewed, 'k-rotated'))).resolves.toMatchObject({
      externalId: expect.any(String),
    });
  });

  it('refuses expired and revoked tokens with 401 invalid_token (auth)', async () => {
    const tokens = await connect();
    await fake.expireAccessTokens('u_1');
    expect(await failure(provider.publish(publishRequest(tokens, 'k-expired')))).toMatchObject({
      kind: 'auth',
      message: 'The access token has expired',
    });
    const renewed = await provider.refresh(tokens);
    await fake.revokeUser('u_1');
    expect((await failure(provider.publish(publishRequest(renewed, 'k-revoked')))).kind).toBe('auth');
    expect((await failure(provider.refresh(renewed))).kind).toBe('auth');
  });
});

describe('test network: accounts and posts', () => {
  it('offers the profile as personal and each page as a page with its own token', async () => {
    const offered = await provider.listConnectable(await connect());
    expect(offered.map((account) => [account.externalId, account.type, account.name])).toEqual([
      ['u_1', 'personal', 'Test User'],
      ['p_1', 'page', 'Test Page One'],
      ['p_2', 'page', 'Test Page Two'],
    ]);
    expect(offered[1]?.tokens).toMatchObject({
      accessToken: expect.stringMatching(/^tnp_/),
      refreshToken: null,
      expiresAt: null,
    });
    expect(offered[0]?.metadata).toMatchObject({ testNetworkId: 'u_1' });
  });

  it('publishes, and a repeated idempotency key returns the same post instead of another one', async () => {
    const tokens = await connect();
    const first = await provider.publish(publishRequest(tokens, 'k-1'));
    const again = await provider.publish(publishRequest(tokens, 'k-1'));
    expect(again).toEqual(first);
    expect(first.url).toBe(`${fake.url}/posts/${first.externalId}`);
    expect(await fake.stats()).toEqual({
      posts: 1,
      postsByKey: { 'k-1': 1 },
      requestsByKey: { 'k-1': 2 },
      commentsByKey: {},
    });
    expect(await provider.lookup!({ ...publishRequest(tokens, 'k-1') })).toEqual(first);
    expect(await provider.lookup!({ ...publishRequest(tokens, 'k-none') })).toBeNull();
  });

  it('creates a duplicate when idempotency is switched off, so tests can count duplicates', async () => {
    const tokens = await connect();
    await fake.setIdempotency(false);
    await provider.publish(publishRequest(tokens, 'k-dup'));
    await provider.publish(publishRequest(tokens, 'k-dup'));
    expect((await fake.stats()).postsByKey).toEqual({ 'k-dup': 2 });
  });

  it('posts to a page with the page token as the page', async () => {
    const offered = await provider.listConnectable(await connect());
    const page = offered[1]!;
    await provider.publish({
      ...publishRequest(page.tokens!, 'k-page'),
      account: { externalId: 'p_1', type: 'page', metadata: {} },
    });
    expect((await fake.posts())[0]).toMatchObject({ authorId: 'p_1', pageId: 'p_1', text: 'Hello' });
  });

  it('refuses text over 1000 characters as bad content with its reason', async () => {
    const error = await failure(
      provider.publish(publishRequest(await connect(), 'k-long', 'x'.repeat(1001))),
    );
    expect(error).toMatchObject({
      kind: 'bad_content',
      networkCode: 'text_too_long',
      message: 'Text must be at most 1000 characters',
    });
    expect((await fake.stats()).posts).toBe(0);
  });
});

describe('test network: scripted failures', () => {
  it('records a post whose answer is dropped: unconfirmed, and the lookup finds it', async () => {
    const tokens = await connect();
    await fake.script([{ dropAfterReceive: true }]);
    expect((await failure(provider.publish(publishRequest(tokens, 'k-drop')))).kind).toBe('unconfirmed');
    const [received] = await fake.posts();
    expect(received).toMatchObject({ idempotencyKey: 'k-drop', text: 'Hello', authorId: 'u_1' });
    expect(await provider.lookup!(publishRequest(tokens, 'k-drop'))).toEqual({
      externalId: received!.id,
      url: received!.url,
    });
  });

  it('records a post whose answer never comes: the send times out as unconfirmed', async () => {
    const tokens = await connect();
    await fake.script([{ hangAfterReceive: true }]);
    expect((await failure(provider.publish(publishRequest(tokens, 'k-hang')))).kind).toBe('unconfirmed');
    expect((await fake.stats()).postsByKey).toEqual({ 'k-hang': 1 });
  });

  it('answers scripted statuses without creating the post, then behaves again', async () => {
    const tokens = await connect();
    await fake.script([{ status: 503 }, { status: 429, resetInSeconds: 30 }]);
    expect((await failure(provider.publish(publishRequest(tokens, 'k-s')))).kind).toBe('transient');
    const limited = await failure(provider.publish(publishRequest(tokens, 'k-s')));
    expect(limited.kind).toBe('rate_limited');
    expect(limited.retryAt!.getTime() - Date.now()).toBeGreaterThan(28_000);
    await provider.publish(publishRequest(tokens, 'k-s'));
    expect(await fake.stats()).toMatchObject({ posts: 1, requestsByKey: { 'k-s': 3 } });
  });

  it('waits for a scripted delay and for the default latency', async () => {
    const tokens = await connect();
    await fake.script([{ delayMs: 150 }]);
    let started = Date.now();
    await provider.publish(publishRequest(tokens, 'k-slow'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    await fake.setLatency(100);
    started = Date.now();
    await provider.publish(publishRequest(tokens, 'k-latent'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('sends rate-limit headers and answers 429 past the limit', async () => {
    const tokens = await connect();
    await fake.setRateLimit(2, 60);
    const first = await fetch(`${fake.url}/v1/me`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(first.headers.get('x-rate-limit-limit')).toBe('2');
    expect(first.headers.get('x-rate-limit-remaining')).toBe('1');
    expect(Number(first.headers.get('x-rate-limit-reset'))).toBeGreaterThan(Date.now() / 1000);
    await provider.publish(publishRequest(tokens, 'k-r1'));
    expect((await failure(provider.publish(publishRequest(tokens, 'k-r2')))).kind).toBe('rate_limited');
  });

  it('takes the same control over HTTP from another process', async () => {
    const remote = connectTestNetwork(fake.url);
    const tokens = await remote.issueTokens('u_1');
    await remote.script([{ status: 500 }]);
    const minted: TokenSet = {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresAt: null,
    };
    expect((await failure(provider.publish(publishRequest(minted, 'k-remote')))).kind).toBe('transient');
    await provider.publish(publishRequest(minted, 'k-remote'));
    expect(await remote.stats()).toEqual({
      posts: 1,
      postsByKey: { 'k-remote': 1 },
      requestsByKey: { 'k-remote': 2 },
      commentsByKey: {},
    });
  });
});

describe('test network: followers', () => {
  it('tells how many follow a profile and a page, and null for an account that does not share it', async () => {
    const tokens = await connect();
    const [profile, page] = await provider.listConnectable(tokens);
    const asAccount = (offered: typeof profile) => ({
      externalId: offered!.externalId,
      type: offered!.type,
      metadata: offered!.metadata ?? {},
    });
    await fake.setFollowers(321, 'u_1');
    await fake.setFollowers(12, 'p_1');
    expect(await provider.readFollowers!({ account: asAccount(profile), tokens })).toBe(321);
    expect(await provider.readFollowers!({ account: asAccount(page), tokens: page!.tokens! })).toBe(12);
    await fake.setFollowers(null, 'p_1');
    expect(await provider.readFollowers!({ account: asAccount(page), tokens: page!.tokens! })).toBeNull();
    const answer = await fetch(`${fake.url}/v1/me/followers`, {
      headers: { authorization: `Bearer ${page!.tokens!.accessToken}` },
    });
    expect([answer.status, await answer.json()]).toEqual([
      403,
      { error: { code: 'followers_not_shared', message: 'This account does not share its follower count' } },
    ]);
  });

  it('answers 429 with its reset, and 401 for a revoked token', async () => {
    const tokens = await connect();
    const account = { externalId: 'u_1', type: 'personal' as const, metadata: {} };
    await fake.script([{ resetInSeconds: 90 }], 'GET /v1/me/followers');
    const limited = await failure(provider.readFollowers!({ account, tokens }));
    expect(limited.kind).toBe('rate_limited');
    expect(limited.retryAt!.getTime()).toBeGreaterThan(Date.now() + 80_000);
    await fake.revokeToken(tokens.accessToken);
    expect((await failure(provider.readFollowers!({ account, tokens }))).kind).toBe('auth');
  });
});

describe('provider registry', () => {
  it('has no test network unless TEST_NETWORK is on', async () => {
    const running = await startProviders({ testNetwork: { enabled: false, baseUrl: undefined } });
    expect(running.registry.has('testNetwork')).toBe(false);
    await running.close();
  });

  it('starts the fake in-process when the test network is on without a URL', async () => {
    const logged: string[] = [];
    const running = await startProviders(
      { testNetwork: { enabled: true, baseUrl: undefined } },
      { info: (message) => logged.push(message), warn: (message) => logged.push(message) },
      {},
    );
    const testNetwork = running.registry.get('testNetwork');
    expect(testNetwork?.isConfigured()).toBe(true);
    const url = /at (http:\/\/\S+);/.exec(logged[0] ?? '')?.[1];
    expect((await fetch(`${url}/__control/stats`, { method: 'POST' })).status).toBe(200);
    await running.close();
    await expect(fetch(`${url}/__control/stats`, { method: 'POST' })).rejects.toThrow();
  });

  it('uses the given URL when there is one', async () => {
    const running = await startProviders({ testNetwork: { enabled: true, baseUrl: fake.url } });
    expect(
      running.registry.get('testNetwork')?.authorizeUrl({ state: 's', codeChallenge: 'c', redirectUri }),
    ).toMatch(new RegExp(`^${fake.url}/oauth/authorize\\?`));
    await running.close();
  });
});
