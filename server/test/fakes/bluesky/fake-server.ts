import { FakeScript, startFakeHttp, type FakeAnswer, type FakeHttpRequest } from '../fake-http';
import { fakeAvatar } from '../fake-oauth-store';
import { createSession, refreshSession, tokenProblem, xrpcError } from './fake-session';

export interface FakeBlueskyRecord {
  rkey: string;
  repo: string;
  record: Record<string, unknown>;
}

/** A fake PDS: app-password sessions, blobs and app.bsky.feed.post records. */
export interface FakeBluesky {
  url: string;
  user: { did: string; handle: string; displayName: string };
  appPassword: string;
  accessTtlSeconds: number;
  /** Other handles a mention may name. */
  handles: Map<string, string>;
  sessions: Map<string, { kind: 'access' | 'refresh'; expiresAt: number }>;
  blobs: Map<string, { mimeType: string; size: number }>;
  records: FakeBlueskyRecord[];
  script: FakeScript;
  close(): Promise<void>;
}

/** "4 images of at most 1,000,000 bytes". */
const maxBlobBytes = 1_000_000;

function uploadBlob(fake: FakeBluesky, request: FakeHttpRequest): FakeAnswer {
  if (request.bytes.length > maxBlobBytes && !request.header('content-type')?.startsWith('video/'))
    return xrpcError(
      400,
      'BlobTooLarge',
      `This file is too large. It is ${request.bytes.length} bytes but the maximum size is ${maxBlobBytes} bytes.`,
    );
  const link = `bafkrei${String(fake.blobs.size + 1).padStart(52, 'a')}`;
  const mimeType = request.header('content-type') ?? 'application/octet-stream';
  fake.blobs.set(link, { mimeType, size: request.bytes.length });
  return {
    status: 200,
    json: { blob: { $type: 'blob', ref: { $link: link }, mimeType, size: request.bytes.length } },
  };
}

function createRecord(fake: FakeBluesky, request: FakeHttpRequest): FakeAnswer {
  const body = request.json() ?? {};
  const record = (body.record ?? {}) as Record<string, unknown>;
  const rkey = String(body.rkey ?? '');
  if (body.repo !== fake.user.did)
    return xrpcError(400, 'InvalidRequest', 'Input/repo must be the authenticated DID');
  if (!/^[234567abcdefghij][234567abcdefghijklmnopqrstuvwxyz]{12}$/.test(rkey))
    return xrpcError(400, 'InvalidRequest', 'Invalid record key: must be a TID');
  if (typeof record.text !== 'string' || [...new Intl.Segmenter().segment(record.text)].length > 300)
    return xrpcError(
      400,
      'InvalidRequest',
      'Invalid app.bsky.feed.post record: Record/text must not be longer than 300 graphemes',
    );
  if (fake.records.some((existing) => existing.rkey === rkey))
    return xrpcError(400, 'InvalidRequest', 'Record already exists');
  fake.records.push({ rkey, repo: fake.user.did, record });
  const uri = `at://${fake.user.did}/app.bsky.feed.post/${rkey}`;
  return { status: 200, json: { uri, cid: `bafyrei${rkey}`, validationStatus: 'valid' } };
}

function route(fake: FakeBluesky, request: FakeHttpRequest): FakeAnswer {
  const method = /^\/xrpc\/([\w.]+)$/.exec(request.path)?.[1] ?? '';
  if (method === 'com.atproto.server.createSession') return createSession(fake, request);
  if (method === 'com.atproto.server.refreshSession') return refreshSession(fake, request);
  if (request.path.startsWith('/avatars/')) return fakeAvatar('B', '#1185fe');
  const problem = tokenProblem(fake, request, 'access');
  if (problem) return problem;
  const { did, handle, displayName } = fake.user;
  if (method === 'com.atproto.server.getSession') return { status: 200, json: { did, handle, active: true } };
  if (method === 'app.bsky.actor.getProfile')
    return { status: 200, json: { did, handle, displayName, avatar: `${fake.url}/avatars/${did}.svg` } };
  if (method === 'com.atproto.identity.resolveHandle') {
    const found = fake.handles.get(request.query.get('handle') ?? '');
    return found
      ? { status: 200, json: { did: found } }
      : xrpcError(400, 'InvalidRequest', 'Unable to resolve handle');
  }
  if (method === 'com.atproto.repo.uploadBlob') return uploadBlob(fake, request);
  if (method === 'com.atproto.repo.createRecord') return createRecord(fake, request);
  if (method === 'com.atproto.repo.getRecord') {
    const found = fake.records.find((record) => record.rkey === request.query.get('rkey'));
    if (!found) return xrpcError(400, 'RecordNotFound', 'Could not locate record');
    return {
      status: 200,
      json: { uri: `at://${found.repo}/app.bsky.feed.post/${found.rkey}`, value: found.record },
    };
  }
  return xrpcError(501, 'MethodNotImplemented', `Method Not Implemented: ${method}`);
}

export async function startFakeBluesky(options: { port?: number } = {}): Promise<FakeBluesky> {
  const fake: FakeBluesky = {
    url: '',
    user: {
      did: 'did:plc:kairos5fake7user2xyz',
      handle: 'kairos.bsky.social',
      displayName: 'Kairos on Bluesky',
    },
    appPassword: 'abcd-efgh-ijkl-mnop',
    accessTtlSeconds: 7200,
    handles: new Map([['alice.bsky.social', 'did:plc:alice']]),
    sessions: new Map(),
    blobs: new Map(),
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
