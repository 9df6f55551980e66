import { randomBytes } from 'node:crypto';
import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { redirectWith } from '../fake-oauth-store';

export const fakeThreadsApp = { id: '990602627938098', secret: 'threads-app-secret' };

const shortLivedSeconds = 3600;
const longLivedSeconds = 60 * 24 * 3600;

interface Token {
  userId: string;
  longLived: boolean;
  expiresAt: number;
  /** The permissions the user granted at authorization; a token renewed from it keeps them. */
  scopes: string[];
}

/** A Graph error body, as Threads answers it. */
export const graphError = (
  status: number,
  code: number,
  message: string,
  extra: { subcode?: number; transient?: boolean; headers?: Record<string, string> } = {},
): FakeAnswer => ({
  status,
  json: {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(extra.subcode ? { error_subcode: extra.subcode } : {}),
      ...(extra.transient !== undefined ? { is_transient: extra.transient } : {}),
      fbtrace_id: `A${randomBytes(8).toString('hex')}`,
    },
  },
  ...(extra.headers ? { headers: extra.headers } : {}),
});

/** The code exchange's own error shape. */
const codeError = (message: string): FakeAnswer => ({
  status: 400,
  json: { error_type: 'OAuthException', code: 400, error_message: message },
});

/**
 * Threads' OAuth: the authorization window, the code for a one-hour token, th_exchange_token for a
 * 60-day token, and th_refresh_token for another 60 days.
 */
export class FakeThreadsOAuth {
  private readonly codes = new Map<string, { redirectUri: string; scopes: string[] }>();
  readonly tokens = new Map<string, Token>();

  constructor(
    private readonly now: () => number,
    readonly userId: string,
  ) {}

  authorize(request: FakeHttpRequest): FakeAnswer {
    const query = request.query;
    const redirectUri = query.get('redirect_uri') ?? '';
    if (query.get('client_id') !== fakeThreadsApp.id || !/^https?:\/\//.test(redirectUri))
      return { status: 400, text: 'Invalid platform app' };
    const state = query.get('state') ?? '';
    const scopes = (query.get('scope') ?? '').split(',');
    if (query.get('response_type') !== 'code' || !scopes.includes('threads_basic'))
      return redirectWith(redirectUri, { error: 'invalid_request', state });
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, { redirectUri, scopes });
    return redirectWith(redirectUri, { code, state });
  }

  /** POST /oauth/access_token: the code for a short-lived token and the user id. */
  async exchangeCode(request: FakeHttpRequest): Promise<FakeAnswer> {
    const form = new URLSearchParams(request.text);
    if (form.get('client_id') !== fakeThreadsApp.id || form.get('client_secret') !== fakeThreadsApp.secret)
      return codeError('Invalid client_secret');
    const code = this.codes.get(form.get('code') ?? '');
    this.codes.delete(form.get('code') ?? '');
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !code ||
      code.redirectUri !== form.get('redirect_uri')
    )
      return codeError('Invalid authorization code');
    const accessToken = this.issue(false, code.scopes);
    return { status: 200, json: { access_token: accessToken, user_id: Number(this.userId) } };
  }

  /** GET /access_token?grant_type=th_exchange_token. */
  exchangeToken(request: FakeHttpRequest): FakeAnswer {
    const query = request.query;
    if (
      query.get('grant_type') !== 'th_exchange_token' ||
      query.get('client_secret') !== fakeThreadsApp.secret
    )
      return graphError(400, 100, 'Invalid grant_type or client_secret');
    const found = this.check(query.get('access_token'));
    if ('status' in found) return found;
    return this.longLived(this.issue(true, found.scopes));
  }

  /** GET /refresh_access_token?grant_type=th_refresh_token: only a long-lived token that has not expired. */
  refresh(request: FakeHttpRequest): FakeAnswer {
    if (request.query.get('grant_type') !== 'th_refresh_token')
      return graphError(400, 100, 'Invalid grant_type');
    const found = this.check(request.query.get('access_token'));
    if ('status' in found) return found;
    if (!found.longLived)
      return graphError(400, 190, 'Only long-lived tokens can be refreshed', { subcode: 467 });
    return this.longLived(this.issue(true, found.scopes));
  }

  private longLived(token: string): FakeAnswer {
    return {
      status: 200,
      json: { access_token: token, token_type: 'bearer', expires_in: longLivedSeconds - 56 },
    };
  }

  private issue(longLived: boolean, scopes: string[]): string {
    const token = `TH${randomBytes(24).toString('hex')}`;
    const ttl = longLived ? longLivedSeconds : shortLivedSeconds;
    this.tokens.set(token, { userId: this.userId, longLived, expiresAt: this.now() + ttl * 1000, scopes });
    return token;
  }

  /** The token's grant, or Graph's 190 for it. */
  check(token: string | null): Token | FakeAnswer {
    const found = token ? this.tokens.get(token) : undefined;
    if (!found) return graphError(400, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (found.expiresAt <= this.now())
      return graphError(400, 190, 'Error validating access token: Session has expired.', { subcode: 463 });
    return found;
  }

  expireAll() {
    for (const token of this.tokens.values()) token.expiresAt = 0;
  }
}
