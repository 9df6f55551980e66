import { messages, type SocialType } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, publishTargets } from '../src/db/schema';
import { addMember, registerOwner, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function ownerWithAccounts(
  names: string[] = ['Main', 'Second'],
  socialMedia: SocialType = 'testNetwork',
) {
  const owner = await registerOwner(server, 'Poster');
  await server.api('PUT', '/api/settings', { token: owner.token, body: { timezone: 'Europe/Paris' } });
  if (names.length === 0) return { ...owner, accountIds: [] as string[] };
  const rows = await server.database.db
    .insert(accounts)
    .values(
      names.map((name) => ({
        calendarId: owner.calendarId,
        socialMedia,
        name,
        externalId: `${name}-${Math.random()}`,
      })),
    )
    .returning();
  return { ...owner, accountIds: rows.map((row) => row.id) };
}

const image = {
  url: 'https://cdn.example.com/a.png',
  mimeType: 'image/png',
  width: 800,
  height: 800,
  size: 1000,
};
const tomorrow = () => {
  const date = new Date(server.clock.now().getTime() + 36 * 3600 * 1000);
  return date.toISOString().slice(0, 10);
};

describe('creating posts', () => {
  it('schedules a post in the user time zone with one target per account', async () => {
    const owner = await ownerWithAccounts();
    const date = tomorrow();
    const reply = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: {
        message: 'Hello from Kairos',
        calendarId: owner.calendarId,
        accountIds: owner.accountIds,
        timing: { mode: 'schedule', date, time: '09:15' },
        images: [image],
      },
    });
    expect(reply.status).toBe(201);
    const expected = new Date(
      `${date}T09:15:00${date >= '2026-03-29' && date < '2026-10-25' ? '+02:00' : '+01:00'}`,
    );
    expect(new Date(reply.body.postDate).getTime()).toBe(expected.getTime());
    expect(reply.body.targets.map((target: { state: string }) => target.state)).toEqual([
      'scheduled',
      'scheduled',
    ]);
    expect(reply.body).toMatchObject({
      accountIds: owner.accountIds,
      accountId: owner.accountIds[0],
      draft: false,
      postedInfo: [],
    });
  });

  it.each([
    [{ message: '' }, messages.composer.messageRequired],
    [{ accountIds: [] }, messages.composer.accountRequired],
    [
      { timing: { mode: 'schedule', date: '2020-01-01', time: '10:00' } },
      messages.composer.futureTimeRequired,
    ],
    [{ timing: { mode: 'schedule', date: null, time: '10:00' } }, messages.composer.dateRequired],
  ])('refuses %j with the spec message', async (change, message) => {
    const owner = await ownerWithAccounts(['Only']);
    const reply = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: {
        message: 'Hi',
        calendarId: owner.calendarId,
        accountIds: owner.accountIds,
        timing: { mode: 'now' },
        images: [image],
        ...change,
      },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(message);
  });

  it('asks to confirm a post without media, and takes it once confirmed', async () => {
    const owner = await ownerWithAccounts(['Only']);
    const body = {
      message: 'No picture',
      calendarId: owner.calendarId,
      accountIds: owner.accountIds,
      timing: { mode: 'now' },
    };
    const asked = await server.api('POST', '/api/posts', { token: owner.token, body });
    expect(asked.status).toBe(422);
    expect(asked.body.error).toMatchObject({
      code: 'CONFIRMATION_REQUIRED',
      message: messages.confirmations.noMedia,
    });
    expect(asked.body.error.details).toEqual([{ path: 'noMedia', message: messages.confirmations.noMedia }]);
    const confirmed = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: { ...body, confirmed: ['noMedia'] },
    });
    expect(confirmed.status).toBe(201);
  });

  it('saves a draft without accounts and without targets', async () => {
    const owner = await ownerWithAccounts([]);
    const reply = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: { message: 'Idea', calendarId: owner.calendarId, draft: true, timing: { mode: 'now' } },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ draft: true, targets: [], postDate: null });
  });

  it("refuses another calendar's account as already deleted", async () => {
    const owner = await ownerWithAccounts(['Mine']);
    const other = await ownerWithAccounts(['Theirs']);
    const reply = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: {
        message: 'Hi',
        calendarId: owner.calendarId,
        accountIds: other.accountIds,
        timing: { mode: 'now' },
        images: [image],
      },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(messages.accounts.alreadyDeleted);
  });

  it('applies the network rules of the chosen accounts (one Twitter account at a time)', async () => {
    const owner = await ownerWithAccounts(['@one', '@two'], 'twitter');
    const reply = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: {
        message: 'Hi',
        calendarId: owner.calendarId,
        accountIds: owner.accountIds,
        timing: { mode: 'now' },
        images: [image],
      },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(messages.composer.oneTwitterAccount);
  });
});

describe("a server's own text limit", () => {
  it('checks a Mastodon post against the limit its server gave when the account was connected', async () => {
    const owner = await ownerWithAccounts(['Big server'], 'mastodon');
    const [accountId] = owner.accountIds;
    const send = (message: string) =>
      server.api('POST', '/api/posts', {
        token: owner.token,
        body: {
          message,
          calendarId: owner.calendarId,
          accountIds: owner.accountIds,
          timing: { mode: 'schedule', date: tomorrow(), time: '09:15' },
          images: [image],
        },
      });
    // Without the server's figure: Mastodon's default 500.
    expect((await send('x'.repeat(501))).body.error.message).toBe(
      messages.composer.textTooLong('Mastodon', 500),
    );
    await server.database.db
      .update(accounts)
      .set({ metadata: { maxCharacters: 1000 } })
      .where(eq(accounts.id, accountId!));
    expect((await send('x'.repeat(1000))).status).toBe(201);
    const tooLong = await send('x'.repeat(1001));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error.message).toBe(messages.composer.textTooLong('Mastodon', 1000));
  });
});

describe('editing and deleting', () => {
  it('reschedules on edit with a new version and refuses while publishing', async () => {
    const owner = await ownerWithAccounts(['Only']);
    const body = {
      message: 'v1',
      calendarId: owner.calendarId,
      accountIds: owner.accountIds,
      timing: { mode: 'schedule', date: tomorrow(), time: '10:00' },
      images: [image],
    };
    const created = await server.api('POST', '/api/posts', { token: owner.token, body });
    const edited = await server.api('PUT', `/api/posts/${created.body._id}`, {
      token: owner.token,
      body: { ...body, message: 'v2', timing: { mode: 'schedule', date: tomorrow(), time: '11:30' } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('v2');
    expect(edited.body.targets[0]._id).not.toBe(created.body.targets[0]._id);
    const [target] = await server.database.db
      .select()
      .from(publishTargets)
      .where(eq(publishTargets.postId, created.body._id));
    expect(target?.postVersion).toBe(2);

    await server.database.db
      .update(publishTargets)
      .set({ state: 'publishing' })
      .where(eq(publishTargets.postId, created.body._id));
    const refused = await server.api('PUT', `/api/posts/${created.body._id}`, { token: owner.token, body });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(messages.publishing.publishingNow);
    expect(
      (await server.api('DELETE', `/api/posts/${created.body._id}`, { token: owner.token })).status,
    ).toBe(422);
  });

  it('deletes a scheduled post and its targets', async () => {
    const owner = await ownerWithAccounts(['Only']);
    const created = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: {
        message: 'bye',
        calendarId: owner.calendarId,
        accountIds: owner.accountIds,
        timing: { mode: 'schedule', date: tomorrow(), time: '10:00' },
        images: [image],
      },
    });
    expect(
      (await server.api('DELETE', `/api/posts/${created.body._id}`, { token: owner.token })).status,
    ).toBe(204);
    expect((await server.api('GET', `/api/posts/${created.body._id}`, { token: owner.token })).status).toBe(
      404,
    );
    expect(
      await server.database.db
        .select()
        .from(publishTargets)
        .where(eq(publishTargets.postId, created.body._id)),
    ).toEqual([]);
  });
});

describe('reading posts', () => {
  it('lists by date range and search, and counts per day in the user time zone', async () => {
    const owner = await ownerWithAccounts(['Only']);
    const date = tomorrow();
    for (const [message, time] of [
      ['Coffee launch', '08:00'],
      ['Tea time', '23:45'],
      ['Coffee again', '12:00'],
    ] as const) {
      const reply = await server.api('POST', '/api/posts', {
        token: owner.token,
        body: {
          message,
          calendarId: owner.calendarId,
          accountIds: owner.accountIds,
          timing: { mode: 'schedule', date, time },
          images: [image],
        },
      });
      expect(reply.status).toBe(201);
    }
    const start = new Date(`${date}T00:00:00Z`).getTime() - 86400000;
    const range = `dateStart=${new Date(start).toISOString()}&dateEnd=${new Date(start + 3 * 86400000).toISOString()}`;
    const all = await server.api('GET', `/api/posts?calendarId=${owner.calendarId}&${range}`, {
      token: owner.token,
    });
    expect(all.body.items.map((post: { message: string }) => post.message)).toEqual([
      'Coffee launch',
      'Coffee again',
      'Tea time',
    ]);
    const coffee = await server.api('GET', `/api/posts?calendarId=${owner.calendarId}&search=coffee`, {
      token: owner.token,
    });
    expect(coffee.body.items).toHaveLength(2);
    const counts = await server.api(
      'GET',
      `/api/posts/count?type=campaignCreate&calendarId=${owner.calendarId}&${range}`,
      { token: owner.token },
    );
    // 23:45 in Paris is still the same day there, though not in UTC.
    expect(counts.body).toEqual([{ date, count: 3 }]);
  });

  it('hides posts of calendars the caller cannot see, and lets viewers read but not write', async () => {
    const owner = await ownerWithAccounts(['Only']);
    const created = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: {
        message: 'Team post',
        calendarId: owner.calendarId,
        accountIds: owner.accountIds,
        timing: { mode: 'schedule', date: tomorrow(), time: '10:00' },
        images: [image],
      },
    });
    const viewer = await addMember(server, owner.token, 'viewer', [owner.calendarId]);
    const outsider = await ownerWithAccounts(['Other']);
    expect((await server.api('GET', `/api/posts/${created.body._id}`, { token: viewer.token })).status).toBe(
      200,
    );
    expect(
      (await server.api('DELETE', `/api/posts/${created.body._id}`, { token: viewer.token })).status,
    ).toBe(403);
    expect(
      (await server.api('GET', `/api/posts/${created.body._id}`, { token: outsider.token })).status,
    ).toBe(404);
    expect(
      (await server.api('GET', `/api/posts?calendarId=${owner.calendarId}`, { token: outsider.token }))
        .status,
    ).toBe(404);
  });
});

// Issue 14, finding 8: retrying a post never sent said it "has reached every account already".
describe('retrying a post that was never sent', () => {
  it.each([
    ['a draft', () => ({ draft: true, timing: { mode: 'now' } })],
    [
      'a post waiting for its time',
      () => ({ draft: false, timing: { mode: 'schedule', date: tomorrow(), time: '09:00' } }),
    ],
  ])('%s says it was not sent yet', async (_case, timing) => {
    const owner = await ownerWithAccounts(['Waiting']);
    const created = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: {
        message: 'Soon',
        calendarId: owner.calendarId,
        accountIds: owner.accountIds,
        images: [image],
        ...timing(),
      },
    });
    expect(created.status).toBe(201);
    const retry = await server.api('POST', `/api/posts/${created.body._id}/retry`, {
      token: owner.token,
      body: {},
    });
    expect(retry.status).toBe(422);
    expect(retry.body.error.message).toBe(messages.publishing.notSentYet);
  });
});
