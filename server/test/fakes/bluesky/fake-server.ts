import { FakeScript, startFakeHttp, type FakeAnswer, type FakeHttpRequest } from '../fake-http';
import { fakeAvatar } from '../fake-oauth-store';
import { blobCid, lexiconMaxSize, lexiconProblem, recordCid } from './fake-lexicon';
import { createSession, refreshSession, tokenProblem, xrpcError } from './fake-session';
import { getJobStatus, getServiceAuth, uploadVideo, type FakeVideoJob } from './fake-video';

export interface FakeBlueskyRecord {
  rkey: string;
  repo: string;
  cid: string;
  record: Record<string, unknown>;
  /** What people did with it (tests move these): getPosts tells them as likeCount and the rest. */
  counts?: { likes: number; reposts: number; replies: number; quotes: number };
}

/** A fake PDS and video service: sessions, blobs, videos and app.bsky.feed.post records. */
export interface FakeBluesky {
  url: string;
  /** The signed-in account; `followers` is the followersCount its profile tells. */
  user: { did: string; handle: string; displayName: string; followers: number };
  appPassword: string;
  accessTtlSeconds: number;
  /** Other handles a mention may name. */
  handles: Map<string, string>;
  sessions: Map<string, { kind: 'access' | 'refresh'; expiresAt: number }>;
  /** By CID; where the blob came from: the PDS's uploadBlob, or the video service's processing. */
  blobs: Map<string, { mimeType: string; size: number; origin: 'pds' | 'video-service' }>;
  serviceTokens: Map<string, { aud: string; lxm: string | null; expiresAt: number }>;
  videoJobs: Map<string, FakeVideoJob>;
  /** uploadVideo answers the lexicon's `{jobStatus}` instead of the service's bare job. */
  lexiconUploadAnswer: boolean;
  /** getJobStatus calls a video stays in progress; the next job may be made to fail. */
  videoProcessingChecks: number;
  failNextVideo: string | null;
  records: FakeBlueskyRecord[];
  script: FakeScript;
  close(): Promise<void>;
}

async function uploadBlob(fake: FakeBluesky, request: FakeHttpRequest): Promise<FakeAnswer> {
  const link = await blobCid(request.bytes);
  const mimeType = request.header('content-type') ?? 'application/octet-stream';
  fake.blobs.set(link, { mimeType, size: request.bytes.length, origin: 'pds' });
  return {
    status: 200,
    json: { blob: { $type: 'blob', ref: { $link: link }, mimeType, size: request.bytes.length } },
  };
}

type Blob = { ref?: { $link?: string }; size?: number };

/**
 * What the PDS checks when a record names blobs: each was uploaded, fits the lexicon's maxSize for
 * its place, and a video was processed by the video service (a video blob uploaded to the PDS does
 * not play: it has no playlist).
 */
function blobProblem(fake: FakeBluesky, record: Record<string, unknown>): string | null {
  const embed = (record.embed ?? {}) as {
    $type?: string;
    images?: Array<{ image?: Blob }>;
    video?: Blob;
    external?: { thumb?: Blob };
  };
  const placed: Array<[Blob | undefined, number, boolean]> = [
    ...(embed.images ?? []).map((image): [Blob | undefined, number, boolean] => [
      image.image,
      lexiconMaxSize('app.bsky.embed.images#image', 'image'),
      false,
    ]),
    [embed.video, lexiconMaxSize('app.bsky.embed.video', 'video'), true],
    [embed.external?.thumb, lexiconMaxSize('app.bsky.embed.external#external', 'thumb'), false],
  ];
  for (const [blob, maxSize, video] of placed) {
    if (!blob) continue;
    const stored = fake.blobs.get(blob.ref?.$link ?? '');
    if (!stored) return `Could not find blob: ${blob.ref?.$link}`;
    if (stored.size > maxSize)
      return `This file is too large. It is ${stored.size} bytes but the maximum size is ${maxSize} bytes.`;
    if (video && stored.origin !== 'video-service') return 'Video blobs must come from the video service';
  }
  return null;
}

async function createRecord(fake: FakeBluesky, request: FakeHttpRequest): Promise<FakeAnswer> {
  const body = request.json() ?? {};
  const record = (body.record ?? {}) as Record<string, unknown>;
  const rkey = String(body.rkey ?? '');
  if (body.repo !== fake.user.did)
    return xrpcError(400, 'InvalidRequest', 'Input/repo must be the authenticated DID');
  if (!/^[234567abcdefghij][234567abcdefghijklmnopqrstuvwxyz]{12}$/.test(rkey))
    return xrpcError(400, 'InvalidRequest', 'Invalid record key: must be a TID');
  const invalid = lexiconProblem(String(body.collection ?? ''), record);
  if (invalid) return xrpcError(400, 'InvalidRequest', `Invalid app.bsky.feed.post record: ${invalid}`);
  const blobs = blobProblem(fake, record);
  if (blobs) return xrpcError(400, blobs.startsWith('This file') ? 'BlobTooLarge' : 'InvalidRequest', blobs);
  if (fake.records.some((existing) => existing.rkey === rkey))
    return xrpcError(400, 'InvalidRequest', 'Record already exists');
  const cid = await recordCid(record);
  fake.records.push({ rkey, repo: fake.user.did, cid, record });
  const uri = `at://${fake.user.did}/app.bsky.feed.post/${rkey}`;
  return { status: 200, json: { uri, cid, validationStatus: 'valid' } };
}

function route(fake: FakeBluesky, request: FakeHttpRequest): FakeAnswer | Promise<FakeAnswer> {
  const method = /^\/xrpc\/([\w.]+)$/.exec(request.path)?.[1] ?? '';
  // The video host: its own auth (a service token), and job status open to anyone with the id.
  if (method === 'app.bsky.video.uploadVideo') return uploadVideo(fake, request);
  if (method === 'app.bsky.video.getJobStatus') return getJobStatus(fake, request);
  if (method === 'com.atproto.server.createSession') return createSession(fake, request);
  if (method === 'com.atproto.server.refreshSession') return refreshSession(fake, request);
  if (request.path.startsWith('/avatars/')) return fakeAvatar('B', '#1185fe');
  const problem = tokenProblem(fake, request, 'access');
  if (problem) return problem;
  const { did, handle } = fake.user;
  if (method === 'com.atproto.server.getSession') return { status: 200, json: { did, handle, active: true } };
  if (method === 'app.bsky.actor.getProfile') return getProfile(fake, request);
  if (method === 'com.atproto.identity.resolveHandle') {
    const found = fake.handles.get(request.query.get('handle') ?? '');
    return found
      ? { status: 200, json: { did: found } }
      : xrpcError(400, 'InvalidRequest', 'Unable to resolve handle');
  }
  if (method === 'com.atproto.repo.uploadBlob') return uploadBlob(fake, request);
  if (method === 'com.atproto.server.getServiceAuth') return getServiceAuth(fake, request);
  if (method === 'com.atproto.repo.createRecord') return createRecord(fake, request);
  if (method === 'app.bsky.feed.getPosts') return getPosts(fake, request);
  if (method === 'com.atproto.repo.getRecord') {
    const found = fake.records.find((record) => record.rkey === request.query.get('rkey'));
    if (!found) return xrpcError(400, 'RecordNotFound', 'Could not locate record');
    return {
      status: 200,
      json: {
        uri: `at://${found.repo}/app.bsky.feed.post/${found.rkey}`,
        cid: found.cid,
        value: found.record,
      },
    };
  }
  return xrpcError(501, 'MethodNotImplemented', `Method Not Implemented: ${method}`);
}

/**
 * app.bsky.actor.getProfile (lexicon: actor, an at-identifier): app.bsky.actor.defs#profileViewDetailed
 * with the account's counts; an actor the AppView does not know is 400 InvalidRequest.
 */
function getProfile(fake: FakeBluesky, request: FakeHttpRequest): FakeAnswer {
  const { did, handle, displayName, followers } = fake.user;
  const actor = request.query.get('actor');
  if (!actor) return xrpcError(400, 'InvalidRequest', 'Error: Params must have the property "actor"');
  if (actor !== did && actor !== handle) return xrpcError(400, 'InvalidRequest', 'Profile not found');
  return {
    status: 200,
    json: {
      did,
      handle,
      displayName,
      avatar: `${fake.url}/avatars/${did}.svg`,
      followersCount: followers,
      followsCount: 31,
      postsCount: fake.records.length,
      indexedAt: new Date().toISOString(),
    },
  };
}

/**
 * app.bsky.feed.getPosts (lexicon: uris, at-uri[], maxLength 25): the posts found, as
 * app.bsky.feed.defs#postView, in the order asked; a post that is not there is left out.
 */
function getPosts(fake: FakeBluesky, request: FakeHttpRequest): FakeAnswer {
  const uris = request.query.getAll('uris');
  if (uris.length === 0 || uris.length > 25)
    return xrpcError(400, 'InvalidRequest', 'Error: uris must have between 1 and 25 items');
  const { did, handle, displayName } = fake.user;
  const posts = uris.flatMap((uri) => {
    const found = fake.records.find(
      (record) => `at://${record.repo}/app.bsky.feed.post/${record.rkey}` === uri,
    );
    if (!found) return [];
    const counts = found.counts ?? { likes: 0, reposts: 0, replies: 0, quotes: 0 };
    return [
      {
        uri,
        cid: found.cid,
        author: { did, handle, displayName },
        record: found.record,
        likeCount: counts.likes,
        repostCount: counts.reposts,
        replyCount: counts.replies,
        quoteCount: counts.quotes,
        indexedAt: new Date().toISOString(),
      },
    ];
  });
  return { status: 200, json: { posts } };
}

export async function startFakeBluesky(options: { port?: number } = {}): Promise<FakeBluesky> {
  const fake: FakeBluesky = {
    url: '',
    user: {
      did: 'did:plc:kairos5fake7user2xyz',
      handle: 'kairos.bsky.social',
      displayName: 'Kairos on Bluesky',
      followers: 0,
    },
    appPassword: 'abcd-efgh-ijkl-mnop',
    accessTtlSeconds: 7200,
    handles: new Map([['alice.bsky.social', 'did:plc:alice']]),
    sessions: new Map(),
    blobs: new Map(),
    serviceTokens: new Map(),
    videoJobs: new Map(),
    lexiconUploadAnswer: false,
    videoProcessingChecks: 1,
    failNextVideo: null,
    records: [],
    script: new FakeScript(),
    close: async () => undefined,
  };
  fake.handles.set(fake.user.handle, fake.user.did);
  const http = await startFakeHttp(fake.script, (request) => route(fake, request), options);
  fake.url = http.url;
  fake.close = http.close;
  return fake;
}
