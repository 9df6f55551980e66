import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { redirectWith, type FakeGrant } from '../fake-oauth-store';
import type { FakeTikTok } from './fake-server';

/**
 * The scopes a newly registered app is approved for: Login Kit's user.info.basic and the Content
 * Posting API's video.publish (Direct Post) and video.upload (Upload). TikTok no longer approves the
 * Display API (user.info.profile, user.info.stats, video.list) for new apps (NETWORKS.md, issue 31).
 */
export const fakeTikTokNewAppScopes = ['user.info.basic', 'video.publish', 'video.upload'];
/** An app approved for the Display API too, as older apps are: the metrics tests run on one. */
export const fakeTikTokDisplayApiScopes = [
  ...fakeTikTokNewAppScopes,
  'user.info.profile',
  'user.info.stats',
  'video.list',
];

export const fakeTikTokClient = { key: 'aw-fake-client-key', secret: 'tiktok-client-secret' };
export const fakeTikTokUser = {
  openId: '-000OQWw4Vs_EVqU0bEZ4O3eDTr7NkQqHhD6',
  displayName: 'Kairos Clips',
  username: 'kairosclips',
};

/**
 * GET /v2/auth/authorize/: approves at once as the fake creator, back with the code and state. A
 * scope the app is not approved for refuses the whole login, as TikTok does. A connection is granted
 * what it asked for, and each endpoint checks its own scope.
 */
export function authorizeTikTok(fake: FakeTikTok, request: FakeHttpRequest): FakeAnswer {
  const query = request.query;
  const redirectUri = query.get('redirect_uri') ?? '';
  if (query.get('client_key') !== fakeTikTokClient.key || !/^https?:\/\//.test(redirectUri))
    return { status: 400, text: 'client_key or redirect_uri is not valid' };
  const state = query.get('state') ?? '';
  const scopes = [...new Set((query.get('scope') ?? '').split(','))];
  if (scopes.some((scope) => !fake.approvedScopes.includes(scope)))
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
  fake.grants.set(code, scopes);
  return redirectWith(redirectUri, { code, scopes: scopes.join(','), state });
}

const refused = (error: string, description: string): FakeAnswer => ({
  status: 400,
  json: { error, error_description: description, log_id: `fake-${Date.now()}` },
});

/** The tokens issued, carrying the scopes of the grant they come from. */
function granted(fake: FakeTikTok, grant: FakeGrant, scopes: string[]): FakeAnswer {
  fake.grants.set(grant.accessToken, scopes);
  if (grant.refreshToken) fake.grants.set(grant.refreshToken, scopes);
  return {
    status: 200,
    json: {
      access_token: grant.accessToken,
      expires_in: grant.expiresIn,
      open_id: fakeTikTokUser.openId,
      refresh_expires_in: 31_536_000,
      refresh_token: grant.refreshToken,
      scope: scopes.join(','),
      token_type: 'Bearer',
    },
  };
}

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
    const code = form.get('code') ?? '';
    const issued = fake.oauth.redeemCode({
      code,
      clientId: fakeTikTokClient.key,
      redirectUri: form.get('redirect_uri') ?? '',
      codeVerifier: null,
    });
    return 'problem' in issued
      ? refused('invalid_grant', 'Authorization code is expired.')
      : granted(fake, issued, fake.grants.get(code) ?? []);
  }
  if (grantType === 'refresh_token') {
    const refreshToken = form.get('refresh_token') ?? '';
    const issued = fake.oauth.refresh(refreshToken);
    return 'problem' in issued
      ? refused('invalid_grant', 'Refresh token is invalid or expired.')
      : granted(fake, issued, fake.grants.get(refreshToken) ?? []);
  }
  return refused('invalid_request', 'grant_type is not supported.');
}
