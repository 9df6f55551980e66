import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../src/db/schema';
import { attachMedia } from '../../src/modules/media/attach-media';
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

const uploadPng = async (owner: { token: string; calendarId: string }) =>
  (
    await upload(server, owner.token, owner.calendarId, {
      name: 'a.png',
      type: 'image/png',
      bytes: await png(8, 8),
    })
  ).body;

describe('media of one team only', () => {
  it("answers 404 for another team's media and never deletes it", async () => {
    const owner = await registerOwner(server);
    const stranger = await registerOwner(server, 'Stranger');
    const mine = await uploadPng(owner);
    for (const path of [`/api/media/${mine._id}`, `/api/media/uploads/${mine._id}/complete`]) {
      const method = path.endsWith('complete') ? 'POST' : 'GET';
      expect((await server.api(method, path, { token: stranger.token })).status).toBe(404);
    }
    const deleted = await server.api('POST', '/api/media/temporary-delete', {
      token: stranger.token,
      body: { files: [mine._id] },
    });
    expect(deleted.body.files).toEqual([]);
    expect((await server.api('GET', `/api/media/${mine._id}`, { token: owner.token })).status).toBe(200);
  });

  it('refuses an upload to another team calendar with 404', async () => {
    const owner = await registerOwner(server);
    const stranger = await registerOwner(server, 'Stranger');
    const reply = await server.api('POST', '/api/media/uploads', {
      token: stranger.token,
      body: { calendarId: owner.calendarId, fileName: 'a.png', mimeType: 'image/png', size: 10 },
    });
    expect(reply.status).toBe(404);
  });
});

describe('removing unused uploads', () => {
  it("deletes the composer's uploads on Cancel, files included, but keeps attached media", async () => {
    const owner = await registerOwner(server);
    const cancelled = await uploadPng(owner);
    const used = await uploadPng(owner);
    await attachMedia(server.database.db, owner.calendarId, [used._id]);
    const reply = await server.api('POST', '/api/media/temporary-delete', {
      token: owner.token,
      body: { files: [cancelled._id, used._id] },
    });
    expect(reply.body.files).toEqual([cancelled._id]);
    expect((await fetch(local(server, cancelled.url))).status).toBe(404);
    expect((await server.api('GET', `/api/media/${used._id}`, { token: owner.token })).status).toBe(200);
  });

  it('housekeeping removes media no post took within a day', async () => {
    const owner = await registerOwner(server);
    const stale = await uploadPng(owner);
    const kept = await uploadPng(owner);
    await attachMedia(server.database.db, owner.calendarId, [kept._id]);
    const storage = openStorage(server.config, { now: server.clock.now });
    const db = server.database.db;
    expect(await purgeUnattachedMedia(db, storage, new Date(Date.now() + 23 * 3600 * 1000))).toBe(0);
    expect(await purgeUnattachedMedia(db, storage, new Date(Date.now() + 25 * 3600 * 1000))).toBeGreaterThan(
      0,
    );
    expect(await db.select().from(media).where(eq(media.id, stale._id))).toEqual([]);
    expect(await db.select().from(media).where(eq(media.id, kept._id))).toHaveLength(1);
    expect(await storage.size(stale._id)).toBeNull();
  });
});
