import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, startTestServer, type TestServer } from '../harness';

let kairos: TestServer;
let web: http.Server;
let site: string;
let token: string;

const pages: Record<string, [string, string]> = {
  '/article': [
    'text/html; charset=utf-8',
    `<html><head><base href="/static/"><meta property="og:image" content="https://cdn.example.com/cover.jpg">
     </head><body><img src="a.png"><img data-src='/lazy.webp' src="data:image/gif;base64,R0lGOD">
     <IMG SRC="https://cdn.example.com/cover.jpg"></body></html>`,
  ],
  '/empty': ['text/html', '<html><body><p>No pictures here</p></body></html>'],
  '/photo': ['image/png', 'not really a png'],
};

beforeAll(async () => {
  web = http.createServer((request, response) => {
    const page = pages[request.url ?? ''];
    if (!page) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': page[0] }).end(page[1]);
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  // The test allow-list: the one local page server, nothing else.
  kairos = await startTestServer({ fetchOptions: { allowAddress: (address) => address === '127.0.0.1' } });
  token = (await registerOwner(kairos)).token;
});
afterAll(async () => {
  await kairos.close();
  await new Promise((resolve) => web.close(resolve));
});

const images = (url: string) =>
  kairos.api('GET', `/api/get-images-by-url?url=${encodeURIComponent(url)}`, { token });

describe('GET /api/get-images-by-url', () => {
  it("lists the page's share image first, then its images as absolute URLs", async () => {
    const reply = await images(`${site}/article`);
    expect(reply.status).toBe(200);
    expect(reply.body.images).toEqual([
      'https://cdn.example.com/cover.jpg',
      `${site}/static/a.png`,
      `${site}/lazy.webp`,
    ]);
  });

  it.each([
    ['', messages.imagesFromUrl.urlRequired],
    ['not a url', messages.imagesFromUrl.urlInvalid],
    ['https://cdn.example.com/picture.jpg', messages.imagesFromUrl.htmlPageRequired],
  ])('answers %j with the spec message', async (url, message) => {
    const reply = await images(url);
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(message);
  });

  it('says a page without images has none, and an image served as a page is not a page', async () => {
    expect((await images(`${site}/empty`)).body.error.message).toBe(messages.imagesFromUrl.noImages);
    expect((await images(`${site}/photo`)).body.error.message).toBe(messages.imagesFromUrl.htmlPageRequired);
  });

  it('refuses loopback outside the test allow-list, as an invalid url', async () => {
    const strict = await startTestServer();
    try {
      const owner = await registerOwner(strict);
      const reply = await strict.api(
        'GET',
        `/api/get-images-by-url?url=${encodeURIComponent(`${site}/article`)}`,
        {
          token: owner.token,
        },
      );
      expect(reply.status).toBe(422);
      expect(reply.body.error.message).toBe(messages.imagesFromUrl.urlInvalid);
    } finally {
      await strict.close();
    }
  });

  it('needs a session', async () => {
    expect((await kairos.api('GET', '/api/get-images-by-url?url=x')).status).toBe(401);
  });
});
