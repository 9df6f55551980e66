import { createHash, randomBytes } from 'node:crypto';

interface IssuedCode {
  userId: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
}

export interface FakeGrant {
  accessToken: string;
  refreshToken: string | null;
  expiresIn: number | null;
}

/**
 * Authorization codes (single use, PKCE S256 checked), access tokens with an expiry, and rotating
 * refresh tokens: the part of OAuth 2.0 the networks' fakes share.
 */
export class FakeOAuthStore {
  private readonly codes = new Map<string, IssuedCode>();
  private readonly access = new Map<string, { userId: string; expiresAt: number | null }>();
  private readonly refreshTokens = new Map<string, string>();

  constructor(
    private readonly settings: { accessTtlSeconds: number | null; refreshable: boolean; now: () => number },
  ) {}

  createCode(code: IssuedCode): string {
    const value = randomBytes(16).toString('hex');
    this.codes.set(value, code);
    return value;
  }

  /** RFC 6749 4.1.3 and RFC 7636 4.6: a code once, for its client, redirect URI and verifier. */
  redeemCode(input: {
    code: string;
    clientId: string;
    redirectUri: string;
    codeVerifier: string | null;
  }): FakeGrant | { problem: string } {
    const issued = this.codes.get(input.code);
    this.codes.delete(input.code);
    if (!issued || issued.clientId !== input.clientId) return { problem: 'Invalid authorization code' };
    if (issued.redirectUri !== input.redirectUri) return { problem: 'redirect_uri does not match' };
    if (issued.codeChallenge !== null) {
      const challenge = createHash('sha256')
        .update(input.codeVerifier ?? '')
        .digest('base64url');
      if (challenge !== issued.codeChallenge) return { problem: 'code_verifier does not match' };
    }
    return this.issue(issued.userId);
  }

  /** A used refresh token stops working: the network rotates them. */
  refresh(refreshToken: string): FakeGrant | { problem: string } {
    const userId = this.refreshTokens.get(refreshToken);
    if (!userId) return { problem: 'Value passed for the token was invalid.' };
    this.refreshTokens.delete(refreshToken);
    return this.issue(userId);
  }

  issue(userId: string): FakeGrant {
    const accessToken = randomBytes(16).toString('hex');
    const ttl = this.settings.accessTtlSeconds;
    this.access.set(accessToken, {
      userId,
      expiresAt: ttl === null ? null : this.settings.now() + ttl * 1000,
    });
    const refreshToken = this.settings.refreshable ? randomBytes(16).toString('hex') : null;
    if (refreshToken) this.refreshTokens.set(refreshToken, userId);
    return { accessToken, refreshToken, expiresIn: ttl };
  }

  /** The user an access token acts for, or null when it is unknown, revoked or expired. */
  userOf(accessToken: string | null): string | null {
    const found = accessToken ? this.access.get(accessToken) : undefined;
    if (!found || (found.expiresAt !== null && found.expiresAt <= this.settings.now())) return null;
    return found.userId;
  }

  /** Every access token stops working (a test of expiry or revocation); refresh tokens still do. */
  expireAll() {
    this.access.clear();
  }

  revokeAll() {
    this.access.clear();
    this.refreshTokens.clear();
  }
}

/** Client credentials from HTTP Basic (preferred by RFC 6749 2.3.1) or the form. */
export function clientCredentials(
  authorization: string | null,
  form: URLSearchParams | FormData,
): { id: string; secret: string } {
  const basic = /^Basic\s+(\S+)$/i.exec(authorization ?? '');
  if (basic?.[1]) {
    const [id = '', secret = ''] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
    return { id: decodeURIComponent(id), secret: decodeURIComponent(secret) };
  }
  const value = (name: string) => {
    const found = form.get(name);
    return typeof found === 'string' ? found : '';
  };
  return { id: value('client_id'), secret: value('client_secret') };
}

export function redirectWith(uri: string, params: Record<string, string>) {
  const target = new URL(uri);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return { status: 302, headers: { location: target.toString() }, text: '' };
}

/** A round avatar with a letter, so screens show a picture without the internet. */
export function fakeAvatar(letter: string, color: string) {
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="32" fill="${color}"/><text x="32" y="41" font-size="26" font-family="sans-serif" text-anchor="middle" fill="#fff">${letter}</text></svg>`;
  return { status: 200, text, headers: { 'content-type': 'image/svg+xml' } };
}
