import { z } from 'zod';
import { createHttpClient } from '../http-client';
import { createOAuth2 } from '../oauth2';
import type { Provider } from '../provider';
import { PublishError } from '../publish-error';
import { readTikTok } from './tiktok-answer';
import { classifyTikTokFailure } from './tiktok-errors';
import { queryCreatorInfo, toCreatorView } from './tiktok-creator';
import { readTikTokFollowers, readTikTokMetrics } from './tiktok-metrics';
import { publishToTikTok, type TikTokPublishOptions } from './tiktok-publish';
import { originsOf } from '../http-connections';

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
}

/**
 * video.list reads the creator's public videos for their metrics (Query Videos, decision 0116);
 * user.info.stats (follower_count) is not asked for.
 */
export const tiktokScopes = 'user.info.basic,user.info.profile,video.publish,video.list';

/** TIKTOK_CLIENT_KEY, TIKTOK_CLIENT_SECRET, TIKTOK_API_BASE, TIKTOK_AUTH_BASE. */
export const tiktokOptionsFromEnv = (env: Record<string, string | undefined>): TikTokProviderOptions => ({
  clientKey: env.TIKTOK_CLIENT_KEY,
  clientSecret: env.TIKTOK_CLIENT_SECRET,
  apiBase: env.TIKTOK_API_BASE ?? 'https://open.tiktokapis.com',
  authBase: env.TIKTOK_AUTH_BASE ?? 'https://www.tiktok.com',
});

/** The token endpoint may answer its refusal in a 2xx: `{ error, error_description, log_id }`. */
const tokenRefusal = z.object({ error: z.string(), error_description: z.string().nullish() });
const userAnswer = z.object({
  user: z.object({
    open_id: z.string(),
    display_name: z.string().nullish(),
    username: z.string().nullish(),
    avatar_url: z.string().nullish(),
  }),
});

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
    scope: tiktokScopes,
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

    async listConnectable(tokens) {
      const answer = await http.request({
        url: `${options.apiBase}/v2/user/info/`,
        query: { fields: 'open_id,avatar_url,display_name,username' },
        bearer: tokens.accessToken,
      });
      const { user } = readTikTok(userAnswer, answer.body, 'transient', 'profile');
      const username = user.username ?? null;
      return [
        {
          externalId: user.open_id,
          name: user.display_name || username || 'TikTok',
          type: 'personal',
          avatar: user.avatar_url ?? null,
          url: username ? `https://www.tiktok.com/@${username}` : null,
          metadata: { tiktokId: user.open_id, username },
        },
      ];
    },

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
