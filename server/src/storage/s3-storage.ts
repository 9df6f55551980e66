import type { S3Config } from '../config';
import type { MediaStorage } from './media-storage';
import { presignUrl, uriEncode } from './sigv4';

/** How long the server's own requests to the bucket stay valid. */
const serverRequestSeconds = 60;
/** The longest a presigned URL may live. */
const maxPresignSeconds = 7 * 24 * 3600;

/**
 * Any S3-compatible bucket (AWS, R2, MinIO), addressed path-style (endpoint/bucket/key), which
 * every one of them accepts. The browser gets presigned URLs; the server presigns its own calls too,
 * so one signing path is used and tested.
 */
export function createS3Storage(config: S3Config, now: () => Date): MediaStorage {
  const credentials = { ...config, service: 's3' };
  const objectUrl = (key: string) => `${config.endpoint}/${uriEncode(config.bucket)}/${uriEncode(key)}`;
  const sign = (method: string, url: string, expiresIn: number, headers?: Record<string, string>) =>
    presignUrl({ method, url, credentials, now: now(), expiresIn, headers });
  const secondsUntil = (date: Date) => Math.max(1, Math.ceil((date.getTime() - now().getTime()) / 1000));

  async function call(method: string, url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, { ...init, method, signal: AbortSignal.timeout(30_000) });
    if (!response.ok && response.status !== 404 && response.status !== 416) {
      throw new Error(`S3 ${method} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    }
    return response;
  }

  return {
    uploadTarget(grant) {
      // Signing Content-Length makes the bucket refuse a body of any other size, and signing
      // If-None-Match: * makes it refuse a second PUT to the key (a conditional write), so bytes the
      // server has checked cannot be swapped through the same URL. The bucket's CORS rules must allow
      // the If-None-Match header.
      const headers = {
        'Content-Type': grant.contentType,
        'Content-Length': String(grant.size),
        'If-None-Match': '*',
      };
      const url = sign('PUT', objectUrl(grant.key), secondsUntil(grant.expiresAt), headers);
      // Browsers set Content-Length themselves and refuse to be told it.
      return { url, headers: { 'Content-Type': grant.contentType, 'If-None-Match': '*' } };
    },
    readUrl(key, { contentType, expiresAt }) {
      const url = `${objectUrl(key)}?response-content-type=${uriEncode(contentType)}`;
      // Signed at the start of the hour (S3 presigns for 7 days at most): the same expiry gives the
      // same URL all hour, so a list read again keeps the pictures the browser already has.
      const current = now().getTime();
      const earliestStart = expiresAt.getTime() - maxPresignSeconds * 1000;
      const signedAt = new Date(Math.min(current, Math.max(current - (current % 3_600_000), earliestStart)));
      const expiresIn = Math.max(1, Math.ceil((expiresAt.getTime() - signedAt.getTime()) / 1000));
      return presignUrl({ method: 'GET', url, credentials, now: signedAt, expiresIn });
    },
    keyOfReadUrl(url) {
      const prefix = `${config.endpoint}/${uriEncode(config.bucket)}/`;
      if (!url.startsWith(prefix)) return null;
      const parsed = new URL(url);
      const key = decodeURIComponent(url.slice(prefix.length).split('?')[0] ?? '');
      const contentType = parsed.searchParams.get('response-content-type');
      return key && !key.includes('/') && contentType ? { key, contentType } : null;
    },
    async size(key) {
      const response = await call('HEAD', sign('HEAD', objectUrl(key), serverRequestSeconds));
      if (response.status === 404) return null;
      return Number(response.headers.get('content-length') ?? 0);
    },
    async readRange(key, offset, length) {
      if (length === 0) return Buffer.alloc(0);
      const response = await call('GET', sign('GET', objectUrl(key), serverRequestSeconds), {
        headers: { range: `bytes=${offset}-${offset + length - 1}` },
      });
      if (response.status === 404) throw new Error(`no object ${key}`);
      if (response.status === 416) return Buffer.alloc(0);
      return Buffer.from(await response.arrayBuffer());
    },
    async write(key, bytes, contentType) {
      const headers = { 'Content-Type': contentType, 'Content-Length': String(bytes.length) };
      await call('PUT', sign('PUT', objectUrl(key), serverRequestSeconds, headers), {
        headers,
        body: bytes,
      });
    },
    async remove(key) {
      await call('DELETE', sign('DELETE', objectUrl(key), serverRequestSeconds));
    },
  };
}
