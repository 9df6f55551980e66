import { feedMessages } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedItems, feeds, media } from '../../src/db/schema';
import { feedPollIntervalMs, pollFeed, type PollDeps } from '../../src/modules/feeds/poll-feed';
import { openStorage } from '../../src/storage/open-storage';
import { registerOwner, startTestServer, type TestServer } from '../harness';
import { mediaEnv } from '../media/media-helpers';
import {
  articlePage,
  feedFetchOptions,
  pngPage,
  rss,
  startFeedSite,
  type FeedSite,
  type Item,
} from './feed-site';

let server: TestServer;
let site: FeedSite;
let deps: PollDeps;
const fetchOptions = feedFetchOptions;
beforeAll(async () => {
  site = await startFeedSite();
  server = await startTestServer({ env: mediaEnv(), fetchOptions });
  deps = {
    db: server.database.db,
    storage: openStorage(server.config, { now: server.clock.now }),
    config: server.config,
    now: server.clock.now,
    fetchOptions,
  };
});
afterAll(async () => {
  await server.close();
  await site.close();
});

let feedCount = 0;
/** An owner with a category and one feed at a fresh path of the test site, serving `items`. */
async function ownerWithFeed(items: Item[], extra: object = {}) {
  feedCount += 1;
  const path = `/feed-${feedCount}.xml`;
  site.pages.set(path, { body: rss('Polled', items), etag: '"v1"' });
  const owner = await registerOwner(server, 'Poller');
  const category = await server.api('POST', '/api/categories', {
    token: owner.token,
    body: { calendarId: owner.calendarId, title: 'Feed' },
  });
  const feed = await server.api('POST', '/api/feeds', {
    token: owner.token,
    body: {
      calendarId: owner.calendarId,
      categoryId: category.body._id,
      url: `${site.origin}${path}`,
      ...extra,
    },
  });
  if (feed.status !== 201) throw new Error(JSON.stringify(feed.body));
  return { ...owner, path, categoryId: category.body._id as string, feedId: feed.body._id as string };
}
type Owner = Awaited<ReturnType<typeof ownerWithFeed>>;

const library = async (owner: Owner) =>
  (await server.api('GET', `/api/library-posts?calendarId=${owner.calendarId}`, { token: owner.token })).body;
const feedRow = async (owner: Owner) =>
  (await server.database.db.select().from(feeds).where(eq(feeds.id, owner.feedId)))[0]!;
const requestsTo = (path: string) => site.requests.filter((request) => request.path === path);

describe('polling a feed', () => {
  it('brings new items as pending library posts with title, summary, link and the article picture', async () => {
    const image = `/img-${Date.now()}.png`;
    site.pages.set(image, await pngPage());
    site.pages.set('/article/one', articlePage(`${site.origin}${image}`));
    const owner = await ownerWithFeed([
      {
        guid: 'one',
        title: 'Tomatoes in May',
        link: `${site.origin}/article/one`,
        description: '<p>Plant <b>after</b> the frost.</p>',
      },
      { guid: 'two', title: 'Basil indoors', link: 'https://blog.example.com/basil' },
    ]);
    expect(await pollFeed(deps, owner.feedId)).toEqual({ imported: 2 });
    const page = await library(owner);
    expect(page.total).toBe(2);
    // The newest-first library keeps the feed's order (its first item is its newest).
    const [tomatoes, basil] = page.items;
    expect(tomatoes).toMatchObject({
      message: `Tomatoes in May\n\nPlant after the frost.\n\n${site.origin}/article/one`,
      postTitle: 'Tomatoes in May',
      pending: true,
      categories: [owner.categoryId],
    });
    expect(tomatoes.images).toHaveLength(1);
    const stored = await server.database.db
      .select()
      .from(media)
      .where(eq(media.calendarId, owner.calendarId));
    expect(stored).toEqual([
      expect.objectContaining({ kind: 'image', width: 320, height: 200, status: 'ready' }),
    ]);
    expect(stored[0]!.attachedAt).not.toBeNull();
    expect(basil).toMatchObject({ message: 'Basil indoors\n\nhttps://blog.example.com/basil', images: [] });
    expect(await feedRow(owner)).toMatchObject({ etag: '"v1"', failures: 0, lastError: null });
  });

  it('asks again with If-None-Match and If-Modified-Since, and a 304 changes nothing', async () => {
    const owner = await ownerWithFeed([{ guid: 'a', title: 'Only one', link: 'https://x.example/a' }]);
    site.pages.set(owner.path, {
      ...site.pages.get(owner.path)!,
      lastModified: 'Wed, 01 Jan 2026 10:00:00 GMT',
    });
    await pollFeed(deps, owner.feedId);
    expect(await pollFeed(deps, owner.feedId)).toBe('not_modified');
    const last = requestsTo(owner.path).at(-1)!;
    expect(last.headers['if-none-match']).toBe('"v1"');
    expect(last.headers['if-modified-since']).toBe('Wed, 01 Jan 2026 10:00:00 GMT');
    expect((await library(owner)).total).toBe(1);
    const row = await feedRow(owner);
    expect(row.nextPollAt.getTime()).toBe(server.clock.now().getTime() + feedPollIntervalMs);
  });

  it('imports each item once, by guid and by link, even when the feed changes', async () => {
    const owner = await ownerWithFeed([{ guid: 'g1', title: 'First', link: 'https://x.example/1' }]);
    await pollFeed(deps, owner.feedId);
    site.pages.set(owner.path, {
      etag: '"v2"',
      body: rss('Polled', [
        { guid: 'g1', title: 'First, edited', link: 'https://x.example/1' },
        { guid: 'g1-moved', title: 'First again', link: 'https://x.example/1' },
        { guid: 'g2', title: 'Second', link: 'https://x.example/2' },
        { guid: 'g2', title: 'Second twice in one answer', link: 'https://x.example/2b' },
        { title: 'No guid, a link', link: 'https://x.example/3' },
      ]),
    });
    expect(await pollFeed(deps, owner.feedId)).toEqual({ imported: 2 });
    const titles = (await library(owner)).items.map((post: { postTitle: string }) => post.postTitle);
    expect(titles.sort()).toEqual(['First', 'No guid, a link', 'Second']);
  });

  it('backs off on errors, shows the last error, honours Retry-After and recovers', async () => {
    const owner = await ownerWithFeed([]);
    const start = server.clock.now().getTime();
    site.pages.set(owner.path, { status: 500, body: 'down' });
    expect(await pollFeed(deps, owner.feedId)).toBe('failed');
    let row = await feedRow(owner);
    expect(row).toMatchObject({ failures: 1, lastError: feedMessages.httpStatus(500) });
    expect(row.nextPollAt.getTime()).toBe(start + feedPollIntervalMs);
    await pollFeed(deps, owner.feedId);
    row = await feedRow(owner);
    expect(row.failures).toBe(2);
    expect(row.nextPollAt.getTime()).toBe(start + 2 * feedPollIntervalMs);
    site.pages.set(owner.path, { status: 429, headers: { 'retry-after': '10800' }, body: 'slow down' });
    await pollFeed(deps, owner.feedId);
    row = await feedRow(owner);
    expect(row).toMatchObject({ failures: 3, lastError: feedMessages.httpStatus(429) });
    expect(row.nextPollAt.getTime()).toBe(start + 3 * 3600 * 1000);
    site.pages.set(owner.path, { body: '<rss><channel><title>Broken' });
    await pollFeed(deps, owner.feedId);
    expect((await feedRow(owner)).lastError).toBe(feedMessages.malformed);
    site.pages.set(owner.path, { body: rss('Back', [{ guid: 'x', title: 'Back up' }]) });
    expect(await pollFeed(deps, owner.feedId)).toEqual({ imported: 1 });
    row = await feedRow(owner);
    expect(row).toMatchObject({ failures: 0, lastError: null });
    const listed = await server.api('GET', `/api/feeds?calendarId=${owner.calendarId}`, {
      token: owner.token,
    });
    expect(listed.body[0]).toMatchObject({ failures: 0, lastError: null });
  });

  it('skips a paused feed', async () => {
    const owner = await ownerWithFeed([{ guid: 'p', title: 'Paused item' }]);
    await server.api('PUT', `/api/feeds/${owner.feedId}`, { token: owner.token, body: { paused: true } });
    expect(await pollFeed(deps, owner.feedId)).toBe('skipped');
    expect((await library(owner)).total).toBe(0);
  });

  it('saves items approved at once when the feed auto-approves', async () => {
    const owner = await ownerWithFeed([{ guid: 'auto', title: 'Straight in' }], { autoApprove: true });
    await pollFeed(deps, owner.feedId);
    expect((await library(owner)).items[0]).toMatchObject({ postTitle: 'Straight in', pending: false });
  });
});

describe('approving and rejecting', () => {
  it('approves a pending post; a rejected one goes and is never imported again', async () => {
    const owner = await ownerWithFeed([
      { guid: 'keep', title: 'Keep me', link: 'https://x.example/keep' },
      { guid: 'drop', title: 'Drop me', link: 'https://x.example/drop' },
    ]);
    await pollFeed(deps, owner.feedId);
    const posts = (await library(owner)).items as { _id: string; postTitle: string }[];
    const keep = posts.find((post) => post.postTitle === 'Keep me')!;
    const drop = posts.find((post) => post.postTitle === 'Drop me')!;
    const asOwner = { token: owner.token };
    expect((await server.api('POST', `/api/library-posts/${keep._id}/approve`, asOwner)).status).toBe(204);
    expect((await server.api('POST', `/api/library-posts/${drop._id}/reject`, asOwner)).status).toBe(204);
    const again = await server.api('POST', `/api/library-posts/${keep._id}/approve`, asOwner);
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe(feedMessages.notPending);
    const after = (await library(owner)).items;
    expect(after).toEqual([expect.objectContaining({ _id: keep._id, pending: false })]);
    const rejected = await server.database.db.select().from(feedItems).where(eq(feedItems.guid, 'drop'));
    expect(rejected).toEqual([expect.objectContaining({ rejected: true, libraryPostId: null })]);

    site.pages.set(owner.path, { etag: '"v9"', body: site.pages.get(owner.path)!.body });
    expect(await pollFeed(deps, owner.feedId)).toEqual({ imported: 0 });
    expect((await library(owner)).total).toBe(1);

    const stranger = await registerOwner(server, 'Stranger');
    expect(
      (await server.api('POST', `/api/library-posts/${keep._id}/reject`, { token: stranger.token })).status,
    ).toBe(404);
  });
});
