import { addDays, zonedDate, type SocialType } from '@kairos/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, media } from '../../src/db/schema';
import { setTeamPlan } from '../../src/modules/billing/set-team-plan';
import { purgeUnattachedMedia } from '../../src/modules/media/purge-unattached';
import { openStorage } from '../../src/storage/open-storage';
import { startTestServer, type TestServer } from '../harness';
import { libraryOwner, mediaEnv, opens, png, upload } from './media-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: mediaEnv() });
});
afterAll(async () => {
  await server.close();
});

const zone = 'Europe/Paris';
const gif = () =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: '#2a5' } })
    .gif()
    .toBuffer();

const ownerWithCategory = () => libraryOwner(server, 'Librarian', 'Evergreen');
type Owner = Awaited<ReturnType<typeof ownerWithCategory>>;

const uploadImage = async (owner: Owner, name: string, type: string, bytes: Buffer) =>
  (await upload(server, owner.token, owner.calendarId, { name, type, bytes })).body as {
    _id: string;
    url: string;
    jpegUrl: string | null;
  };

const addToLibrary = (owner: Owner, message: string, images: string[] = []) =>
  server.api('POST', '/api/library-posts', {
    token: owner.token,
    body: { calendarId: owner.calendarId, categories: [owner.categoryId], message, images },
  });

async function connect(owner: Owner, socialMedia: SocialType) {
  const [row] = await server.database.db
    .insert(accounts)
    .values({ calendarId: owner.calendarId, socialMedia, name: socialMedia, externalId: `${Math.random()}` })
    .returning();
  return row!.id;
}

const campaignFor = (owner: Owner, accountId: string) =>
  server.api('POST', '/api/campaigns', {
    token: owner.token,
    body: {
      calendarId: owner.calendarId,
      name: 'Evergreen',
      accountIds: [accountId],
      libraryCategories: [owner.categoryId],
      patternSchedule: { selectionMode: 'single', weekDays: [] },
      dates: [addDays(zonedDate(server.clock.now(), zone), 3)],
      postFrequency: 1,
      postTime: ['09:00'],
      libraryPostPriority: 'oldest',
    },
  });

async function campaignPosts(owner: Owner, campaignId: string) {
  const reply = await server.api(
    'GET',
    `/api/posts?calendarId=${owner.calendarId}&campaignId=${campaignId}`,
    {
      token: owner.token,
    },
  );
  return reply.body.items as { message: string; images: Record<string, unknown>[] }[];
}

describe("the library's uploads", () => {
  it('are kept from housekeeping once a library post shows them, on adding and on editing', async () => {
    const owner = await ownerWithCategory();
    const added = await uploadImage(owner, 'a.png', 'image/png', await png(8, 8));
    const edited = await uploadImage(owner, 'b.png', 'image/png', await png(8, 8));
    const dropped = await uploadImage(owner, 'c.png', 'image/png', await png(8, 8));
    const post = await addToLibrary(owner, 'Water your plants in the morning', [added.url]);
    expect(post.status).toBe(201);
    const edit = await server.api('PUT', `/api/library-posts/${post.body._id}`, {
      token: owner.token,
      body: {
        calendarId: owner.calendarId,
        categories: [owner.categoryId],
        message: 'Water your plants in the morning',
        images: [added.url, edited.url],
      },
    });
    expect(edit.status).toBe(200);

    const storage = openStorage(server.config, { now: server.clock.now });
    const db = server.database.db;
    await purgeUnattachedMedia(db, storage, new Date(Date.now() + 25 * 3600 * 1000));
    expect(await db.select().from(media).where(eq(media.id, added._id))).toHaveLength(1);
    expect(await db.select().from(media).where(eq(media.id, edited._id))).toHaveLength(1);
    expect(await db.select().from(media).where(eq(media.id, dropped._id))).toEqual([]);
    expect(await opens(server, added.url)).toBe(200);
  });

  it('reach a campaign post with their type and JPEG rendition (Instagram and TikTok take JPEG)', async () => {
    const owner = await ownerWithCategory();
    const picture = await uploadImage(owner, 'menu.png', 'image/png', await png(64, 48));
    expect(picture.jpegUrl).not.toBeNull();
    expect((await addToLibrary(owner, 'Our seasonal menu is here', [picture.url])).status).toBe(201);
    const campaign = await campaignFor(owner, await connect(owner, 'testNetwork'));
    expect(campaign.status).toBe(201);

    const [post] = await campaignPosts(owner, campaign.body._id);
    expect(post?.images).toEqual([
      expect.objectContaining({
        // The same upload, its link signed again when read.
        url: expect.stringContaining(`${new URL(picture.url).pathname}?`),
        mediaId: picture._id,
        mimeType: 'image/png',
        width: 64,
        height: 48,
        jpegUrl: expect.stringContaining('/api/media/files/'),
      }),
    ]);
  });

  it("skip a library GIF for a network that refuses GIFs, by the upload's type", async () => {
    const owner = await ownerWithCategory();
    // Threads needs the Advanced plan or better; a trial team is refused it (decision 0101).
    await setTeamPlan(server.database.db, owner.email, 'annual_businessnew');
    const moving = await uploadImage(owner, 'moving.gif', 'image/gif', await gif());
    expect(moving.url).not.toMatch(/\.gif/);
    expect((await addToLibrary(owner, 'Watch the latte art happen', [moving.url])).status).toBe(201);
    expect((await addToLibrary(owner, 'Ask about the loyalty card today')).status).toBe(201);
    const campaign = await campaignFor(owner, await connect(owner, 'threads'));
    expect(campaign.status).toBe(201);

    const [post] = await campaignPosts(owner, campaign.body._id);
    expect(post?.message).toBe('Ask about the loyalty card today');
  });
});
