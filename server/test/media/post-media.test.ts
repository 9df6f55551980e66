import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../src/db/schema';
import { registerOwner, startTestServer, type TestServer } from '../harness';
import { fixture, mediaEnv, png, upload } from './media-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: mediaEnv() });
});
afterAll(async () => {
  await server.close();
});

const attachedAt = async (ids: string[]) => {
  const rows = await server.database.db.select().from(media).where(inArray(media.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.attachedAt]));
};

describe('a post keeps the uploads it uses', () => {
  it('attaches the video, its thumbnail, and no other upload', async () => {
    const owner = await registerOwner(server);
    const send = (file: { name: string; type: string; bytes: Buffer }) =>
      upload(server, owner.token, owner.calendarId, file).then((reply) => reply.body);
    const video = await send({ name: 'clip.mp4', type: 'video/mp4', bytes: fixture('clip.mp4') });
    const thumbnail = await send({ name: 'frame.png', type: 'image/png', bytes: await png(320, 240) });
    const unused = await send({ name: 'other.png', type: 'image/png', bytes: await png(8, 8) });

    const reply = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: {
        message: 'Behind the counter',
        calendarId: owner.calendarId,
        draft: true,
        timing: { mode: 'now' },
        video: {
          url: video.url,
          mediaId: video._id,
          thumbnail: thumbnail.url,
          thumbnailMediaId: thumbnail._id,
          duration: video.duration,
          videoWidth: video.width,
          videoHeight: video.height,
          size: video.size,
        },
      },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.video).toMatchObject({ mediaId: video._id, thumbnailMediaId: thumbnail._id });

    const attached = await attachedAt([video._id, thumbnail._id, unused._id]);
    expect(attached[video._id]).toBeInstanceOf(Date);
    expect(attached[thumbnail._id]).toBeInstanceOf(Date);
    expect(attached[unused._id]).toBeNull();

    // Cancel in another composer cannot delete what this post uses.
    const deleted = await server.api('POST', '/api/media/temporary-delete', {
      token: owner.token,
      body: { files: [video._id, thumbnail._id, unused._id] },
    });
    expect(deleted.body.files).toEqual([unused._id]);
    expect(await server.database.db.select().from(media).where(eq(media.id, video._id))).toHaveLength(1);
  });
});
