import { imageMaxMegapixels, messages } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../src/db/schema';
import { createOcr, OcrBusyError } from '../../src/modules/assistant/media/ocr-pool';
import { registerOwner, startTestServer, type TestServer } from '../harness';
import { fixture, mediaEnv, pngClaiming, startUpload, putBytes, upload } from '../media/media-helpers';

let server: TestServer;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let other: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  server = await startTestServer({ env: mediaEnv() });
  owner = await registerOwner(server, 'Reader');
  other = await registerOwner(server, 'Other');
});
afterAll(async () => {
  await server.close();
});

const uploaded = async (name: string, type: string, who = owner) =>
  (await upload(server, who.token, who.calendarId, { name, type, bytes: fixture(name) })).body._id as string;
const readText = (mediaId: string, token = owner.token) =>
  server.api('POST', `/api/media/${mediaId}/text`, { token });

describe('POST /api/media/:id/text (Text from image)', () => {
  it('reads printed text line by line', async () => {
    const reply = await readText(await uploaded('printed-text.png', 'image/png'));
    expect(reply.status).toBe(200);
    expect(reply.body.text).toContain('Spring Bake Sale');
    expect(reply.body.text).toMatch(/Fresh bread and lemon cakes/);
  }, 60_000);

  it('reads the words on a photo of a sign', async () => {
    const reply = await readText(await uploaded('sign-photo.jpg', 'image/jpeg'));
    expect(reply.status).toBe(200);
    expect(reply.body.text).toMatch(/cold brew/i);
    expect(reply.body.text).toMatch(/open daily/i);
  }, 60_000);

  it('answers no text for a picture without any, and keeps the reading', async () => {
    const id = await uploaded('no-text.jpg', 'image/jpeg');
    expect((await readText(id)).body).toEqual({ text: '' });
    const [row] = await server.database.db.select().from(media).where(eq(media.id, id));
    expect(row?.ocrText).toBe('');
  }, 60_000);

  it("does not find another team's image, nor a made-up id", async () => {
    const id = await uploaded('printed-text.png', 'image/png', other);
    expect((await readText(id)).status).toBe(404);
    expect((await readText('6f1c1d0e-9a55-4d8e-9d6f-0f3b6a1c2d3e')).status).toBe(404);
    expect((await readText('not-an-id')).status).toBe(422);
  });

  it('refuses a video', async () => {
    const reply = await readText(await uploaded('clip.mp4', 'video/mp4'));
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(messages.imageTools.notAnImage);
  });

  it('refuses a decompression bomb from its header, at upload', async () => {
    const bomb = pngClaiming(12_000, 10_000);
    const ticket = await startUpload(server, owner.token, {
      calendarId: owner.calendarId,
      fileName: 'bomb.png',
      mimeType: 'image/png',
      size: bomb.length,
    });
    expect((await putBytes(server, ticket.body, bomb)).status).toBe(204);
    const complete = await server.api('POST', `/api/media/uploads/${ticket.body.uploadId}/complete`, {
      token: owner.token,
    });
    expect(complete.status).toBe(422);
    expect(complete.body.error.message).toBe(messages.imageTools.tooManyPixels(imageMaxMegapixels));
  });
});

describe('the OCR queue, for a user who waits', () => {
  it('says it is busy rather than answering no text', async () => {
    const ocr = createOcr({ threads: 1, maxQueue: 0, timeoutMs: 1_000 });
    try {
      await expect(ocr.read(fixture('printed-text.png'), { strict: true })).rejects.toBeInstanceOf(
        OcrBusyError,
      );
      expect(await ocr.read(fixture('printed-text.png'))).toBe('');
    } finally {
      await ocr.close();
    }
  });
});
