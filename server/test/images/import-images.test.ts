import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../src/db/schema';
import { registerOwner, startTestServer, type TestServer } from '../harness';
import { mediaEnv, opens, png } from '../media/media-helpers';

let kairos: TestServer;
let site: string;
let web: http.Server;
let owner: Awaited<ReturnType<typeof registerOwner>>;
const files = new Map<string, [string, Buffer]>();

beforeAll(async () => {
  files.set('/a.png', ['image/png', await png(300, 200)]);
  files.set('/b.png', ['image/png', await png(120, 90)]);
  files.set('/page.html', ['text/html', Buffer.from('<html><img src="a.png"></html>')]);
  files.set('/huge.png', ['image/png', Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
  web = http.createServer((request, response) => {
    const file = files.get(request.url ?? '');
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  kairos = await startTestServer({
    env: mediaEnv(),
    fetchOptions: { allowAddress: (address) => address === '127.0.0.1' },
  });
  owner = await registerOwner(kairos, 'Picker');
});
afterAll(async () => {
  await kairos.close();
  await new Promise((resolve) => web.close(resolve));
});

const importing = (urls: string[], who = owner) =>
  kairos.api('POST', '/api/media/import', {
    token: who.token,
    body: { calendarId: who.calendarId, images: urls.map((url) => ({ url })) },
  });

describe('POST /api/media/import (picked images stored like uploads)', () => {
  it('fetches the picked images through the server and stores them with their facts', async () => {
    const reply = await importing([`${site}/a.png`, `${site}/b.png`]);
    expect(reply.status).toBe(200);
    expect(reply.body.media).toHaveLength(2);
    expect(reply.body.media[0]).toMatchObject({ mimeType: 'image/png', width: 300, height: 200 });
    expect(reply.body.media[0].thumbnailUrl).toBeTruthy();
    expect(await opens(kairos, reply.body.media[1].url)).toBe(200);
    const again = await kairos.api('GET', `/api/media/${reply.body.media[1]._id}`, { token: owner.token });
    expect(again.body).toMatchObject({ width: 120, height: 90 });
  });

  it.each([
    ['/huge.png', messages.media.imagesUnder5Mb],
    ['/page.html', messages.imageTools.notAnImageLink],
    ['/missing.png', messages.imageTools.imageUnreachable],
  ])('refuses %s with a clear message, storing none of the pick', async (path, message) => {
    const before = await kairos.database.db.$count(media);
    const reply = await importing([`${site}/a.png`, `${site}${path}`]);
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(message);
    expect(reply.body.error.details[0].path).toBe('body.images.1.url');
    expect(await kairos.database.db.$count(media)).toBe(before);
  });

  it('takes at most 10 images, with the spec message', async () => {
    const reply = await importing(Array.from({ length: 11 }, () => `${site}/a.png`));
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(messages.imagesFromUrl.tooManySelected(10));
  });

  it("cannot store into another team's calendar", async () => {
    const other = await registerOwner(kairos, 'Other');
    const reply = await kairos.api('POST', '/api/media/import', {
      token: other.token,
      body: { calendarId: owner.calendarId, images: [{ url: `${site}/a.png` }] },
    });
    expect(reply.status).toBe(404);
  });

  it('refuses private addresses outside the test allow-list', async () => {
    const strict = await startTestServer({ env: mediaEnv() });
    try {
      const someone = await registerOwner(strict);
      const reply = await strict.api('POST', '/api/media/import', {
        token: someone.token,
        body: { calendarId: someone.calendarId, images: [{ url: `${site}/a.png` }] },
      });
      expect(reply.status).toBe(422);
      expect(reply.body.error.message).toBe(messages.imageTools.imageUnreachable);
    } finally {
      await strict.close();
    }
  });
});
