import { z } from 'zod';
import { createHttpClient } from '../http-client';
import { networkCode } from '../http-failures';
import { downloadMedia } from '../media-bytes';
import type { Provider, PublishContent, PublishRequest, PublishResult, ReplyTarget } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';
import { classifyBlueskyFailure } from './bluesky-errors';
import { detectFacets, type Facet } from './bluesky-facets';
import { readBlueskyFollowers, readBlueskyMetrics } from './bluesky-metrics';
import { blueskyImageMaxBytes, fitImage } from './bluesky-images';
import { buildLinkCard, fetchLinkedSafely, type FetchLinked } from './bluesky-link-card';
import { recordKeyFor } from './bluesky-record-key';
import { pdsOf, sessionAccount, sessionAnswer, tokensOfSession } from './bluesky-session';
import { uploadBlueskyVideo, type BlueskyVideoOptions } from './bluesky-video';
import { originsOf } from '../http-connections';

export interface BlueskyProviderOptions {
  /** The PDS or entryway: https://bsky.social (BLUESKY_SERVICE). */
  service: string;
  /** Where videos go: https://video.bsky.app (BLUESKY_VIDEO_SERVICE). */
  videoService: string;
  timeoutMs?: number;
  now?: () => Date;
  video?: Partial<Omit<BlueskyVideoOptions, 'videoService'>>;
  /** How link cards read pages and their images (the safe fetch; tests allow their local server). */
  fetchLinked?: FetchLinked;
}

export const blueskyOptionsFromEnv = (env: Record<string, string | undefined>): BlueskyProviderOptions => ({
  service: env.BLUESKY_SERVICE ?? 'https://bsky.social',
  videoService: env.BLUESKY_VIDEO_SERVICE ?? 'https://video.bsky.app',
});

const blobAnswer = z.object({ blob: z.record(z.string(), z.unknown()) });
// createRecord answers the record's CID (required by its lexicon); a reply names its parent by it.
const recordAnswer = z.object({ uri: z.string(), cid: z.string() });
const foundAnswer = z.object({ uri: z.string(), cid: z.string().nullish() });
const resolveAnswer = z.object({ did: z.string() });
const collection = 'app.bsky.feed.post';

const postUrl = (handle: unknown, rkey: string, did: string) =>
  `https://bsky.app/profile/${typeof handle === 'string' ? handle : did}/post/${rkey}`;

/**
 * A part's record key: the target's part key and its send time, each reply a millisecond after the
 * part before it, so a thread's records sort in its order in the repo.
 */
const partRecordKey = (request: Omit<PublishRequest, 'content'>) =>
  recordKeyFor(request.idempotencyKey, new Date(request.sendAt.getTime() + (request.replyTo?.index ?? 0)));

/** A strong reference (com.atproto.repo.strongRef) to one of the account's posts. */
function strongRef(did: string, part: ReplyTarget['root']) {
  if (!part.reference)
    throw new PublishError('bad_content', 'The post to answer has no CID', { networkCode: 'no_cid' });
  return { uri: `at://${did}/${collection}/${part.externalId}`, cid: part.reference };
}

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

  const video: BlueskyVideoOptions = {
    videoService: options.videoService,
    pollMs: 2000,
    maxPolls: 90,
    ...options.video,
  };

  async function uploadBlob(bearer: string, service: string, bytes: Uint8Array, mimeType: string) {
    const answer = await http.request({
      method: 'POST',
      url: `${service}/xrpc/com.atproto.repo.uploadBlob`,
      bearer,
      // An unused blob is dropped by the server: uploading twice is harmless.
      idempotent: true,
      headers: { 'content-type': mimeType },
      body: bytes,
    });
    return readAnswer(blobAnswer, answer.body, 'transient', 'blob answer').blob;
  }

  async function images(bearer: string, service: string, content: PublishContent) {
    const embedded = [];
    for (const image of content.images.slice(0, 4)) {
      const file = await downloadMedia(http, image);
      const fitted = await fitImage(file.bytes, file.mimeType, blueskyImageMaxBytes);
      if (!fitted)
        throw new PublishError('bad_content', 'This image cannot be brought under Bluesky’s 2 MB limit', {
          networkCode: 'BlobTooLarge',
        });
      const aspectRatio =
        image.width && image.height ? { width: image.width, height: image.height } : undefined;
      const blob = await uploadBlob(bearer, service, fitted.bytes, fitted.mimeType);
      // `alt` is required by app.bsky.embed.images#image: empty when the user gave none.
      embedded.push({ alt: image.alt ?? '', image: blob, ...(aspectRatio ? { aspectRatio } : {}) });
    }
    return { $type: 'app.bsky.embed.images', images: embedded };
  }

  /** The post's embed: its video, else its images, else a card for its first link. */
  async function embed(request: PublishRequest, facets: Facet[], rkey: string) {
    const { account, content } = request;
    const bearer = request.tokens.accessToken;
    const service = serviceOf(account.metadata);
    if (content.video) {
      const pds = typeof account.metadata.pds === 'string' ? account.metadata.pds : service;
      const blob = await uploadBlueskyVideo(http, video, {
        service,
        pds,
        did: account.externalId,
        bearer,
        video: content.video,
        name: `${rkey}.mp4`,
        now: now(),
      });
      const { width, height } = content.video;
      return {
        $type: 'app.bsky.embed.video',
        video: blob,
        ...(width && height ? { aspectRatio: { width, height } } : {}),
      };
    }
    if (content.images.length > 0) return images(bearer, service, content);
    const link = facets.flatMap((facet) => facet.features).find((feature) => feature.$type.endsWith('#link'));
    if (!link || !('uri' in link)) return undefined;
    const card = await buildLinkCard(link.uri, options.fetchLinked ?? fetchLinkedSafely, (bytes, mimeType) =>
      uploadBlob(bearer, service, bytes, mimeType),
    );
    return card ?? undefined;
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

  const provider: Provider = {
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
      const account = await sessionAccount(http, options.service, tokens, session.did, pdsOf(session));
      return { tokens, accounts: [account] };
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

    async publish(request): Promise<PublishResult> {
      const { account, tokens, content } = request;
      const service = serviceOf(account.metadata);
      const bearer = tokens.accessToken;
      const facets = await detectFacets(content.message, (handle) => resolveHandle(handle, bearer, service));
      const rkey = partRecordKey(request);
      const media = await embed(request, facets, rkey);
      const { replyTo } = request;
      const record = {
        $type: collection,
        text: content.message,
        createdAt: now().toISOString(),
        // app.bsky.feed.post#replyRef: a thread's later part names the thread's first post and its parent.
        ...(replyTo
          ? {
              reply: {
                root: strongRef(account.externalId, replyTo.root),
                parent: strongRef(account.externalId, replyTo.parent),
              },
            }
          : {}),
        ...(facets.length > 0 ? { facets } : {}),
        ...(media ? { embed: media } : {}),
      };
      const answer = await http.request({
        method: 'POST',
        url: `${service}/xrpc/com.atproto.repo.createRecord`,
        bearer,
        json: { repo: account.externalId, collection, rkey, record },
      });
      const { cid } = readAnswer(recordAnswer, answer.body, 'unconfirmed', 'post answer');
      return {
        externalId: rkey,
        url: postUrl(account.metadata.handle, rkey, account.externalId),
        reference: cid,
      };
    },

    reply: (request) => provider.publish(request),

    readMetrics: (request) => readBlueskyMetrics(http, serviceOf(request.account.metadata), request),
    readFollowers: (request) => readBlueskyFollowers(http, serviceOf(request.account.metadata), request),

    /** The record key is the target's: a send whose answer was lost is there or it is not. */
    async lookup(request) {
      const { account, tokens } = request;
      const rkey = partRecordKey(request);
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
      // Its CID, which a reply to it must name: a record found without one cannot be answered yet.
      const { cid } = readAnswer(foundAnswer, answer.body, 'transient', 'record');
      if (!cid) throw new PublishError('transient', 'Bluesky found the post but not its CID');
      return {
        externalId: rkey,
        url: postUrl(account.metadata.handle, rkey, account.externalId),
        reference: cid,
      };
    },
  };
  return provider;
}
