import { messages } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, teams, users } from '../src/db/schema';
import { addMember, registerOwner, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Owner = Awaited<ReturnType<typeof registerOwner>>;

const add = (owner: Pick<Owner, 'token' | 'calendarId'>, name: string, hashtags: unknown) =>
  server.api('POST', '/api/hashtag-groups', {
    token: owner.token,
    body: { calendarId: owner.calendarId, name, hashtags },
  });

async function setPlan(owner: Owner, plan: string | null) {
  const [user] = await server.database.db.select().from(users).where(eq(users.email, owner.email));
  await server.database.db
    .update(teams)
    .set({ subscriptionPlan: plan, subscriptionPeriod: plan ? 'monthly' : null, subscriptionExpiresAt: null })
    .where(eq(teams.id, user!.teamId));
}

describe('hashtag lists', () => {
  it('adds with the hashtags normalised, lists by name, renames, edits and deletes', async () => {
    const owner = await registerOwner(server, 'Tagger');
    const food = await add(owner, ' Food ', ['food', '#Food', '##bakery', ' ']);
    expect(food.status).toBe(201);
    expect(food.body).toMatchObject({ name: 'Food', hashtags: ['#food', '#bakery'] });
    await add(owner, 'drinks', ['tea']);
    const listed = await server.api('GET', `/api/hashtag-groups?calendarId=${owner.calendarId}`, {
      token: owner.token,
    });
    expect(listed.body.map((group: { name: string }) => group.name)).toEqual(['drinks', 'Food']);

    const renamed = await server.api('PUT', `/api/hashtag-groups/${food.body._id}`, {
      token: owner.token,
      body: { name: 'Kitchen' },
    });
    expect(renamed.body).toMatchObject({ name: 'Kitchen', hashtags: ['#food', '#bakery'] });
    const edited = await server.api('PUT', `/api/hashtag-groups/${food.body._id}`, {
      token: owner.token,
      body: { hashtags: ['#soup', 'SOUP', 'bread'] },
    });
    expect(edited.body).toMatchObject({ name: 'Kitchen', hashtags: ['#soup', '#bread'] });

    const deleted = await server.api('DELETE', `/api/hashtag-groups/${food.body._id}`, {
      token: owner.token,
    });
    expect(deleted.status).toBe(204);
    const after = await server.api('GET', `/api/hashtag-groups?calendarId=${owner.calendarId}`, {
      token: owner.token,
    });
    expect(after.body.map((group: { name: string }) => group.name)).toEqual(['drinks']);
  });

  it.each([
    ['an empty name', ' ', ['a'], messages.hashtagGroups.nameRequired],
    ['a 50-character name', 'x'.repeat(50), ['a'], messages.hashtagGroups.nameTooLong],
    ['no hashtags', 'Empty', ['#', ''], messages.hashtagGroups.hashtagsRequired],
    ['a hashtag with a space', 'Spaced', ['good food'], messages.hashtagGroups.notAHashtag('good food')],
    [
      '31 hashtags',
      'Many',
      Array.from({ length: 31 }, (_, i) => `t${i}`),
      messages.hashtagGroups.tooManyHashtags(30),
    ],
    [
      '201 entries',
      'Huge',
      Array.from({ length: 201 }, () => 'same'),
      messages.hashtagGroups.tooManyHashtags(30),
    ],
    ['a duplicate name in another case', ' TRAVEL ', ['a'], messages.hashtagGroups.duplicate],
  ])('refuses %s', async (_case, name, hashtags, message) => {
    const owner = await registerOwner(server);
    await add(owner, 'Travel', ['trip']);
    const reply = await add(owner, name, hashtags);
    expect(reply.status).toBe(422);
    expect(reply.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('refuses a rename onto another list, and keeps its own name in another case', async () => {
    const owner = await registerOwner(server);
    await add(owner, 'Travel', ['trip']);
    const food = await add(owner, 'Food', ['food']);
    const clash = await server.api('PUT', `/api/hashtag-groups/${food.body._id}`, {
      token: owner.token,
      body: { name: 'travel' },
    });
    expect(clash.status).toBe(422);
    expect(clash.body.error.message).toBe(messages.hashtagGroups.duplicate);
    const own = await server.api('PUT', `/api/hashtag-groups/${food.body._id}`, {
      token: owner.token,
      body: { name: 'FOOD' },
    });
    expect(own.body.name).toBe('FOOD');
  });

  it('lets viewers read only, and hides the lists from another team', async () => {
    const owner = await registerOwner(server);
    const group = await add(owner, 'Mine', ['mine']);
    const viewer = await addMember(server, owner.token, 'viewer', [owner.calendarId]);
    const asViewer = { token: viewer.token, calendarId: owner.calendarId };
    const read = await server.api('GET', `/api/hashtag-groups?calendarId=${owner.calendarId}`, asViewer);
    expect(read.body).toHaveLength(1);
    expect((await add(asViewer, 'Viewer', ['no'])).status).toBe(403);
    const path = `/api/hashtag-groups/${group.body._id}`;
    expect((await server.api('PUT', path, { ...asViewer, body: { name: 'x' } })).status).toBe(403);
    expect((await server.api('DELETE', path, asViewer)).status).toBe(403);

    const stranger = await registerOwner(server);
    const theirs = { token: stranger.token };
    expect(
      (await server.api('GET', `/api/hashtag-groups?calendarId=${owner.calendarId}`, theirs)).status,
    ).toBe(404);
    expect((await server.api('GET', `/api/hashtags?calendarId=${owner.calendarId}`, theirs)).status).toBe(
      404,
    );
    expect((await server.api('PUT', path, { ...theirs, body: { name: 'x' } })).status).toBe(404);
    expect((await server.api('DELETE', path, theirs)).status).toBe(404);
    expect((await add({ token: stranger.token, calendarId: owner.calendarId }, 'X', ['x'])).status).toBe(404);
  });
});

// Section 6: "Hashtags playlist ... need an upgraded plan"; "you have reached your limits of {amount}
// hashtag list".
describe('the hashtagLists plan limit', () => {
  it('refuses the list past the plan, counting every calendar of the team', async () => {
    const owner = await registerOwner(server);
    await setPlan(owner, 'basicnew');
    for (let index = 0; index < 5; index += 1) {
      expect((await add(owner, `List ${index}`, ['tag'])).status).toBe(201);
    }
    const refused = await add(owner, 'One too many', ['tag']);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'PLAN_LIMIT',
      reason: 'limit_exceed',
      message: 'you have reached your limits of 5 hashtag list',
    });
  });

  it('gives no access without a plan', async () => {
    const owner = await registerOwner(server);
    await setPlan(owner, null);
    const refused = await add(owner, 'Free', ['tag']);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      reason: 'no_access',
      message: "you don't have access to hashtag list",
    });
  });
});

describe('the most used hashtags', () => {
  it("counts the calendar's posts, each post once per hashtag", async () => {
    const owner = await registerOwner(server);
    const texts = ['#Tea time #tea', 'More #tea and #cake', 'Just #cake', 'Plain text'];
    await server.database.db.insert(posts).values(
      texts.map((message) => ({
        calendarId: owner.calendarId,
        message,
        timing: 'schedule' as const,
        draft: true,
      })),
    );
    const reply = await server.api('GET', `/api/hashtags?calendarId=${owner.calendarId}`, {
      token: owner.token,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      items: [
        { hashtag: '#cake', count: 2 },
        { hashtag: '#tea', count: 2 },
      ],
      sampledPosts: 4,
    });
  });
});
