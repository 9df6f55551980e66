import { readFileSync } from 'node:fs';
import path from 'node:path';
import { designMessages, messages } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderPool } from '../../src/modules/design/render-pool';
import { designJobs, media, users } from '../../src/db/schema';
import { openStorage } from '../../src/storage/open-storage';
import { setPlan } from '../assistant/assistant-helpers';
import { addMember, registerOwner, startTestServer, type TestServer } from '../harness';
import { fixture, local, mediaEnv, png, upload } from '../media/media-helpers';
import { differingShare, jobWhenDone, startWorker } from './design-helpers';

let server: TestServer;
let renderer: RenderPool;
beforeAll(async () => {
  server = await startTestServer({ env: mediaEnv(), queue: true });
  renderer = await startWorker(server);
});
afterAll(async () => {
  await server.close();
  await renderer.close();
});

async function businessOwner() {
  const owner = await registerOwner(server);
  await setPlan(server, owner.user._id, 'businessnew');
  return owner;
}

const banner = (calendarId: string, modifications: object = {}, template = 'sale-instagram') => ({
  calendarId,
  imageData: { template, modifications },
});

describe('the template catalogue', () => {
  it('lists templates by name and tag with their preview', async () => {
    const owner = await registerOwner(server);
    const all = await server.api('GET', '/api/design/templates', { token: owner.token });
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBeGreaterThanOrEqual(12);
    const quotes = await server.api('GET', '/api/design/templates?tag=quote', { token: owner.token });
    expect(quotes.body.data.map((each: { uid: string }) => each.uid).sort()).toEqual([
      'pinterest-quote',
      'quote-instagram',
    ]);
    const named = await server.api('GET', '/api/design/templates?name=sale', { token: owner.token });
    expect(named.body.data.map((each: { uid: string }) => each.uid)).toEqual(['sale-instagram']);
    const preview = await fetch(local(server, named.body.data[0].preview_url));
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await preview.arrayBuffer()).readUInt32BE(16)).toBe(360);
    expect((await server.api('GET', '/api/design/templates/nothing/preview.png')).status).toBe(404);
  });
});

describe('banner generation', () => {
  it('renders as a job, polled until data.image_url, stored like an upload and attachable', async () => {
    const owner = await businessOwner();
    const modifications = {
      texts: { heading: 'WINTER SALE', body: 'Everything must go' },
      colours: { background: '#6a040f' },
      fonts: { heading: 'Playfair Display' },
    };
    const started = await server.api('POST', '/api/design/banners', {
      token: owner.token,
      body: banner(owner.calendarId, modifications),
    });
    expect(started.status).toBe(202);
    const drawnBefore = renderer.drawings();
    const job = await jobWhenDone(server, owner.token, started.body.data.uid);
    expect(job).toMatchObject({ status: 'ready', progress: 100, error: null, kind: 'banner' });
    // Drawn in the renderer's thread, never on the event loop that serves the API and sends posts.
    expect(renderer.drawings()).toBe(drawnBefore + 1);
    expect(job.image_url).toBe(job.media.url);
    expect([job.media.width, job.media.height, job.media.mimeType]).toEqual([1080, 1080, 'image/png']);
    const bytes = Buffer.from(await (await fetch(local(server, job.image_url))).arrayBuffer());
    const golden = readFileSync(path.join(import.meta.dirname, '../fixtures/design/sale-modified.png'));
    expect(await differingShare(bytes, golden)).toBeLessThan(0.005);

    const post = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: {
        message: 'Our winter sale',
        calendarId: owner.calendarId,
        draft: true,
        timing: { mode: 'now' },
        images: [{ url: job.media.url, mediaId: job.media._id }],
      },
    });
    expect(post.status).toBe(201);
    const [row] = await server.database.db.select().from(media).where(eq(media.id, job.media._id));
    expect(row!.attachedAt).not.toBeNull();
  });

  it('puts an uploaded picture in the template', async () => {
    const owner = await businessOwner();
    const photo = await upload(server, owner.token, owner.calendarId, {
      name: 'p.png',
      type: 'image/png',
      bytes: await png(400, 300),
    });
    const started = await server.api('POST', '/api/design/banners', {
      token: owner.token,
      body: banner(owner.calendarId, { images: { photo: photo.body._id } }, 'tweet-announcement'),
    });
    const job = await jobWhenDone(server, owner.token, started.body.data.uid);
    expect(job.status).toBe('ready');
    expect([job.media.width, job.media.height]).toEqual([1042, 512]);
  });

  it.each([
    [{ shadows: {} }, 'body.imageData.modifications', designMessages.unknownModification('shadows')],
    [
      { texts: { footer: 'x' } },
      'body.imageData.modifications.texts.footer',
      designMessages.unknownField('texts', 'footer'),
    ],
    [
      { fonts: { heading: 'Comic Sans' } },
      'body.imageData.modifications.fonts.heading',
      designMessages.unknownFont('Comic Sans'),
    ],
    [{ colours: { text: 'red' } }, 'body.imageData.modifications.colours.text', designMessages.badColour],
  ])('refuses %j with a clear message and starts nothing', async (modifications, where, message) => {
    const owner = await businessOwner();
    const reply = await server.api('POST', '/api/design/banners', {
      token: owner.token,
      body: banner(owner.calendarId, modifications),
    });
    expect(reply.status).toBe(422);
    expect(JSON.stringify(reply.body)).toContain(message);
    expect(JSON.stringify(reply.body)).toContain(where.split('.').at(-1));
    const teamJobs = await server.database.db
      .select()
      .from(designJobs)
      .where(eq(designJobs.requestedBy, owner.user._id));
    expect(teamJobs).toEqual([]);
  });

  it('refuses an unknown template, a file that is not an image and a 100-megapixel picture before decoding it', async () => {
    const owner = await businessOwner();
    const post = (body: object) => server.api('POST', '/api/design/banners', { token: owner.token, body });
    const unknown = await post(banner(owner.calendarId, {}, 'no-such-template'));
    expect([unknown.status, unknown.body.error.message]).toEqual([422, designMessages.unknownTemplate]);

    const sound = await upload(server, owner.token, owner.calendarId, {
      name: 't.mp3',
      type: 'audio/mpeg',
      bytes: fixture('tone.mp3'),
    });
    const notImage = await post(
      banner(owner.calendarId, { images: { photo: sound.body._id } }, 'tweet-announcement'),
    );
    expect([notImage.status, notImage.body.error.message]).toEqual([422, designMessages.notAnImage]);

    // A PNG whose header claims 12000 x 12000 pixels: refused from the header, never decoded.
    const header = await png(8, 8);
    header.writeUInt32BE(12_000, 16);
    header.writeUInt32BE(12_000, 20);
    const bomb = await storedPicture(owner.calendarId, header);
    const tooLarge = await post(banner(owner.calendarId, { images: { photo: bomb } }, 'tweet-announcement'));
    expect([tooLarge.status, tooLarge.body.error.message]).toEqual([422, designMessages.imageTooLarge(100)]);

    const garbage = await storedPicture(owner.calendarId, Buffer.from('not a picture at all'));
    const broken = await post(banner(owner.calendarId, { images: { photo: garbage } }, 'tweet-announcement'));
    expect([broken.status, broken.body.error.message]).toEqual([422, designMessages.notAnImage]);

    const stranger = await businessOwner();
    const elsewhere = await server.api('POST', '/api/design/banners', {
      token: stranger.token,
      body: banner(stranger.calendarId, { images: { photo: garbage } }, 'tweet-announcement'),
    });
    expect([elsewhere.status, elsewhere.body.error.message]).toEqual([422, messages.media.notInCalendar]);
  });
});

async function teamOf(userId: string): Promise<string> {
  const [user] = await server.database.db.select().from(users).where(eq(users.id, userId));
  return user!.teamId;
}

/** A media row of the calendar over bytes written straight to storage (what no upload would accept). */
async function storedPicture(calendarId: string, bytes: Buffer): Promise<string> {
  const storage = openStorage(server.config, { now: () => new Date() });
  const id = crypto.randomUUID();
  await storage.write(id, bytes, 'image/png');
  const values = {
    id,
    calendarId,
    kind: 'image',
    mimeType: 'image/png',
    size: bytes.length,
    storageKey: id,
    status: 'ready' as const,
  };
  await server.database.db.insert(media).values(values);
  return id;
}

describe('plans, quotas and who may', () => {
  it('needs Business: other plans are told they have no access', async () => {
    const owner = await registerOwner(server);
    await setPlan(server, owner.user._id, 'advancednew');
    const reply = await server.api('POST', '/api/design/banners', {
      token: owner.token,
      body: banner(owner.calendarId),
    });
    expect([reply.status, reply.body.error.message]).toEqual([
      403,
      messages.upgrade.noAccess('banner image generation'),
    ]);
  });

  it('counts banners of the month that did not fail against imageGeneratorImagesPerMonth', async () => {
    const owner = await businessOwner();
    const teamId = await teamOf(owner.user._id);
    const row = {
      teamId,
      calendarId: owner.calendarId,
      kind: 'banner' as const,
      input: {},
      status: 'ready' as const,
    };
    await server.database.db.insert(designJobs).values(Array.from({ length: 500 }, () => row));
    await server.database.db.insert(designJobs).values({ ...row, status: 'failed' });
    const reply = await server.api('POST', '/api/design/banners', {
      token: owner.token,
      body: banner(owner.calendarId),
    });
    expect([reply.status, reply.body.error.message]).toEqual([
      403,
      messages.upgrade.limitExceed(500, 'generated images'),
    ]);
  });

  it("hides another team's job and lets a viewer read but not make", async () => {
    const owner = await businessOwner();
    const started = await server.api('POST', '/api/design/banners', {
      token: owner.token,
      body: banner(owner.calendarId),
    });
    const stranger = await registerOwner(server);
    expect(
      (await server.api('GET', `/api/design/jobs/${started.body.data.uid}`, { token: stranger.token }))
        .status,
    ).toBe(404);
    const viewer = await addMember(server, owner.token, 'viewer', [owner.calendarId]);
    expect(
      (await server.api('GET', `/api/design/jobs/${started.body.data.uid}`, { token: viewer.token })).status,
    ).toBe(200);
    const refused = await server.api('POST', '/api/design/banners', {
      token: viewer.token,
      body: banner(owner.calendarId),
    });
    expect(refused.status).toBe(403);
  });

  it('marks a job nobody finished as failed when it is read, so no job stays stuck', async () => {
    const owner = await businessOwner();
    const teamId = await teamOf(owner.user._id);
    const old = new Date(Date.now() - 11 * 60 * 1000);
    const [row] = await server.database.db
      .insert(designJobs)
      .values({
        teamId,
        calendarId: owner.calendarId,
        kind: 'banner',
        input: {},
        status: 'running',
        updatedAt: old,
      })
      .returning();
    const reply = await server.api('GET', `/api/design/jobs/${row!.id}`, { token: owner.token });
    expect(reply.body.data).toMatchObject({ status: 'failed', error: designMessages.stuck, image_url: null });
  });
});
