import { randomBytes } from 'node:crypto';
import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { clientCredentials, redirectWith } from '../fake-oauth-store';
import type { FakeMastodon } from './fake-server';

const oauthError = (status: number, error: string, description: string): FakeAnswer => ({
  status,
  json: { error, error_description: description },
});

/**
 * Mastodon reads its parameters from a JSON body, a URL-encoded form or multipart form data alike
 * ("Form data parameters"): masto sends the app as JSON and the token request as multipart.
 */
async function paramsOf(request: FakeHttpRequest): Promise<URLSearchParams | FormData> {
  const json = request.json();
  if (!json) return request.form();
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(json))
    params.set(name, Array.isArray(value) ? value.join(' ') : String(value));
  return params;
}

/** POST /api/v1/apps: any caller may register an app with its redirect URIs and scopes. */
export async function registerApp(fake: FakeMastodon, request: FakeHttpRequest): Promise<FakeAnswer> {
  const form = await paramsOf(request);
  const name = form.get('client_name');
  const redirectUris = form.get('redirect_uris');
  if (typeof name !== 'string' || typeof redirectUris !== 'string')
    return { status: 422, json: { error: "Validation failed: Application name can't be blank" } };
  const app = {
    id: String(fake.apps.length + 1),
    clientId: randomBytes(12).toString('base64url'),
    clientSecret: randomBytes(24).toString('base64url'),
    redirectUris: redirectUris.split(/\s+/),
    scopes: String(form.get('scopes') ?? 'read'),
  };
  fake.apps.push(app);
  return {
    status: 200,
    json: {
      id: app.id,
      name,
      website: form.get('website'),
      // CredentialApplication: redirect_uri is kept for older clients beside the list.
      scopes: app.scopes.split(' '),
      redirect_uri: redirectUris,
      redirect_uris: app.redirectUris,
      client_id: app.clientId,
      client_secret: app.clientSecret,
    },
  };
}

/** GET /oauth/authorize: approves at once as the fake user; an unknown redirect URI is shown, not followed. */
export function authorizeMastodon(fake: FakeMastodon, request: FakeHttpRequest): FakeAnswer {
  const query = request.query;
  const app = fake.apps.find((candidate) => candidate.clientId === query.get('client_id'));
  const redirectUri = query.get('redirect_uri') ?? '';
  if (!app || !app.redirectUris.includes(redirectUri))
    return { status: 400, text: 'The redirect uri included is not valid.' };
  const state = query.get('state') ?? '';
  const code = fake.oauth.createCode({
    userId: fake.user.id,
    clientId: app.clientId,
    redirectUri,
    codeChallenge: query.get('code_challenge'),
  });
  return redirectWith(redirectUri, { code, state });
}

/** POST /oauth/token: the authorization_code grant; the client authenticates in the form. */
export async function tokenMastodon(fake: FakeMastodon, request: FakeHttpRequest): Promise<FakeAnswer> {
  const params = await paramsOf(request);
  const form = {
    get: (name: string) => (typeof params.get(name) === 'string' ? String(params.get(name)) : null),
  };
  const client = clientCredentials(request.header('authorization'), params);
  const app = fake.apps.find((candidate) => candidate.clientId === client.id);
  if (!app || app.clientSecret !== client.secret)
    return oauthError(401, 'invalid_client', 'Client authentication failed due to unknown client.');
  if (form.get('grant_type') !== 'authorization_code')
    return oauthError(400, 'unsupported_grant_type', 'The authorization grant type is not supported.');
  const issued = fake.oauth.redeemCode({
    code: form.get('code') ?? '',
    clientId: client.id,
    redirectUri: form.get('redirect_uri') ?? '',
    codeVerifier: form.get('code_verifier'),
  });
  if ('problem' in issued) return oauthError(400, 'invalid_grant', issued.problem);
  return {
    status: 200,
    json: {
      access_token: issued.accessToken,
      token_type: 'Bearer',
      scope: app.scopes,
      created_at: Math.floor(Date.now() / 1000),
    },
  };
}
