import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeHttp } from '../fakes/fake-http';
import { fakeLinkedInMember, startFakeLinkedIn, type FakeLinkedIn } from '../fakes/linkedin/fake-server';
import { startFakeThreads, type FakeThreadsApi } from '../fakes/threads/fake-server';
import { safeFetch } from '../../src/net/safe-fetch';
import type { FetchLinked } from '../../src/providers/link-preview';
import type { Provider } from '../../src/providers/provider';
import type { TestServer } from '../harness';
import { connectThroughApi, startEngineWorld, type EngineOwner } from './engine-world';
import { media, startMediaHost } from './media-host';
import { linkedInProviderOn, threadsProviderOn } from './fake-network-providers';

let linkedin: FakeLinkedIn;
let threads: FakeThreadsApi;
let host: FakeHttp;
let site: { url: string; close(): Promise<void> };
let server: TestServer;
let owner: EngineOwner;
let worker: { stop(): Promise<void> };
let linkedInAccount: string;
let threadsAccount: string;

const page = `<html><head><title>Fallback</title>
  <meta property="og:title" content="Roasting &amp; brewing">
  <meta property="og:description" content="How we roast, week by week.">
  <meta property="og:image" content="/card.png"></head><body>Hi</body></html>`;

/** The pages posts link to: an article with Open Graph tags and its picture; anything else is missing. */
async function startSite() {
  const files: Record<string, [string, Buffer]> = {
    '/article': ['text/html; charset=utf-8', Buffer.from(page)],
    '/card.png': ['image/png', Buffer.alloc(1500, 7)],
  };
  const http = createServer((request, response) => {
    const file = files[request.url ?? ''];
    if (!file) return response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    response
      .writeHead(200, { 'content-type': file[0], 'content-length': String(file[1].length) })
      .end(file[1]);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}

/** The real safe fetch, with this test's local site allowed (every other private address refused). */
const fetchLinked: FetchLinked = (url) =>
  safeFetch(url, { maxBytes: 5 * 1024 * 1024, allowAddress: (address) => address === '127.0.0.1' });

beforeAll(async () => {
  [linkedin, threads, host, site] = await Promise.all([
    startFakeLinkedIn(),
    startFakeThreads(),
    startMediaHost(),
    startSite(),
  ]);
  const providers = new Map<Provider['socialMedia'], Provider>([
    ['linkedin', linkedInProviderOn(linkedin, { fetchLinked })],
    ['threads', threadsProviderOn(threads)],
  ]);
  ({ server, owner, worker } = await startEngineWorld(providers, 'Link previews'));
  linkedInAccount = (await connectThroughApi(server, owner, 'linkedin', (ids) => ids, 'personal'))
    .accounts[0]!._id;
  threadsAccount = (await connectThroughApi(server, owner, 'threads', (ids) => ids)).accounts[0]!._id;
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await server.close();
  await Promise.all([linkedin.close(), threads.close(), host.close(), site.close()]);
});

/** Posts now through the API and answers the target's state once the engine is done with it. */
async function publish(accountId: string, message: string, images: unknown[] = []): Promise<string> {
  const reply = await server.api('POST', '/api/posts', {
    token: owner.token,
    body: {
      message,
      calendarId: owner.calendarId,
      accountIds: [accountId],
      timing: { mode: 'now' },
      images,
      confirmed: ['noMedia'],
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const view = await server.api('GET', `/api/posts/${reply.body._id}`, { token: owner.token });
    const [state] = view.body.targets.map((target: { state: string }) => target.state);
    if (!['scheduled', 'publishing'].includes(state) || Date.now() > deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('LinkedIn: a post with a link and no media goes as an article share', () => {
  it("sends content.article with the page's title, description and an uploaded thumbnail", async () => {
    const link = `${site.url}/article`;
    expect(await publish(linkedInAccount, `Our roasting diary: ${link}.`)).toBe('published');
    const sent = linkedin.posts.filter((post) => post.commentary.startsWith('Our roasting diary'));
    expect(sent).toHaveLength(1);
    const { article } = sent[0]!;
    expect(article).toEqual({
      source: link,
      title: 'Roasting & brewing',
      description: 'How we roast, week by week.',
      thumbnail: expect.stringMatching(/^urn:li:image:/),
    });
    // The thumbnail went through the Images API first, owned by the post's author, with the page's bytes.
    expect(linkedin.media.assets.get(article!.thumbnail!)).toMatchObject({
      kind: 'image',
      owner: `urn:li:person:${fakeLinkedInMember.id}`,
      size: 1500,
      contentType: 'image/png',
    });
    expect(sent[0]!.media).toEqual([]);
  });

  it.each([
    ['gone', 'a page that answers 404', () => `${site.url}/gone`],
    ['private', 'a page on a private address, refused by the safe fetch', () => 'http://10.0.0.7/internal'],
  ])('still posts, as plain text with its link: %s, %s', async (marker, _name, link) => {
    expect(await publish(linkedInAccount, `Read this ${marker}: ${link()}`)).toBe('published');
    const sent = linkedin.posts.filter((post) => post.commentary.startsWith(`Read this ${marker}`));
    expect(sent).toHaveLength(1);
    expect([sent[0]!.article, sent[0]!.media]).toEqual([null, []]);
    expect(sent[0]!.commentary).toContain(link());
  });

  it('a post with an image keeps its image, with no article', async () => {
    const image = { ...media(host, '/b.jpg'), width: 800, height: 800 };
    expect(await publish(linkedInAccount, `Photo and ${site.url}/article`, [image])).toBe('published');
    const sent = linkedin.posts.filter((post) => post.commentary.startsWith('Photo and'));
    expect(sent).toHaveLength(1);
    expect([sent[0]!.article, sent[0]!.media.length]).toEqual([null, 1]);
  });
});

describe('Threads: a text post with a link sends link_attachment', () => {
  it('attaches the first link of a text-only post, once', async () => {
    const message = 'Fresh beans today https://kairos.example/beans?roast=light, come by';
    expect(await publish(threadsAccount, message)).toBe('published');
    const sent = threads.threads.filter((thread) => thread.text === message);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      mediaType: 'TEXT',
      linkAttachment: 'https://kairos.example/beans?roast=light',
    });
  });

  it('sends none with an image (Threads takes link_attachment on text posts only) or without a link', async () => {
    const image = { ...media(host, '/b.jpg'), width: 800, height: 800 };
    expect(await publish(threadsAccount, 'Beans https://kairos.example/b', [image])).toBe('published');
    expect(await publish(threadsAccount, 'No link here')).toBe('published');
    const sent = threads.threads.filter((thread) =>
      ['Beans https://kairos.example/b', 'No link here'].includes(thread.text),
    );
    expect(sent.map((thread) => [thread.mediaType, thread.linkAttachment])).toEqual([
      ['IMAGE', null],
      ['TEXT', null],
    ]);
  });
});
