import { z } from 'zod';
import { createHttpClient } from '../http-client';
import { networkCode } from '../http-failures';
import { downloadMedia } from '../media-bytes';
import type { Provider, PublishContent, PublishResult } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';
import { classifyBlueskyFailure } from './bluesky-errors';
import { detectFacets } from './bluesky-facets';
import { recordKeyFor } from './bluesky-record-key';
import { sessionAccount, sessionAnswer, tokensOfSession } from './bluesky-session';
import { originsOf } from '../http-connections';

export interface BlueskyProviderOptions {
  /** The PDS or entryway: https://bsky.social (BLUESKY_SERVICE). */
  service: string;
  timeoutMs?: number;
  now?: () => Date;
}

export const blueskyOptionsFromEnv = (env: Record<string, string | undefined>): BlueskyProviderOptions => ({
  service: env.BLUESKY_SERVICE ?? 'https://bsky.social',
});

const blobAnswer = z.object({ blob: z.record(z.string(), z.unknown()) });
const recordAnswer = z.object({ uri: z.string(), cid: z.string().nullish() });
const resolveAnswer = z.object({ did: z.string() });
const collection = 'app.bsky.feed.post';

const postUrl = (handle: unknown, rkey: string, did: string) =>
  `https://bsky.app/profile/${typeof handle === 'string' ? handle : did}/post/${rkey}`;

/** Bluesky (AT Protocol) with an app password: createSession, uploadBlob, createRecord with facets. */
export function createBlueskyProvider(options: BlueskyProviderOptions): Provider {
  const now = options.now ?? (() => new Date());
  const http = createHttpClient({
    timeoutMs: options.timeoutMs,
    now,
    userAgent: 'Kairos',
    classify: classifyBlueskyFailure,
  });
  const xrpc = (method: string) => `${options.service}/xrpc/${method}`;
  const serviceOf = (metadata: Record<string, unknown>) =>
    typeof metadata.service === 'string' ? metadata.service : options.service;
  const oauthOnly = () => {
    throw new PublishError('bad_content', 'Bluesky connects with an app password');
  };

  async function embed(bearer: string, service: string, content: PublishContent) {
    const upload = async (url: string) => {
      const file = await downloadMedia(http, { url });
      const answer = await http.request({
        method: 'POST',
        url: `${service}/xrpc/com.atproto.repo.uploadBlob`,
        bearer,
        // An unused blob is dropped by the server: uploading twice is harmless.
        idempotent: true,
        headers: { 'content-type': file.mimeType },
        body: file.bytes,
      });
      return readAnswer(blobAnswer, answer.body, 'transient', 'blob answer').blob;
    };
    if (content.video) return { $type: 'app.bsky.embed.video', video: await upload(content.video.url) };
    if (content.images.length === 0) return undefined;
    const images = [];
    for (const image of content.images.slice(0, 4)) {
      const aspectRatio =
        image.width && image.height ? { width: image.width, height: image.height } : undefined;
      images.push({ alt: '', image: await upload(image.url), ...(aspectRatio ? { aspectRatio } : {}) });
    }
    return { $type: 'app.bsky.embed.images', images };
  }

  async function resolveHandle(handle: string, bearer: string, service: string): Promise<string | null> {
    const answer = await http.request({
      url: `${service}/xrpc/com.atproto.identity.resolveHandle`,
      query: { handle },
      bearer,
      acceptStatuses: [400],
    });
    return answer.status === 200 ? readAnswer(resolveAnswer, answer.body, 'transient', 'handle').did : null;
  }

  return {
    socialMedia: 'bluesky',
    publishOrigins: (account) => originsOf(serviceOf(account.metadata)),
    displayName: 'Bluesky',
    isConfigured: () => Boolean(options.service),
    usesPkce: false,
    connectMethod: 'credentials',
    authorizeUrl: oauthOnly,
    exchangeCode: () => Promise.resolve().then(oauthOnly),

    async connectWithCredentials({ identifier, password }) {
      const answer = await http.request({
        method: 'POST',
        url: xrpc('com.atproto.server.createSession'),
        json: { identifier: identifier.replace(/^@/, ''), password },
        idempotent: true,
      });
      const session = readAnswer(sessionAnswer, answer.body, 'transient', 'session');
      const tokens = tokensOfSession(session);
      return { tokens, accounts: [await sessionAccount(http, options.service, tokens, session.did)] };
    },

    async listConnectable(tokens) {
      const answer = await http.request({
        url: xrpc('com.atproto.server.getSession'),
        bearer: tokens.accessToken,
      });
      const { did } = readAnswer(z.object({ did: z.string() }), answer.body, 'transient', 'session');
      return [await sessionAccount(http, options.service, tokens, did)];
    },

    async refresh(tokens) {
      if (!tokens.refreshToken) throw new PublishError('auth', 'The session expired and cannot be renewed');
      const answer = await http.request({
        method: 'POST',
        url: xrpc('com.atproto.server.refreshSession'),
        bearer: tokens.refreshToken,
      });
      return tokensOfSession(readAnswer(sessionAnswer, answer.body, 'transient', 'session'));
    },

    async publish({ idempotencyKey, account, tokens, content }): Promise<PublishResult> {
      const service = serviceOf(account.metadata);
      const bearer = tokens.accessToken;
      const facets = await detectFacets(content.message, (handle) => resolveHandle(handle, bearer, service));
      const media = await embed(bearer, service, content);
      const rkey = recordKeyFor(idempotencyKey);
      const record = {
        $type: collection,
        text: content.message,
        createdAt: now().toISOString(),
        ...(facets.length > 0 ? { facets } : {}),
        ...(media ? { embed: media } : {}),
      };
      const answer = await http.request({
        method: 'POST',
        url: `${service}/xrpc/com.atproto.repo.createRecord`,
        bearer,
        json: { repo: account.externalId, collection, rkey, record },
      });
      readAnswer(recordAnswer, answer.body, 'unconfirmed', 'post answer');
      return { externalId: rkey, url: postUrl(account.metadata.handle, rkey, account.externalId) };
    },

    /** The record key is the target's: a send whose answer was lost is there or it is not. */
    async lookup({ idempotencyKey, account, tokens }) {
      const rkey = recordKeyFor(idempotencyKey);
      const answer = await http.request({
        url: `${serviceOf(account.metadata)}/xrpc/com.atproto.repo.getRecord`,
        query: { repo: account.externalId, collection, rkey },
        bearer: tokens.accessToken,
        acceptStatuses: [400],
      });
      if (answer.status === 400) {
        const code = networkCode(answer.body);
        if (code === 'RecordNotFound') return null;
        const kind = code === 'ExpiredToken' || code === 'InvalidToken' ? 'auth' : 'transient';
        throw new PublishError(kind, 'Bluesky could not say whether the post arrived', { networkCode: code });
      }
      return { externalId: rkey, url: postUrl(account.metadata.handle, rkey, account.externalId) };
    },
  };
}
