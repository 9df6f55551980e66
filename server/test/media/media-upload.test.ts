import { messages } from '@kairos/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, startTestServer, type TestServer } from '../harness';
import { fixture, local, mediaEnv, png, putBytes, startUpload, upload } from './media-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: mediaEnv() });
});
afterAll(async () => {
  await server.close();
});

describe('uploading media', () => {
  it('uploads a PNG through the signed URL, reads its size and makes a thumbnail', async () => {
    const owner = await registerOwner(server);
    const bytes = await png(640, 480);
    const done = await upload(server, owner.token, owner.calendarId, {
      name: 'photo.png',
      type: 'image/png',
      bytes,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ mimeType: 'image/png', size: bytes.length, width: 640, height: 480 });
    expect(done.body.is4K).toBe(false);
    const file = await fetch(local(server, done.body.url));
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    const thumbnail = await fetch(local(server, done.body.thumbnailUrl));
    const facts = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect(facts).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
  });

  it('records a PNG named .jpg as the PNG its bytes say it is', async () => {
    const owner = await registerOwner(server);
    const done = await upload(server, owner.token, owner.calendarId, {
      name: 'holiday.jpg',
      type: 'image/jpeg',
      bytes: await png(32, 32),
    });
    expect(done.status).toBe(200);
    expect(done.body.mimeType).toBe('image/png');
  });

  it("refuses bytes that are not the declared kind with 'Unsupported file format'", async () => {
    const owner = await registerOwner(server);
    const done = await upload(server, owner.token, owner.calendarId, {
      name: 'photo.png',
      type: 'image/png',
      bytes: Buffer.from('%PDF-1.4\n% not an image at all'),
    });
    expect(done.status).toBe(422);
    expect(done.body.error.message).toBe(messages.media.unsupportedFileFormat);
  });

  it.each([
    ['photo.png', 'image/png', 5 * 1024 * 1024 + 1, messages.media.photoTooLarge],
    ['song.mp3', 'audio/mpeg', 8 * 1024 * 1024 + 1, messages.media.audioTooLarge],
    ['menu.pdf', 'application/pdf', 10 * 1024 * 1024 + 1, messages.media.pdfTooLarge],
    ['film.mp4', 'video/mp4', 150 * 1024 * 1024 + 1, messages.media.videoTooLarge],
    ['notes.txt', 'text/plain', 10, messages.media.unsupportedFormat('text/plain')],
  ])(
    'refuses %s of %s bytes before upload with the spec message',
    async (fileName, mimeType, size, message) => {
      const owner = await registerOwner(server);
      const reply = await startUpload(server, owner.token, {
        calendarId: owner.calendarId,
        fileName,
        mimeType,
        size,
      });
      expect(reply.status).toBe(422);
      expect(reply.body.error.message).toBe(message);
    },
  );

  it('refuses a tampered signature, a changed size and an expired upload URL with 403', async () => {
    const owner = await registerOwner(server);
    const bytes = await png(16, 16);
    const body = {
      calendarId: owner.calendarId,
      fileName: 'a.png',
      mimeType: 'image/png',
      size: bytes.length,
    };
    const ticket = (await startUpload(server, owner.token, body)).body;
    const tampered = new URL(ticket.uploadUrl);
    tampered.searchParams.set('signature', `x${tampered.searchParams.get('signature')?.slice(1)}`);
    expect((await putBytes(server, { ...ticket, uploadUrl: tampered.toString() }, bytes)).status).toBe(403);
    const bigger = new URL(ticket.uploadUrl);
    bigger.searchParams.set('size', String(bytes.length * 10));
    expect((await putBytes(server, { ...ticket, uploadUrl: bigger.toString() }, bytes)).status).toBe(403);

    const later = (await startUpload(server, owner.token, body)).body;
    server.clock.advance(16 * 60 * 1000);
    const expired = await putBytes(server, later, bytes);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as any).error.message).toBe(messages.media.uploadLinkInvalid);
  });

  // Issue 14, finding 5: an SVG with a script replaced a checked PNG through the same URL, and was
  // then served as image/png.
  it('takes bytes once per upload URL: not again before, nor after, the check', async () => {
    const owner = await registerOwner(server);
    const bytes = await png(32, 32);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const swap = Buffer.concat([svg, Buffer.alloc(bytes.length - svg.length, 32)]);
    const ticket = (
      await startUpload(server, owner.token, {
        calendarId: owner.calendarId,
        fileName: 'a.png',
        mimeType: 'image/png',
        size: bytes.length,
      })
    ).body;
    expect((await putBytes(server, ticket, bytes)).status).toBe(204);
    const before = await putBytes(server, ticket, swap);
    expect(before.status).toBe(403);
    expect(((await before.json()) as any).error.message).toBe(messages.media.uploadLinkInvalid);
    const done = await server.api('POST', `/api/media/uploads/${ticket.uploadId}/complete`, {
      token: owner.token,
    });
    expect(done.status).toBe(200);
    expect((await putBytes(server, ticket, swap)).status).toBe(403);
    const served = await fetch(local(server, done.body.url));
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('takes no bytes for an upload that was deleted', async () => {
    const owner = await registerOwner(server);
    const bytes = await png(8, 8);
    const ticket = (
      await startUpload(server, owner.token, {
        calendarId: owner.calendarId,
        fileName: 'a.png',
        mimeType: 'image/png',
        size: bytes.length,
      })
    ).body;
    await server.api('POST', '/api/media/temporary-delete', {
      token: owner.token,
      body: { files: [ticket.uploadId] },
    });
    expect((await putBytes(server, ticket, bytes)).status).toBe(403);
  });

  it('refuses a body larger than the upload declared (413)', async () => {
    const owner = await registerOwner(server);
    const ticket = await startUpload(server, owner.token, {
      calendarId: owner.calendarId,
      fileName: 'a.png',
      mimeType: 'image/png',
      size: 100,
    });
    const reply = await putBytes(server, ticket.body, Buffer.alloc(5000, 1));
    expect(reply.status).toBe(413);
  });

  it('converts a HEIC photo to JPEG', async () => {
    const owner = await registerOwner(server);
    // Browsers give HEIC photos no type: "HEIC with no type is treated as image/heic".
    const done = await upload(server, owner.token, owner.calendarId, {
      name: 'IMG_0001.HEIC',
      type: '',
      bytes: fixture('photo.heic'),
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ mimeType: 'image/jpeg', width: 64, height: 48 });
    const file = await fetch(local(server, done.body.url));
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).format).toBe('jpeg');
  });

  it('reads the duration and dimensions of an MP4 and flags a wide WebM as 4K', async () => {
    const owner = await registerOwner(server);
    const mp4 = await upload(server, owner.token, owner.calendarId, {
      name: 'clip.mp4',
      type: 'video/mp4',
      bytes: fixture('clip.mp4'),
    });
    expect(mp4.body).toMatchObject({ mimeType: 'video/mp4', width: 320, height: 240, is4K: false });
    expect(mp4.body.duration).toBeCloseTo(1.6, 1);
    expect(mp4.body.thumbnailUrl).toBeNull();
    const webm = await upload(server, owner.token, owner.calendarId, {
      name: 'wide.webm',
      type: 'video/webm',
      bytes: fixture('wide-4k.webm'),
    });
    expect(webm.body).toMatchObject({ mimeType: 'video/webm', width: 2560, height: 64, is4K: true });
  });

  it('reads the duration of an MP3', async () => {
    const owner = await registerOwner(server);
    const mp3 = await upload(server, owner.token, owner.calendarId, {
      name: 'tone.mp3',
      type: 'audio/mpeg',
      bytes: fixture('tone.mp3'),
    });
    expect(mp3.body).toMatchObject({ mimeType: 'audio/mpeg', width: null, height: null });
    expect(mp3.body.duration).toBeCloseTo(2.06, 1);
  });
});
