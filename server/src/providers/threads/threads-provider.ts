import { networkTable } from '@kairos/core';
import { z } from 'zod';
import { createHttpClient } from '../http-client';
import type { Provider } from '../provider';
import { readAnswer } from '../read-answer';
import { prepareContainer, type ThreadsCalls, type ThreadsPollOptions } from './threads-containers';
import { classifyThreadsFailure } from './threads-errors';
import { checkPublishingLimit, publishContainer } from './threads-publish';
import { exchangeThreadsCode, refreshThreadsToken, type ThreadsTokenOptions } from './threads-tokens';
import { originsOf } from '../http-connections';
import { readThreadsFollowers, readThreadsMetrics } from './threads-metrics';

export interface ThreadsProviderOptions {
  appId: string | undefined;
  appSecret: string | undefined;
  /** https://graph.threads.net: the token endpoints and the API (under /v1.0). */
  apiBase: string;
  /** https://threads.net: where the user authorizes. */
  authBase: string;
  timeoutMs?: number;
  now?: () => Date;
  poll?: Partial<ThreadsPollOptions>;
}

/**
 * threads_manage_replies: a thread's later parts are replies (Retrieve and Manage Replies,
 * "Permissions"); threads_manage_insights: a post's metrics and the followers (Threads Insights API).
 */
export const threadsScopes =
  'threads_basic,threads_content_publish,threads_manage_replies,threads_manage_insights';

/** THREADS_APP_ID, THREADS_APP_SECRET, THREADS_API_BASE, THREADS_AUTH_BASE. */
export const threadsOptionsFromEnv = (env: Record<string, string | undefined>): ThreadsProviderOptions => ({
  appId: env.THREADS_APP_ID,
  appSecret: env.THREADS_APP_SECRET,
  apiBase: env.THREADS_API_BASE ?? 'https://graph.threads.net',
  authBase: env.THREADS_AUTH_BASE ?? 'https://threads.net',
});

const profile = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string().nullish(),
  threads_profile_picture_url: z.string().nullish(),
});

const profileUrl = (username: unknown) =>
  typeof username === 'string' ? `https://www.threads.net/@${username}` : 'https://www.threads.net';

/** Threads: OAuth with a long-lived token, containers (text, image, video, carousel), then publish. */
export function createThreadsProvider(options: ThreadsProviderOptions): Provider {
  const now = options.now ?? (() => new Date());
  const http = createHttpClient({
    timeoutMs: options.timeoutMs,
    now,
    userAgent: 'Kairos',
    classify: (failure, standard) => classifyThreadsFailure(failure, standard, now()),
  });
  const tokenOptions: ThreadsTokenOptions = { ...options, now };
  const poll: ThreadsPollOptions = { pollMs: 10_000, maxPolls: 30, ...options.poll };
  const graph = `${options.apiBase}/v1.0`;

  return {
    socialMedia: 'threads',
    publishOrigins: () => originsOf(options.apiBase),
    displayName: 'Threads',
    isConfigured: () => Boolean(options.appId && options.appSecret),
    usesPkce: false,

    authorizeUrl({ state, redirectUri }) {
      const url = new URL(`${options.authBase}/oauth/authorize`);
      url.search = new URLSearchParams({
        client_id: options.appId ?? '',
        redirect_uri: redirectUri,
        scope: threadsScopes,
        response_type: 'code',
        state,
      }).toString();
      return url.toString();
    },

    exchangeCode: ({ code, redirectUri }) => exchangeThreadsCode(http, tokenOptions, { code, redirectUri }),

    refresh: (tokens) => refreshThreadsToken(http, tokenOptions, tokens),

    async listConnectable(tokens) {
      const answer = await http.request({
        url: `${graph}/me`,
        query: { fields: 'id,username,name,threads_profile_picture_url', access_token: tokens.accessToken },
      });
      const me = readAnswer(profile, answer.body, 'transient', 'profile');
      return [
        {
          externalId: me.id,
          name: me.name || me.username,
          type: 'personal',
          avatar: me.threads_profile_picture_url ?? null,
          url: profileUrl(me.username),
          metadata: { username: me.username },
        },
      ];
    },

    async publish({ tokens, account, content }) {
      const calls: ThreadsCalls = { http, graph, userId: account.externalId, token: tokens.accessToken };
      await checkPublishingLimit(calls, now());
      const creationId = await prepareContainer(calls, poll, content, networkTable.threads.media.maxImages);
      return publishContainer(calls, creationId, content.message, profileUrl(account.metadata.username));
    },

    async reply({ tokens, account, content, replyTo }) {
      const calls: ThreadsCalls = { http, graph, userId: account.externalId, token: tokens.accessToken };
      await checkPublishingLimit(calls, now(), 'reply');
      const maxItems = networkTable.threads.media.maxImages;
      const creationId = await prepareContainer(calls, poll, content, maxItems, replyTo.parent.externalId);
      const profile = profileUrl(account.metadata.username);
      return publishContainer(calls, creationId, content.message, profile, 'replies');
    },

    readMetrics: ({ tokens, account, post }) =>
      readThreadsMetrics({ http, graph, userId: account.externalId, token: tokens.accessToken }, post),

    readFollowers: ({ tokens, account }) =>
      readThreadsFollowers({ http, graph, userId: account.externalId, token: tokens.accessToken }),
  };
}
