import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { clientCredentials, redirectWith, type FakeGrant } from '../fake-oauth-store';
import { fakeXClient, fakeXUser, type FakeX } from './fake-server';

/** The scopes the fake's app was granted (X's OAuth 2 scopes page): asking for another is refused. */
const xScopes = 'tweet.read tweet.write users.read offline.access media.write';
const grantedScopes = new Set(xScopes.split(' '));

const oauthError = (status: number, error: string, description: string): FakeAnswer => ({
  status,
  json: { error, error_description: description },
});

/** GET /i/oauth2/authorize: approves at once as the fake user (PKCE S256 required, as X does). */
export function authorizeX(fake: FakeX, request: FakeHttpRequest): FakeAnswer {
  const query = request.query;
  const redirectUri = query.get('redirect_uri') ?? '';
  if (query.get('client_id') !== fakeXClient.id || !/^https?:\/\//.test(redirectUri))
    return { status: 400, text: 'Something went wrong: the app or its callback URL is not valid.' };
  const state = query.get('state') ?? '';
  const challenge = query.get('code_challenge');
  if (query.get('code_challenge_method') !== 'S256' || !challenge)
    return redirectWith(redirectUri, { error: 'invalid_request', state });
  const scopes = new Set((query.get('scope') ?? '').split(' '));
  if (
    [...grantedScopes].some((scope) => !scopes.has(scope)) ||
    [...scopes].some((s) => !grantedScopes.has(s))
  )
    return redirectWith(redirectUri, { error: 'invalid_scope', state });
  const code = fake.oauth.createCode({
    userId: fakeXUser.id,
    clientId: fakeXClient.id,
    redirectUri,
    codeChallenge: challenge,
  });
  return redirectWith(redirectUri, { code, state });
}

const granted = (grant: FakeGrant): FakeAnswer => ({
  status: 200,
  json: {
    token_type: 'bearer',
    expires_in: grant.expiresIn,
    access_token: grant.accessToken,
    scope: xScopes,
    refresh_token: grant.refreshToken,
  },
});

/** POST /2/oauth2/token: a confidential client (Basic auth); X says invalid_request for a bad token. */
export function tokenX(fake: FakeX, request: FakeHttpRequest): FakeAnswer {
  const form = new URLSearchParams(request.text);
  const client = clientCredentials(request.header('authorization'), form);
  if (client.id !== fakeXClient.id || client.secret !== fakeXClient.secret)
    return oauthError(401, 'unauthorized_client', 'Missing valid authorization header');
  const grantType = form.get('grant_type');
  if (grantType === 'authorization_code') {
    const issued = fake.oauth.redeemCode({
      code: form.get('code') ?? '',
      clientId: client.id,
      redirectUri: form.get('redirect_uri') ?? '',
      codeVerifier: form.get('code_verifier'),
    });
    return 'problem' in issued ? oauthError(400, 'invalid_request', issued.problem) : granted(issued);
  }
  if (grantType === 'refresh_token') {
    const issued = fake.oauth.refresh(form.get('refresh_token') ?? '');
    return 'problem' in issued ? oauthError(400, 'invalid_request', issued.problem) : granted(issued);
  }
  return oauthError(400, 'invalid_request', 'Value passed for the grant_type was invalid.');
}
