import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, posts } from '../../src/db/schema';
import { publishContent } from '../../src/modules/publishing/publish-content';
import { purgeUnattachedMedia } from '../../src/modules/media/purge-unattached';
import { openStorage } from '../../src/storage/open-storage';
import { registerOwner, startTestServer, type TestServer } from '../harness';
import { local, mediaEnv, png, upload } from './media-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: mediaEnv() });
});
afterAll(async () => {
  await server.close();
});

/** 40×30: the left half fully transparent, the right half opaque red. */
const transparentPng = () => {
  const [width, height] = [40, 30];
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = width / 2; x < width; x += 1) pixels.set([230, 20, 20, 255], (y * width + x) * 4);
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
};

/** A two-frame animated GIF, 24×16: a green frame, then a blue one. */
const animatedGif = () => {
  const [width, height] = [24, 16];
  const pixels = Buffer.alloc(width * height * 2 * 4);
  for (let index = 0; index < width * height * 2; index += 1)
    pixels.set(index < width * height ? [20, 200, 20, 255] : [20, 20, 200, 255], index * 4);
  return sharp(pixels, { raw: { width, height: height * 2, channels: 4, pageHeight: height } })
    .gif({ delay: [200, 200] })
    .toBuffer();
};

const fetchImage = async (url: string) => {
  const reply = await fetch(local(server, url));
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toBe('image/jpeg');
  return Buffer.from(await reply.arrayBuffer());
};

/** The [r, g, b] of one pixel of a decoded image. */
const pixel = async (bytes: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
};
const near = (actual: number[], expected: number[]) =>
  expect(actual.every((value, index) => Math.abs(value - expected[index]!) <= 12)).toBe(true);

describe('the JPEG rendition of an image that is not JPEG', () => {
  it('flattens a transparent PNG on white, at the same size, under its own URL', async () => {
    const owner = await registerOwner(server);
    const original = await transparentPng();
    const done = await upload(server, owner.token, owner.calendarId, {
      name: 'logo.png',
      type: 'image/png',
      bytes: original,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ mimeType: 'image/png', width: 40, height: 30 });
    expect(done.body.jpegUrl).toEqual(expect.any(String));
    expect(done.body.jpegUrl).not.toBe(done.body.url);

    const rendition = await fetchImage(done.body.jpegUrl);
    expect(await sharp(rendition).metadata()).toMatchObject({
      format: 'jpeg',
      width: 40,
      height: 30,
      hasAlpha: false,
    });
    near(await pixel(rendition, 5, 15), [255, 255, 255]);
    near(await pixel(rendition, 35, 15), [230, 20, 20]);
    // The original stays the PNG that was uploaded.
    const kept = Buffer.from(await (await fetch(local(server, done.body.url))).arrayBuffer());
    expect(kept.equals(original)).toBe(true);
  });

  it("makes a GIF's first frame a JPEG of the same size", async () => {
    const owner = await registerOwner(server);
    const done = await upload(server, owner.token, owner.calendarId, {
      name: 'loop.gif',
      type: 'image/gif',
      bytes: await animatedGif(),
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ mimeType: 'image/gif', width: 24, height: 16 });
    const rendition = await fetchImage(done.body.jpegUrl);
    expect(await sharp(rendition).metadata()).toMatchObject({ format: 'jpeg', width: 24, height: 16 });
    near(await pixel(rendition, 12, 8), [20, 200, 20]);
  });

  it('gives a JPEG none: it is sent as it is', async () => {
    const owner = await registerOwner(server);
    const bytes = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const done = await upload(server, owner.token, owner.calendarId, {
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes,
    });
    expect(done.body).toMatchObject({ mimeType: 'image/jpeg', jpegUrl: null });
    const [row] = await server.database.db.select().from(media).where(eq(media.id, done.body._id));
    expect(row!.jpegKey).toBeNull();
  });

  it('is deleted with its media: on Cancel and by housekeeping', async () => {
    const owner = await registerOwner(server);
    const storage = openStorage(server.config, { now: server.clock.now });
    const send = async () =>
      (
        await upload(server, owner.token, owner.calendarId, {
          name: 'a.png',
          type: 'image/png',
          bytes: await png(8, 8),
        })
      ).body;

    const cancelled = await send();
    const cancelledKey = storage.keyOfReadUrl(cancelled.jpegUrl)!.key;
    expect(await storage.size(cancelledKey)).toBeGreaterThan(0);
    const reply = await server.api('POST', '/api/media/temporary-delete', {
      token: owner.token,
      body: { files: [cancelled._id] },
    });
    expect(reply.body.files).toEqual([cancelled._id]);
    expect(await storage.size(cancelledKey)).toBeNull();
    expect((await fetch(local(server, cancelled.jpegUrl))).status).toBe(404);

    const stale = await send();
    const staleKey = storage.keyOfReadUrl(stale.jpegUrl)!.key;
    expect(await storage.size(staleKey)).toBeGreaterThan(0);
    const later = new Date(Date.now() + 25 * 3600 * 1000);
    expect(await purgeUnattachedMedia(server.database.db, storage, later)).toBeGreaterThan(0);
    expect(await storage.size(staleKey)).toBeNull();
    expect(await storage.size(stale._id)).toBeNull();
  });

  it('is kept by a post for its image and carried to what is published', async () => {
    const owner = await registerOwner(server);
    const image = (
      await upload(server, owner.token, owner.calendarId, {
        name: 'card.png',
        type: 'image/png',
        bytes: await png(64, 48),
      })
    ).body;
    const reply = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: {
        message: 'A card',
        calendarId: owner.calendarId,
        draft: true,
        timing: { mode: 'now' },
        images: [
          {
            url: image.url,
            jpegUrl: image.jpegUrl,
            mediaId: image._id,
            mimeType: image.mimeType,
            width: image.width,
            height: image.height,
            size: image.size,
          },
        ],
      },
    });
    expect(reply.status).toBe(201);
    const [post] = await server.database.db.select().from(posts).where(eq(posts.id, reply.body._id));
    expect(publishContent(post!, 'any').images).toEqual([
      {
        url: image.url,
        jpegUrl: image.jpegUrl,
        mimeType: 'image/png',
        width: 64,
        height: 48,
        size: image.size,
      },
    ]);
  });
});
