import { messages } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema';
import { registerOwner, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Owner = Awaited<ReturnType<typeof ownerWithAccounts>>;

async function ownerWithAccounts() {
  const owner = await registerOwner(server, 'Similar');
  const rows = await server.database.db
    .insert(accounts)
    .values(
      (
        [
          ['Shop Main', 'testNetwork'],
          ['Shop Second', 'testNetwork'],
          ['Shop X', 'twitter'],
        ] as const
      ).map(([name, socialMedia]) => ({
        calendarId: owner.calendarId,
        socialMedia,
        name,
        externalId: `${name}-${Math.random()}`,
      })),
    )
    .returning();
  const [main, second, x] = rows.map((row) => row.id);
  return { ...owner, main: main!, second: second!, x: x! };
}

const inDays = (days: number) =>
  new Date(server.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

function post(owner: Owner, message: string, accountIds: string[], days: number, extra: object = {}) {
  return server.api('POST', '/api/posts', {
    token: owner.token,
    body: {
      message,
      calendarId: owner.calendarId,
      accountIds,
      timing: { mode: 'schedule', date: inDays(days), time: '10:00' },
      images: [image],
      ...extra,
    },
  });
}

const image = {
  url: 'https://cdn.example.com/a.png',
  mimeType: 'image/png',
  width: 800,
  height: 800,
  size: 1000,
};
const sale = 'Big winter sale on wool coats and scarves this weekend';

// Spec, "Similarity and compliance": "the post's text is compared with the same accounts' posts within
// 30 days before and after its date and with the library".
describe('the similarity check on posts', () => {
  it('holds a near-duplicate on the same account with the per-network result, and posts it anyway', async () => {
    const owner = await ownerWithAccounts();
    expect((await post(owner, sale, [owner.main], 3)).status).toBe(201);
    const held = await post(owner, `${sale}!`, [owner.main, owner.second], 10);
    expect(held.status).toBe(422);
    expect(held.body.error).toMatchObject({
      code: 'RULE_VIOLATION',
      message: messages.similarity.similarPosts,
      similarity: {
        socialMedias: [
          {
            socialMedia: 'testNetwork',
            maxScore: 100,
            accounts: [
              { id: owner.main, accountName: 'Shop Main', score: 100 },
              { id: owner.second, accountName: 'Shop Second', score: 0 },
            ],
          },
        ],
        library: [],
        maxScore: 100,
      },
    });
    const anyway = await post(owner, `${sale}!`, [owner.main, owner.second], 10, {
      complianceEngineRules: { ignoreComplianceCheck: true },
    });
    expect(anyway.status).toBe(201);
  });

  it.each([
    ['31 days after', 2, 33, 'main', 201],
    ['exactly 30 days before', 40, 10, 'main', 422],
    ['another account', 2, 5, 'second', 201],
  ] as const)('compares with %s', async (_case, firstDay, secondDay, account, status) => {
    const owner = await ownerWithAccounts();
    expect((await post(owner, sale, [owner.main], firstDay)).status).toBe(201);
    expect((await post(owner, sale, [owner[account]], secondDay)).status).toBe(status);
  });

  // Section 9: "a network score of 60 or more is clickable"; a post is held from that score on.
  it.each([
    [
      'three words of five in common (60)',
      'garden tomato basil pepper onion',
      'garden tomato basil carrot lettuce',
      60,
      422,
    ],
    [
      'three of five and six (55)',
      'garden tomato basil pepper onion',
      'garden tomato basil carrot lettuce radish',
      55,
      201,
    ],
  ])('scores %s', async (_case, first, second, score, status) => {
    const owner = await ownerWithAccounts();
    await post(owner, first, [owner.main], 2);
    const check = await server.api('POST', '/api/similarity/check', {
      token: owner.token,
      body: {
        calendarId: owner.calendarId,
        message: second,
        accountIds: [owner.main],
        postDate: new Date(server.clock.now().getTime() + 4 * 86_400_000).toISOString(),
      },
    });
    expect(check.body.maxScore).toBe(score);
    expect((await post(owner, second, [owner.main], 4)).status).toBe(status);
  });

  // Section 4: "a Twitter score of 95 or more hides 'post anyway'".
  it('refuses a Twitter near-duplicate even with ignoreComplianceCheck', async () => {
    const owner = await ownerWithAccounts();
    expect((await post(owner, sale, [owner.x], 2)).status).toBe(201);
    const refused = await post(owner, sale, [owner.x], 6, {
      complianceEngineRules: { ignoreComplianceCheck: true },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(messages.similarity.twitterDuplicate);
    expect(refused.body.error.similarity.socialMedias[0]).toMatchObject({
      socialMedia: 'twitter',
      maxScore: 100,
    });
  });

  it('does not compare an edited post with itself, nor check drafts', async () => {
    const owner = await ownerWithAccounts();
    const created = await post(owner, sale, [owner.main], 2);
    const edited = await server.api('PUT', `/api/posts/${created.body._id}`, {
      token: owner.token,
      body: {
        message: sale,
        calendarId: owner.calendarId,
        accountIds: [owner.main],
        timing: { mode: 'schedule', date: inDays(3), time: '11:00' },
        images: [image],
      },
    });
    expect(edited.status).toBe(200);
    expect((await post(owner, sale, [owner.main], 4, { draft: true })).status).toBe(201);
  });

  it('compares with the library, except the library post it comes from', async () => {
    const owner = await ownerWithAccounts();
    const category = await server.api('POST', '/api/categories', {
      token: owner.token,
      body: { calendarId: owner.calendarId, title: 'Sales' },
    });
    const library = await server.api('POST', '/api/library-posts', {
      token: owner.token,
      body: { calendarId: owner.calendarId, message: sale, categories: [category.body._id] },
    });
    const held = await post(owner, sale, [owner.main], 2);
    expect(held.status).toBe(422);
    expect(held.body.error).toMatchObject({
      message: messages.similarity.similarLibraryPosts,
      similarity: { library: [{ _id: library.body._id, message: sale, score: 100 }], maxScore: 100 },
    });
    expect((await post(owner, sale, [owner.main], 2, { libraryPostId: library.body._id })).status).toBe(201);
  });
});

describe('the library similarity dialog', () => {
  it('holds a library post like another one until it is resent with ignoreComplianceCheck', async () => {
    const owner = await ownerWithAccounts();
    const category = await server.api('POST', '/api/categories', {
      token: owner.token,
      body: { calendarId: owner.calendarId, title: 'Sales' },
    });
    const body = { calendarId: owner.calendarId, message: sale, categories: [category.body._id] };
    const first = await server.api('POST', '/api/library-posts', { token: owner.token, body });
    const held = await server.api('POST', '/api/library-posts', { token: owner.token, body });
    expect(held.status).toBe(422);
    expect(held.body.error).toMatchObject({
      message: messages.similarity.similarLibraryPosts,
      similarity: { socialMedias: [], library: [{ _id: first.body._id, score: 100 }], maxScore: 100 },
    });
    const anyway = await server.api('POST', '/api/library-posts', {
      token: owner.token,
      body: { ...body, ignoreComplianceCheck: true },
    });
    expect(anyway.status).toBe(201);
    // Editing a library post does not compare it with itself.
    const other = await server.api('PUT', `/api/library-posts/${first.body._id}`, {
      token: owner.token,
      body: { ...body, message: 'Completely different words about summer hats' },
    });
    expect(other.status).toBe(200);
  });
});

describe('POST /api/similarity/check', () => {
  it('answers the result without saving anything', async () => {
    const owner = await ownerWithAccounts();
    await post(owner, sale, [owner.main], 2);
    const reply = await server.api('POST', '/api/similarity/check', {
      token: owner.token,
      body: { calendarId: owner.calendarId, message: sale, accountIds: [owner.main, owner.x] },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      socialMedias: [
        {
          socialMedia: 'testNetwork',
          maxScore: 100,
          accounts: [{ id: owner.main, accountName: 'Shop Main', score: 100 }],
        },
        { socialMedia: 'twitter', maxScore: 0, accounts: [{ id: owner.x, accountName: 'Shop X', score: 0 }] },
      ],
      library: [],
      maxScore: 100,
    });
    const stranger = await registerOwner(server);
    const hidden = await server.api('POST', '/api/similarity/check', {
      token: stranger.token,
      body: { calendarId: owner.calendarId, message: sale, accountIds: [] },
    });
    expect(hidden.status).toBe(404);
  });
});
