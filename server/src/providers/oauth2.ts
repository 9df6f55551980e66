import { z } from 'zod';
import type { HttpClient } from './http-client';
import type { AuthorizeInput, TokenSet } from './provider';
import { PublishError } from './publish-error';
import { readAnswer } from './read-answer';

/** RFC 6749 5.1: the token answer every network sends, with the fields some leave out. */
const tokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().nullish(),
  expires_in: z.coerce.number().nullish(),
  scope: z.string().nullish(),
});

export interface OAuth2Client {
  id: string;
  secret: string;
}

/**
 * One network's OAuth 2.0 authorization-code flow (RFC 6749 section 4.1, PKCE from RFC 7636). The
 * standard part lives here; each network keeps only its quirks as options (decision 0051).
 */
export interface OAuth2Options {
  http: HttpClient;
  now: () => Date;
  authorizeUrl: string;
  tokenUrl: string;
  /** A function, for networks whose client is known per call (Mastodon registers one per server). */
  client: OAuth2Client | (() => OAuth2Client);
  /** Already joined with the network's separator (space for most, comma for TikTok and Pinterest). */
  scope: string;
  /**
   * How the client proves itself at the token endpoint (RFC 6749 2.3.1): an HTTP Basic header, or
   * client_id and client_secret in the form. `basic-with-id` also sends client_id in the form (X).
   */
  clientAuth: 'basic' | 'basic-with-id' | 'form';
  /** TikTok names the client id `client_key`, in the authorize URL and the token form. */
  clientIdParam?: string;
  /** S256 challenges in the authorize URL and the verifier in the exchange. */
  pkce: boolean;
  /** More authorize parameters (Google's access_type=offline, prompt=consent). */
  authorizeParams?: Record<string, string>;
  /**
   * A refresh answer without a refresh token keeps the one we had (Google, LinkedIn, Pinterest,
   * TikTok); otherwise the answer's (possibly none) replaces it (X and Hootsuite rotate theirs).
   */
  keepRefreshToken: boolean;
  /** More token-request fields for the code exchange (Mastodon wants the scope again). */
  exchangeParams?: Record<string, string>;
  /** A network that answers a refusal with 2xx (TikTok): the error to throw, or null. */
  refusal?: (body: unknown) => PublishError | null;
}

export interface OAuth2Flow {
  authorizeUrl(input: AuthorizeInput): string;
  exchangeCode(input: { code: string; codeVerifier: string | null; redirectUri: string }): Promise<TokenSet>;
  refresh(tokens: TokenSet): Promise<TokenSet>;
}

/** RFC 6749 2.3.1: the id and secret are form-encoded before they are joined for Basic. */
const basicAuthorization = (client: OAuth2Client) =>
  `Basic ${Buffer.from(`${encodeURIComponent(client.id)}:${encodeURIComponent(client.secret)}`).toString('base64')}`;

export function createOAuth2(options: OAuth2Options): OAuth2Flow {
  const clientOf = () => (typeof options.client === 'function' ? options.client() : options.client);
  const idParam = options.clientIdParam ?? 'client_id';

  async function requestTokens(form: Record<string, string>, previous: TokenSet | null): Promise<TokenSet> {
    const client = clientOf();
    const headers: Record<string, string> = {};
    const credentials: Record<string, string> = {};
    if (options.clientAuth === 'form')
      Object.assign(credentials, { [idParam]: client.id, client_secret: client.secret });
    else headers.authorization = basicAuthorization(client);
    if (options.clientAuth === 'basic-with-id') credentials[idParam] = client.id;
    const answer = await options.http.request({
      method: 'POST',
      url: options.tokenUrl,
      headers,
      form: { ...form, ...credentials },
    });
    const refused = options.refusal?.(answer.body);
    if (refused) throw refused;
    const tokens = readAnswer(tokenAnswer, answer.body, 'transient', 'token answer');
    const kept = options.keepRefreshToken ? (previous?.refreshToken ?? null) : null;
    return {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token ?? kept,
      expiresAt: tokens.expires_in ? new Date(options.now().getTime() + tokens.expires_in * 1000) : null,
      ...(tokens.scope ? { grantedScopes: tokens.scope.split(/[\s,]+/).filter(Boolean) } : {}),
    };
  }

  return {
    authorizeUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(options.authorizeUrl);
      const params: Record<string, string> = {
        response_type: 'code',
        [idParam]: clientOf().id,
        redirect_uri: redirectUri,
        scope: options.scope,
        state,
        ...options.authorizeParams,
      };
      if (options.pkce && codeChallenge)
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
          ...(options.pkce && codeVerifier ? { code_verifier: codeVerifier } : {}),
          ...options.exchangeParams,
        },
        null,
      ),

    async refresh(tokens) {
      if (!tokens.refreshToken)
        throw new PublishError('auth', 'The access token expired and cannot be renewed', {
          networkCode: 'no_refresh_token',
        });
      return requestTokens({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken }, tokens);
    },
  };
}
