import { addDays, zonedDate } from '@kairos/core';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../src/db/schema';
import { registerOwner, startTestServer, type TestServer } from '../harness';
import { fixture, mediaEnv, opens as opensLink, png, upload } from './media-helpers';

// Read links live an hour here, so the clock can move past them.
const lifetimeMs = 3600 * 1000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ...mediaEnv(), MEDIA_READ_URL_SECONDS: '3600' } });
});
afterAll(async () => {
  await server.close();
});

const elsewhere = 'https://cdn.example.com/elsewhere.png';
type Owner = Awaited<ReturnType<typeof registerOwner>>;
interface Upload {
  _id: string;
  url: string;
  jpegUrl: string | null;
  thumbnailUrl: string | null;
  mimeType: string;
  width: number;
  height: number;
  size: number;
  duration: number | null;
}

/** What the browser sees: fetching the link from our server. */
const opens = (url: string) => opensLink(server, url);

async function uploaded(owner: Owner, name: string, type: string, bytes: Buffer): Promise<Upload> {
  return (await upload(server, owner.token, owner.calendarId, { name, type, bytes })).body as Upload;
}

function postBody(owner: Owner, date: string, image: Upload | { url: string; mediaId?: string }[]) {
  const images = Array.isArray(image)
    ? image
    : [
        {
          url: image.url,
          jpegUrl: image.jpegUrl!,
          mediaId: image._id,
          mimeType: image.mimeType,
          width: image.width,
          height: image.height,
          size: image.size,
        },
        { url: elsewhere },
      ];
  return {
    message: 'Spring menu tasting',
    calendarId: owner.calendarId,
    draft: true,
    timing: { mode: 'schedule', date, time: '09:00' },
    images,
    mediaMetadata: [{ mediaId: images[0]!.mediaId, titleText: 'Spring' }],
  };
}

const libraryBody = (owner: Owner, images: string[], video: Record<string, unknown> | null = null) => ({
  calendarId: owner.calendarId,
  message: 'Our spring menu is here',
  draft: true,
  images,
  video,
});

/** Every link a post or library post shows, with whether it should be one of ours. */
function linksOf(view: {
  images: (string | { url: string; jpegUrl?: string })[];
  video: { url: string; thumbnail: string | null } | null;
}) {
  const images = view.images.flatMap((image) =>
    typeof image === 'string' ? [image] : [image.url, ...(image.jpegUrl ? [image.jpegUrl] : [])],
  );
  const video = view.video ? [view.video.url, ...(view.video.thumbnail ? [view.video.thumbnail] : [])] : [];
  return [...images, ...video].filter((url) => url !== elsewhere);
}

describe('media links shown after the links saved with them expired', () => {
  it('opens the images of a post read by id, in the calendar and in search, and edits it back', async () => {
    const owner = await registerOwner(server);
    const image = await uploaded(owner, 'menu.png', 'image/png', await png(64, 48));
    const date = addDays(zonedDate(server.clock.now(), 'UTC'), 5);
    const created = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: postBody(owner, date, image),
    });
    expect(created.status).toBe(201);

    server.clock.advance(lifetimeMs + 60_000);
    expect(await opens(image.url)).toBe(403);
    expect(await opens(image.jpegUrl!)).toBe(403);

    const byId = await server.api('GET', `/api/posts/${created.body._id}`, { token: owner.token });
    const range = `dateStart=${date}T00:00:00Z&dateEnd=${addDays(date, 1)}T00:00:00Z`;
    const calendar = await server.api('GET', `/api/posts?calendarId=${owner.calendarId}&${range}`, {
      token: owner.token,
    });
    const search = await server.api('GET', `/api/posts?calendarId=${owner.calendarId}&search=spring`, {
      token: owner.token,
    });
    expect(calendar.body.items).toHaveLength(1);
    expect(search.body.items).toHaveLength(1);
    for (const view of [byId.body, calendar.body.items[0], search.body.items[0]]) {
      const links = linksOf(view);
      expect(links).toHaveLength(2);
      for (const link of links) expect(await opens(link)).toBe(200);
      expect(view.images[0].mediaId).toBe(image._id);
      expect(view.images[1]).toEqual({ url: elsewhere });
      expect(view.mediaMetadata).toEqual([expect.objectContaining({ mediaId: image._id })]);
    }

    // The composer sends back the links it was shown: they are saved, and shown fresh again later.
    const edited = await server.api('PUT', `/api/posts/${created.body._id}`, {
      token: owner.token,
      body: { ...postBody(owner, date, byId.body.images), message: 'Spring menu tasting, 6 pm' },
    });
    expect(edited.status).toBe(200);
    server.clock.advance(lifetimeMs + 60_000);
    const reread = await server.api('GET', `/api/posts/${created.body._id}`, { token: owner.token });
    expect(reread.body.message).toBe('Spring menu tasting, 6 pm');
    for (const link of linksOf(reread.body)) expect(await opens(link)).toBe(200);
    expect(reread.body.images[1]).toEqual({ url: elsewhere });
  });

  it("opens a library post's image and video on the library page and in the modal, and edits it back", async () => {
    const owner = await registerOwner(server);
    const image = await uploaded(owner, 'menu.png', 'image/png', await png(64, 48));
    const clip = await uploaded(owner, 'clip.mp4', 'video/mp4', fixture('clip.mp4'));
    const frame = await uploaded(owner, 'frame.png', 'image/png', await png(320, 240));
    const video = {
      url: clip.url,
      mediaId: clip._id,
      thumbnail: frame.url,
      thumbnailMediaId: frame._id,
      duration: clip.duration,
      videoWidth: clip.width,
      videoHeight: clip.height,
      size: clip.size,
    };
    const withImage = await server.api('POST', '/api/library-posts', {
      token: owner.token,
      body: libraryBody(owner, [image.url, elsewhere]),
    });
    const withVideo = await server.api('POST', '/api/library-posts', {
      token: owner.token,
      body: { ...libraryBody(owner, [], video), message: 'Watch the kitchen at work' },
    });
    expect([withImage.status, withVideo.status]).toEqual([201, 201]);

    server.clock.advance(lifetimeMs + 60_000);
    for (const saved of [image.url, clip.url, frame.url]) expect(await opens(saved)).toBe(403);

    const page = await server.api('GET', `/api/library-posts?calendarId=${owner.calendarId}`, {
      token: owner.token,
    });
    const one = await server.api('GET', `/api/library-posts/${withImage.body._id}`, { token: owner.token });
    expect(page.body.items).toHaveLength(2);
    for (const view of [...page.body.items, one.body]) {
      for (const link of linksOf(view)) expect(await opens(link)).toBe(200);
    }
    expect(one.body.images).toHaveLength(2);
    expect(one.body.images[1]).toBe(elsewhere);
    const shownVideo = page.body.items.find((item: { _id: string }) => item._id === withVideo.body._id).video;
    expect(shownVideo).toMatchObject({ mediaId: clip._id, thumbnailMediaId: frame._id });
    expect(linksOf({ images: [], video: shownVideo })).toHaveLength(2);

    // The Add to Library modal saves the links it was shown; the uploads stay kept from housekeeping.
    const edited = await server.api('PUT', `/api/library-posts/${withImage.body._id}`, {
      token: owner.token,
      body: { ...libraryBody(owner, one.body.images), message: 'Our spring menu is back' },
    });
    expect(edited.status).toBe(200);
    server.clock.advance(lifetimeMs + 60_000);
    const reread = await server.api('GET', `/api/library-posts/${withImage.body._id}`, {
      token: owner.token,
    });
    expect(reread.body.message).toBe('Our spring menu is back');
    expect(await opens(reread.body.images[0])).toBe(200);
    expect(reread.body.images[1]).toBe(elsewhere);
    const kept = await server.database.db
      .select({ attachedAt: media.attachedAt })
      .from(media)
      .where(inArray(media.id, [image._id, clip._id, frame._id]));
    expect(kept.map((row) => row.attachedAt)).toEqual([expect.any(Date), expect.any(Date), expect.any(Date)]);
  });
});
