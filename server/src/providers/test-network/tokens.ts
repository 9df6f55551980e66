import { createHash, randomBytes } from 'node:crypto';

/** Who a token acts for: a user, or one of the user's pages (page tokens, as Facebook issues them). */
export interface TokenGrant {
  userId: string;
  pageId: string | null;
}

interface TokenRecord extends TokenGrant {
  kind: 'access' | 'refresh';
  /** Epoch ms; null for tokens that do not expire (page tokens, refresh tokens). */
  expiresAt: number | null;
  revoked: boolean;
}

export interface CodeRecord {
  userId: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  expiresAt: number;
  used: boolean;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string | null;
  /** Seconds; null when the token does not expire. */
  expiresIn: number | null;
}

export type TokenCheck = { grant: TokenGrant } | { problem: string };

const codeTtlMs = 10 * 60 * 1000;

export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** The fake's authorization server state: codes, access and refresh tokens, revocations. */
export function createTokenStore(options: { accessTokenTtlSeconds: number; now: () => number }) {
  const tokens = new Map<string, TokenRecord>();
  const codes = new Map<string, CodeRecord>();
  const mint = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

  function issue(grant: TokenGrant): IssuedTokens {
    const accessToken = mint(grant.pageId ? 'tnp' : 'tna');
    if (grant.pageId) {
      tokens.set(accessToken, { ...grant, kind: 'access', expiresAt: null, revoked: false });
      return { accessToken, refreshToken: null, expiresIn: null };
    }
    const expiresIn = options.accessTokenTtlSeconds;
    tokens.set(accessToken, {
      ...grant,
      kind: 'access',
      expiresAt: options.now() + expiresIn * 1000,
      revoked: false,
    });
    const refreshToken = mint('tnr');
    tokens.set(refreshToken, { ...grant, kind: 'refresh', expiresAt: null, revoked: false });
    return { accessToken, refreshToken, expiresIn };
  }

  function check(token: string | null, kind: TokenRecord['kind']): TokenCheck {
    const record = token ? tokens.get(token) : undefined;
    if (!record || record.kind !== kind) return { problem: `The ${kind} token is not valid` };
    if (record.revoked) return { problem: `The ${kind} token has been revoked` };
    if (record.expiresAt !== null && record.expiresAt <= options.now()) {
      return { problem: `The ${kind} token has expired` };
    }
    return { grant: { userId: record.userId, pageId: record.pageId } };
  }

  function createCode(input: Omit<CodeRecord, 'expiresAt' | 'used'>): string {
    const code = mint('tnc');
    codes.set(code, { ...input, expiresAt: options.now() + codeTtlMs, used: false });
    return code;
  }

  /** RFC 6749 4.1.3 and RFC 7636 4.6: single use, same client and redirect URI, S256 of the verifier. */
  function redeemCode(input: {
    code: string;
    clientId: string;
    redirectUri: string;
    codeVerifier: string;
  }): IssuedTokens | { problem: string } {
    const record = codes.get(input.code);
    if (!record) return { problem: 'The authorization code is not valid' };
    if (record.used) return { problem: 'The authorization code has already been used' };
    record.used = true;
    if (record.expiresAt <= options.now()) return { problem: 'The authorization code has expired' };
    if (record.clientId !== input.clientId || record.redirectUri !== input.redirectUri) {
      return { problem: 'The redirect URI does not match the authorization request' };
    }
    if (s256(input.codeVerifier) !== record.codeChallenge) {
      return { problem: 'The code verifier does not match the code challenge' };
    }
    return issue({ userId: record.userId, pageId: null });
  }

  /** Rotation: the refresh token works once; its successor comes with the new access token. */
  function refresh(refreshToken: string): IssuedTokens | { problem: string } {
    const checked = check(refreshToken, 'refresh');
    if ('problem' in checked) return checked;
    const record = tokens.get(refreshToken);
    if (record) record.revoked = true;
    return issue(checked.grant);
  }

  function revokeToken(token: string): void {
    const record = tokens.get(token);
    if (record) record.revoked = true;
  }

  /** The user removed the app: every token of the user and of the user's pages dies. */
  function revokeUser(userId: string): void {
    for (const record of tokens.values()) if (record.userId === userId) record.revoked = true;
  }

  function expireAccessTokens(userId?: string): void {
    for (const record of tokens.values()) {
      if (record.kind === 'access' && record.expiresAt !== null && (!userId || record.userId === userId)) {
        record.expiresAt = options.now() - 1;
      }
    }
  }

  return {
    issue,
    check,
    createCode,
    redeemCode,
    refresh,
    revokeToken,
    revokeUser,
    expireAccessTokens,
    issuedTokens: () => [...tokens.keys()],
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
