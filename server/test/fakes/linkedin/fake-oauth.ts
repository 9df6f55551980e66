import { randomBytes } from 'node:crypto';
import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { redirectWith } from '../fake-oauth-store';

/**
 * LinkedIn grants scopes per app through its products, and the Community Management API must be the
 * only product on its app: a member app (Sign In with LinkedIn using OpenID Connect, Share on
 * LinkedIn) and a pages app are two apps. An authorize request naming one scope the app lacks is
 * refused whole with unauthorized_scope_error (learn.microsoft.com/linkedin/shared/authentication/
 * authorization-code-flow, "Step 2"; the Community Management API's "Requirements").
 */
export const fakeLinkedInClient = {
  id: 'linkedin-client-id',
  secret: 'linkedin-client-secret',
  scopes: ['openid', 'profile', 'email', 'w_member_social'],
};
export const fakeLinkedInPagesClient = {
  id: 'linkedin-pages-client-id',
  secret: 'linkedin-pages-client-secret',
  scopes: [
    'r_basicprofile',
    'w_member_social',
    'r_member_social',
    'rw_organization_admin',
    'r_organization_social',
    'w_organization_social',
  ],
};
const apps = [fakeLinkedInClient, fakeLinkedInPagesClient];

/** "access 60 days; refresh 365 days, not extended" (NETWORKS.md and programmatic refresh tokens). */
const accessTtlSeconds = 60 * 24 * 3600;
const refreshTtlSeconds = 365 * 24 * 3600;

interface AccessToken {
  memberId: string;
  scopes: string[];
  expiresAt: number;
}

/**
 * LinkedIn's OAuth 2.0: single-use codes bound to the redirect URI, 60-day access tokens, and refresh
 * tokens that keep their first expiry (a refresh mints a new access token, never a new refresh token).
 */
export class FakeLinkedInOAuth {
  private readonly codes = new Map<
    string,
    { memberId: string; redirectUri: string; scopes: string[]; clientId: string }
  >();
  private readonly access = new Map<string, AccessToken>();
  private readonly refreshTokens = new Map<
    string,
    { memberId: string; scopes: string[]; expiresAt: number; clientId: string }
  >();

  constructor(
    private readonly now: () => number,
    readonly memberId: string,
  ) {}

  authorize(request: FakeHttpRequest): FakeAnswer {
    const query = request.query;
    const redirectUri = query.get('redirect_uri') ?? '';
    const app = apps.find((candidate) => candidate.id === query.get('client_id'));
    if (!app || !/^https?:\/\//.test(redirectUri))
      return { status: 400, text: 'Bummer, something went wrong. The redirect_uri does not match.' };
    const state = query.get('state') ?? '';
    if (query.get('response_type') !== 'code')
      return redirectWith(redirectUri, { error: 'invalid_request', state });
    const scopes = (query.get('scope') ?? '').split(/[ ,]+/).filter(Boolean);
    if (scopes.length === 0) return redirectWith(redirectUri, { error: 'invalid_scope', state });
    const refused = scopes.find((scope) => !app.scopes.includes(scope));
    if (refused)
      return redirectWith(redirectUri, {
        error: 'unauthorized_scope_error',
        error_description: `Scope "${refused}" is not authorized for your application`,
        state,
      });
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, { memberId: this.memberId, redirectUri, scopes, clientId: app.id });
    return redirectWith(redirectUri, { code, state });
  }

  /** POST /oauth/v2/accessToken: client id and secret in the form, as LinkedIn documents. */
  token(request: FakeHttpRequest): FakeAnswer {
    const form = new URLSearchParams(request.text);
    const app = apps.find((candidate) => candidate.id === form.get('client_id'));
    if (!app || form.get('client_secret') !== app.secret)
      return oauthError(401, 'invalid_client', 'Client authentication failed');
    if (form.get('grant_type') === 'authorization_code') {
      const code = this.codes.get(form.get('code') ?? '');
      this.codes.delete(form.get('code') ?? '');
      if (!code || code.redirectUri !== form.get('redirect_uri') || code.clientId !== app.id)
        return oauthError(
          400,
          'invalid_request',
          'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired. Or external member binding exists',
        );
      const refreshToken = randomBytes(16).toString('hex');
      const refreshExpiresAt = this.now() + refreshTtlSeconds * 1000;
      this.refreshTokens.set(refreshToken, {
        memberId: code.memberId,
        scopes: code.scopes,
        expiresAt: refreshExpiresAt,
        clientId: app.id,
      });
      return this.grant(code.memberId, code.scopes, refreshToken, refreshExpiresAt);
    }
    if (form.get('grant_type') === 'refresh_token') {
      const value = form.get('refresh_token') ?? '';
      const found = this.refreshTokens.get(value);
      // A refresh token works only with the app that was granted it.
      if (!found || found.expiresAt <= this.now() || found.clientId !== app.id)
        return oauthError(
          400,
          'invalid_grant',
          'The provided authorization grant or refresh token is invalid, expired or revoked.',
        );
      return this.grant(found.memberId, found.scopes, value, found.expiresAt);
    }
    return oauthError(400, 'unsupported_grant_type', 'The grant_type is not supported');
  }

  private grant(
    memberId: string,
    scopes: string[],
    refreshToken: string,
    refreshExpiresAt: number,
  ): FakeAnswer {
    const accessToken = randomBytes(24).toString('hex');
    this.access.set(accessToken, { memberId, scopes, expiresAt: this.now() + accessTtlSeconds * 1000 });
    return {
      status: 200,
      json: {
        access_token: accessToken,
        expires_in: accessTtlSeconds,
        refresh_token: refreshToken,
        refresh_token_expires_in: Math.floor((refreshExpiresAt - this.now()) / 1000),
        scope: scopes.join(','),
      },
    };
  }

  /** The token's grant, or the 401 LinkedIn answers for it. */
  check(token: string | null): AccessToken | FakeAnswer {
    const found = token ? this.access.get(token) : undefined;
    if (!found) return restError(401, 65600, 'INVALID_ACCESS_TOKEN', 'Invalid access token');
    if (found.expiresAt <= this.now())
      return restError(401, 65602, 'EXPIRED_ACCESS_TOKEN', 'The token used in the request has expired');
    return found;
  }

  /** Every access token has expired (refresh tokens still work). */
  expireAll() {
    for (const token of this.access.values()) token.expiresAt = 0;
  }

  /** The member revoked the app: nothing works any more. */
  revokeAll() {
    this.access.clear();
    this.refreshTokens.clear();
  }
}

const oauthError = (status: number, error: string, description: string): FakeAnswer => ({
  status,
  json: { error, error_description: description },
});

/** LinkedIn's REST error body. */
export const restError = (
  status: number,
  serviceErrorCode: number,
  code: string,
  message: string,
  headers?: Record<string, string>,
): FakeAnswer => ({
  status,
  json: { status, serviceErrorCode, code, message },
  ...(headers ? { headers } : {}),
});
