import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaStorage, UploadGrant } from './media-storage';
import { signatureMatches, signUrlFields } from './url-signature';

export class UploadTooLargeError extends Error {}
/** The upload URL was used already: its bytes are in place and stay as they were checked. */
export class UploadAlreadyReceivedError extends Error {}

/** Keys are ids made by the server; anything else (a slash, dots) never reaches the disk. */
const safeKey = /^[A-Za-z0-9][\w-]{0,127}$/;

function filePath(dir: string, key: string): string {
  if (!safeKey.test(key)) throw new Error(`not a storage key: ${key}`);
  return path.join(dir, key);
}

export interface SignedQuery {
  expires?: string | undefined;
  signature?: string | undefined;
  type?: string | undefined;
  size?: string | undefined;
}

/** What a verified upload URL allows. */
export interface UploadPermit {
  contentType: string;
  size: number;
}

export interface LocalMediaStorage extends MediaStorage {
  readonly kind: 'local';
  /** The permit, or null when the signature is wrong or the URL expired. */
  verifyUpload(key: string, query: SignedQuery, now: Date): UploadPermit | null;
  verifyRead(key: string, query: SignedQuery, now: Date): { contentType: string } | null;
  /**
   * Streams an upload to disk, refusing past maxBytes; written under a temporary name of its own,
   * then linked in place only if nothing is there yet, so an upload URL puts bytes once.
   */
  receive(key: string, body: Readable, maxBytes: number): Promise<number>;
  openRead(key: string): Readable;
}

export function isLocalStorage(storage: MediaStorage): storage is LocalMediaStorage {
  return (storage as Partial<LocalMediaStorage>).kind === 'local';
}

/** Local disk under dir; URLs are served by our own routes and signed with an HMAC. */
export function createLocalStorage(options: { dir: string; publicUrl: string; secret: Buffer }) {
  const { dir, publicUrl, secret } = options;
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  const expired = (expires: string | undefined, now: Date) =>
    !expires || !/^\d+$/.test(expires) || Number(expires) < seconds(now);

  const storage: LocalMediaStorage = {
    kind: 'local',
    uploadTarget(grant: UploadGrant) {
      const expires = seconds(grant.expiresAt);
      const signature = signUrlFields(secret, ['PUT', grant.key, grant.contentType, grant.size, expires]);
      const query = new URLSearchParams({
        type: grant.contentType,
        size: String(grant.size),
        expires: String(expires),
        signature,
      });
      return {
        url: `${publicUrl}/api/media/uploads/${grant.key}/content?${query}`,
        headers: { 'Content-Type': grant.contentType },
      };
    },
    readUrl(key, { contentType, expiresAt }) {
      const expires = seconds(expiresAt);
      const signature = signUrlFields(secret, ['GET', key, contentType, expires]);
      const query = new URLSearchParams({ type: contentType, expires: String(expires), signature });
      return `${publicUrl}/api/media/files/${key}?${query}`;
    },
    keyOfReadUrl(url) {
      const prefix = `${publicUrl}/api/media/files/`;
      if (!url.startsWith(prefix)) return null;
      const parsed = new URL(url);
      const key = decodeURIComponent(parsed.pathname.slice(parsed.pathname.lastIndexOf('/') + 1));
      const contentType = parsed.searchParams.get('type');
      return safeKey.test(key) && contentType ? { key, contentType } : null;
    },
    verifyUpload(key, query, now) {
      const { type = '', size = '', expires, signature = '' } = query;
      if (!safeKey.test(key) || expired(expires, now) || !/^\d+$/.test(size)) return null;
      const fields = ['PUT', key, type, size, expires ?? ''];
      return signatureMatches(secret, fields, signature) ? { contentType: type, size: Number(size) } : null;
    },
    verifyRead(key, query, now) {
      const { type = '', expires, signature = '' } = query;
      if (!safeKey.test(key) || expired(expires, now)) return null;
      return signatureMatches(secret, ['GET', key, type, expires ?? ''], signature)
        ? { contentType: type }
        : null;
    },
    async receive(key, body, maxBytes) {
      const target = filePath(dir, key);
      const partial = `${target}.${randomUUID()}.part`;
      await mkdir(dir, { recursive: true });
      if ((await storage.size(key)) !== null) throw new UploadAlreadyReceivedError();
      let received = 0;
      const cap = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          done(received > maxBytes ? new UploadTooLargeError() : null, chunk);
        },
      });
      try {
        await pipeline(body, cap, createWriteStream(partial, { flags: 'wx' }));
        // link() refuses to replace a file: of two PUTs racing on one URL, the first to finish wins.
        await link(partial, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new UploadAlreadyReceivedError();
        throw error;
      } finally {
        await rm(partial, { force: true });
      }
      return received;
    },
    openRead(key) {
      return createReadStream(filePath(dir, key));
    },
    async size(key) {
      try {
        return (await stat(filePath(dir, key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async readRange(key, offset, length) {
      const file = await open(filePath(dir, key), 'r');
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await file.read(buffer, 0, length, offset);
        return buffer.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },
    async write(key, bytes) {
      await mkdir(dir, { recursive: true });
      const target = filePath(dir, key);
      await writeFile(`${target}.part`, bytes);
      await rename(`${target}.part`, target);
    },
    async remove(key) {
      await rm(filePath(dir, key), { force: true });
    },
  };
  return storage;
}
