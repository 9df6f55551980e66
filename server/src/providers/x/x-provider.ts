import { networkTable } from '@kairos/core';
import { z } from 'zod';
import { createHttpClient } from '../http-client';
import { createOAuth2 } from '../oauth2';
import type { Provider, PublishContent } from '../provider';
import { isPublishError, PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';
import { classifyXFailure } from './x-errors';
import { describeXMedia, uploadXMedia, type XMediaOptions } from './x-media';
import { readXFollowers, readXMetrics } from './x-metrics';
import { originsOf } from '../http-connections';

export interface XProviderOptions {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** https://api.x.com: the API and the token endpoint. */
  apiBase: string;
  /** https://x.com: where the user authorizes. */
  authBase: string;
  timeoutMs?: number;
  now?: () => Date;
  media?: Partial<XMediaOptions>;
}

export const xScopes = 'tweet.read tweet.write users.read offline.access media.write';

/** X_CLIENT_ID, X_CLIENT_SECRET, X_API_BASE, X_AUTH_BASE. */
export const xOptionsFromEnv = (env: Record<string, string | undefined>): XProviderOptions => ({
  clientId: env.X_CLIENT_ID,
  clientSecret: env.X_CLIENT_SECRET,
  apiBase: env.X_API_BASE ?? 'https://api.x.com',
  authBase: env.X_AUTH_BASE ?? 'https://x.com',
});

const meAnswer = z.object({
  data: z.object({
    id: z.string(),
    name: z.string(),
    username: z.string(),
    profile_image_url: z.string().nullish(),
  }),
});
const tweetAnswer = z.object({ data: z.object({ id: z.string() }) });

/** "4 images, or 1 GIF, or 1 video" (NETWORKS.md): the media X gets for this post. */
function mediaToSend(content: PublishContent) {
  if (content.video) return [content.video];
  const gifs = content.images.filter((image) => image.mimeType === 'image/gif' || /\.gif$/i.test(image.url));
  if (gifs.length > 0 && content.images.length > 1)
    throw new PublishError('bad_content', 'X takes 4 images, or 1 GIF, or 1 video', {
      networkCode: 'media_mix',
    });
  return content.images.slice(0, networkTable.twitter.media.maxImages);
}

/** X (API v2): OAuth 2.0 with PKCE, chunked media upload, POST /2/tweets. */
export function createXProvider(options: XProviderOptions): Provider {
  const now = options.now ?? (() => new Date());
  const http = createHttpClient({
    timeoutMs: options.timeoutMs,
    now,
    userAgent: 'Kairos',
    classify: classifyXFailure,
  });
  const media: XMediaOptions = {
    apiBase: options.apiBase,
    chunkBytes: 4 * 1024 * 1024,
    maxPollMs: 10_000,
    maxPolls: 60,
    ...options.media,
  };
  const oauth = createOAuth2({
    http,
    now,
    authorizeUrl: `${options.authBase}/i/oauth2/authorize`,
    tokenUrl: `${options.apiBase}/2/oauth2/token`,
    client: { id: options.clientId ?? '', secret: options.clientSecret ?? '' },
    scope: xScopes,
    // A confidential client: Basic, and client_id in the form too.
    clientAuth: 'basic-with-id',
    pkce: true,
    // X rotates refresh tokens: the new one replaces the old, which stops working.
    keepRefreshToken: false,
  });

  const provider: Provider = {
    socialMedia: 'twitter',
    publishOrigins: () => originsOf(options.apiBase),
    displayName: 'X',
    isConfigured: () => Boolean(options.clientId && options.clientSecret),
    usesPkce: true,

    authorizeUrl: (input) => oauth.authorizeUrl(input),
    exchangeCode: (input) => oauth.exchangeCode(input),
    refresh: (tokens) => oauth.refresh(tokens),

    async listConnectable(tokens) {
      const answer = await http.request({
        url: `${options.apiBase}/2/users/me`,
        query: { 'user.fields': 'profile_image_url' },
        bearer: tokens.accessToken,
      });
      const me = readAnswer(meAnswer, answer.body, 'transient', 'profile').data;
      return [
        {
          externalId: me.id,
          name: me.name,
          type: 'personal',
          avatar: me.profile_image_url ?? null,
          url: `https://x.com/${me.username}`,
          metadata: { twitterId: me.id, username: me.username },
        },
      ];
    },

    async publish({ tokens, account, content, replyTo }) {
      const mediaIds: string[] = [];
      for (const item of mediaToSend(content)) {
        const id = await uploadXMedia(http, media, tokens.accessToken, item);
        if (item.alt) await describeXMedia(http, media, tokens.accessToken, id, item.alt);
        mediaIds.push(id);
      }
      // X takes no idempotency key: a lost answer here is unconfirmed (the http client says so).
      const answer = await http.request({
        method: 'POST',
        url: `${options.apiBase}/2/tweets`,
        bearer: tokens.accessToken,
        json: {
          text: content.message,
          ...(mediaIds.length > 0 ? { media: { media_ids: mediaIds } } : {}),
          // A thread's later part answers the part before it (POST /2/tweets, `reply`).
          ...(replyTo ? { reply: { in_reply_to_tweet_id: replyTo.parent.externalId } } : {}),
        },
      });
      const id = readAnswer(tweetAnswer, answer.body, 'unconfirmed', 'post answer').data.id;
      const username = typeof account.metadata.username === 'string' ? account.metadata.username : 'i';
      return { externalId: id, url: `https://x.com/${username}/status/${id}` };
    },

    async reply(request) {
      try {
        return await provider.publish(request);
      } catch (error) {
        // X may not show a tweet to a reply for a moment after it was posted, and says it is "deleted
        // or not visible" (plhery/node-twitter-api-v2#366): the part before is ours, so try again later.
        if (
          isPublishError(error) &&
          error.kind === 'bad_content' &&
          /deleted or not visible/i.test(error.message)
        )
          throw new PublishError('transient', error.message, { networkCode: error.networkCode ?? '385' });
        throw error;
      }
    },

    readMetrics: (request) => readXMetrics(http, options.apiBase, request),
    readFollowers: (request) => readXFollowers(http, options.apiBase, request),
  };
  return provider;
}
