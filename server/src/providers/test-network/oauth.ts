import { header, json, oauthError, type FakeAnswer, type FakeRequest } from './answers';
import type { FakeState } from './state';
import type { IssuedTokens } from './tokens';

function redirectTo(uri: string, params: Record<string, string>): FakeAnswer {
  const target = new URL(uri);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return { status: 302, headers: { location: target.toString() }, text: '' };
}

function isHttpUrl(value: string | null): value is string {
  if (!value) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * GET /oauth/authorize: approves at once as the authorizing user (a test may deny the next one).
 * As RFC 6749 4.1.2.1 says, a bad client or redirect URI is shown, never redirected to.
 */
export function authorize(state: FakeState, request: FakeRequest): FakeAnswer {
  const query = request.query;
  const redirectUri = query.get('redirect_uri');
  if (query.get('client_id') !== state.clientId) return { status: 400, text: 'Unknown client_id' };
  if (!isHttpUrl(redirectUri)) return { status: 400, text: 'Missing or invalid redirect_uri' };
  const back = (params: Record<string, string>) =>
    redirectTo(redirectUri, {
      ...params,
      ...(query.get('state') ? { state: query.get('state') ?? '' } : {}),
    });
  if (query.get('response_type') !== 'code') return back({ error: 'unsupported_response_type' });
  const codeChallenge = query.get('code_challenge');
  if (!codeChallenge || query.get('code_challenge_method') !== 'S256') {
    return back({ error: 'invalid_request', error_description: 'PKCE with S256 is required' });
  }
  if (state.takeDenial()) {
    return back({ error: 'access_denied', error_description: 'The user denied access' });
  }
  const code = state.tokens.createCode({
    userId: state.authorizingUser(),
    clientId: state.clientId,
    redirectUri,
    codeChallenge,
  });
  return back({ code });
}

function clientCredentials(request: FakeRequest, form: URLSearchParams): { id: string; secret: string } {
  const basic = /^Basic\s+(\S+)$/i.exec(header(request, 'authorization') ?? '');
  if (basic?.[1]) {
    const [id = '', secret = ''] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
    return { id: decodeURIComponent(id), secret: decodeURIComponent(secret) };
  }
  return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' };
}

const tokenAnswer = (issued: IssuedTokens): FakeAnswer =>
  json(
    200,
    {
      access_token: issued.accessToken,
      token_type: 'Bearer',
      expires_in: issued.expiresIn,
      refresh_token: issued.refreshToken,
      scope: 'profile pages posts offline_access',
    },
    { 'cache-control': 'no-store' },
  );

/** POST /oauth/token: the authorization_code (with PKCE) and refresh_token grants. */
export function token(state: FakeState, request: FakeRequest): FakeAnswer {
  if (!header(request, 'content-type')?.startsWith('application/x-www-form-urlencoded')) {
    return oauthError(400, 'invalid_request', 'The body must be form-encoded');
  }
  const form = new URLSearchParams(request.body);
  const client = clientCredentials(request, form);
  if (client.id !== state.clientId || client.secret !== state.clientSecret) {
    return oauthError(401, 'invalid_client', 'Client authentication failed');
  }
  const grantType = form.get('grant_type');
  if (grantType === 'authorization_code') {
    const code = form.get('code');
    const redirectUri = form.get('redirect_uri');
    const codeVerifier = form.get('code_verifier');
    if (!code || !redirectUri || !codeVerifier) {
      return oauthError(400, 'invalid_request', 'code, redirect_uri and code_verifier are required');
    }
    const issued = state.tokens.redeemCode({ code, clientId: client.id, redirectUri, codeVerifier });
    return 'problem' in issued ? oauthError(400, 'invalid_grant', issued.problem) : tokenAnswer(issued);
  }
  if (grantType === 'refresh_token') {
    const refreshToken = form.get('refresh_token');
    if (!refreshToken) return oauthError(400, 'invalid_request', 'refresh_token is required');
    const issued = state.tokens.refresh(refreshToken);
    return 'problem' in issued ? oauthError(400, 'invalid_grant', issued.problem) : tokenAnswer(issued);
  }
  return oauthError(400, 'unsupported_grant_type', `Unsupported grant_type ${grantType ?? ''}`.trim());
}
