import { describe, expect, it } from 'vitest';
import { withFreshMediaLinks } from '../../src/modules/publishing/fresh-media-links';
import type { PostRow } from '../../src/modules/posts/post-repository';
import { createLocalStorage } from '../../src/storage/local-storage';

const storage = createLocalStorage({
  dir: '/tmp/kairos-unused',
  publicUrl: 'https://kairos.example',
  secret: Buffer.alloc(32, 3),
});
const savedAt = new Date('2026-11-01T09:00:00Z');
const sendAt = new Date('2026-11-20T09:00:00Z');
const day = 24 * 3600;
const signed = (key: string, contentType: string) =>
  storage.readUrl(key, { contentType, expiresAt: new Date(savedAt.getTime() + day * 1000) });
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

// A post scheduled weeks ahead keeps the links its media had when it was saved, valid for a day.
describe('media links signed again at send time', () => {
  const post = {
    id: 'p1',
    message: 'Launch',
    content: {
      images: [
        { url: signed('img1', 'image/png'), jpegUrl: signed('img1-jpeg', 'image/jpeg'), width: 10 },
        { url: 'https://cdn.example.com/elsewhere.png' },
      ],
      video: { url: signed('vid1', 'video/mp4'), thumbnail: signed('vid1-thumb', 'image/jpeg') },
      pdf: { url: signed('doc1', 'application/pdf') },
      postTitle: 'https://kairos.example/api/media/files/not-a-link-field-but-still-ours?type=text/plain',
    },
  } as unknown as PostRow;

  it('the links saved with the post no longer open on the day it is sent', () => {
    const image = (post.content.images as { url: string }[])[0]!;
    expect(storage.verifyRead('img1', query(image.url), sendAt)).toBeNull();
  });

  it('every link to our storage opens again, for the read lifetime from the send', () => {
    const fresh = withFreshMediaLinks(post, storage, sendAt, day).content as typeof post.content & {
      images: { url: string; jpegUrl?: string; width?: number }[];
      video: { url: string; thumbnail: string };
      pdf: { url: string };
    };
    const opens = (key: string, url: string) => storage.verifyRead(key, query(url), sendAt);
    expect(opens('img1', fresh.images[0]!.url)).toEqual({ contentType: 'image/png' });
    expect(opens('img1-jpeg', fresh.images[0]!.jpegUrl!)).toEqual({ contentType: 'image/jpeg' });
    expect(opens('vid1', fresh.video.url)).toEqual({ contentType: 'video/mp4' });
    expect(opens('vid1-thumb', fresh.video.thumbnail)).toEqual({ contentType: 'image/jpeg' });
    expect(opens('doc1', fresh.pdf.url)).toEqual({ contentType: 'application/pdf' });
    expect(Number(query(fresh.video.url).expires)).toBe(sendAt.getTime() / 1000 + day);
    expect(fresh.images[0]!.width).toBe(10);
  });

  it('leaves links elsewhere, and the post itself, as they were', () => {
    const fresh = withFreshMediaLinks(post, storage, sendAt, day);
    expect((fresh.content.images as { url: string }[])[1]!.url).toBe('https://cdn.example.com/elsewhere.png');
    expect(
      storage.verifyRead('img1', query((post.content.images as { url: string }[])[0]!.url), sendAt),
    ).toBeNull();
    expect(withFreshMediaLinks(post, undefined, sendAt, day)).toBe(post);
  });

  it("signs a post's links once for the accounts it goes to together, and again a minute later", () => {
    const first = withFreshMediaLinks(post, storage, sendAt, day);
    expect(withFreshMediaLinks(post, storage, new Date(sendAt.getTime() + 5_000), day)).toBe(first);
    const later = new Date(sendAt.getTime() + 61_000);
    const again = withFreshMediaLinks(post, storage, later, day);
    expect(again).not.toBe(first);
    const video = (again.content as { video: { url: string } }).video;
    expect(Number(query(video.url).expires)).toBe(later.getTime() / 1000 + day);
  });
});
