import { z } from 'zod';
import { createHttpClient } from '../http-client';
import type { Provider, TokenSet } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';
import { readTikTok } from './tiktok-answer';
import { classifyTikTokFailure } from './tiktok-errors';
import { publishToTikTok, type TikTokPublishOptions } from './tiktok-publish';
import { originsOf } from '../http-connections';

export interface TikTokProviderOptions {
  clientKey: string | undefined;
  clientSecret: string | undefined;
  /** https://open.tiktokapis.com: the API and the token endpoint. */
  apiBase: string;
  /** https://www.tiktok.com: where the user authorizes. */
  authBase: string;
  /** The privacy to post with when the creator allows it (SELF_ONLY for an app not yet audited). */
  privacyLevel?: string;
  timeoutMs?: number;
  now?: () => Date;
  publishing?: Partial<Pick<TikTokPublishOptions, 'chunkBytes' | 'pollMs' | 'maxPolls'>>;
}

export const tiktokScopes = 'user.info.basic,user.info.profile,video.publish';

/** TIKTOK_CLIENT_KEY, TIKTOK_CLIENT_SECRET, TIKTOK_API_BASE, TIKTOK_AUTH_BASE, TIKTOK_PRIVACY_LEVEL. */
export const tiktokOptionsFromEnv = (env: Record<string, string | undefined>): TikTokProviderOptions => ({
  clientKey: env.TIKTOK_CLIENT_KEY,
  clientSecret: env.TIKTOK_CLIENT_SECRET,
  apiBase: env.TIKTOK_API_BASE ?? 'https://open.tiktokapis.com',
  authBase: env.TIKTOK_AUTH_BASE ?? 'https://www.tiktok.com',
  privacyLevel: env.TIKTOK_PRIVACY_LEVEL || undefined,
});

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().nullish(),
  expires_in: z.number().nullish(),
  open_id: z.string().nullish(),
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
    privacyLevel: options.privacyLevel,
    now,
    ...options.publishing,
  };

  async function requestTokens(form: Record<string, string>): Promise<TokenSet> {
    const answer = await http.request({
      method: 'POST',
      url: `${options.apiBase}/v2/oauth/token/`,
      form: { ...form, client_key: options.clientKey ?? '', client_secret: options.clientSecret ?? '' },
    });
    const refusal = tokenRefusal.safeParse(answer.body);
    if (refusal.success)
      throw new PublishError('auth', refusal.data.error_description ?? refusal.data.error, {
        networkCode: refusal.data.error,
      });
    const tokens = readAnswer(tokenAnswer, answer.body, 'transient', 'token answer');
    return {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token ?? null,
      expiresAt: tokens.expires_in ? new Date(now().getTime() + tokens.expires_in * 1000) : null,
    };
  }

  return {
    socialMedia: 'tiktok',
    publishOrigins: () => originsOf(options.apiBase),
    displayName: 'TikTok',
    isConfigured: () => Boolean(options.clientKey && options.clientSecret),
    // Login Kit for web: a confidential client, no PKCE.
    usesPkce: false,

    authorizeUrl({ state, redirectUri }) {
      const url = new URL(`${options.authBase}/v2/auth/authorize/`);
      url.search = new URLSearchParams({
        client_key: options.clientKey ?? '',
        response_type: 'code',
        scope: tiktokScopes,
        redirect_uri: redirectUri,
        state,
      }).toString();
      return url.toString();
    },

    exchangeCode: ({ code, redirectUri }) =>
      requestTokens({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),

    /** TikTok may rotate the refresh token: the one it answers replaces the old. */
    async refresh(tokens) {
      if (!tokens.refreshToken)
        throw new PublishError('auth', 'The access token expired and cannot be renewed');
      const renewed = await requestTokens({
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken,
      });
      return { ...renewed, refreshToken: renewed.refreshToken ?? tokens.refreshToken };
    },

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

    async publish({ tokens, account, content }) {
      const username = typeof account.metadata.username === 'string' ? account.metadata.username : '';
      return publishToTikTok(http, publishing, tokens.accessToken, content, username);
    },
  };
}
