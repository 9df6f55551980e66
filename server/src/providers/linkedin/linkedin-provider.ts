import { z } from 'zod';
import { createHttpClient } from '../http-client';
import type { Provider, PublishAccount, TokenSet } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';
import { linkedInConnectable } from './linkedin-accounts';
import { toCommentary } from './linkedin-commentary';
import { linkedInContent } from './linkedin-content';
import { classifyLinkedInFailure } from './linkedin-errors';
import type { LinkedInMediaOptions } from './linkedin-media';
import type { LinkedInRest } from './linkedin-rest';
import { originsOf } from '../http-connections';

export interface LinkedInProviderOptions {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** https://api.linkedin.com: userinfo and the REST API. */
  apiBase: string;
  /** https://www.linkedin.com: where the member authorizes, and the token endpoint. */
  authBase: string;
  /** The LinkedIn-Version header (YYYYMM); LinkedIn retires each version after about a year. */
  apiVersion: string;
  timeoutMs?: number;
  now?: () => Date;
  media?: Partial<LinkedInMediaOptions>;
}

/** Sign in (OpenID), post as the member, list and post as the pages they administer. */
export const linkedInScopes = 'openid profile w_member_social r_organization_admin w_organization_social';

/** LINKEDIN_CLIENT_ID, LINKEDIN_CLIENT_SECRET, LINKEDIN_API_BASE, LINKEDIN_AUTH_BASE, LINKEDIN_API_VERSION. */
export const linkedInOptionsFromEnv = (env: Record<string, string | undefined>): LinkedInProviderOptions => ({
  clientId: env.LINKEDIN_CLIENT_ID,
  clientSecret: env.LINKEDIN_CLIENT_SECRET,
  apiBase: env.LINKEDIN_API_BASE ?? 'https://api.linkedin.com',
  authBase: env.LINKEDIN_AUTH_BASE ?? 'https://www.linkedin.com',
  apiVersion: env.LINKEDIN_API_VERSION ?? '202610',
});

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().nullish(),
  refresh_token: z.string().nullish(),
});

/** The post's author: the member (urn:li:person) or a page (urn:li:organization). */
function authorOf(account: PublishAccount): string {
  if (typeof account.metadata.urn === 'string') return account.metadata.urn;
  return account.type === 'page'
    ? `urn:li:organization:${account.externalId}`
    : `urn:li:person:${account.externalId}`;
}

/** LinkedIn (Posts API): OAuth 2.0 authorization code, Images / Videos / Documents uploads, /rest/posts. */
export function createLinkedInProvider(options: LinkedInProviderOptions): Provider {
  const now = options.now ?? (() => new Date());
  const http = createHttpClient({
    timeoutMs: options.timeoutMs,
    now,
    userAgent: 'Kairos',
    classify: (failure, standard) => classifyLinkedInFailure(failure, standard, now()),
  });
  const media: LinkedInMediaOptions = { pollMs: 5000, maxPolls: 60, ...options.media };
  const rest = (bearer: string): LinkedInRest => ({
    http,
    apiBase: options.apiBase,
    bearer,
    headers: { 'linkedin-version': options.apiVersion, 'x-restli-protocol-version': '2.0.0' },
  });

  async function requestTokens(form: Record<string, string>, previous: TokenSet | null): Promise<TokenSet> {
    const answer = await http.request({
      method: 'POST',
      url: `${options.authBase}/oauth/v2/accessToken`,
      form: { ...form, client_id: options.clientId ?? '', client_secret: options.clientSecret ?? '' },
    });
    const tokens = readAnswer(tokenAnswer, answer.body, 'transient', 'token answer');
    return {
      accessToken: tokens.access_token,
      // Refresh tokens only come to approved partners; they keep their first expiry (365 days).
      refreshToken: tokens.refresh_token ?? previous?.refreshToken ?? null,
      expiresAt: tokens.expires_in ? new Date(now().getTime() + tokens.expires_in * 1000) : null,
    };
  }

  return {
    socialMedia: 'linkedin',
    publishOrigins: () => originsOf(options.apiBase),
    displayName: 'LinkedIn',
    isConfigured: () => Boolean(options.clientId && options.clientSecret),
    usesPkce: false,

    authorizeUrl({ state, redirectUri }) {
      const url = new URL(`${options.authBase}/oauth/v2/authorization`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId ?? '',
        redirect_uri: redirectUri,
        state,
        scope: linkedInScopes,
      }).toString();
      return url.toString();
    },

    exchangeCode: ({ code, redirectUri }) =>
      requestTokens({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }, null),

    async refresh(tokens) {
      if (!tokens.refreshToken)
        throw new PublishError('auth', 'The access token expired and cannot be renewed');
      return requestTokens({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken }, tokens);
    },

    listConnectable: (tokens) => linkedInConnectable(rest(tokens.accessToken)),

    async publish({ tokens, account, content }) {
      const author = authorOf(account);
      const calls = rest(tokens.accessToken);
      const postContent = await linkedInContent(calls, media, author, content);
      // LinkedIn takes no idempotency key: a lost answer here is unconfirmed (the http client says so).
      const answer = await http.request({
        method: 'POST',
        url: `${options.apiBase}/rest/posts`,
        headers: calls.headers,
        bearer: tokens.accessToken,
        json: {
          author,
          commentary: toCommentary(content.message),
          visibility: 'PUBLIC',
          distribution: {
            feedDistribution: 'MAIN_FEED',
            targetEntities: [],
            thirdPartyDistributionChannels: [],
          },
          lifecycleState: 'PUBLISHED',
          isReshareDisabledByAuthor: false,
          ...(postContent ? { content: postContent } : {}),
        },
      });
      // 201 Created with the post's URN in x-restli-id and no body.
      const urn = answer.headers.get('x-restli-id');
      if (!urn)
        throw new PublishError('unconfirmed', 'The network sent an unreadable post answer', {
          networkCode: 'unreadable_answer',
        });
      return { externalId: urn, url: `https://www.linkedin.com/feed/update/${urn}` };
    },
  };
}
