import { feedMessages, messages } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageImports, media, users } from '../../src/db/schema';
import { addMember, startTestServer, type TestServer } from '../harness';
import { libraryOwner, mediaEnv, png, upload } from '../media/media-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: mediaEnv() });
});
afterAll(async () => {
  await server.close();
});

type Owner = Awaited<ReturnType<typeof libraryOwner>>;

async function uploadImages(owner: Owner, count: number): Promise<string[]> {
  const bytes = await png(64, 48);
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const done = await upload(server, owner.token, owner.calendarId, {
      name: `photo-${index}.png`,
      type: 'image/png',
      bytes,
    });
    ids.push(done.body._id as string);
  }
  return ids;
}

const bulk = (owner: Owner, images: object[], categoryId: string | null = owner.categoryId) =>
  server.api('POST', '/api/library-posts/bulk-images', {
    token: owner.token,
    body: { calendarId: owner.calendarId, categoryId, images },
  });

describe('bulk images', () => {
  it('makes one library post per uploaded image, with its caption, in the category', async () => {
    const owner = await libraryOwner(server, 'Bulk', 'Photos');
    const ids = await uploadImages(owner, 3);
    const reply = await bulk(owner, [
      { mediaId: ids[0], caption: 'Sunset over the bay' },
      { mediaId: ids[1] },
      { mediaId: ids[2], caption: 'Market day' },
    ]);
    expect(reply.status).toBe(201);
    expect(reply.body.created).toBe(3);
    const page = await server.api('GET', `/api/library-posts?calendarId=${owner.calendarId}`, {
      token: owner.token,
    });
    expect(page.body.total).toBe(3);
    const messagesSaved = page.body.items.map((post: { message: string }) => post.message).sort();
    expect(messagesSaved).toEqual(['', 'Market day', 'Sunset over the bay']);
    for (const post of page.body.items) {
      expect(post).toMatchObject({ categories: [owner.categoryId], pending: false });
      expect(post.images).toHaveLength(1);
    }
    const rows = await server.database.db.select().from(media).where(eq(media.calendarId, owner.calendarId));
    expect(rows.every((row) => row.attachedAt !== null)).toBe(true);
  });

  it("refuses 31 images with the spec's message, and nothing is saved", async () => {
    const owner = await libraryOwner(server, 'Many', 'Photos');
    const [id] = await uploadImages(owner, 1);
    const images = Array.from({ length: 31 }, () => ({ mediaId: id }));
    const reply = await bulk(owner, images);
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(messages.media.maxBulk);
  });

  it("refuses another calendar's or another team's upload, all or nothing", async () => {
    const owner = await libraryOwner(server, 'Mine', 'Photos');
    const stranger = await libraryOwner(server, 'Theirs', 'Photos');
    const [mine] = await uploadImages(owner, 1);
    const [theirs] = await uploadImages(stranger, 1);
    const reply = await bulk(owner, [{ mediaId: mine }, { mediaId: theirs }]);
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(messages.media.notUploaded);
    const page = await server.api('GET', `/api/library-posts?calendarId=${owner.calendarId}`, {
      token: owner.token,
    });
    expect(page.body.total).toBe(0);
    const other = await server.api('POST', '/api/library-posts/bulk-images', {
      token: stranger.token,
      body: { calendarId: owner.calendarId, images: [{ mediaId: mine }] },
    });
    expect(other.status).toBe(404);
  });

  it('counts importImagesPerMonth over the team and the calendar month', async () => {
    const owner = await libraryOwner(server, 'Counted', 'Photos');
    const [user] = await server.database.db.select().from(users).where(eq(users.email, owner.email));
    // The trial (Basic) allows 50 a month: 48 were imported earlier this month, 40 last month.
    const now = server.clock.now();
    await server.database.db.insert(imageImports).values([
      { teamId: user!.teamId, calendarId: owner.calendarId, images: 48, createdAt: now },
      {
        teamId: user!.teamId,
        calendarId: owner.calendarId,
        images: 40,
        createdAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1000),
      },
    ]);
    const ids = await uploadImages(owner, 3);
    const over = await bulk(
      owner,
      ids.map((mediaId) => ({ mediaId })),
    );
    expect(over.status).toBe(403);
    expect(over.body.error).toMatchObject({
      code: 'PLAN_LIMIT',
      reason: 'limit_exceed',
      message: messages.upgrade.limitExceed(50, 'import images'),
    });
    const fits = await bulk(
      owner,
      ids.slice(0, 2).map((mediaId) => ({ mediaId })),
    );
    expect(fits.status).toBe(201);
  });

  it('refuses an empty or repeated choice, and a viewer', async () => {
    const owner = await libraryOwner(server, 'Choosy', 'Photos');
    const [id] = await uploadImages(owner, 1);
    const empty = await bulk(owner, []);
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toBe(feedMessages.bulkEmpty);
    const twice = await bulk(owner, [{ mediaId: id }, { mediaId: id }]);
    expect(twice.status).toBe(422);
    expect(twice.body.error.message).toBe(feedMessages.bulkRepeated);
    const viewer = await addMember(server, owner.token, 'viewer', [owner.calendarId]);
    const refused = await server.api('POST', '/api/library-posts/bulk-images', {
      token: viewer.token,
      body: { calendarId: owner.calendarId, images: [{ mediaId: id }] },
    });
    expect(refused.status).toBe(403);
  });
});
