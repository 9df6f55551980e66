import { describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../src/storage/local-storage';
import type { MediaStorage } from '../../src/storage/media-storage';
import { createS3Storage } from '../../src/storage/s3-storage';

const now = new Date('2026-11-22T10:00:00Z');
const local = createLocalStorage({
  dir: '/tmp/kairos-unused',
  publicUrl: 'https://kairos.example',
  secret: Buffer.alloc(32, 7),
});
const s3 = createS3Storage(
  {
    endpoint: 'https://s3.example.com',
    bucket: 'kairos media',
    region: 'us-east-1',
    accessKeyId: 'AKIAEXAMPLE',
    secretAccessKey: 'secret',
  },
  () => now,
);

// A post keeps the read URLs it was given; the engine signs fresh ones at send time from them.
describe.each([
  ['local disk', local as MediaStorage],
  ['S3', s3],
])('%s: the key behind a read URL', (_name, storage) => {
  it('finds the key and type of its own read URL, even once it expired', () => {
    const url = storage.readUrl('m_abc-123', { contentType: 'image/png', expiresAt: new Date(0) });
    expect(storage.keyOfReadUrl(url)).toEqual({ key: 'm_abc-123', contentType: 'image/png' });
  });

  it('a fresh URL for the same key differs only in its signature and expiry', () => {
    const old = storage.readUrl('video1', { contentType: 'video/mp4', expiresAt: new Date(0) });
    const found = storage.keyOfReadUrl(old)!;
    const fresh = storage.readUrl(found.key, {
      contentType: found.contentType,
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    expect(new URL(fresh).pathname).toBe(new URL(old).pathname);
    expect(fresh).not.toBe(old);
  });

  it.each([
    'https://cdn.example.com/a.png',
    'https://kairos.example.evil.com/api/media/files/x?type=image/png',
    'https://s3.example.com/other-bucket/x?response-content-type=image/png',
    'https://kairos.example/api/media/uploads/x/content?type=image/png',
  ])('ignores a URL that is not its own read URL: %s', (url) => {
    expect(storage.keyOfReadUrl(url)).toBeNull();
  });
});

// Posts and library posts are shown with their links signed again at each read (decision 0032).
describe('S3: read URLs signed again within the hour', () => {
  const expiresAt = new Date('2026-11-23T09:00:00Z');
  const at = (time: string) =>
    createS3Storage(
      {
        endpoint: 'https://s3.example.com',
        bucket: 'kairos',
        region: 'us-east-1',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret',
      },
      () => new Date(time),
    );
  const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

  it('are the same URL all hour, so the browser keeps the picture it has', () => {
    const first = at('2026-11-22T10:05:00Z').readUrl('img1', { contentType: 'image/png', expiresAt });
    const later = at('2026-11-22T10:55:00Z').readUrl('img1', { contentType: 'image/png', expiresAt });
    expect(later).toBe(first);
  });

  it('are signed at the start of the hour and live until the expiry asked for', () => {
    const url = at('2026-11-22T10:05:00Z').readUrl('img1', { contentType: 'image/png', expiresAt });
    expect(query(url)).toMatchObject({
      'X-Amz-Date': '20261122T100000Z',
      'X-Amz-Expires': String(23 * 3600),
    });
  });

  it('never ask S3 for more than the 7 days a presigned URL may live', () => {
    const url = at('2026-11-22T10:05:00Z').readUrl('img1', {
      contentType: 'image/png',
      expiresAt: new Date('2026-11-29T10:04:00Z'),
    });
    expect(query(url)).toMatchObject({
      'X-Amz-Date': '20261122T100400Z',
      'X-Amz-Expires': String(7 * 86400),
    });
  });
});

// Issue 14, finding 5. S3 itself refuses the second PUT: a conditional write (If-None-Match: *, "Add
// preconditions to S3 PUT requests", AWS S3 User Guide, "Conditional writes"), signed into the URL so
// the browser cannot leave it out.
describe('S3: an upload URL writes its key once', () => {
  it('signs If-None-Match: * and tells the browser to send it', () => {
    const target = s3.uploadTarget({
      key: 'abc',
      contentType: 'image/png',
      size: 1234,
      expiresAt: new Date(now.getTime() + 900_000),
    });
    expect(new URL(target.url).searchParams.get('X-Amz-SignedHeaders')).toBe(
      'content-length;content-type;host;if-none-match',
    );
    expect(target.headers).toEqual({ 'Content-Type': 'image/png', 'If-None-Match': '*' });
  });
});
