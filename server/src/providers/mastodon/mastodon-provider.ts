import { z } from 'zod';
import { assertPublicHost, SafeFetchError } from '../../net/safe-fetch';
import { createHttpClient } from '../http-client';
import type { Provider } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';
import { createMastodonApps, mastodonScopes } from './mastodon-apps';
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
}

/** MASTODON_APP_NAME, PUBLIC_URL, MASTODON_ALLOW_HTTP. Mastodon needs no credentials of ours. */
export const mastodonOptionsFromEnv = (env: Record<string, string | undefined>): MastodonProviderOptions => ({
  appName: env.MASTODON_APP_NAME ?? 'Kairos',
  website: env.PUBLIC_URL ?? 'https://kairos.app',
  allowHttp: env.MASTODON_ALLOW_HTTP === 'true',
});

const tokenAnswer = z.object({ access_token: z.string().min(1) });
const accountAnswer = z.object({
  id: z.string(),
  username: z.string(),
  acct: z.string(),
  display_name: z.string().nullish(),
  avatar: z.string().nullish(),
  url: z.string().nullish(),
});
const instanceAnswer = z.object({
  configuration: z
    .object({ statuses: z.object({ max_characters: z.number().int().positive() }).partial().nullish() })
    .nullish(),
});
const statusAnswer = z.object({ id: z.string(), url: z.string().nullish() });

/** Mastodon on any server the user names: app per server, OAuth, media, then the status. */
export function createMastodonProvider(options: MastodonProviderOptions): Provider {
  const now = options.now ?? (() => new Date());
  const http = createHttpClient({
    timeoutMs: options.timeoutMs,
    now,
    userAgent: 'Kairos',
    classify: classifyMastodonFailure,
  });
  const apps = createMastodonApps(http, options.appName, options.website);

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
  const instanceOfAccount = (metadata: Record<string, unknown>) =>
    serverOf(typeof metadata.instance === 'string' ? metadata.instance : undefined);

  return {
    socialMedia: 'mastodon',
    displayName: 'Mastodon',
    isConfigured: () => true,
    usesPkce: true,
    connectMethod: 'instance',

    async authorizeUrl({ state, codeChallenge, redirectUri, instance }) {
      const server = await serverOf(instance);
      const app = await apps.ensure(server, redirectUri);
      const url = new URL(`${server}/oauth/authorize`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: app.clientId,
        redirect_uri: redirectUri,
        scope: mastodonScopes,
        state,
        // Mastodon 4.3 checks PKCE; older servers ignore it.
        ...(codeChallenge ? { code_challenge: codeChallenge, code_challenge_method: 'S256' } : {}),
      }).toString();
      return url.toString();
    },

    async exchangeCode({ code, codeVerifier, redirectUri, instance }) {
      const server = await serverOf(instance);
      const app = await apps.registered(server, redirectUri);
      const answer = await http.request({
        method: 'POST',
        url: `${server}/oauth/token`,
        form: {
          grant_type: 'authorization_code',
          code,
          client_id: app.clientId,
          client_secret: app.clientSecret,
          redirect_uri: redirectUri,
          code_verifier: codeVerifier,
          scope: mastodonScopes,
        },
      });
      const tokens = readAnswer(tokenAnswer, answer.body, 'transient', 'token answer');
      // "do not expire": no refresh token, no expiry.
      return { accessToken: tokens.access_token, refreshToken: null, expiresAt: null };
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

    async publish({ idempotencyKey, account, tokens, content }) {
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
        json: { status: content.message, ...(mediaIds.length > 0 ? { media_ids: mediaIds } : {}) },
      });
      const status = readAnswer(statusAnswer, answer.body, 'unconfirmed', 'post answer');
      return { externalId: status.id, url: status.url ?? null };
    },
  };
}
