import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../src/db/schema';
import { withFreshMediaLinks } from '../../src/modules/publishing/fresh-media-links';
import type { PostRow } from '../../src/modules/posts/post-repository';
import { createLocalStorage } from '../../src/storage/local-storage';
import { registerOwner, startTestServer, type TestServer } from '../harness';

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

let server: TestServer;
let post: PostRow;
let strangersFile: string;
const [img1, vid1, doc1] = [randomUUID(), randomUUID(), randomUUID()];

/** A checked upload of the calendar, as media-service records it. */
const upload = (calendarId: string, id: string, kind: string, mimeType: string, derived = false) => ({
  id,
  calendarId,
  kind,
  mimeType,
  size: 100,
  storageKey: id,
  status: 'ready' as const,
  thumbnailKey: derived ? `${id}-thumbnail` : null,
  jpegKey: derived ? `${id}-jpeg` : null,
});

beforeAll(async () => {
  server = await startTestServer();
  const owner = await registerOwner(server, 'Sender');
  const stranger = await registerOwner(server, 'Stranger');
  strangersFile = randomUUID();
  await server.database.db
    .insert(media)
    .values([
      upload(owner.calendarId, img1, 'image', 'image/png', true),
      upload(owner.calendarId, vid1, 'video', 'video/mp4', true),
      upload(owner.calendarId, doc1, 'pdf', 'application/pdf'),
      upload(stranger.calendarId, strangersFile, 'image', 'image/png'),
    ]);
  post = {
    id: randomUUID(),
    calendarId: owner.calendarId,
    message: 'Launch',
    content: {
      images: [
        { url: signed(img1, 'image/png'), jpegUrl: signed(`${img1}-jpeg`, 'image/jpeg'), width: 10 },
        { url: 'https://cdn.example.com/elsewhere.png' },
        // Saved before issue 14 was fixed: another team's file, claimed to be a page.
        { url: signed(strangersFile, 'text/html') },
      ],
      video: { url: signed(vid1, 'text/html'), thumbnail: signed(`${vid1}-thumbnail`, 'image/jpeg') },
      pdf: { url: signed(doc1, 'application/pdf') },
    },
  } as unknown as PostRow;
});
afterAll(async () => {
  await server.close();
});

const fresh = (at: Date, row: PostRow = post) =>
  withFreshMediaLinks(server.database.db, row, storage, at, day);
const opens = (key: string, url: string) => storage.verifyRead(key, query(url), sendAt);
type Content = {
  images: { url: string; jpegUrl?: string; width?: number }[];
  video: { url: string; thumbnail: string };
  pdf: { url: string };
};

// A post scheduled weeks ahead keeps the links its media had when it was saved, valid for a day.
describe('media links signed again at send time', () => {
  it('the links saved with the post no longer open on the day it is sent', () => {
    expect(opens(img1, (post.content as Content).images[0]!.url)).toBeNull();
  });

  it("every link to the calendar's files opens again, with the upload's recorded type", async () => {
    const content = (await fresh(sendAt)).content as Content;
    expect(opens(img1, content.images[0]!.url)).toEqual({ contentType: 'image/png' });
    expect(opens(`${img1}-jpeg`, content.images[0]!.jpegUrl!)).toEqual({ contentType: 'image/jpeg' });
    // The saved link said text/html; the upload says video/mp4, and that is what is signed.
    expect(opens(vid1, content.video.url)).toEqual({ contentType: 'video/mp4' });
    expect(opens(`${vid1}-thumbnail`, content.video.thumbnail)).toEqual({ contentType: 'image/jpeg' });
    expect(opens(doc1, content.pdf.url)).toEqual({ contentType: 'application/pdf' });
    expect(Number(query(content.video.url).expires)).toBe(sendAt.getTime() / 1000 + day);
    expect(content.images[0]!.width).toBe(10);
  });

  it("never signs a link to another calendar's file", async () => {
    const content = (await fresh(sendAt)).content as Content;
    expect(content.images[2]!.url).toBe((post.content as Content).images[2]!.url);
    expect(opens(strangersFile, content.images[2]!.url)).toBeNull();
  });

  it('leaves links elsewhere, and the post itself, as they were', async () => {
    const content = (await fresh(sendAt)).content as Content;
    expect(content.images[1]!.url).toBe('https://cdn.example.com/elsewhere.png');
    expect(opens(img1, (post.content as Content).images[0]!.url)).toBeNull();
    expect(await withFreshMediaLinks(server.database.db, post, undefined, sendAt, day)).toBe(post);
  });

  it("signs a post's links once for the accounts it goes to together, and again a minute later", async () => {
    const first = await fresh(sendAt);
    expect(await fresh(new Date(sendAt.getTime() + 5_000))).toBe(first);
    const later = new Date(sendAt.getTime() + 61_000);
    const again = await fresh(later);
    expect(again).not.toBe(first);
    expect(Number(query((again.content as Content).video.url).expires)).toBe(later.getTime() / 1000 + day);
  });
});
