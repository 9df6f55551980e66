import { testNetworkRules } from '@kairos/core';
import { z } from 'zod';
import { createHttpClient } from '../http-client';
import { networkCode } from '../http-failures';
import { createOAuth2 } from '../oauth2';
import type { ConnectableAccount, Provider, PublishResult } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';
import { testNetworkClient } from './state';
import { originsOf } from '../http-connections';

export interface TestNetworkProviderOptions {
  /** Where the test network answers; unset: shown as not configured. */
  baseUrl: string | undefined;
  clientId?: string;
  clientSecret?: string;
  timeoutMs?: number;
  now?: () => Date;
}

const profileAnswer = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().optional(),
  avatar_url: z.string().nullish(),
  profile_url: z.string().nullish(),
});
const pagesAnswer = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      avatar_url: z.string().nullish(),
      url: z.string().nullish(),
      access_token: z.string(),
    }),
  ),
});
const postAnswer = z.object({ id: z.string(), url: z.string().nullish() });
const lookupAnswer = z.object({ data: z.array(postAnswer) });
const metricsAnswer = z.object({
  like_count: z.number().int().nonnegative(),
  repost_count: z.number().int().nonnegative(),
  reply_count: z.number().int().nonnegative(),
  view_count: z.number().int().nonnegative(),
});

const followersAnswer = z.object({ followers_count: z.number().int().nonnegative() });

const toResult = (post: z.infer<typeof postAnswer>): PublishResult => ({
  externalId: post.id,
  url: post.url ?? null,
});

/** The provider of Kairos's own test network (fake-server.ts speaks its API). */
export function createTestNetworkProvider(options: TestNetworkProviderOptions): Provider {
  const now = options.now ?? (() => new Date());
  const http = createHttpClient({ timeoutMs: options.timeoutMs, now, userAgent: 'Kairos' });
  const clientId = options.clientId ?? testNetworkClient.id;
  const clientSecret = options.clientSecret ?? testNetworkClient.secret;
  const base = () => {
    if (!options.baseUrl) throw new PublishError('transient', 'The test network is not configured');
    return options.baseUrl;
  };

  // Made when used: base() throws while the test network is not configured.
  const oauth = () =>
    createOAuth2({
      http,
      now,
      authorizeUrl: `${base()}/oauth/authorize`,
      tokenUrl: `${base()}/oauth/token`,
      client: { id: clientId, secret: clientSecret },
      scope: 'profile pages posts offline_access',
      clientAuth: 'basic',
      pkce: true,
      keepRefreshToken: false,
    });

  const provider: Provider = {
    socialMedia: 'testNetwork',
    publishOrigins: () => originsOf(options.baseUrl),
    displayName: testNetworkRules.name,
    isConfigured: () => Boolean(options.baseUrl),
    usesPkce: true,

    authorizeUrl: (input) => oauth().authorizeUrl(input),
    exchangeCode: (input) => oauth().exchangeCode(input),

    async refresh(tokens) {
      // Page tokens do not expire and have no refresh token: nothing to renew.
      if (!tokens.refreshToken && tokens.expiresAt === null) return tokens;
      if (!tokens.refreshToken)
        throw new PublishError('auth', 'The access token expired and cannot be renewed');
      return oauth().refresh(tokens);
    },

    /** The profile as 'personal', and each page it manages with the page's own token. */
    async listConnectable(tokens): Promise<ConnectableAccount[]> {
      const bearer = tokens.accessToken;
      const meAnswer = await http.request({ url: `${base()}/v1/me`, bearer });
      const me = readAnswer(profileAnswer, meAnswer.body, 'transient', 'profile');
      const pagesReply = await http.request({ url: `${base()}/v1/me/pages`, bearer });
      const pages = readAnswer(pagesAnswer, pagesReply.body, 'transient', 'page list').data;
      return [
        {
          externalId: me.id,
          name: me.name,
          type: 'personal',
          avatar: me.avatar_url ?? null,
          url: me.profile_url ?? null,
          metadata: { testNetworkId: me.id, username: me.username ?? null },
        },
        ...pages.map((page) => ({
          externalId: page.id,
          name: page.name,
          type: 'page' as const,
          avatar: page.avatar_url ?? null,
          url: page.url ?? null,
          pageId: page.id,
          tokens: { accessToken: page.access_token, refreshToken: null, expiresAt: null },
          metadata: { testNetworkId: page.id, managedBy: me.id },
        })),
      ];
    },

    async publish({ idempotencyKey, account, tokens, content, replyTo }) {
      const mediaUrls = [
        ...content.images.map((image) => image.url),
        ...(content.video ? [content.video.url] : []),
      ];
      // One alt text per image, in media_urls' order; only sent when some image has one.
      const altTexts = content.images.map((image) => image.alt ?? null);
      const answer = await http.request({
        method: 'POST',
        url: `${base()}/v1/posts`,
        bearer: tokens.accessToken,
        headers: { 'idempotency-key': idempotencyKey },
        json: {
          text: content.message,
          ...(mediaUrls.length > 0 ? { media_urls: mediaUrls } : {}),
          ...(altTexts.some((alt) => alt !== null) ? { media_alt_texts: altTexts } : {}),
          ...(account.type === 'page' ? { page_id: account.externalId } : {}),
          ...(replyTo ? { reply_to_id: replyTo.parent.externalId } : {}),
        },
      });
      return toResult(readAnswer(postAnswer, answer.body, 'unconfirmed', 'post answer'));
    },

    /** A reply of a thread: a post that names the one it answers. */
    reply: (request) => provider.publish(request),

    async comment({ idempotencyKey, tokens, post, message }) {
      const answer = await http.request({
        method: 'POST',
        url: `${base()}/v1/posts/${encodeURIComponent(post.externalId)}/comments`,
        bearer: tokens.accessToken,
        headers: { 'idempotency-key': idempotencyKey },
        json: { text: message },
      });
      return toResult(readAnswer(postAnswer, answer.body, 'unconfirmed', 'comment answer'));
    },

    async lookupComment({ idempotencyKey, tokens, post }) {
      const answer = await http.request({
        url: `${base()}/v1/posts/${encodeURIComponent(post.externalId)}/comments`,
        query: { idempotency_key: idempotencyKey },
        bearer: tokens.accessToken,
      });
      const [found] = readAnswer(lookupAnswer, answer.body, 'transient', 'comment lookup').data;
      return found ? toResult(found) : null;
    },

    async readMetrics({ tokens, post }) {
      const answer = await http.request({
        url: `${base()}/v1/posts/${encodeURIComponent(post.externalId)}/metrics`,
        bearer: tokens.accessToken,
      });
      const read = readAnswer(metricsAnswer, answer.body, 'transient', 'metrics');
      return {
        likes: read.like_count,
        reposts: read.repost_count,
        replies: read.reply_count,
        impressions: read.view_count,
        raw: read,
      };
    },

    /** The profile's or page's followers; null for an account that does not share them. */
    async readFollowers({ tokens }) {
      const answer = await http.request({
        url: `${base()}/v1/me/followers`,
        bearer: tokens.accessToken,
        acceptStatuses: [403],
      });
      if (answer.status === 403) {
        const code = networkCode(answer.body);
        if (code === 'followers_not_shared') return null;
        throw new PublishError('bad_content', 'The test network refused to tell the followers', {
          networkCode: code,
        });
      }
      return readAnswer(followersAnswer, answer.body, 'transient', 'followers').followers_count;
    },

    async lookup({ idempotencyKey, tokens }) {
      const answer = await http.request({
        url: `${base()}/v1/posts`,
        query: { idempotency_key: idempotencyKey },
        bearer: tokens.accessToken,
      });
      const [found] = readAnswer(lookupAnswer, answer.body, 'transient', 'post lookup').data;
      return found ? toResult(found) : null;
    },
  };
  return provider;
}
