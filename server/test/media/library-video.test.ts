import { addDays, messages, zonedDate } from '@kairos/core';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, media } from '../../src/db/schema';
import { setTeamPlan } from '../../src/modules/billing/set-team-plan';
import { purgeUnattachedMedia } from '../../src/modules/media/purge-unattached';
import { openStorage } from '../../src/storage/open-storage';
import { startTestServer, type TestServer } from '../harness';
import { fixture, libraryOwner, mediaEnv, png, putBytes, startUpload } from './media-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: mediaEnv() });
});
afterAll(async () => {
  await server.close();
});

const zone = 'Europe/Paris';
// A real 320x240, 1.6 s H.264 MP4: the server reads its facts from the bytes.
const clip = fixture('clip.mp4');

const ownerWithCategory = () => libraryOwner(server, 'Videographer', 'Behind the scenes');
type Owner = Awaited<ReturnType<typeof ownerWithCategory>>;

interface Uploaded {
  _id: string;
  url: string;
}

/** The uploader's three steps, with the kind the composer and the modal declare. */
async function upload(owner: Owner, file: { name: string; type: string; bytes: Buffer; kind: string }) {
  const ticket = await startUpload(server, owner.token, {
    calendarId: owner.calendarId,
    fileName: file.name,
    mimeType: file.type,
    size: file.bytes.length,
    kind: file.kind,
  });
  expect(ticket.status).toBe(201);
  expect((await putBytes(server, ticket.body, file.bytes)).status).toBe(204);
  const done = await server.api('POST', `/api/media/uploads/${ticket.body.uploadId}/complete`, {
    token: owner.token,
  });
  expect(done.status).toBe(200);
  return done.body as Uploaded;
}

const uploadClip = (owner: Owner) =>
  upload(owner, { name: 'tour.mp4', type: 'video/mp4', bytes: clip, kind: 'video' });
const uploadThumbnail = async (owner: Owner, width = 320, height = 240) =>
  upload(owner, { name: 'frame.png', type: 'image/png', bytes: await png(width, height), kind: 'thumbnail' });

/** What the modal sends: the browser's guesses for the facts, which the server replaces with its own. */
const videoOf = (video: Uploaded, thumbnail: Uploaded | null) => ({
  url: video.url,
  mediaId: video._id,
  thumbnail: thumbnail?.url ?? null,
  ...(thumbnail ? { thumbnailMediaId: thumbnail._id } : {}),
  duration: 0,
  videoWidth: 1,
  videoHeight: 1,
  size: 1,
});

const addToLibrary = (owner: Owner, body: Record<string, unknown>) =>
  server.api('POST', '/api/library-posts', {
    token: owner.token,
    body: { calendarId: owner.calendarId, categories: [owner.categoryId], ...body },
  });

describe('a library video', () => {
  it('is saved with the facts of its upload, returned, and kept from housekeeping', async () => {
    const owner = await ownerWithCategory();
    const video = await uploadClip(owner);
    const thumbnail = await uploadThumbnail(owner);
    const added = await addToLibrary(owner, {
      message: 'A morning at the roastery, in ninety seconds',
      postTitle: 'Roasting day',
      video: videoOf(video, thumbnail),
    });
    expect(added.status).toBe(201);
    const expected = {
      url: expect.stringContaining(`/api/media/files/${video._id}`),
      mediaId: video._id,
      thumbnail: expect.stringContaining(`/api/media/files/${thumbnail._id}`),
      thumbnailMediaId: thumbnail._id,
      videoWidth: 320,
      videoHeight: 240,
      size: clip.length,
      duration: expect.closeTo(1.6, 1),
    };
    expect(added.body.video).toEqual(expect.objectContaining(expected));
    const read = await server.api('GET', `/api/library-posts/${added.body._id}`, { token: owner.token });
    expect(read.body.video).toEqual(expect.objectContaining(expected));

    const db = server.database.db;
    const ids = [video._id, thumbnail._id];
    const rows = await db.select().from(media).where(inArray(media.id, ids));
    expect(rows.map((row) => row.attachedAt)).toEqual([expect.any(Date), expect.any(Date)]);
    const storage = openStorage(server.config, { now: server.clock.now });
    await purgeUnattachedMedia(db, storage, new Date(Date.now() + 25 * 3600 * 1000));
    expect(await db.select().from(media).where(inArray(media.id, ids))).toHaveLength(2);
    // The modal's Cancel after saving deletes nothing the library post shows.
    const cancel = await server.api('POST', '/api/media/temporary-delete', {
      token: owner.token,
      body: { files: ids },
    });
    expect(cancel.body).toEqual({ files: [] });
  });

  it('is kept when it is added to a library post by editing', async () => {
    const owner = await ownerWithCategory();
    const post = await addToLibrary(owner, { message: 'How we cup a new coffee' });
    const video = await uploadClip(owner);
    const edited = await server.api('PUT', `/api/library-posts/${post.body._id}`, {
      token: owner.token,
      body: {
        calendarId: owner.calendarId,
        categories: [owner.categoryId],
        message: 'How we cup a new coffee',
        video: videoOf(video, null),
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.video).toMatchObject({ mediaId: video._id, videoWidth: 320 });
    const [row] = await server.database.db.select().from(media).where(eq(media.id, video._id));
    expect(row?.attachedAt).toEqual(expect.any(Date));
  });

  it('reaches the posts a YouTube campaign generates from it', async () => {
    const owner = await ownerWithCategory();
    // YouTube needs Advanced (decision 0101).
    await setTeamPlan(server.database.db, owner.email, 'annual_businessnew');
    const video = await uploadClip(owner);
    const thumbnail = await uploadThumbnail(owner);
    const saved = await addToLibrary(owner, {
      message: 'A morning at the roastery, in ninety seconds',
      postTitle: 'Roasting day',
      video: videoOf(video, thumbnail),
    });
    expect(saved.status).toBe(201);
    // Text alone is no YouTube post: the planner passes it over for the video.
    expect((await addToLibrary(owner, { message: 'Ask about the loyalty card today' })).status).toBe(201);
    const [channel] = await server.database.db
      .insert(accounts)
      .values({
        calendarId: owner.calendarId,
        socialMedia: 'youtube',
        type: 'channel',
        name: 'Roastery TV',
        externalId: `${Math.random()}`,
      })
      .returning();
    const campaign = await server.api('POST', '/api/campaigns', {
      token: owner.token,
      body: {
        calendarId: owner.calendarId,
        name: 'Roastery videos',
        accountIds: [channel!.id],
        libraryCategories: [owner.categoryId],
        patternSchedule: { selectionMode: 'single', weekDays: [] },
        dates: [addDays(zonedDate(server.clock.now(), zone), 3)],
        postFrequency: 1,
        postTime: ['09:00'],
        libraryPostPriority: 'newest',
      },
    });
    expect(campaign.status).toBe(201);

    const generated = await server.api(
      'GET',
      `/api/posts?calendarId=${owner.calendarId}&campaignId=${campaign.body._id}`,
      { token: owner.token },
    );
    expect(generated.body.items).toHaveLength(1);
    expect(generated.body.items[0]).toMatchObject({
      message: 'A morning at the roastery, in ninety seconds',
      postTitle: 'Roasting day',
      libraryPostId: saved.body._id,
      blocked: false,
      video: {
        url: expect.stringContaining(`/api/media/files/${video._id}`),
        mediaId: video._id,
        thumbnailMediaId: thumbnail._id,
        videoWidth: 320,
        videoHeight: 240,
        size: clip.length,
      },
    });
  });

  it.each([
    ['an upload of another kind', 'image', messages.media.unsupportedFormat('image/png')],
    ['pictures beside it', 'with pictures', messages.media.tooManyFiles],
    ["another calendar's upload", 'foreign', messages.media.notInCalendar],
    ['a thumbnail of another shape', 'square thumbnail', messages.thumbnail.resolutionMismatch],
  ])('is refused for %s', async (_case, kind, message) => {
    const owner = await ownerWithCategory();
    const picture = await upload(owner, {
      name: 'shop.png',
      type: 'image/png',
      bytes: await png(64, 48),
      kind: 'image',
    });
    const video = kind === 'foreign' ? await uploadClip(await ownerWithCategory()) : await uploadClip(owner);
    const thumbnail = kind === 'square thumbnail' ? await uploadThumbnail(owner, 200, 200) : null;
    const reply = await addToLibrary(owner, {
      message: 'A morning at the roastery',
      images: kind === 'with pictures' ? [picture.url] : [],
      video: kind === 'image' ? videoOf(picture, null) : videoOf(video, thumbnail),
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(message);
  });
});
