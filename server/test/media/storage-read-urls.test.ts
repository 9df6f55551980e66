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
