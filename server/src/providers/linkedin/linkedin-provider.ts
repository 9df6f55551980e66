import { z } from 'zod';
import { createHttpClient } from '../http-client';
import { readAnswer } from '../read-answer';
import { linkedInApiVersion } from '../api-versions';
import { createOAuth2 } from '../oauth2';
import type { Provider } from '../provider';
import { PublishError } from '../publish-error';
import { authorOf, linkedInConnectable } from './linkedin-accounts';
import {
  connectionOfAccount,
  isConfiguredApp,
  linkedInConnectionNames,
  linkedInScopes,
  toLinkedInConnection,
  type LinkedInApp,
  type LinkedInConnection,
} from './linkedin-apps';
import { toCommentary } from './linkedin-commentary';
import { linkedInContent } from './linkedin-content';
import { classifyLinkedInFailure } from './linkedin-errors';
import type { LinkedInMediaOptions } from './linkedin-media';
import { readLinkedInFollowers, readLinkedInMetrics } from './linkedin-metrics';
import type { LinkedInRest } from './linkedin-rest';
import { originsOf } from '../http-connections';
import { fetchLinkedSafely, type FetchLinked } from '../link-preview';

export interface LinkedInProviderOptions {
  /** The member app (OpenID Connect and Share on LinkedIn): the member's own profile. */
  personal: LinkedInApp;
  /** The Community Management app: the pages the member administers. */
  pages: LinkedInApp;
  /** https://api.linkedin.com: userinfo and the REST API. */
  apiBase: string;
  /** https://www.linkedin.com: where the member authorizes, and the token endpoint. */
  authBase: string;
  /** The LinkedIn-Version header (YYYYMM); LinkedIn retires each version after about a year. */
  apiVersion: string;
  timeoutMs?: number;
  now?: () => Date;
  media?: Partial<LinkedInMediaOptions>;
  /** How an article share reads the linked page and its image (the safe fetch; tests allow their site). */
  fetchLinked?: FetchLinked;
}

/**
 * LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET (the member app), LINKEDIN_PAGES_CLIENT_ID and
 * LINKEDIN_PAGES_CLIENT_SECRET (the Community Management app), LINKEDIN_API_BASE, LINKEDIN_AUTH_BASE,
 * LINKEDIN_API_VERSION.
 */
export const linkedInOptionsFromEnv = (env: Record<string, string | undefined>): LinkedInProviderOptions => ({
  personal: { clientId: env.LINKEDIN_CLIENT_ID, clientSecret: env.LINKEDIN_CLIENT_SECRET },
  pages: { clientId: env.LINKEDIN_PAGES_CLIENT_ID, clientSecret: env.LINKEDIN_PAGES_CLIENT_SECRET },
  apiBase: env.LINKEDIN_API_BASE ?? 'https://api.linkedin.com',
  authBase: env.LINKEDIN_AUTH_BASE ?? 'https://www.linkedin.com',
  apiVersion: env.LINKEDIN_API_VERSION ?? linkedInApiVersion,
});

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

  // One OAuth client per app; the standard authorization-code flow, client credentials in the form.
  const oauthOf = (connection: LinkedInConnection) =>
    createOAuth2({
      http,
      now,
      authorizeUrl: `${options.authBase}/oauth/v2/authorization`,
      tokenUrl: `${options.authBase}/oauth/v2/accessToken`,
      client: { id: options[connection].clientId ?? '', secret: options[connection].clientSecret ?? '' },
      scope: linkedInScopes[connection],
      clientAuth: 'form',
      pkce: false,
      // Refresh tokens only come to approved partners; they keep their first expiry (365 days).
      keepRefreshToken: true,
    });
  const connectionsOffered = (): LinkedInConnection[] =>
    (['personal', 'pages'] as const).filter((connection) => isConfiguredApp(options[connection]));

  return {
    socialMedia: 'linkedin',
    publishOrigins: () => originsOf(options.apiBase),
    displayName: 'LinkedIn',
    isConfigured: () => connectionsOffered().length > 0,
    usesPkce: false,
    connections: () =>
      (['personal', 'pages'] as const).map((id) => ({
        id,
        name: linkedInConnectionNames[id],
        configured: isConfiguredApp(options[id]),
      })),

    authorizeUrl: (input) => oauthOf(toLinkedInConnection(input.connection)).authorizeUrl(input),
    exchangeCode: (input) => oauthOf(toLinkedInConnection(input.connection)).exchangeCode(input),
    refresh: (tokens, account) => oauthOf(connectionOfAccount(account)).refresh(tokens),
    listConnectable: (tokens, context) =>
      linkedInConnectable(rest(tokens.accessToken), toLinkedInConnection(context?.connection)),

    async publish({ tokens, account, content }) {
      const author = authorOf(account);
      const calls = rest(tokens.accessToken);
      const postContent = await linkedInContent(
        calls,
        media,
        author,
        content,
        options.fetchLinked ?? fetchLinkedSafely,
      );
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

    /**
     * The first comment, as the post's author (Comments API, "Create a Comment"). It takes no
     * idempotency key, and reading comments back needs scopes we do not ask for
     * (r_member_social is closed): a lost answer stays unconfirmed.
     */
    async comment({ tokens, account, post, message }) {
      const calls = rest(tokens.accessToken);
      const answer = await http.request({
        method: 'POST',
        url: `${options.apiBase}/rest/socialActions/${encodeURIComponent(post.externalId)}/comments`,
        headers: calls.headers,
        bearer: tokens.accessToken,
        json: { actor: authorOf(account), object: post.externalId, message: { text: toCommentary(message) } },
      });
      const id =
        answer.headers.get('x-restli-id') ??
        readAnswer(commentAnswer, answer.body, 'unconfirmed', 'comment answer').id;
      return { externalId: `urn:li:comment:(${post.externalId},${id})`, url: post.url };
    },

    readMetrics: ({ tokens, account, post }) => readLinkedInMetrics(rest(tokens.accessToken), account, post),
    readFollowers: ({ tokens, account }) => readLinkedInFollowers(rest(tokens.accessToken), account),
  };
}

const commentAnswer = z.object({ id: z.string() });
