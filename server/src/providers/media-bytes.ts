import type { HttpClient } from './http-client';
import type { PublishMedia } from './provider';
import { PublishError } from './publish-error';

export interface MediaBytes {
  bytes: Uint8Array;
  mimeType: string;
}

/** The largest media any network takes (TikTok's 4 GB video). */
const maxMediaBytes = 4 * 1024 ** 3;

const byExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
};

/** The media's type: as the post says, else by its name's extension, else as the answer says. */
export function mimeTypeOf(media: PublishMedia, contentType: string | null | undefined): string {
  const extension = /\.(\w+)(?:$|\?)/.exec(new URL(media.url).pathname)?.[1]?.toLowerCase() ?? '';
  const fromHeader = contentType?.split(';')[0]?.trim();
  return media.mimeType ?? byExtension[extension] ?? fromHeader ?? 'application/octet-stream';
}

/**
 * The bytes of a post's media, for the networks that take uploads rather than URLs (X, Mastodon,
 * Bluesky). Reading our own storage twice is harmless, so a failure here is always retryable.
 */
export async function downloadMedia(http: HttpClient, media: PublishMedia): Promise<MediaBytes> {
  const answer = await http.request<unknown>({
    url: media.url,
    headers: { accept: '*/*' },
    raw: true,
    // Our own storage: capped at the largest media a network takes, not at an API answer's cap.
    maxAnswerBytes: maxMediaBytes,
  });
  if (!(answer.body instanceof Uint8Array))
    throw new PublishError('transient', 'The media could not be read');
  return { bytes: answer.body, mimeType: mimeTypeOf(media, answer.headers.get('content-type')) };
}

/** A multipart/form-data body (RFC 7578) for the http client, which sends raw bytes. */
export function multipart(
  fields: Record<string, string>,
  file: { name: string; filename: string; mimeType: string; bytes: Uint8Array },
): { body: Uint8Array; contentType: string } {
  const boundary = `kairos-${crypto.randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.mimeType}\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
