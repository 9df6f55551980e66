import { messages } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema';
import { addMember, registerOwner, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Owner = Awaited<ReturnType<typeof registerOwner>>;

/** Notifications written as the engine would, one second apart, the last one newest. */
async function notify(userId: string, calendarId: string | null, count: number, start = Date.now()) {
  const rows = Array.from({ length: count }, (_, index) => ({
    userId,
    calendarId,
    message: `Notice ${index}`,
    createdAt: new Date(start + index * 1000),
    updatedAt: new Date(start + index * 1000),
  }));
  return server.database.db.insert(notifications).values(rows).returning();
}

const get = (token: string) => server.api('GET', '/api/notifications', { token });

describe('GET /api/notifications', () => {
  it('answers an empty list when there are none (the web shows "No notifications")', async () => {
    const owner = await registerOwner(server);
    const reply = await get(owner.token);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ items: [], nextCursor: null, unseen: 0 });
    expect(messages.notifications.empty).toBe('No notifications');
  });

  it("lists the caller's own, newest first, a page at a time, in the spec's shape", async () => {
    const owner: Owner = await registerOwner(server);
    const other = await registerOwner(server, 'Other');
    await notify(owner.user._id, owner.calendarId, 55);
    await notify(other.user._id, other.calendarId, 2);
    const reply = await server.api('GET', '/api/notifications?limit=50', { token: owner.token });
    expect(reply.body.items).toHaveLength(50);
    expect(reply.body.unseen).toBe(55);
    expect(reply.body.items[0]).toEqual({
      _id: expect.any(String),
      message: 'Notice 54',
      seen: false,
      needToReconnect: false,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      postId: null,
    });
    expect(reply.body.items.at(-1).message).toBe('Notice 5');
    const rest = await server.api('GET', `/api/notifications?limit=50&cursor=${reply.body.nextCursor}`, {
      token: owner.token,
    });
    expect(rest.body.items.map((item: { message: string }) => item.message)).toEqual([
      'Notice 4',
      'Notice 3',
      'Notice 2',
      'Notice 1',
      'Notice 0',
    ]);
    expect(rest.body.nextCursor).toBeNull();
  });

  it('hides what happened in a calendar the member no longer has', async () => {
    const owner = await registerOwner(server);
    const editor = await addMember(server, owner.token, 'editor', [owner.calendarId]);
    await notify(editor.id, owner.calendarId, 1);
    await notify(editor.id, null, 1);
    expect(await get(editor.token).then((reply) => reply.body.items)).toHaveLength(2);
    const changed = await server.api('PUT', `/api/team/members/${editor.id}`, {
      token: owner.token,
      body: { calendars: [] },
    });
    expect(changed.status).toBe(200);
    expect((await get(editor.token)).body.items.map((item: { message: string }) => item.message)).toEqual([
      'Notice 0',
    ]);
  });
});

describe('marking notifications seen', () => {
  it('marks one seen and returns it, bumping updatedAt once', async () => {
    const owner = await registerOwner(server);
    const [first, second] = await notify(owner.user._id, owner.calendarId, 2);
    server.clock.advance(60_000);
    const reply = await server.api('PUT', `/api/notifications/${first?.id}`, { token: owner.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      _id: first?.id,
      seen: true,
      updatedAt: server.clock.now().toISOString(),
    });
    server.clock.advance(60_000);
    const again = await server.api('PUT', `/api/notifications/${first?.id}`, { token: owner.token });
    expect(again.body.updatedAt).toBe(reply.body.updatedAt);
    const list = (await get(owner.token)).body.items;
    expect(list.find((item: { _id: string }) => item._id === second?.id).seen).toBe(false);
  });

  it("answers 404 for another user's notification and leaves it unseen", async () => {
    const owner = await registerOwner(server);
    const admin = await addMember(server, owner.token, 'admin', []);
    const [theirs] = await notify(admin.id, owner.calendarId, 1);
    const reply = await server.api('PUT', `/api/notifications/${theirs?.id}`, { token: owner.token });
    expect(reply.status).toBe(404);
    expect(reply.body.error).toEqual({ code: 'NOT_FOUND', message: messages.errors.notFound });
    expect((await get(admin.token)).body.items[0].seen).toBe(false);
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    const owner = await registerOwner(server);
    const unknown = await server.api('PUT', '/api/notifications/00000000-0000-4000-8000-000000000000', {
      token: owner.token,
    });
    expect(unknown.status).toBe(404);
    const malformed = await server.api('PUT', '/api/notifications/not-an-id', { token: owner.token });
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.message).toBe('Not a notification id');
  });

  it("marks all of the caller's unseen notifications seen and says how many", async () => {
    const owner = await registerOwner(server);
    const admin = await addMember(server, owner.token, 'admin', []);
    const [first] = await notify(owner.user._id, owner.calendarId, 3);
    await notify(admin.id, owner.calendarId, 2);
    await server.api('PUT', `/api/notifications/${first?.id}`, { token: owner.token });
    const reply = await server.api('PUT', '/api/notifications', { token: owner.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ updated: 2 });
    expect((await get(owner.token)).body.items.every((item: { seen: boolean }) => item.seen)).toBe(true);
    expect((await get(admin.token)).body.items.every((item: { seen: boolean }) => !item.seen)).toBe(true);
    expect((await server.api('PUT', '/api/notifications', { token: owner.token })).body).toEqual({
      updated: 0,
    });
  });
});

describe('without a session', () => {
  it.each([
    ['GET', '/api/notifications'],
    ['PUT', '/api/notifications'],
    ['PUT', '/api/notifications/00000000-0000-4000-8000-000000000000'],
  ])('%s %s answers 401', async (method, path) => {
    const reply = await server.api(method, path);
    expect(reply.status).toBe(401);
    expect(reply.body.error).toEqual({ code: 'UNAUTHORIZED', message: messages.session.loginRequired });
  });
});
