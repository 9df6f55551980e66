import { z } from 'zod';
import { createHttpClient } from '../http-client';
import { createOAuth2 } from '../oauth2';
import type { Provider } from '../provider';
import { PublishError } from '../publish-error';
import { classifyTikTokFailure } from './tiktok-errors';
import { queryCreatorInfo, toCreatorView } from './tiktok-creator';
import { readTikTokFollowers, readTikTokMetrics } from './tiktok-metrics';
import { publishToTikTok, type TikTokPublishOptions } from './tiktok-publish';
import { originsOf } from '../http-connections';
import { tiktokConnectable } from './tiktok-profile';
import { tiktokScopesOf } from './tiktok-scopes';

export interface TikTokProviderOptions {
  clientKey: string | undefined;
  clientSecret: string | undefined;
  /** https://open.tiktokapis.com: the API and the token endpoint. */
  apiBase: string;
  /** https://www.tiktok.com: where the user authorizes. */
  authBase: string;
  timeoutMs?: number;
  now?: () => Date;
  publishing?: Partial<Pick<TikTokPublishOptions, 'chunkBytes' | 'pollMs' | 'maxPolls'>>;
  /** The scopes asked (tiktok-scopes.ts): user.info.basic and video.publish unless more are configured. */
  scopes?: readonly string[];
}

/** TIKTOK_CLIENT_KEY, TIKTOK_CLIENT_SECRET, TIKTOK_API_BASE, TIKTOK_AUTH_BASE, TIKTOK_EXTRA_SCOPES. */
export const tiktokOptionsFromEnv = (env: Record<string, string | undefined>): TikTokProviderOptions => ({
  clientKey: env.TIKTOK_CLIENT_KEY,
  clientSecret: env.TIKTOK_CLIENT_SECRET,
  apiBase: env.TIKTOK_API_BASE ?? 'https://open.tiktokapis.com',
  authBase: env.TIKTOK_AUTH_BASE ?? 'https://www.tiktok.com',
  scopes: tiktokScopesOf(env.TIKTOK_EXTRA_SCOPES),
});

/** The token endpoint may answer its refusal in a 2xx: `{ error, error_description, log_id }`. */
const tokenRefusal = z.object({ error: z.string(), error_description: z.string().nullish() });

/** TikTok (Content Posting API, Direct Post): OAuth v2 with refresh, the creator as the account. */
export function createTikTokProvider(options: TikTokProviderOptions): Provider {
  const now = options.now ?? (() => new Date());
  const http = createHttpClient({
    timeoutMs: options.timeoutMs,
    now,
    userAgent: 'Kairos',
    classify: (failure, standard) => classifyTikTokFailure(failure, standard, now()),
  });
  const publishing: TikTokPublishOptions = {
    apiBase: options.apiBase,
    chunkBytes: 10 * 1024 * 1024,
    pollMs: 3000,
    maxPolls: 20,
    now,
    ...options.publishing,
  };

  const oauth = createOAuth2({
    http,
    now,
    authorizeUrl: `${options.authBase}/v2/auth/authorize/`,
    tokenUrl: `${options.apiBase}/v2/oauth/token/`,
    client: { id: options.clientKey ?? '', secret: options.clientSecret ?? '' },
    clientIdParam: 'client_key',
    scope: (options.scopes ?? tiktokScopesOf(undefined)).join(','),
    clientAuth: 'form',
    // Login Kit for web: a confidential client, no PKCE.
    pkce: false,
    // TikTok may rotate the refresh token: the one it answers replaces the old.
    keepRefreshToken: true,
    refusal: (body) => {
      const refusal = tokenRefusal.safeParse(body);
      return refusal.success
        ? new PublishError('auth', refusal.data.error_description ?? refusal.data.error, {
            networkCode: refusal.data.error,
          })
        : null;
    },
  });

  return {
    socialMedia: 'tiktok',
    publishOrigins: () => originsOf(options.apiBase),
    displayName: 'TikTok',
    isConfigured: () => Boolean(options.clientKey && options.clientSecret),
    // Login Kit for web: a confidential client, no PKCE.
    usesPkce: false,

    authorizeUrl: (input) => oauth.authorizeUrl(input),
    exchangeCode: (input) => oauth.exchangeCode(input),
    refresh: (tokens) => oauth.refresh(tokens),

    listConnectable: async (tokens) => [await tiktokConnectable(http, options.apiBase, tokens)],

    async creatorInfo(tokens) {
      return toCreatorView(await queryCreatorInfo(http, options.apiBase, tokens.accessToken));
    },

    async publish({ tokens, account, content }) {
      const username = typeof account.metadata.username === 'string' ? account.metadata.username : '';
      return publishToTikTok(http, publishing, tokens.accessToken, content, username);
    },

    readMetrics: ({ tokens, post }) => readTikTokMetrics(http, options.apiBase, tokens.accessToken, post),

    readFollowers: ({ tokens }) => readTikTokFollowers(http, options.apiBase, tokens.accessToken),
  };
}
