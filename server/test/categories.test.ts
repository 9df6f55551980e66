import { messages } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, registerOwner, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function addCategory(token: string, calendarId: string, title: string) {
  return server.api('POST', '/api/categories', { token, body: { calendarId, title } });
}

describe('categories', () => {
  it('adds, lists with counts, renames and deletes with its library posts', async () => {
    const owner = await registerOwner(server, 'Librarian');
    const recipes = await addCategory(owner.token, owner.calendarId, '  Recipes  ');
    expect(recipes.status).toBe(201);
    expect(recipes.body).toEqual({ _id: expect.any(String), title: 'Recipes', count: 0 });
    await addCategory(owner.token, owner.calendarId, 'announcements');

    for (const message of ['Lemon tart with almond crust', 'Slow roasted tomato soup']) {
      const added = await server.api('POST', '/api/library-posts', {
        token: owner.token,
        body: { calendarId: owner.calendarId, message, categories: [recipes.body._id] },
      });
      expect(added.status).toBe(201);
    }
    const listed = await server.api('GET', `/api/categories?calendarId=${owner.calendarId}`, {
      token: owner.token,
    });
    expect(
      listed.body.map((category: { title: string; count: number }) => [category.title, category.count]),
    ).toEqual([
      ['announcements', 0],
      ['Recipes', 2],
    ]);

    const renamed = await server.api('PUT', `/api/categories/${recipes.body._id}`, {
      token: owner.token,
      body: { title: 'Kitchen' },
    });
    expect(renamed.body).toEqual({ _id: recipes.body._id, title: 'Kitchen', count: 2 });

    const deleted = await server.api('DELETE', `/api/categories/${recipes.body._id}`, { token: owner.token });
    expect(deleted.status).toBe(204);
    const library = await server.api('GET', `/api/library-posts?calendarId=${owner.calendarId}`, {
      token: owner.token,
    });
    expect(library.body).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  // Section 5: "Category name: trimmed; empty 'Please, provide name of your category'; 50 or more
  // characters 'Maximum 50 characters exceeded'; case-insensitive duplicate 'Category with this name
  // already exists'."
  it.each([
    ['an empty name', '   ', messages.categories.nameRequired],
    ['50 characters', 'x'.repeat(50), messages.categories.nameTooLong],
    ['a duplicate in another case', ' TRAVEL ', messages.categories.duplicate],
  ])('refuses %s', async (_case, title, message) => {
    const owner = await registerOwner(server);
    await addCategory(owner.token, owner.calendarId, 'Travel');
    const reply = await addCategory(owner.token, owner.calendarId, title);
    expect(reply.status).toBe(422);
    expect(reply.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('accepts 49 characters and the same name in another calendar', async () => {
    const owner = await registerOwner(server);
    expect((await addCategory(owner.token, owner.calendarId, 'x'.repeat(49))).status).toBe(201);
    const other = await registerOwner(server);
    expect((await addCategory(other.token, other.calendarId, 'x'.repeat(49))).status).toBe(201);
  });

  it('refuses a rename to another category name, and keeps an unchanged one', async () => {
    const owner = await registerOwner(server);
    const travel = await addCategory(owner.token, owner.calendarId, 'Travel');
    await addCategory(owner.token, owner.calendarId, 'Food');
    const clash = await server.api('PUT', `/api/categories/${travel.body._id}`, {
      token: owner.token,
      body: { title: 'food' },
    });
    expect(clash.body.error.message).toBe(messages.categories.duplicate);
    const same = await server.api('PUT', `/api/categories/${travel.body._id}`, {
      token: owner.token,
      body: { title: ' Travel ' },
    });
    expect(same.body).toMatchObject({ title: 'Travel' });
  });

  it('answers one of two simultaneous adds of a name with the duplicate message', async () => {
    const owner = await registerOwner(server);
    const replies = await Promise.all([
      addCategory(owner.token, owner.calendarId, 'Events'),
      addCategory(owner.token, owner.calendarId, 'events'),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 422]);
  });
});

// Section 6: "Adding a category and deleting a category need a permission; without it a warning
// tooltip shows, and a 403 shows a permission message."
describe('category permissions', () => {
  it('lets a viewer list but not add, rename or delete: 403 with the permission message', async () => {
    const owner = await registerOwner(server);
    const category = await addCategory(owner.token, owner.calendarId, 'News');
    const viewer = await addMember(server, owner.token, 'viewer', [owner.calendarId]);
    const list = await server.api('GET', `/api/categories?calendarId=${owner.calendarId}`, {
      token: viewer.token,
    });
    expect(list.status).toBe(200);
    for (const reply of [
      await addCategory(viewer.token, owner.calendarId, 'Mine'),
      await server.api('PUT', `/api/categories/${category.body._id}`, {
        token: viewer.token,
        body: { title: 'Renamed' },
      }),
      await server.api('DELETE', `/api/categories/${category.body._id}`, { token: viewer.token }),
    ]) {
      expect(reply.status).toBe(403);
      expect(reply.body.error).toMatchObject({
        code: 'FORBIDDEN',
        message: messages.calendars.contactAdminTooltip,
      });
    }
  });

  it('lets an editor of the calendar manage categories', async () => {
    const owner = await registerOwner(server);
    const editor = await addMember(server, owner.token, 'editor', [owner.calendarId]);
    const added = await addCategory(editor.token, owner.calendarId, 'Editorial');
    expect(added.status).toBe(201);
    const removed = await server.api('DELETE', `/api/categories/${added.body._id}`, { token: editor.token });
    expect(removed.status).toBe(204);
  });

  it("never shows another team's categories", async () => {
    const owner = await registerOwner(server);
    const category = await addCategory(owner.token, owner.calendarId, 'Private');
    const stranger = await registerOwner(server);
    const list = await server.api('GET', `/api/categories?calendarId=${owner.calendarId}`, {
      token: stranger.token,
    });
    expect(list.status).toBe(404);
    const rename = await server.api('PUT', `/api/categories/${category.body._id}`, {
      token: stranger.token,
      body: { title: 'Mine now' },
    });
    expect(rename.status).toBe(404);
  });
});
