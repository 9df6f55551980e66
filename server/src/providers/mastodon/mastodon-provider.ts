import { z } from 'zod';
import { assertPublicHost, SafeFetchError } from '../../net/safe-fetch';
import { createHttpClient } from '../http-client';
import { createOAuth2 } from '../oauth2';
import type { Provider } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';
import {
  createMastodonApps,
  mastodonScopes,
  memoryMastodonAppStore,
  type MastodonApp,
  type MastodonAppStore,
} from './mastodon-apps';
import { classifyMastodonFailure } from './mastodon-errors';
import { uploadMastodonMedia } from './mastodon-media';

export interface MastodonProviderOptions {
  /** The app's name on the user's server; its website (our public URL). */
  appName: string;
  website: string;
  /**
   * Lets instances answer on plain http and on this machine (the fake server in tests and e2e);
   * never in production, where a server the user names must be a public address.
   */
  allowHttp: boolean;
  /** Tests: how host names resolve (the system's DNS otherwise). */
  resolve?: (hostname: string) => Promise<string[]>;
  timeoutMs?: number;
  now?: () => Date;
  mediaPollMs?: number;
  /** Where the apps registered on servers are kept (the database in the server; memory otherwise). */
  apps?: MastodonAppStore;
}

/** MASTODON_APP_NAME, PUBLIC_URL, MASTODON_ALLOW_HTTP. Mastodon needs no credentials of ours. */
export const mastodonOptionsFromEnv = (env: Record<string, string | undefined>): MastodonProviderOptions => ({
  appName: env.MASTODON_APP_NAME ?? 'Kairos',
  website: env.PUBLIC_URL ?? 'https://kairos.app',
  allowHttp: env.MASTODON_ALLOW_HTTP === 'true',
});

const accountAnswer = z.object({
  id: z.string(),
  username: z.string(),
  acct: z.string(),
  display_name: z.string().nullish(),
  avatar: z.string().nullish(),
  url: z.string().nullish(),
});
/** Account#followers_count: -1 where the server or the user hides it (REST::AccountSerializer). */
const followersAnswer = z.object({ followers_count: z.number().int() });
const instanceAnswer = z.object({
  configuration: z
    .object({ statuses: z.object({ max_characters: z.number().int().positive() }).partial().nullish() })
    .nullish(),
});
const statusAnswer = z.object({ id: z.string(), url: z.string().nullish() });
const statusCounts = z.object({
  favourites_count: z.number().int().nonnegative(),
  reblogs_count: z.number().int().nonnegative(),
  replies_count: z.number().int().nonnegative(),
});

/** Mastodon on any server the user names: app per server, OAuth, media, then the status. */
export function createMastodonProvider(options: MastodonProviderOptions): Provider {
  const now = options.now ?? (() => new Date());
  const http = createHttpClient({
    timeoutMs: options.timeoutMs,
    now,
    userAgent: 'Kairos',
    classify: classifyMastodonFailure,
  });
  const apps = createMastodonApps(
    http,
    options.appName,
    options.website,
    options.apps ?? memoryMastodonAppStore(),
  );

  async function serverOf(instance: string | undefined): Promise<string> {
    let url: URL | null = null;
    try {
      url = instance ? new URL(instance) : null;
    } catch {
      url = null;
    }
    const secure = url?.protocol === 'https:' || (options.allowHttp && url?.protocol === 'http:');
    if (!url || !secure) throw new PublishError('bad_content', 'Not a Mastodon server address');
    try {
      await assertPublicHost(url, {
        ...(options.allowHttp ? { allowAddress: () => true } : {}),
        ...(options.resolve ? { resolve: options.resolve } : {}),
      });
    } catch (error) {
      if (error instanceof SafeFetchError)
        throw new PublishError('bad_content', 'Not a Mastodon server address', {
          networkCode: 'private_address',
        });
      // The name did not resolve (now): like any network failure, worth another try later.
      throw new PublishError('transient', `The server ${url.hostname} could not be found`);
    }
    return url.origin;
  }
  /** OAuth on this server with the app registered there. Mastodon 4.3 checks PKCE; older ones ignore it. */
  const oauthOf = (server: string, app: MastodonApp) =>
    createOAuth2({
      http,
      now,
      authorizeUrl: `${server}/oauth/authorize`,
      tokenUrl: `${server}/oauth/token`,
      client: { id: app.clientId, secret: app.clientSecret },
      scope: mastodonScopes,
      clientAuth: 'form',
      pkce: true,
      // "If code was provided, then this must be equal to the scope requested from the user."
      exchangeParams: { scope: mastodonScopes },
      keepRefreshToken: false,
    });
  const instanceOfAccount = (metadata: Record<string, unknown>) =>
    serverOf(typeof metadata.instance === 'string' ? metadata.instance : undefined);

  const provider: Provider = {
    socialMedia: 'mastodon',
    displayName: 'Mastodon',
    isConfigured: () => true,
    usesPkce: true,
    connectMethod: 'instance',

    async authorizeUrl({ instance, ...input }) {
      const server = await serverOf(instance);
      const app = await apps.ensure(server, input.redirectUri);
      return oauthOf(server, app).authorizeUrl(input);
    },

    async exchangeCode({ instance, ...input }) {
      const server = await serverOf(instance);
      const app = await apps.registered(server, input.redirectUri);
      // "do not expire": no refresh token, no expiry.
      return oauthOf(server, app).exchangeCode(input);
    },

    async listConnectable(tokens, context) {
      const server = await serverOf(context?.instance);
      const bearer = tokens.accessToken;
      const me = await http.request({ url: `${server}/api/v1/accounts/verify_credentials`, bearer });
      const account = readAnswer(accountAnswer, me.body, 'transient', 'profile');
      const about = await http.request({ url: `${server}/api/v2/instance` });
      const limits = readAnswer(instanceAnswer, about.body, 'transient', 'server description');
      const host = new URL(server).host;
      return [
        {
          externalId: `${account.id}@${host}`,
          name: account.display_name || account.username,
          type: 'personal',
          avatar: account.avatar ?? null,
          url: account.url ?? null,
          metadata: {
            mastodonId: account.id,
            instance: server,
            acct: `@${account.username}@${host}`,
            maxCharacters: limits.configuration?.statuses?.max_characters ?? 500,
          },
        },
      ];
    },

    /** Mastodon's tokens do not expire; a revoked one shows as 401 when publishing. */
    refresh: (tokens) => Promise.resolve(tokens),

    async publish({ idempotencyKey, account, tokens, content, replyTo }) {
      const server = await instanceOfAccount(account.metadata);
      const bearer = tokens.accessToken;
      const media = content.video ? [content.video] : content.images.slice(0, 4);
      const mediaIds: string[] = [];
      for (const item of media) {
        const pollMs = options.mediaPollMs ?? 1000;
        mediaIds.push(
          await uploadMastodonMedia(http, { instance: server, bearer, media: item, pollMs, maxPolls: 60 }),
        );
      }
      const answer = await http.request({
        method: 'POST',
        url: `${server}/api/v1/statuses`,
        bearer,
        // The server keeps the key an hour and answers a resend with the same status: safe to retry.
        headers: { 'idempotency-key': idempotencyKey },
        idempotent: true,
        json: {
          status: content.message,
          ...(mediaIds.length > 0 ? { media_ids: mediaIds } : {}),
          // A thread's later part answers the status before it.
          ...(replyTo ? { in_reply_to_id: replyTo.parent.externalId } : {}),
        },
      });
      const status = readAnswer(statusAnswer, answer.body, 'unconfirmed', 'post answer');
      return { externalId: status.id, url: status.url ?? null };
    },

    reply: (request) => provider.publish(request),

    /** Status: favourites_count, reblogs_count, replies_count (no views on Mastodon). */
    async readMetrics({ account, tokens, post }) {
      const server = await instanceOfAccount(account.metadata);
      const answer = await http.request({
        url: `${server}/api/v1/statuses/${encodeURIComponent(post.externalId)}`,
        bearer: tokens.accessToken,
      });
      const counts = readAnswer(statusCounts, answer.body, 'transient', 'status');
      return {
        likes: counts.favourites_count,
        reposts: counts.reblogs_count,
        replies: counts.replies_count,
        impressions: null,
        raw: counts,
      };
    },

    /** The signed-in account's followers_count (verify_credentials); null while it is hidden. */
    async readFollowers({ account, tokens }) {
      const server = await instanceOfAccount(account.metadata);
      const answer = await http.request({
        url: `${server}/api/v1/accounts/verify_credentials`,
        bearer: tokens.accessToken,
      });
      const count = readAnswer(followersAnswer, answer.body, 'transient', 'profile').followers_count;
      return count < 0 ? null : count;
    },
  };
  return provider;
}
