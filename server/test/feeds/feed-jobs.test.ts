import { addDays, zonedDate } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, feeds } from '../../src/db/schema';
import { sweepFeeds, startFeeds } from '../../src/modules/feeds/start-feeds';
import { openStorage } from '../../src/storage/open-storage';
import { allPages, registerOwner, startTestServer, type TestServer } from '../harness';
import { mediaEnv } from '../media/media-helpers';
import { feedFetchOptions, rss, startFeedSite, type FeedSite } from './feed-site';

let server: TestServer;
let site: FeedSite;
const fetchOptions = feedFetchOptions;
beforeAll(async () => {
  site = await startFeedSite();
  server = await startTestServer({ env: mediaEnv(), fetchOptions, queue: true });
  await startFeeds({
    db: server.database.db,
    queue: server.queue!,
    storage: openStorage(server.config, { now: server.clock.now }),
    config: server.config,
    now: server.clock.now,
    fetchOptions,
    warn: (error) => {
      throw error;
    },
  });
});
afterAll(async () => {
  await server.close();
  await site.close();
});

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function ownerWithFeed(path: string, titles: string[]) {
  site.pages.set(path, {
    etag: `"${path}"`,
    body: rss(
      'Jobs',
      titles.map((title, index) => ({
        guid: `${path}-${index}`,
        title,
        link: `https://x.example${path}/${index}`,
      })),
    ),
  });
  const owner = await registerOwner(server, 'Scheduler');
  const category = await server.api('POST', '/api/categories', {
    token: owner.token,
    body: { calendarId: owner.calendarId, title: 'Feed' },
  });
  const feed = await server.api('POST', '/api/feeds', {
    token: owner.token,
    body: { calendarId: owner.calendarId, categoryId: category.body._id, url: `${site.origin}${path}` },
  });
  return { ...owner, categoryId: category.body._id as string, feedId: feed.body._id as string };
}
type Owner = Awaited<ReturnType<typeof ownerWithFeed>>;

const library = async (owner: Owner) =>
  (await server.api('GET', `/api/library-posts?calendarId=${owner.calendarId}`, { token: owner.token })).body;

describe('the feeds job', () => {
  it('polls a new feed at once through the queue, and the sweep hands out feeds when due', async () => {
    const owner = await ownerWithFeed('/job.xml', ['Queued item']);
    const page = await eventually(
      () => library(owner),
      (found) => found.total === 1,
    );
    expect(page.items[0]).toMatchObject({ postTitle: 'Queued item', pending: true });

    // Not due: the sweep leaves it alone.
    await eventually(
      async () => (await server.database.db.select().from(feeds).where(eq(feeds.id, owner.feedId)))[0]!,
      (row) => row.lastPolledAt !== null,
    );
    const before = site.requests.filter((request) => request.path === '/job.xml').length;
    expect(await sweepFeeds({ db: server.database.db, now: server.clock.now }, server.queue!)).toBe(0);
    // Due half an hour later: handed out once, polled, answered 304.
    server.clock.advance(31 * 60 * 1000);
    expect(await sweepFeeds({ db: server.database.db, now: server.clock.now }, server.queue!)).toBe(1);
    expect(await sweepFeeds({ db: server.database.db, now: server.clock.now }, server.queue!)).toBe(0);
    const requests = await eventually(
      async () => site.requests.filter((request) => request.path === '/job.xml'),
      (found) => found.length > before,
    );
    expect(requests.at(-1)?.headers['if-none-match']).toBe('"/job.xml"');
    expect((await library(owner)).total).toBe(1);
  });
});

describe('campaigns and feed posts', () => {
  it('take only the approved posts of a feed', async () => {
    const owner = await ownerWithFeed('/campaign.xml', [
      'Approved tip',
      'Waiting tip',
      'Another waiting tip',
    ]);
    const posts = await eventually(
      async () => (await library(owner)).items as { _id: string; postTitle: string }[],
      (found) => found.length === 3,
    );
    const approved = posts.find((post) => post.postTitle === 'Approved tip')!;
    await server.api('POST', `/api/library-posts/${approved._id}/approve`, { token: owner.token });
    const [account] = await server.database.db
      .insert(accounts)
      .values({
        calendarId: owner.calendarId,
        socialMedia: 'testNetwork',
        name: 'Shop',
        externalId: `shop-${Date.now()}`,
      })
      .returning();
    const start = addDays(zonedDate(server.clock.now(), 'UTC'), 2);
    const campaign = await server.api('POST', '/api/campaigns', {
      token: owner.token,
      body: {
        calendarId: owner.calendarId,
        name: 'From the feed',
        accountIds: [account!.id],
        libraryCategories: [owner.categoryId],
        patternSchedule: { selectionMode: 'range', weekDays: [] },
        dates: [start, addDays(start, 2)],
        postFrequency: 1,
        postTime: ['09:00'],
        libraryPostPriority: 'oldest',
        isUserWantToRepeatContent: false,
      },
    });
    expect(campaign.status).toBe(201);
    const made = await allPages(
      server,
      `/api/posts?calendarId=${owner.calendarId}&campaignId=${campaign.body._id}`,
      owner.token,
    );
    const fromLibrary = made.filter((post: { libraryPostId: string | null }) => post.libraryPostId !== null);
    expect(fromLibrary.map((post: { libraryPostId: string }) => post.libraryPostId)).toEqual([approved._id]);
  });
});
