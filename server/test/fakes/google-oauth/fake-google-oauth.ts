import { createHash, randomBytes } from 'node:crypto';
import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { clientCredentials, redirectWith } from '../fake-oauth-store';

// Google's OAuth 2.0 endpoints (developers.google.com/identity/protocols/oauth2/web-server).
const googleAuthorizePath = '/o/oauth2/v2/auth';
const googleTokenPath = '/token';

export const fakeGoogleClient = {
  id: 'google-client-id.apps.googleusercontent.com',
  secret: 'google-secret',
};

interface Code {
  clientId: string;
  redirectUri: string;
  challenge: string | null;
  scopes: string[];
  offline: boolean;
}

interface Grant {
  scopes: string[];
  expiresAt: number;
}

const tokenError = (status: number, error: string, description: string): FakeAnswer => ({
  status,
  json: { error, error_description: description },
});

/**
 * Google's OAuth server for one fake user: the consent page approves at once; codes are single use
 * (PKCE checked when a challenge was sent); access tokens last 3599 s and carry their scopes; refresh
 * tokens never rotate and work until revoked, and are issued only with access_type=offline, on the
 * first consent or with prompt=consent (as Google does).
 */
export class FakeGoogleAccounts {
  private readonly codes = new Map<string, Code>();
  private readonly access = new Map<string, Grant>();
  private readonly refreshTokens = new Map<string, string[]>();
  private consented = false;
  /** The scopes the consent screen grants; a test may leave one out (the user unticked it). */
  grantOnly: string[] | null = null;
  /** What the consent screen answers instead of approving (access_denied). */
  denyWith: string | null = null;

  constructor(
    private readonly requiredScopes: readonly string[],
    private readonly now: () => number = Date.now,
  ) {}

  handles(request: FakeHttpRequest): boolean {
    return request.route === `GET ${googleAuthorizePath}` || request.route === `POST ${googleTokenPath}`;
  }

  handle(request: FakeHttpRequest): FakeAnswer | Promise<FakeAnswer> {
    return request.method === 'GET' ? this.authorize(request) : this.token(request);
  }

  /** Whether an access token is live and was granted this scope. */
  allows(accessToken: string | null, scope: string): 'ok' | 'invalid' | 'scope' {
    const grant = accessToken ? this.access.get(accessToken) : undefined;
    if (!grant || grant.expiresAt <= this.now()) return 'invalid';
    return grant.scopes.includes(scope) ? 'ok' : 'scope';
  }

  expireAll() {
    this.access.clear();
  }

  /** The user removed the app's access (myaccount.google.com/permissions). */
  revokeAll() {
    this.access.clear();
    this.refreshTokens.clear();
  }

  private authorize(request: FakeHttpRequest): FakeAnswer {
    const query = request.query;
    const redirectUri = query.get('redirect_uri') ?? '';
    if (query.get('client_id') !== fakeGoogleClient.id)
      return { status: 401, text: 'Error 401: invalid_client. The OAuth client was not found.' };
    if (!/^https?:\/\//.test(redirectUri)) return { status: 400, text: 'Error 400: redirect_uri_mismatch' };
    const state = query.get('state') ?? '';
    if (query.get('response_type') !== 'code')
      return redirectWith(redirectUri, { error: 'unsupported_response_type', state });
    const asked = (query.get('scope') ?? '').split(' ').filter(Boolean);
    if (this.requiredScopes.some((scope) => !asked.includes(scope)))
      return redirectWith(redirectUri, { error: 'invalid_scope', state });
    if (this.denyWith) return redirectWith(redirectUri, { error: this.denyWith, state });
    const challenge = query.get('code_challenge');
    if (challenge && query.get('code_challenge_method') !== 'S256')
      return redirectWith(redirectUri, { error: 'invalid_request', state });
    const offline =
      query.get('access_type') === 'offline' && (!this.consented || query.get('prompt') === 'consent');
    this.consented = true;
    const code = `4/${randomBytes(16).toString('base64url')}`;
    this.codes.set(code, {
      clientId: fakeGoogleClient.id,
      redirectUri,
      challenge,
      scopes: this.grantOnly ?? asked,
      offline,
    });
    return redirectWith(redirectUri, { code, state, scope: asked.join(' ') });
  }

  private async token(request: FakeHttpRequest): Promise<FakeAnswer> {
    const form = new URLSearchParams(request.text);
    const client = clientCredentials(request.header('authorization'), form);
    if (client.id !== fakeGoogleClient.id || client.secret !== fakeGoogleClient.secret)
      return tokenError(401, 'invalid_client', 'Unauthorized');
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') return this.redeem(form);
    if (grantType === 'refresh_token') {
      const scopes = this.refreshTokens.get(form.get('refresh_token') ?? '');
      if (!scopes) return tokenError(400, 'invalid_grant', 'Token has been expired or revoked.');
      return { status: 200, json: { ...this.issueAccess(scopes), token_type: 'Bearer' } };
    }
    return tokenError(400, 'unsupported_grant_type', `Invalid grant_type: ${grantType ?? ''}`);
  }

  private redeem(form: URLSearchParams): FakeAnswer {
    const value = form.get('code') ?? '';
    const code = this.codes.get(value);
    this.codes.delete(value);
    if (!code) return tokenError(400, 'invalid_grant', 'Malformed auth code.');
    if (code.redirectUri !== form.get('redirect_uri'))
      return tokenError(400, 'redirect_uri_mismatch', 'Bad Request');
    if (code.challenge) {
      const verifier = form.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== code.challenge)
        return tokenError(400, 'invalid_grant', 'Invalid code verifier.');
    }
    let refresh: string | undefined;
    if (code.offline) {
      refresh = `1//${randomBytes(24).toString('base64url')}`;
      this.refreshTokens.set(refresh, code.scopes);
    }
    return {
      status: 200,
      json: {
        ...this.issueAccess(code.scopes),
        ...(refresh ? { refresh_token: refresh } : {}),
        token_type: 'Bearer',
      },
    };
  }

  private issueAccess(scopes: string[]) {
    const token = `ya29.${randomBytes(24).toString('base64url')}`;
    this.access.set(token, { scopes, expiresAt: this.now() + 3599_000 });
    return { access_token: token, expires_in: 3599, scope: scopes.join(' ') };
  }
}

/** Google's answer to a missing, expired or revoked access token on any API. */
export const googleUnauthenticated = (): FakeAnswer => ({
  status: 401,
  headers: { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
  json: {
    error: {
      code: 401,
      message:
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      errors: [
        {
          message: 'Invalid Credentials',
          domain: 'global',
          reason: 'authError',
          location: 'Authorization',
          locationType: 'header',
        },
      ],
      status: 'UNAUTHENTICATED',
    },
  },
});

/** Google's answer to a token without the API's scope. */
export const googleInsufficientScope = (): FakeAnswer => ({
  status: 403,
  headers: { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="insufficient_scope"' },
  json: {
    error: {
      code: 403,
      message: 'Request had insufficient authentication scopes.',
      errors: [{ message: 'Insufficient Permission', domain: 'global', reason: 'insufficientPermissions' }],
      status: 'PERMISSION_DENIED',
    },
  },
});

/** A Google API error body: `{error: {code, message, errors: [{message, domain, reason}], status}}`. */
export const googleApiError = (
  code: number,
  reason: string,
  message: string,
  options: { domain?: string; status?: string; headers?: Record<string, string> } = {},
): FakeAnswer => ({
  status: code,
  ...(options.headers ? { headers: options.headers } : {}),
  json: {
    error: {
      code,
      message,
      errors: [{ message, domain: options.domain ?? 'global', reason }],
      ...(options.status ? { status: options.status } : {}),
    },
  },
});
