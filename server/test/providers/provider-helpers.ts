import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Provider, PublishContent, PublishRequest, TokenSet } from '../../src/providers/provider';
import { PublishError } from '../../src/providers/publish-error';

export const redirectUri = 'http://kairos.test/api/accounts/connect/callback';

/** The browser's part of OAuth: open the authorize URL, follow the network's redirect back. */
export async function authorizeInBrowser(provider: Provider, uri = redirectUri, instance?: string) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const url = await provider.authorizeUrl({
    state: 'state-0001',
    codeChallenge: challenge,
    redirectUri: uri,
    instance,
  });
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status, await response.clone().text()).toBe(302);
  const back = new URL(response.headers.get('location') ?? '');
  expect(back.searchParams.get('state')).toBe('state-0001');
  return { code: back.searchParams.get('code') ?? '', verifier, back };
}

export async function connectThroughOAuth(provider: Provider, uri = redirectUri, instance?: string) {
  const { code, verifier } = await authorizeInBrowser(provider, uri, instance);
  return provider.exchangeCode({ code, codeVerifier: verifier, redirectUri: uri, instance });
}

export function content(overrides: Partial<PublishContent> = {}): PublishContent {
  return {
    message: 'Hello',
    title: '',
    images: [],
    video: null,
    callToAction: null,
    options: {},
    extra: {},
    ...overrides,
  };
}

export function publishRequest(
  tokens: TokenSet,
  overrides: Partial<PublishContent> = {},
  account: PublishRequest['account'] = { externalId: 'u', type: 'personal', metadata: {} },
  idempotencyKey = randomBytes(8).toString('hex'),
): PublishRequest {
  return { idempotencyKey, sendAt: new Date(), account, tokens, content: content(overrides) };
}

export async function failure(promise: Promise<unknown>): Promise<PublishError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PublishError);
  return error as PublishError;
}
