import { messages } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryPosts, teams, users } from '../src/db/schema';
import { addMember, registerOwner, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function ownerWithCategory() {
  const owner = await registerOwner(server, 'Librarian');
  const category = await server.api('POST', '/api/categories', {
    token: owner.token,
    body: { calendarId: owner.calendarId, title: 'Tips' },
  });
  return { ...owner, categoryId: category.body._id as string };
}

const add = (owner: { token: string; calendarId: string; categoryId: string }, body: object) =>
  server.api('POST', '/api/library-posts', {
    token: owner.token,
    body: { calendarId: owner.calendarId, categories: [owner.categoryId], ...body },
  });

describe('library posts', () => {
  it('saves a post with variations, dropping empty variations and falsy images', async () => {
    const owner = await ownerWithCategory();
    const reply = await add(owner, {
      message: 'Water your plants in the morning',
      variations: [
        { socialMedia: 'twitter', message: 'Water plants early' },
        { socialMedia: 'linkedin', message: '  ' },
      ],
      images: ['https://cdn.example.com/plant.jpg', null, ''],
      hashtags: ['#garden'],
      expirationDate: '2030-01-01T00:00:00.000Z',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      calendarId: owner.calendarId,
      message: 'Water your plants in the morning',
      variations: [{ socialMedia: 'twitter', message: 'Water plants early' }],
      categories: [owner.categoryId],
      images: ['https://cdn.example.com/plant.jpg'],
      hashtags: ['#garden'],
      draft: false,
      pending: false,
      rejected: false,
      expirationDate: '2030-01-01T00:00:00.000Z',
      campaigns: [],
    });
    const fetched = await server.api('GET', `/api/library-posts/${reply.body._id}`, { token: owner.token });
    expect(fetched.body).toEqual(reply.body);
  });

  // Section 5: "In the Add to Library modal categories are required unless draft ...; content is
  // required in the message or any variation."
  it.each([
    ['no category', { message: 'Hello there', categories: [] }, messages.library.categoriesRequired],
    ['no content', { message: '  ' }, messages.composer.messageRequired],
    [
      'a category of another calendar',
      { message: 'Hello there', categories: ['7d5a0f5e-52a4-4f8e-9d0c-2b1a3c4d5e6f'] },
      messages.library.unknownCategory,
    ],
  ])('refuses %s', async (_case, body, message) => {
    const owner = await ownerWithCategory();
    const reply = await add(owner, body);
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(message);
  });

  it('saves a draft without a category', async () => {
    const owner = await ownerWithCategory();
    const reply = await add(owner, { message: 'Half an idea', categories: [], draft: true });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ draft: true, categories: [] });
  });

  it('lists newest first, filters by category and draft, searches message and variations', async () => {
    const owner = await ownerWithCategory();
    const other = await server.api('POST', '/api/categories', {
      token: owner.token,
      body: { calendarId: owner.calendarId, title: 'News' },
    });
    await add(owner, { message: 'Spring planting guide' });
    server.clock.advance(1000);
    await add(owner, { message: 'Office moves downtown', categories: [other.body._id] });
    server.clock.advance(1000);
    await add(owner, {
      message: 'Autumn pruning checklist',
      variations: [{ socialMedia: 'twitter', message: 'Prune roses now' }],
    });
    await add(owner, { message: 'Draft about compost', categories: [], draft: true });
    const list = async (query: string) => {
      const reply = await server.api('GET', `/api/library-posts?calendarId=${owner.calendarId}${query}`, {
        token: owner.token,
      });
      return {
        total: reply.body.total,
        messages: reply.body.items.map((item: { message: string }) => item.message),
      };
    };
    expect((await list('')).total).toBe(4);
    expect(await list(`&categoryId=${owner.categoryId}`)).toEqual({
      total: 2,
      messages: ['Autumn pruning checklist', 'Spring planting guide'],
    });
    expect(await list('&search=ROSES')).toEqual({ total: 1, messages: ['Autumn pruning checklist'] });
    expect(await list('&draft=true')).toEqual({ total: 1, messages: ['Draft about compost'] });
    const first = await server.api('GET', `/api/library-posts?calendarId=${owner.calendarId}&limit=3`, {
      token: owner.token,
    });
    expect(first.body.items).toHaveLength(3);
    const rest = await server.api(
      'GET',
      `/api/library-posts?calendarId=${owner.calendarId}&limit=3&cursor=${first.body.nextCursor}`,
      { token: owner.token },
    );
    expect(rest.body).toMatchObject({ nextCursor: null, total: 4 });
    expect(rest.body.items).toHaveLength(1);
  });

  it('edits and deletes', async () => {
    const owner = await ownerWithCategory();
    const created = await add(owner, { message: 'First words' });
    const edited = await server.api('PUT', `/api/library-posts/${created.body._id}`, {
      token: owner.token,
      body: { calendarId: owner.calendarId, message: 'Better words', categories: [owner.categoryId] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Better words');
    expect(
      (await server.api('DELETE', `/api/library-posts/${created.body._id}`, { token: owner.token })).status,
    ).toBe(204);
    expect(
      (await server.api('GET', `/api/library-posts/${created.body._id}`, { token: owner.token })).status,
    ).toBe(404);
  });

  it('keeps viewers and other teams out', async () => {
    const owner = await ownerWithCategory();
    const created = await add(owner, { message: 'Members only' });
    const viewer = await addMember(server, owner.token, 'viewer', [owner.calendarId]);
    expect((await add({ ...owner, token: viewer.token }, { message: 'Viewer text' })).status).toBe(403);
    expect(
      (await server.api('GET', `/api/library-posts/${created.body._id}`, { token: viewer.token })).status,
    ).toBe(200);
    const stranger = await registerOwner(server);
    expect(
      (await server.api('GET', `/api/library-posts/${created.body._id}`, { token: stranger.token })).status,
    ).toBe(404);
  });
});

// Section 6: "Library post count limited by plan (libraryPosts)"; section 8: "library limit error 'The
// limit of {N} posts in Library is reached.'".
describe('the libraryPosts plan limit', () => {
  it('refuses the post past the limit with the upgrade reason, counting the whole team', async () => {
    const owner = await ownerWithCategory();
    const [user] = await server.database.db.select().from(users).where(eq(users.email, owner.email));
    // A team without a plan has the free limits: 20 library posts.
    await server.database.db
      .update(teams)
      .set({ subscriptionPlan: null, subscriptionPeriod: null })
      .where(eq(teams.id, user!.teamId));
    await server.database.db.insert(libraryPosts).values(
      Array.from({ length: 19 }, (_, index) => ({
        calendarId: owner.calendarId,
        message: `Stored post number ${index}`,
      })),
    );
    expect((await add(owner, { message: 'The twentieth post' })).status).toBe(201);
    const refused = await add(owner, { message: 'One too many' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'PLAN_LIMIT',
      reason: 'limit_exceed',
      message: messages.library.limitReached(20),
    });
    const page = await server.api('GET', `/api/library-posts?calendarId=${owner.calendarId}`, {
      token: owner.token,
    });
    expect(page.body.total).toBe(20);
  });
});

describe('Save to Library from the composer', () => {
  it('adds a copy of the post to the chosen category with the post', async () => {
    const owner = await ownerWithCategory();
    const date = new Date(server.clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const posted = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: {
        message: 'Seasonal menu is out',
        calendarId: owner.calendarId,
        draft: true,
        timing: { mode: 'schedule', date, time: '10:00' },
        saveToLibrary: { categoryId: owner.categoryId },
        // Issue 16: the image's alt text goes with the copy, and with the campaign posts made from it.
        images: [{ url: 'https://cdn.example.com/menu.jpg', alt: 'The winter menu on a chalkboard' }],
      },
    });
    expect(posted.status).toBe(201);
    const page = await server.api('GET', `/api/library-posts?calendarId=${owner.calendarId}`, {
      token: owner.token,
    });
    expect(
      page.body.items.map((item: { message: string; categories: string[]; imageAlts: unknown[] }) => [
        item.message,
        item.categories,
        item.imageAlts,
      ]),
    ).toEqual([
      [
        'Seasonal menu is out',
        [owner.categoryId],
        [{ url: 'https://cdn.example.com/menu.jpg', alt: 'The winter menu on a chalkboard' }],
      ],
    ]);
  });
});
