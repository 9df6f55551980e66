import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { clientCredentials, redirectWith, type FakeGrant } from '../fake-oauth-store';
import { pinterestError, type FakePinterest } from './fake-server';

/** The scopes the fake's app was granted (Pinterest's scopes reference): asking for another is refused. */
const pinterestScopes = 'boards:read,pins:read,pins:write,user_accounts:read';
const grantedScopes = new Set(pinterestScopes.split(','));

export const fakePinterestApp = { id: '1500000', secret: 'pinterest-app-secret' };
export const fakePinterestUser = { id: '549755885175', username: 'kairosboards' };

/** GET /oauth/: approves at once as the fake user, back to the redirect URI with the code and state. */
export function authorizePinterest(fake: FakePinterest, request: FakeHttpRequest): FakeAnswer {
  const query = request.query;
  const redirectUri = query.get('redirect_uri') ?? '';
  if (query.get('client_id') !== fakePinterestApp.id || !/^https?:\/\//.test(redirectUri))
    return { status: 400, text: 'Invalid client_id or redirect_uri' };
  const state = query.get('state') ?? '';
  if (query.get('response_type') !== 'code')
    return redirectWith(redirectUri, { error: 'unsupported_response_type', state });
  const scopes = new Set((query.get('scope') ?? '').split(','));
  if (
    [...grantedScopes].some((scope) => !scopes.has(scope)) ||
    [...scopes].some((s) => !grantedScopes.has(s))
  )
    return redirectWith(redirectUri, { error: 'invalid_scope', state });
  const code = fake.oauth.createCode({
    userId: fakePinterestUser.id,
    clientId: fakePinterestApp.id,
    redirectUri,
    codeChallenge: null,
  });
  return redirectWith(redirectUri, { code, state });
}

const granted = (grant: FakeGrant, responseType: string): FakeAnswer => ({
  status: 200,
  json: {
    access_token: grant.accessToken,
    refresh_token: grant.refreshToken,
    response_type: responseType,
    token_type: 'bearer',
    expires_in: grant.expiresIn,
    refresh_token_expires_in: 5_184_000,
    scope: pinterestScopes,
  },
});

/**
 * POST /v5/oauth/token: the app's id and secret in HTTP Basic only; code or refresh token in the form.
 * Refresh tokens are continuous: each refresh answers a new one and the old stops working.
 */
export function tokenPinterest(fake: FakePinterest, request: FakeHttpRequest): FakeAnswer {
  const form = new URLSearchParams(request.text);
  const basic = request.header('authorization') ?? '';
  const client = clientCredentials(basic, new URLSearchParams());
  if (
    !/^Basic /i.test(basic) ||
    client.id !== fakePinterestApp.id ||
    client.secret !== fakePinterestApp.secret
  )
    return pinterestError(401, 2, 'Authentication failed.');
  const grantType = form.get('grant_type');
  if (grantType === 'authorization_code') {
    const issued = fake.oauth.redeemCode({
      code: form.get('code') ?? '',
      clientId: client.id,
      redirectUri: form.get('redirect_uri') ?? '',
      codeVerifier: null,
    });
    return 'problem' in issued
      ? pinterestError(400, 1, issued.problem)
      : granted(issued, 'authorization_code');
  }
  if (grantType === 'refresh_token') {
    const issued = fake.oauth.refresh(form.get('refresh_token') ?? '');
    return 'problem' in issued
      ? pinterestError(400, 1, 'Invalid refresh token.')
      : granted(issued, 'refresh_token');
  }
  return pinterestError(400, 1, 'Invalid grant_type.');
}
