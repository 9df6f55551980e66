import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { clientCredentials, redirectWith, type FakeGrant } from '../fake-oauth-store';
import type { FakeHootsuite } from './fake-server';

export const fakeHootsuiteClient = { id: 'hootsuite-client-id', secret: 'hootsuite-client-secret' };
export const fakeHootsuiteMember = {
  id: '21342345',
  fullName: 'Kairos Social Team',
  email: 'social@kairos.test',
};

/** GET /oauth2/auth: the member approves at once; back with the code and state. */
export function authorizeHootsuite(fake: FakeHootsuite, request: FakeHttpRequest): FakeAnswer {
  const query = request.query;
  const redirectUri = query.get('redirect_uri') ?? '';
  if (query.get('client_id') !== fakeHootsuiteClient.id || !/^https?:\/\//.test(redirectUri))
    return { status: 400, text: 'The client or its redirect URI is not valid.' };
  const state = query.get('state') ?? '';
  // Hootsuite's reference: state "is required and must be at least 8 characters long".
  if (state.length < 8) return redirectWith(redirectUri, { error: 'invalid_state', state });
  if (query.get('response_type') !== 'code')
    return redirectWith(redirectUri, { error: 'unsupported_response_type', state });
  const code = fake.oauth.createCode({
    userId: fakeHootsuiteMember.id,
    clientId: fakeHootsuiteClient.id,
    redirectUri,
    codeChallenge: null,
  });
  return redirectWith(redirectUri, { code, scope: query.get('scope') ?? '', state });
}

const oauthError = (status: number, error: string, description: string): FakeAnswer => ({
  status,
  json: { error, error_description: description, status_code: status },
});

const granted = (grant: FakeGrant): FakeAnswer => ({
  status: 200,
  json: {
    access_token: grant.accessToken,
    expires_in: grant.expiresIn,
    refresh_token: grant.refreshToken,
    scope: 'offline',
    token_type: 'bearer',
  },
});

/** POST /oauth2/token: client credentials only in HTTP Basic; refresh tokens are single use. */
export function tokenHootsuite(fake: FakeHootsuite, request: FakeHttpRequest): FakeAnswer {
  const form = new URLSearchParams(request.text);
  const authorization = request.header('authorization') ?? '';
  const client = clientCredentials(authorization, new URLSearchParams());
  if (
    !/^Basic /i.test(authorization) ||
    client.id !== fakeHootsuiteClient.id ||
    client.secret !== fakeHootsuiteClient.secret
  )
    return oauthError(401, 'invalid_client', 'Client authentication failed.');
  const grantType = form.get('grant_type');
  if (grantType === 'authorization_code') {
    const issued = fake.oauth.redeemCode({
      code: form.get('code') ?? '',
      clientId: client.id,
      redirectUri: form.get('redirect_uri') ?? '',
      codeVerifier: null,
    });
    return 'problem' in issued ? oauthError(400, 'invalid_grant', issued.problem) : granted(issued);
  }
  if (grantType === 'refresh_token') {
    const issued = fake.oauth.refresh(form.get('refresh_token') ?? '');
    return 'problem' in issued
      ? oauthError(400, 'invalid_grant', 'The refresh token is malformed, expired or was already used.')
      : granted(issued);
  }
  return oauthError(400, 'unsupported_grant_type', 'The grant type is not supported.');
}
