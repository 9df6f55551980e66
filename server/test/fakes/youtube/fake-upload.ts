import { randomBytes } from 'node:crypto';
import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { googleApiError } from '../google-oauth/fake-google-oauth';

export interface FakeVideo {
  id: string;
  channelId: string;
  title: string;
  description: string;
  categoryId: string;
  privacyStatus: string;
  madeForKids: boolean;
  mimeType: string;
  size: number;
  thumbnail: { mimeType: string; size: number } | null;
}

interface Session {
  channelId: string;
  metadata: Omit<FakeVideo, 'id' | 'channelId' | 'size' | 'thumbnail' | 'mimeType'>;
  mimeType: string;
  total: number;
  chunks: Buffer[];
  received: number;
  video: FakeVideo | null;
}

const invalid = (reason: string, message: string) =>
  googleApiError(400, reason, message, { domain: 'youtube.video' });
const privacyStatuses = new Set(['public', 'private', 'unlisted']);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The snippet and status YouTube checks before it takes the bytes. */
function readMetadata(body: unknown): Session['metadata'] | FakeAnswer {
  const snippet = record(record(body).snippet);
  const status = record(record(body).status);
  const title = typeof snippet.title === 'string' ? snippet.title : '';
  const description = typeof snippet.description === 'string' ? snippet.description : '';
  if (title.trim() === '' || title.length > 100 || /[<>]/.test(title))
    return invalid('invalidTitle', 'The request metadata specifies an invalid or empty video title.');
  if (Buffer.byteLength(description) > 5000 || /[<>]/.test(description))
    return invalid('invalidDescription', 'The request metadata specifies an invalid video description.');
  const privacyStatus = typeof status.privacyStatus === 'string' ? status.privacyStatus : 'public';
  if (!privacyStatuses.has(privacyStatus))
    return invalid('invalidVideoMetadata', 'The request metadata is invalid.');
  return {
    title,
    description,
    categoryId: typeof snippet.categoryId === 'string' ? snippet.categoryId : '22',
    privacyStatus,
    madeForKids: status.selfDeclaredMadeForKids === true,
  };
}

function refuseMedia(mimeType: string, size: number): FakeAnswer | null {
  if (!/^video\/|^application\/octet-stream$/.test(mimeType))
    return invalid('invalidContentType', `Media type '${mimeType}' is not supported.`);
  if (!Number.isInteger(size) || size <= 0)
    return invalid('required', 'X-Upload-Content-Length is required.');
  return null;
}

/** The parts of a multipart/related body (RFC 2387): each part's Content-Type and bytes. */
function relatedParts(request: FakeHttpRequest): Array<{ type: string; body: Buffer }> {
  const boundary = /boundary="?([^";]+)"?/.exec(request.header('content-type') ?? '')?.[1];
  if (!boundary) return [];
  const parts: Array<{ type: string; body: Buffer }> = [];
  const delimiter = Buffer.from(`--${boundary}`);
  let at = request.bytes.indexOf(delimiter);
  while (at >= 0) {
    const next = request.bytes.indexOf(delimiter, at + delimiter.length);
    if (next < 0) break;
    const part = request.bytes.subarray(at + delimiter.length, next);
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    parts.push({
      type: /content-type:\s*([^\r\n;]+)/i.exec(head)?.[1]?.trim() ?? '',
      body: part.subarray(split + 4, part.length - 2),
    });
    at = next;
  }
  return parts;
}

/** The video resource YouTube answers once the last byte is in. */
export function videoJson(video: FakeVideo) {
  return {
    kind: 'youtube#video',
    etag: randomBytes(8).toString('hex'),
    id: video.id,
    snippet: {
      publishedAt: new Date().toISOString(),
      channelId: video.channelId,
      title: video.title,
      description: video.description,
      categoryId: video.categoryId,
      liveBroadcastContent: 'none',
    },
    status: {
      uploadStatus: 'uploaded',
      privacyStatus: video.privacyStatus,
      license: 'youtube',
      embeddable: true,
      publicStatsViewable: true,
      madeForKids: video.madeForKids,
      selfDeclaredMadeForKids: video.madeForKids,
    },
  };
}

/**
 * YouTube's resumable sessions: the POST checks the video resource and opens a session (Location);
 * PUTs with Content-Range append in order, parts before the last in multiples of `granularity`; the
 * last byte creates the video (201); `bytes * /total` asks the status (308 with Range, or the video).
 */
export class FakeUploads {
  readonly sessions = new Map<string, Session>();
  readonly videos: FakeVideo[] = [];
  /** 256 KiB, as Google requires of every part but the last; tests may lower it. */
  granularity = 256 * 1024;
  /** The next upload's last part is taken (the video is made) and its answer never comes. */
  loseNextFinalAnswer = false;

  open(request: FakeHttpRequest, channelId: string, origin: string): FakeAnswer {
    const metadata = readMetadata(request.json());
    if ('status' in metadata) return metadata;
    const mimeType = request.header('x-upload-content-type') ?? '';
    const total = Number(request.header('x-upload-content-length'));
    const refused = refuseMedia(mimeType, total);
    if (refused) return refused;
    const uploadId = randomBytes(18).toString('base64url');
    this.sessions.set(uploadId, {
      channelId,
      metadata,
      mimeType,
      total,
      chunks: [],
      received: 0,
      video: null,
    });
    const location = `${origin}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status&upload_id=${uploadId}`;
    return { status: 200, headers: { location, 'x-guploader-uploadid': uploadId }, text: '' };
  }

  put(request: FakeHttpRequest): FakeAnswer | Promise<FakeAnswer> {
    const session = this.sessions.get(request.query.get('upload_id') ?? '');
    if (!session) return { status: 404, text: 'Not Found' };
    const range = request.header('content-range') ?? '';
    if (/^bytes \*\/\d+$/.test(range)) return this.progress(session);
    const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
    if (!match) return { status: 400, text: 'Failed to parse Content-Range header.' };
    const [from, to, total] = match.slice(1).map(Number) as [number, number, number];
    if (session.video) return this.progress(session);
    if (
      total !== session.total ||
      from !== session.received ||
      to < from ||
      request.bytes.length !== to - from + 1
    )
      return { status: 400, text: 'Invalid request. The Content-Range does not match the bytes received.' };
    const last = to + 1 === total;
    if (!last && request.bytes.length % this.granularity !== 0)
      return {
        status: 400,
        text: `Invalid request. The chunk size must be a multiple of ${this.granularity} bytes.`,
      };
    session.chunks.push(request.bytes);
    session.received = to + 1;
    if (!last) return this.progress(session);
    session.video = this.create(session.channelId, session.metadata, session.mimeType, session.received);
    if (this.loseNextFinalAnswer) {
      this.loseNextFinalAnswer = false;
      return new Promise<FakeAnswer>(() => undefined);
    }
    return { status: 201, json: videoJson(session.video) };
  }

  /**
   * uploadType=multipart, the official client's protocol: one multipart/related request, the
   * video resource as its JSON part and the bytes as the second part; answered with the video.
   */
  multipart(request: FakeHttpRequest, channelId: string): FakeAnswer {
    const [resource, file] = relatedParts(request);
    if (!resource || !file)
      return invalid('mediaBodyRequired', 'The request does not include the video content.');
    const metadata = readMetadata(JSON.parse(resource.body.toString('utf8')) as unknown);
    if ('status' in metadata) return metadata;
    const refused = refuseMedia(file.type, file.body.length);
    if (refused) return refused;
    return { status: 200, json: videoJson(this.create(channelId, metadata, file.type, file.body.length)) };
  }

  private create(channelId: string, metadata: Session['metadata'], mimeType: string, size: number) {
    const video = {
      ...metadata,
      id: randomBytes(8).toString('base64url').slice(0, 11),
      channelId,
      mimeType,
      size,
      thumbnail: null,
    };
    this.videos.push(video);
    return video;
  }

  private progress(session: Session): FakeAnswer {
    if (session.video) return { status: 200, json: videoJson(session.video) };
    const headers: Record<string, string> =
      session.received > 0 ? { range: `bytes=0-${session.received - 1}` } : {};
    return { status: 308, headers, text: '' };
  }
}
