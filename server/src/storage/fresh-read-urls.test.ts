import { describe, expect, it } from 'vitest';
import { displayExpiry, readUrlsForDisplay, signReadUrlsAgain, storageKeysIn } from './fresh-read-urls';
import { createLocalStorage } from './local-storage';
import type { MediaStorage } from './media-storage';

const storage = createLocalStorage({
  dir: '/tmp/kairos-unused',
  publicUrl: 'https://kairos.example',
  secret: Buffer.alloc(32, 5),
});
const savedAt = new Date('2026-11-01T09:00:00Z');
const readAt = new Date('2026-11-20T09:20:30Z');
const day = 24 * 3600;
const signed = (key: string, contentType: string) =>
  storage.readUrl(key, { contentType, expiresAt: new Date(savedAt.getTime() + day * 1000) });
/** The calendar's files a signer may sign, with their recorded types. */
const keyTypes = new Map([
  ['img1', 'image/png'],
  ['img1-jpeg', 'image/jpeg'],
  ['vid1', 'video/mp4'],
  ['vid1-thumb', 'image/jpeg'],
  ['img2', 'image/png'],
]);
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);
const opensAt = (at: Date) => (key: string, url: string) => storage.verifyRead(key, query(url), at);

describe('saved media links signed again when read', () => {
  const image = signed('img1', 'image/png');
  const content = {
    images: [
      { url: image, jpegUrl: signed('img1-jpeg', 'image/jpeg') },
      { url: 'https://cdn.example.com/a.png' },
    ],
    video: { url: signed('vid1', 'video/mp4'), thumbnail: signed('vid1-thumb', 'image/jpeg') },
    mediaMetadata: [{ mediaId: image, titleText: 'Spring' }],
    accountsMetadata: [{ accountId: 'a1', isReel: true }],
    hashtags: ['#spring'],
  };

  it('opens every link to our storage again, for the lifetime from the read', () => {
    const fresh = signReadUrlsAgain(storage, new Date(readAt.getTime() + day * 1000), keyTypes)(content);
    const opens = opensAt(readAt);
    expect(opens('img1', content.images[0]!.url)).toBeNull();
    expect(opens('img1', fresh.images[0]!.url)).toEqual({ contentType: 'image/png' });
    expect(opens('img1-jpeg', fresh.images[0]!.jpegUrl!)).toEqual({ contentType: 'image/jpeg' });
    expect(opens('vid1', fresh.video.url)).toEqual({ contentType: 'video/mp4' });
    expect(opens('vid1-thumb', fresh.video.thumbnail)).toEqual({ contentType: 'image/jpeg' });
    // A web story's metadata names an image without an upload id by its URL: both stay equal.
    expect(fresh.mediaMetadata[0]!.mediaId).toBe(fresh.images[0]!.url);
  });

  it('leaves links elsewhere and the saved value as they were, sharing what has no link of ours', () => {
    const fresh = signReadUrlsAgain(storage, readAt, keyTypes)(content);
    expect(fresh.images[1]).toBe(content.images[1]);
    expect(fresh.accountsMetadata).toBe(content.accountsMetadata);
    expect(fresh.hashtags).toBe(content.hashtags);
    expect(content.images[0]!.url).toBe(image);
  });

  it('gives back the value itself when nothing in it is ours', () => {
    const plain = { images: [{ url: 'https://cdn.example.com/b.png' }], postTitle: 'http is fine', n: 3 };
    expect(signReadUrlsAgain(storage, readAt, keyTypes)(plain)).toBe(plain);
    expect(readUrlsForDisplay(undefined, readAt, day, keyTypes)(content)).toBe(content);
  });

  it('asks the storage once per link, however many posts share it', () => {
    let signings = 0;
    const counting: MediaStorage = {
      ...storage,
      readUrl: (key, options) => {
        signings += 1;
        return storage.readUrl(key, options);
      },
    };
    const fresh = signReadUrlsAgain(counting, readAt, keyTypes);
    const posts = Array.from({ length: 50 }, () => ({ images: [{ url: image }] }));
    const views = posts.map(fresh);
    expect(signings).toBe(1);
    expect(new Set(views.map((view) => view.images[0]!.url)).size).toBe(1);
  });
});

// Issue 14, finding 2: a post naming another team's file got a fresh, working link to it, with the
// type the caller wrote into the link.
describe('what a signer signs', () => {
  const expiresAt = new Date(readAt.getTime() + day * 1000);
  it('only the keys it was given, with the type recorded for them', () => {
    const fresh = signReadUrlsAgain(storage, expiresAt, new Map([['mine', 'image/png']]));
    const view = fresh({ mine: signed('mine', 'text/html'), theirs: signed('theirs', 'image/png') });
    expect(opensAt(readAt)('mine', view.mine)).toEqual({ contentType: 'image/png' });
    expect(view.theirs).toBe(signed('theirs', 'image/png'));
    expect(opensAt(readAt)('theirs', view.theirs)).toBeNull();
  });

  it('finds the keys a value names', () => {
    const value = { images: [{ url: signed('a1', 'image/png') }, 'https://cdn.example.com/x.png'], n: 1 };
    expect(storageKeysIn(storage, value)).toEqual(new Set(['a1']));
  });
});

describe('the expiry of links in a response', () => {
  const saved = signed('img2', 'image/png');

  it('is the lifetime from now, rounded down to the hour, so a list read again gives the same links', () => {
    expect(displayExpiry(readAt, day)).toEqual(new Date('2026-11-21T09:00:00Z'));
    const later = new Date(readAt.getTime() + 30 * 60_000);
    const first = readUrlsForDisplay(storage, readAt, day, keyTypes)({ url: saved });
    expect(readUrlsForDisplay(storage, later, day, keyTypes)({ url: saved })).toEqual(first);
    expect(opensAt(new Date(readAt.getTime() + 23 * 3600_000))('img2', first.url)).not.toBeNull();
  });

  it('rounds a short lifetime by a 24th of it', () => {
    expect(displayExpiry(new Date('2026-11-20T09:00:59Z'), 240)).toEqual(new Date('2026-11-20T09:04:50Z'));
  });
});
