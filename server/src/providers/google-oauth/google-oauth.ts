import { z } from 'zod';
import type { HttpClient } from '../http-client';
import type { AuthorizeInput, TokenSet } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';

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

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().nullish(),
  refresh_token: z.string().nullish(),
  scope: z.string().nullish(),
});

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
  async function requestTokens(form: Record<string, string>, previousRefresh: string | null) {
    const answer = await http.request({
      method: 'POST',
      url: `${options.tokenBase}${googleTokenPath}`,
      form: { ...form, client_id: options.clientId ?? '', client_secret: options.clientSecret ?? '' },
    });
    const tokens = readAnswer(tokenAnswer, answer.body, 'transient', 'token answer');
    return {
      accessToken: tokens.access_token,
      // A refresh answer carries no refresh token: the one we have stays valid.
      refreshToken: tokens.refresh_token ?? previousRefresh,
      expiresAt: tokens.expires_in ? new Date(now().getTime() + tokens.expires_in * 1000) : null,
    };
  }

  return {
    isConfigured: () => Boolean(options.clientId && options.clientSecret),

    authorizeUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(`${options.authBase}${googleAuthorizePath}`);
      const params: Record<string, string> = {
        client_id: options.clientId ?? '',
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: scopes.join(' '),
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
      };
      if (codeChallenge)
        Object.assign(params, { code_challenge: codeChallenge, code_challenge_method: 'S256' });
      url.search = new URLSearchParams(params).toString();
      return url.toString();
    },

    exchangeCode: ({ code, codeVerifier, redirectUri }) =>
      requestTokens(
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
        },
        null,
      ),

    async refresh(tokens) {
      if (!tokens.refreshToken)
        throw new PublishError('auth', 'The access token expired and cannot be renewed', {
          networkCode: 'no_refresh_token',
        });
      return requestTokens(
        { grant_type: 'refresh_token', refresh_token: tokens.refreshToken },
        tokens.refreshToken,
      );
    },
  };
}
