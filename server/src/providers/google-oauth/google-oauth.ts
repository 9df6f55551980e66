import type { HttpClient } from '../http-client';
import type { AuthorizeInput, TokenSet } from '../provider';
import { createOAuth2 } from '../oauth2';

/** One Google Cloud project's OAuth client, shared by YouTube and Google Business Profile. */
export interface GoogleOAuthOptions {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** https://accounts.google.com: where the user consents (/o/oauth2/v2/auth). */
  authBase: string;
  /** https://oauth2.googleapis.com: the token endpoint (/token). */
  tokenBase: string;
}

/** GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_AUTH_BASE, GOOGLE_TOKEN_BASE. */
export const googleOAuthOptionsFromEnv = (env: Record<string, string | undefined>): GoogleOAuthOptions => ({
  clientId: env.GOOGLE_CLIENT_ID,
  clientSecret: env.GOOGLE_CLIENT_SECRET,
  authBase: env.GOOGLE_AUTH_BASE ?? 'https://accounts.google.com',
  tokenBase: env.GOOGLE_TOKEN_BASE ?? 'https://oauth2.googleapis.com',
});

export const googleAuthorizePath = '/o/oauth2/v2/auth';
export const googleTokenPath = '/token';

export interface GoogleOAuth {
  isConfigured(): boolean;
  authorizeUrl(input: AuthorizeInput): string;
  exchangeCode(input: { code: string; codeVerifier: string | null; redirectUri: string }): Promise<TokenSet>;
  refresh(tokens: TokenSet): Promise<TokenSet>;
}

/**
 * Google's OAuth 2.0 for web server apps: access_type=offline with prompt=consent, so every consent
 * (a reconnect too) returns a refresh token; PKCE S256 on top of the client secret. Access tokens last
 * an hour; refresh tokens do not rotate and work until revoked, or until Google answers invalid_grant
 * (revoked, password changed, unused for six months, or a Testing app's seven days).
 */
export function createGoogleOAuth(
  http: HttpClient,
  options: GoogleOAuthOptions,
  scopes: readonly string[],
  now: () => Date,
): GoogleOAuth {
  const oauth = createOAuth2({
    http,
    now,
    authorizeUrl: `${options.authBase}${googleAuthorizePath}`,
    tokenUrl: `${options.tokenBase}${googleTokenPath}`,
    client: { id: options.clientId ?? '', secret: options.clientSecret ?? '' },
    scope: scopes.join(' '),
    clientAuth: 'form',
    pkce: true,
    authorizeParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
    // A refresh answer carries no refresh token: the one we have stays valid.
    keepRefreshToken: true,
  });
  return { isConfigured: () => Boolean(options.clientId && options.clientSecret), ...oauth };
}
