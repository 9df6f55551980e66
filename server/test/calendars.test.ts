import { calendarColor, messages } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, calendarAccess, calendars } from '../src/db/schema';
import { addMember, registerOwner, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('calendar rules', () => {
  it('trims the name, refuses an empty one with the spec message, and colours by list position', async () => {
    const owner = await registerOwner(server);
    const empty = await server.api('POST', '/api/calendars', { token: owner.token, body: { name: '   ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toBe(messages.calendars.nameRequired);
    const missing = await server.api('POST', '/api/calendars', { token: owner.token, body: {} });
    expect(missing.body.error.message).toBe(messages.calendars.nameRequired);

    const created = await server.api('POST', '/api/calendars', {
      token: owner.token,
      body: { name: '  Brand B  ' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Brand B', color: calendarColor(1), showReconnect: false });
    const list = await server.api('GET', '/api/calendars', { token: owner.token });
    expect(list.body.map((calendar: { color: string }) => calendar.color)).toEqual([
      calendarColor(0),
      calendarColor(1),
    ]);
  });

  it("refuses a calendar past the plan's limit with limit_exceed", async () => {
    const owner = await registerOwner(server);
    // The trial of basicnew allows 3 calendars; the owner starts with one.
    expect(
      (await server.api('POST', '/api/calendars', { token: owner.token, body: { name: 'Two' } })).status,
    ).toBe(201);
    expect(
      (await server.api('POST', '/api/calendars', { token: owner.token, body: { name: 'Three' } })).status,
    ).toBe(201);
    const refused = await server.api('POST', '/api/calendars', {
      token: owner.token,
      body: { name: 'Four' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'PLAN_LIMIT',
      reason: 'limit_exceed',
      message: messages.upgrade.limitExceed(3, 'calendars'),
    });
    expect((await server.api('GET', '/api/limits', { token: owner.token })).body).toEqual({
      limits: { calendars: 3, socialMediaAccounts: 15 },
    });
  });

  it('falls back to the free limit once the trial has expired', async () => {
    const owner = await registerOwner(server);
    server.clock.advance(15 * 24 * 3600 * 1000);
    const login = await server.api('POST', '/api/session/login', {
      body: { email: owner.email, password: owner.password },
    });
    const refused = await server.api('POST', '/api/calendars', {
      token: login.body.token,
      body: { name: 'Two' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.reason).toBe('limit_exceed');
  });

  it('never removes the last calendar', async () => {
    const owner = await registerOwner(server);
    const reply = await server.api('DELETE', `/api/calendars/${owner.calendarId}`, { token: owner.token });
    expect(reply.status).toBe(422);
    expect(reply.body.error).toMatchObject({
      code: 'RULE_VIOLATION',
      message: messages.calendars.lastCalendar,
    });
    expect((await server.api('GET', '/api/calendars', { token: owner.token })).body).toHaveLength(1);
  });

  it('removes everything tied to a calendar in one go', async () => {
    const owner = await registerOwner(server);
    const second = await server.api('POST', '/api/calendars', {
      token: owner.token,
      body: { name: 'Doomed' },
    });
    const doomedId = second.body._id as string;
    const editor = await addMember(server, owner.token, 'editor', [doomedId, owner.calendarId]);
    const { db } = server.database;
    await db.insert(accounts).values([
      { calendarId: doomedId, socialMedia: 'twitter', name: '@doomed' },
      { calendarId: owner.calendarId, socialMedia: 'twitter', name: '@kept' },
    ]);

    expect((await server.api('DELETE', `/api/calendars/${doomedId}`, { token: owner.token })).status).toBe(
      204,
    );
    expect(await db.select().from(calendars).where(eq(calendars.id, doomedId))).toEqual([]);
    expect(await db.select().from(accounts).where(eq(accounts.calendarId, doomedId))).toEqual([]);
    expect(await db.select().from(accounts).where(eq(accounts.calendarId, owner.calendarId))).toHaveLength(1);
    const access = await db.select().from(calendarAccess).where(eq(calendarAccess.userId, editor.id));
    expect(access.map((row) => row.calendarId)).toEqual([owner.calendarId]);
  });

  it('shows showReconnect when an account of the calendar has an expired token', async () => {
    const owner = await registerOwner(server);
    await server.database.db
      .insert(accounts)
      .values({ calendarId: owner.calendarId, socialMedia: 'linkedin', name: 'Expired', tokenExpired: true });
    const list = await server.api('GET', '/api/calendars', { token: owner.token });
    expect(list.body[0].showReconnect).toBe(true);
  });

  it('answers 422 for a malformed id', async () => {
    const owner = await registerOwner(server);
    const reply = await server.api('PUT', '/api/calendars/not-a-uuid', {
      token: owner.token,
      body: { name: 'X' },
    });
    expect(reply.status).toBe(422);
  });
});

describe('calendar authorization', () => {
  let owner: Awaited<ReturnType<typeof registerOwner>>;
  let granted: string;
  let withheld: string;
  let tokens: Record<string, string>;

  beforeAll(async () => {
    owner = await registerOwner(server, 'Boss');
    granted = owner.calendarId;
    withheld = (await server.api('POST', '/api/calendars', { token: owner.token, body: { name: 'Secret' } }))
      .body._id;
    const stranger = await registerOwner(server, 'Stranger');
    tokens = {
      owner: owner.token,
      admin: (await addMember(server, owner.token, 'admin', [])).token,
      editorWithAccess: (await addMember(server, owner.token, 'editor', [granted])).token,
      editorWithout: (await addMember(server, owner.token, 'editor', [])).token,
      viewer: (await addMember(server, owner.token, 'viewer', [granted])).token,
      otherTeam: stranger.token,
    };
  });

  it.each([
    ['owner', true, true],
    ['admin', true, true],
    ['editorWithAccess', true, false],
    ['editorWithout', false, false],
    ['viewer', true, false],
    ['otherTeam', false, false],
  ])(
    '%s: sees the granted calendar %s, the withheld one only as owner or admin',
    async (who, seesGranted, seesWithheld) => {
      const list = await server.api('GET', '/api/calendars', { token: tokens[who] });
      const ids = list.body.map((calendar: { _id: string }) => calendar._id);
      expect(ids.includes(granted)).toBe(seesGranted);
      expect(ids.includes(withheld)).toBe(seesWithheld);
    },
  );

  // Section 6: editing a calendar and adding/removing calendars are two separate checks (decision
  // 0081): an editor of the calendar may rename it, never remove it.
  it.each([
    ['owner', 200],
    ['admin', 200],
    ['editorWithAccess', 200],
    ['viewer', 403],
    ['editorWithout', 404],
    ['otherTeam', 404],
  ])('%s renaming the granted calendar gets %i', async (who, status) => {
    const reply = await server.api('PUT', `/api/calendars/${granted}`, {
      token: tokens[who],
      body: { name: `Renamed by ${who}` },
    });
    expect(reply.status).toBe(status);
    if (status === 403) expect(reply.body.error.message).toBe(messages.calendars.contactAdminTooltip);
  });

  it.each([
    ['editorWithAccess', 403],
    ['viewer', 403],
    ['editorWithout', 403],
    ['otherTeam', 201],
  ])('%s adding a calendar gets %i (another team adds to its own)', async (who, status) => {
    const reply = await server.api('POST', '/api/calendars', { token: tokens[who], body: { name: 'Extra' } });
    expect(reply.status).toBe(status);
  });

  it.each([
    ['viewer', 404],
    ['editorWithout', 404],
    ['otherTeam', 404],
    ['editorWithAccess', 404],
  ])('%s removing the withheld calendar gets %i and it stays', async (who, status) => {
    const reply = await server.api('DELETE', `/api/calendars/${withheld}`, { token: tokens[who] });
    expect(reply.status).toBe(status);
    expect(
      (await server.api('GET', '/api/calendars', { token: owner.token })).body.some(
        (c: { _id: string }) => c._id === withheld,
      ),
    ).toBe(true);
  });

  it.each([
    ['editorWithAccess', 403],
    ['viewer', 403],
  ])('%s removing the granted calendar gets %i', async (who, status) => {
    const reply = await server.api('DELETE', `/api/calendars/${granted}`, { token: tokens[who] });
    expect(reply.status).toBe(status);
    expect(reply.body.error.message).toBe(messages.calendars.contactAdminTooltip);
  });

  it('lets an admin remove a calendar', async () => {
    const reply = await server.api('DELETE', `/api/calendars/${withheld}`, { token: tokens.admin });
    expect(reply.status).toBe(204);
  });
});
