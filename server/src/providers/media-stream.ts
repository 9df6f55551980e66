import { Readable } from 'node:stream';
import { request } from 'undici';
import { dispatcherFor } from './http-connections';
import { classifyTransportError } from './http-failures';
import { mimeTypeOf } from './media-bytes';
import type { PublishMedia } from './provider';
import { PublishError } from './publish-error';

/** A whole video's body takes longer to send than an API call. */
export const mediaUploadTimeoutMs = 10 * 60_000;

/** A post's media as it is read from our storage: its size and type, and the bytes as they come. */
export interface MediaStream {
  size: number;
  mimeType: string;
  body: Readable;
}

export interface MediaStreamOptions {
  /** Until the answer's headers. */
  timeoutMs?: number;
  /**
   * The longest pause between two pieces of the body while it is being read; a reader that stops
   * reading (its upload is slow) pauses the download without this running out.
   */
  idleMs?: number;
}

/**
 * Opens a post's media for reading as a stream, so a 150 MB video never sits in memory whole: the
 * uploads read it piece by piece (X, TikTok and LinkedIn in chunks, Mastodon, Hootsuite and
 * Pinterest as a streamed body). Reading our own storage twice is harmless, so every failure here is
 * retryable. The size comes from the answer's content-length, which the networks ask for up front.
 */
export async function openMediaStream(
  media: PublishMedia,
  options: MediaStreamOptions = {},
): Promise<MediaStream> {
  let answer: Awaited<ReturnType<typeof request>>;
  try {
    answer = await request(media.url, {
      dispatcher: dispatcherFor('GET'),
      headers: { accept: '*/*', 'user-agent': 'Kairos' },
      headersTimeout: options.timeoutMs ?? 30_000,
      bodyTimeout: options.idleMs ?? 120_000,
    });
  } catch (error) {
    throw classifyTransportError(error, { idempotent: true });
  }
  const body = answer.body as Readable;
  // Destroyed early (a failed upload, or here) undici's body emits an error nobody may be reading:
  // it must not crash the process, and a reader's iteration still sees it.
  body.on('error', () => undefined);
  const size = Number(answer.headers['content-length']);
  if (answer.statusCode < 200 || answer.statusCode >= 300 || !Number.isSafeInteger(size)) {
    body.destroy();
    throw new PublishError('transient', 'The media could not be read', {
      networkCode: `media_${answer.statusCode}`,
    });
  }
  const header = answer.headers['content-type'];
  const mimeType = mimeTypeOf(media, typeof header === 'string' ? header : undefined);
  return { size, mimeType, body };
}

/**
 * Reads a stream in pieces of the lengths asked for, for chunked uploads: one piece in memory at a
 * time per upload. A stream that ends early fails (the media changed size under us: retry).
 */
export function byteReader(stream: Readable) {
  const pieces = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  let held: Buffer = Buffer.alloc(0);
  return {
    async read(length: number): Promise<Buffer> {
      const parts: Buffer[] = [];
      let have = 0;
      while (have < length) {
        if (held.length === 0) {
          let next: IteratorResult<Buffer>;
          try {
            next = await pieces.next();
          } catch (error) {
            throw classifyTransportError(error, { idempotent: true });
          }
          if (next.done)
            throw new PublishError('transient', 'The media ended before its declared size', {
              networkCode: 'media_short',
            });
          held = next.value;
        }
        const take = held.subarray(0, length - have);
        held = held.subarray(take.length);
        parts.push(take);
        have += take.length;
      }
      return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
    },
  };
}

/**
 * A multipart/form-data body (RFC 7578) whose file part streams: the fields and the boundaries are
 * small buffers around the media's own stream, and the length is known, so the upload declares it
 * (S3's signed POST and PUT refuse chunked bodies).
 */
export function multipartStream(
  fields: Record<string, string>,
  file: { name: string; filename: string; media: MediaStream },
): { body: Readable; contentType: string; length: number } {
  const boundary = `kairos-${crypto.randomUUID()}`;
  const head = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.media.mimeType}\r\n\r\n`,
    ),
  ]);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* parts() {
    yield head;
    for await (const piece of file.media.body as AsyncIterable<Buffer>) yield piece;
    yield tail;
  }
  return {
    body: Readable.from(parts(), { objectMode: false }),
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: head.length + file.media.size + tail.length,
  };
}
