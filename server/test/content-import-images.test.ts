import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { imageMaxMegapixels, messages } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, libraryPosts, media, posts, teams, users } from '../src/db/schema';
import { allPages, registerOwner, startTestServer, type TestServer } from './harness';
import { importOutcome, uploadImport } from './import-helpers';
import { mediaEnv, opens, png, pngClaiming } from './media/media-helpers';

// Issue 22: "Images by URL are fetched through the safe fetch and stored like uploads".
let server: TestServer;
let web: http.Server;
let site: string;
const files = new Map<string, [string, Buffer]>();
let requests = 0;

beforeAll(async () => {
  files.set('/a.png', ['image/png', await png(300, 200)]);
  files.set('/b.png', ['image/png', await png(120, 90)]);
  files.set('/bomb.png', ['image/png', pngClaiming(12_000, 10_000)]);
  files.set('/slow.png', files.get('/b.png')!);
  files.set('/page.html', ['text/html', Buffer.from('<html><img src="a.png"></html>')]);
  files.set('/huge.png', ['image/png', Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
  web = http.createServer((request, response) => {
    requests += 1;
    const file = files.get((request.url ?? '').replace(/\?.*$/, ''));
    if (!file) return void response.writeHead(404).end();
    const delay = request.url?.startsWith('/slow') ? 200 : 0;
    setTimeout(() => response.writeHead(200, { 'content-type': file[0] }).end(file[1]), delay);
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  server = await startTestServer({
    env: mediaEnv(),
    fetchOptions: { allowAddress: (address) => address === '127.0.0.1' },
  });
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => web.close(resolve));
});

async function importer() {
  const owner = await registerOwner(server, 'Importer');
  await server.api('PUT', '/api/settings', { token: owner.token, body: { timezone: 'Europe/Paris' } });
  const [user] = await server.database.db.select().from(users).where(eq(users.email, owner.email));
  await server.database.db
    .update(teams)
    .set({ subscriptionPlan: 'basicnew', subscriptionPeriod: 'monthly', subscriptionExpiresAt: null })
    .where(eq(teams.id, user!.teamId));
  await server.api('POST', '/api/categories', {
    token: owner.token,
    body: { calendarId: owner.calendarId, title: 'Menu' },
  });
  return owner;
}

async function upload(owner: Awaited<ReturnType<typeof importer>>, csv: string) {
  const uploaded = await uploadImport(server, owner.token, owner.calendarId, csv);
  expect(uploaded.status).toBe(201);
  return uploaded.body._id as string;
}

const calendarMedia = (calendarId: string) =>
  server.database.db.select().from(media).where(eq(media.calendarId, calendarId));

describe('image links of imported rows', () => {
  it('checks without fetching, then stores each image like an upload, refusing a row whole', async () => {
    const owner = await importer();
    const csv = [
      'Message,Images,Category',
      `Two pictures,"${site}/a.png ${site}/b.png",Menu`,
      `One picture,${site}/a.png,Menu`,
      `A page,${site}/page.html,Menu`,
      `One good one missing,"${site}/b.png ${site}/missing.png",Menu`,
      `Too big,${site}/huge.png,Menu`,
      'No picture,,Menu',
      `Pixel bomb,${site}/bomb.png,Menu`,
    ].join('\n');
    const id = await upload(owner, csv);
    const mapping = { message: 'Message', imageUrls: 'Images', category: 'Category' };
    const before = requests;
    const checked = await server.api('POST', `/api/imports/${id}/check`, {
      token: owner.token,
      body: { mapping },
    });
    expect(checked.body).toMatchObject({ validRows: 7, errorCount: 0, imagesToFetch: 8 });
    expect(requests).toBe(before);
    expect(await calendarMedia(owner.calendarId)).toHaveLength(0);

    await server.api('POST', `/api/imports/${id}/start`, { token: owner.token, body: { mapping } });
    const outcome = await importOutcome(server, owner.token, id);
    expect(outcome).toMatchObject({ status: 'done', importedRows: 3, errorCount: 4 });
    expect(outcome.errors).toEqual([
      {
        row: 4,
        messages: [messages.imports.imageFailed(`${site}/page.html`, messages.imageTools.notAnImageLink)],
      },
      {
        row: 5,
        messages: [messages.imports.imageFailed(`${site}/missing.png`, messages.imageTools.imageUnreachable)],
      },
      { row: 6, messages: [messages.imports.imageFailed(`${site}/huge.png`, messages.media.imagesUnder5Mb)] },
      {
        row: 8,
        messages: [
          messages.imports.imageFailed(
            `${site}/bomb.png`,
            messages.imageTools.tooManyPixels(imageMaxMegapixels),
          ),
        ],
      },
    ]);
    // Three stored pictures: none of the refused rows' (row 5's b.png was fetched, never kept).
    const stored = await calendarMedia(owner.calendarId);
    expect(stored.map((row) => [row.width, row.height, row.status]).sort()).toEqual([
      [120, 90, 'ready'],
      [300, 200, 'ready'],
      [300, 200, 'ready'],
    ]);
    const library = await allPages<{ message: string; images: string[] }>(
      server,
      `/api/library-posts?calendarId=${owner.calendarId}`,
      owner.token,
    );
    const byMessage = new Map(library.map((item) => [item.message, item]));
    expect([...byMessage.keys()].sort()).toEqual(['No picture', 'One picture', 'Two pictures']);
    const two = byMessage.get('Two pictures')!.images;
    expect(two).toHaveLength(2);
    for (const url of two) {
      expect(url.startsWith(site)).toBe(false);
      expect(await opens(server, url)).toBe(200);
    }
    expect(byMessage.get('No picture')!.images).toEqual([]);
  });

  it('attaches the stored images to a scheduled post, with their facts', async () => {
    const owner = await importer();
    await server.database.db.insert(accounts).values({
      calendarId: owner.calendarId,
      socialMedia: 'testNetwork',
      name: 'Main',
      externalId: 'main-1',
    });
    const date = new Date(server.clock.now().getTime() + 36 * 3600 * 1000).toISOString().slice(0, 10);
    const csv = [
      'Message,Images,Date,Time,Accounts',
      `Scheduled with a picture,${site}/a.png,${date},09:00,Main`,
      `Scheduled with a page,${site}/page.html,${date},10:00,Main`,
    ].join('\n');
    const id = await upload(owner, csv);
    const mapping = {
      message: 'Message',
      imageUrls: 'Images',
      date: 'Date',
      time: 'Time',
      accounts: 'Accounts',
    };
    await server.api('POST', `/api/imports/${id}/start`, { token: owner.token, body: { mapping } });
    const outcome = await importOutcome(server, owner.token, id);
    expect(outcome).toMatchObject({ status: 'done', importedRows: 1, errorCount: 1 });
    expect(outcome.errors).toEqual([
      {
        row: 3,
        messages: [messages.imports.imageFailed(`${site}/page.html`, messages.imageTools.notAnImageLink)],
      },
    ]);
    const [stored] = await calendarMedia(owner.calendarId);
    const saved = await server.database.db.select().from(posts).where(eq(posts.calendarId, owner.calendarId));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.content.images).toEqual([
      expect.objectContaining({ mediaId: stored!.id, mimeType: 'image/png', width: 300, height: 200 }),
    ]);
  });

  it('refuses a file linking more images than an import fetches, before fetching any', async () => {
    const owner = await importer();
    const ten = Array.from({ length: 10 }, (_, index) => `${site}/a.png?${index}`).join(' ');
    const lines = [
      'Message,Images,Category',
      ...Array.from({ length: 51 }, (_, index) => `Row ${index},"${ten}",Menu`),
    ];
    const id = await upload(owner, lines.join('\n'));
    const before = requests;
    for (const action of ['check', 'start']) {
      const reply = await server.api('POST', `/api/imports/${id}/${action}`, {
        token: owner.token,
        body: { mapping: { message: 'Message', imageUrls: 'Images', category: 'Category' } },
      });
      expect(reply.status).toBe(422);
      expect(reply.body.error.message).toBe(messages.imports.tooManyImagesInFile(500));
    }
    expect(requests).toBe(before);
    const after = await server.api('GET', `/api/imports/${id}`, { token: owner.token });
    expect(after.body.status).toBe('uploaded');
    expect(await server.database.db.$count(libraryPosts, eq(libraryPosts.calendarId, owner.calendarId))).toBe(
      0,
    );
  });

  it('is cancelled between image fetches, with whole rows only', async () => {
    const owner = await importer();
    const lines = Array.from({ length: 40 }, (_, index) => `Slow ${index},${site}/slow.png?${index},Menu`);
    const id = await upload(owner, ['Message,Images,Category', ...lines].join('\n'));
    await server.api('POST', `/api/imports/${id}/start`, {
      token: owner.token,
      body: { mapping: { message: 'Message', imageUrls: 'Images', category: 'Category' } },
    });
    for (;;) {
      const seen = await server.api('GET', `/api/imports/${id}`, { token: owner.token });
      if (seen.body.processedRows > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await server.api('POST', `/api/imports/${id}/cancel`, { token: owner.token });
    const outcome = await importOutcome(server, owner.token, id);
    expect(outcome.status).toBe('cancelled');
    expect(outcome.processedRows).toBeLessThan(40);
    expect(outcome.importedRows).toBe(outcome.processedRows);
    expect(await calendarMedia(owner.calendarId)).toHaveLength(outcome.importedRows);
  });
});
