import { feedMessages, messages } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { feeds, teams, users } from '../../src/db/schema';
import { addMember, registerOwner, startTestServer, type TestServer } from '../harness';
import { atom, feedFetchOptions, gzipBomb, rss, startFeedSite, type FeedSite } from './feed-site';

let server: TestServer;
let site: FeedSite;
beforeAll(async () => {
  site = await startFeedSite();
  server = await startTestServer({
    // The one local test site may be reached; every other private address stays refused.
    fetchOptions: feedFetchOptions,
  });
});
afterAll(async () => {
  await server.close();
  await site.close();
});
beforeEach(() => site.pages.clear());

async function ownerWithCategory(title = 'News') {
  const owner = await registerOwner(server, 'Reader');
  const category = await server.api('POST', '/api/categories', {
    token: owner.token,
    body: { calendarId: owner.calendarId, title },
  });
  return { ...owner, categoryId: category.body._id as string };
}
type Owner = Awaited<ReturnType<typeof ownerWithCategory>>;

const addFeed = (owner: Owner, url: string, extra: object = {}) =>
  server.api('POST', '/api/feeds', {
    token: owner.token,
    body: { calendarId: owner.calendarId, categoryId: owner.categoryId, url, ...extra },
  });
const listFeeds = async (owner: Owner) =>
  (await server.api('GET', `/api/feeds?calendarId=${owner.calendarId}`, { token: owner.token })).body;

describe('adding a feed', () => {
  it('adds an RSS feed with its title, and lists it', async () => {
    site.pages.set('/rss', {
      body: rss('Garden notes', [{ guid: 'a', title: 'First', link: 'https://x.example/1' }]),
    });
    const owner = await ownerWithCategory();
    const reply = await addFeed(owner, `${site.origin}/rss`);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      url: `${site.origin}/rss`,
      title: 'Garden notes',
      categoryId: owner.categoryId,
      paused: false,
      autoApprove: false,
      lastError: null,
    });
    expect(await listFeeds(owner)).toEqual([reply.body]);
  });

  it('discovers a site\'s feed from its page\'s <link rel="alternate">', async () => {
    site.pages.set('/blog', {
      type: 'text/html; charset=utf-8',
      body: '<html><head><link rel="stylesheet" href="/s.css"><link rel="alternate" type="application/atom+xml" title="Feed" href="/blog/atom.xml"></head><body>Blog</body></html>',
    });
    site.pages.set('/blog/atom.xml', {
      type: 'application/atom+xml',
      body: atom('The blog', [{ guid: 'urn:1', title: 'Hello', link: 'https://x.example/h' }]),
    });
    const owner = await ownerWithCategory();
    const reply = await addFeed(owner, `${site.origin}/blog`);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ url: `${site.origin}/blog/atom.xml`, title: 'The blog' });
  });

  it.each([
    [
      'an HTML page without a feed',
      '/page',
      { type: 'text/html', body: '<html><body>Hi</body></html>' },
      feedMessages.notAFeed,
    ],
    [
      'malformed XML',
      '/broken',
      { body: '<rss version="2.0"><channel><title>T</ti' },
      feedMessages.malformed,
    ],
    [
      'XML that is no feed',
      '/other',
      { type: 'text/xml', body: '<?xml version="1.0"?><note><to>Me</to></note>' },
      feedMessages.malformed,
    ],
    ['a gzip bomb', '/bomb', gzipBomb(), feedMessages.tooLarge],
    ['a 50 MB answer', '/huge', { streamBytes: 50 * 1024 * 1024 }, feedMessages.tooLarge],
    [
      'a redirect to a private address',
      '/inside',
      { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data' } },
      feedMessages.unreachable,
    ],
    ['a site that never answers', '/slow', { hang: true }, feedMessages.timeout],
    ['an error status', '/gone', { status: 410, body: 'gone' }, feedMessages.httpStatus(410)],
  ])('refuses %s with a clear message and saves nothing', async (_name, path, page, message) => {
    site.pages.set(path, page);
    const owner = await ownerWithCategory();
    const reply = await addFeed(owner, `${site.origin}${path}`);
    expect(reply.status).toBe(422);
    expect(reply.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await listFeeds(owner)).toEqual([]);
  });

  it.each([
    ['a private address', 'http://10.0.0.7/feed.xml', feedMessages.unreachable],
    ['a scheme other than http(s)', 'file:///etc/passwd', feedMessages.urlInvalid],
    ['text that is no address', 'not a feed', feedMessages.urlInvalid],
    ['nothing', '   ', feedMessages.urlRequired],
  ])('refuses %s', async (_name, url, message) => {
    const owner = await ownerWithCategory();
    const reply = await addFeed(owner, url);
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(message);
  });

  it('refuses the same feed twice in one category', async () => {
    site.pages.set('/twice', { body: rss('Twice', []) });
    const owner = await ownerWithCategory();
    expect((await addFeed(owner, `${site.origin}/twice`)).status).toBe(201);
    const again = await addFeed(owner, `${site.origin}/twice`);
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe(feedMessages.duplicate);
  });
});

describe('the rssFeeds plan limit', () => {
  it('allows the trial its 3 feeds and refuses the 4th; a free team has no access', async () => {
    const owner = await ownerWithCategory();
    for (const index of [1, 2, 3]) {
      site.pages.set(`/f${index}`, { body: rss(`Feed ${index}`, []) });
      expect((await addFeed(owner, `${site.origin}/f${index}`)).status).toBe(201);
    }
    site.pages.set('/f4', { body: rss('Feed 4', []) });
    const refused = await addFeed(owner, `${site.origin}/f4`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'PLAN_LIMIT',
      reason: 'limit_exceed',
      message: messages.upgrade.limitExceed(3, 'RSS feeds'),
    });
    // No request reached the site for the refused feed.
    expect(site.requests.filter((request) => request.path === '/f4')).toEqual([]);

    const free = await ownerWithCategory();
    const [user] = await server.database.db.select().from(users).where(eq(users.email, free.email));
    await server.database.db
      .update(teams)
      .set({ subscriptionPlan: null, subscriptionPeriod: null })
      .where(eq(teams.id, user!.teamId));
    const none = await addFeed(free, `${site.origin}/f4`);
    expect(none.status).toBe(403);
    expect(none.body.error).toMatchObject({
      reason: 'no_access',
      message: messages.upgrade.noAccess('RSS feeds'),
    });
  });
});

describe('managing feeds', () => {
  it('pauses, resumes and deletes a feed', async () => {
    site.pages.set('/manage', { body: rss('Manage', []) });
    const owner = await ownerWithCategory();
    const feed = (await addFeed(owner, `${site.origin}/manage`)).body;
    const paused = await server.api('PUT', `/api/feeds/${feed._id}`, {
      token: owner.token,
      body: { paused: true },
    });
    expect(paused.body).toMatchObject({ paused: true });
    const auto = await server.api('PUT', `/api/feeds/${feed._id}`, {
      token: owner.token,
      body: { paused: false, autoApprove: true },
    });
    expect(auto.body).toMatchObject({ paused: false, autoApprove: true });
    expect((await server.api('DELETE', `/api/feeds/${feed._id}`, { token: owner.token })).status).toBe(204);
    expect(await listFeeds(owner)).toEqual([]);
  });

  it("deleting a category removes its feeds ('It will remove all the posts and rss feeds')", async () => {
    site.pages.set('/cat', { body: rss('Category feed', []) });
    const owner = await ownerWithCategory();
    await addFeed(owner, `${site.origin}/cat`);
    expect(await listFeeds(owner)).toHaveLength(1);
    await server.api('DELETE', `/api/categories/${owner.categoryId}`, { token: owner.token });
    expect(await listFeeds(owner)).toEqual([]);
    const left = await server.database.db.select().from(feeds).where(eq(feeds.calendarId, owner.calendarId));
    expect(left).toEqual([]);
  });

  it("keeps another team's feeds invisible (404) and viewers read-only (403)", async () => {
    site.pages.set('/private', { body: rss('Private', []) });
    const owner = await ownerWithCategory();
    const feed = (await addFeed(owner, `${site.origin}/private`)).body;
    const stranger = await ownerWithCategory();
    const asStranger = { token: stranger.token };
    expect((await server.api('GET', `/api/feeds?calendarId=${owner.calendarId}`, asStranger)).status).toBe(
      404,
    );
    expect(
      (await server.api('PUT', `/api/feeds/${feed._id}`, { ...asStranger, body: { paused: true } })).status,
    ).toBe(404);
    expect((await server.api('DELETE', `/api/feeds/${feed._id}`, asStranger)).status).toBe(404);
    const crossCategory = await server.api('POST', '/api/feeds', {
      token: stranger.token,
      body: { calendarId: stranger.calendarId, categoryId: owner.categoryId, url: `${site.origin}/private` },
    });
    expect(crossCategory.status).toBe(422);

    const viewer = await addMember(server, owner.token, 'viewer', [owner.calendarId]);
    expect(
      (await server.api('GET', `/api/feeds?calendarId=${owner.calendarId}`, { token: viewer.token })).body,
    ).toHaveLength(1);
    const refused = await server.api('POST', '/api/feeds', {
      token: viewer.token,
      body: { calendarId: owner.calendarId, categoryId: owner.categoryId, url: `${site.origin}/private` },
    });
    expect(refused.status).toBe(403);
    expect((await server.api('DELETE', `/api/feeds/${feed._id}`, { token: viewer.token })).status).toBe(403);
  });
});
