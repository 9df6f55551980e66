import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { redirectWith, type FakeGrant } from '../fake-oauth-store';
import type { FakeTikTok } from './fake-server';

/** The scopes the fake's app was granted (TikTok's scopes reference): asking for another is refused. */
const tiktokScopes = 'user.info.basic,user.info.profile,video.publish';
const grantedScopes = new Set(tiktokScopes.split(','));

export const fakeTikTokClient = { key: 'aw-fake-client-key', secret: 'tiktok-client-secret' };
export const fakeTikTokUser = {
  openId: '-000OQWw4Vs_EVqU0bEZ4O3eDTr7NkQqHhD6',
  displayName: 'Kairos Clips',
  username: 'kairosclips',
};

/** GET /v2/auth/authorize/: approves at once as the fake creator, back with the code and state. */
export function authorizeTikTok(fake: FakeTikTok, request: FakeHttpRequest): FakeAnswer {
  const query = request.query;
  const redirectUri = query.get('redirect_uri') ?? '';
  if (query.get('client_key') !== fakeTikTokClient.key || !/^https?:\/\//.test(redirectUri))
    return { status: 400, text: 'client_key or redirect_uri is not valid' };
  const state = query.get('state') ?? '';
  const scopes = new Set((query.get('scope') ?? '').split(','));
  if (
    [...grantedScopes].some((scope) => !scopes.has(scope)) ||
    [...scopes].some((s) => !grantedScopes.has(s))
  )
    return redirectWith(redirectUri, {
      error: 'invalid_scope',
      error_description: 'Scope is not authorized',
      state,
    });
  const code = fake.oauth.createCode({
    userId: fakeTikTokUser.openId,
    clientId: fakeTikTokClient.key,
    redirectUri,
    codeChallenge: null,
  });
  return redirectWith(redirectUri, { code, scopes: tiktokScopes, state });
}

const refused = (error: string, description: string): FakeAnswer => ({
  status: 400,
  json: { error, error_description: description, log_id: `fake-${Date.now()}` },
});

const granted = (grant: FakeGrant): FakeAnswer => ({
  status: 200,
  json: {
    access_token: grant.accessToken,
    expires_in: grant.expiresIn,
    open_id: fakeTikTokUser.openId,
    refresh_expires_in: 31_536_000,
    refresh_token: grant.refreshToken,
    scope: tiktokScopes,
    token_type: 'Bearer',
  },
});

/** POST /v2/oauth/token/: client_key and client_secret in the form; refresh tokens rotate. */
export function tokenTikTok(fake: FakeTikTok, request: FakeHttpRequest): FakeAnswer {
  const form = new URLSearchParams(request.text);
  if (
    form.get('client_key') !== fakeTikTokClient.key ||
    form.get('client_secret') !== fakeTikTokClient.secret
  )
    return refused('invalid_client', 'Client key or secret is incorrect.');
  const grantType = form.get('grant_type');
  if (grantType === 'authorization_code') {
    const issued = fake.oauth.redeemCode({
      code: form.get('code') ?? '',
      clientId: fakeTikTokClient.key,
      redirectUri: form.get('redirect_uri') ?? '',
      codeVerifier: null,
    });
    return 'problem' in issued ? refused('invalid_grant', 'Authorization code is expired.') : granted(issued);
  }
  if (grantType === 'refresh_token') {
    const issued = fake.oauth.refresh(form.get('refresh_token') ?? '');
    return 'problem' in issued
      ? refused('invalid_grant', 'Refresh token is invalid or expired.')
      : granted(issued);
  }
  return refused('invalid_request', 'grant_type is not supported.');
}
