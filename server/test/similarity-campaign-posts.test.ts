import { addDays, messages, zonedDate } from '@kairos/core';
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

const sale = 'Big winter sale on wool coats and scarves this weekend';
const image = {
  url: 'https://cdn.example.com/a.png',
  mimeType: 'image/png',
  width: 800,
  height: 800,
  size: 1000,
};

/** A calendar with one account and a campaign that made one post from the library post `sale`. */
async function campaignPostFromLibrary() {
  const owner = await registerOwner(server, 'Campaign similarity');
  const [account] = await server.database.db
    .insert(accounts)
    .values({
      calendarId: owner.calendarId,
      socialMedia: 'testNetwork',
      name: 'Shop Main',
      externalId: `main-${Math.random()}`,
    })
    .returning();
  const category = await server.api('POST', '/api/categories', {
    token: owner.token,
    body: { calendarId: owner.calendarId, title: 'Sales' },
  });
  const library = await server.api('POST', '/api/library-posts', {
    token: owner.token,
    body: { calendarId: owner.calendarId, message: sale, categories: [category.body._id] },
  });
  expect(library.status).toBe(201);
  const day = addDays(zonedDate(server.clock.now(), 'UTC'), 3);
  const campaign = await server.api('POST', '/api/campaigns', {
    token: owner.token,
    body: {
      calendarId: owner.calendarId,
      name: 'Winter',
      accountIds: [account!.id],
      libraryCategories: [category.body._id],
      patternSchedule: { selectionMode: 'single', weekDays: [] },
      dates: [day],
      postFrequency: 1,
      postTime: ['09:00'],
      libraryPostPriority: 'oldest',
      isUserWantToRepeatContent: false,
    },
  });
  expect(campaign.status).toBe(201);
  const list = await server.api(
    'GET',
    `/api/posts?calendarId=${owner.calendarId}&campaignId=${campaign.body._id}`,
    { token: owner.token },
  );
  const [post] = list.body.items as { _id: string; message: string; libraryPostId: string }[];
  expect(post).toMatchObject({ message: sale, libraryPostId: library.body._id });
  return { owner, accountId: account!.id, categoryId: category.body._id as string, post: post!, day };
}

describe('the similarity check of a campaign post', () => {
  it('does not find the library post it was made from when the post is edited or checked', async () => {
    const { owner, accountId, post, day } = await campaignPostFromLibrary();
    // The composer sends the post back without its libraryPostId.
    const checked = await server.api('POST', '/api/similarity/check', {
      token: owner.token,
      body: {
        calendarId: owner.calendarId,
        message: sale,
        accountIds: [accountId],
        postId: post._id,
        postDate: `${day}T10:00:00.000Z`,
      },
    });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ library: [], maxScore: 0 });
    const edited = await server.api('PUT', `/api/posts/${post._id}`, {
      token: owner.token,
      body: {
        message: sale,
        calendarId: owner.calendarId,
        accountIds: [accountId],
        timing: { mode: 'schedule', date: day, time: '10:00' },
        images: [image],
      },
    });
    expect(edited.status).toBe(200);
    // Nor does the edit lose the post's links to its campaign and library post.
    expect(edited.body).toMatchObject({ libraryPostId: post.libraryPostId });
    const reread = await server.api('GET', `/api/posts/${post._id}`, { token: owner.token });
    expect(reread.body).toMatchObject({ libraryPostId: post.libraryPostId });
    expect(reread.body.campaignId).toEqual(expect.any(String));
  });

  it('still finds another library post with the same text, and the same text on the account', async () => {
    const { owner, accountId, categoryId, post, day } = await campaignPostFromLibrary();
    const copy = await server.api('POST', '/api/library-posts', {
      token: owner.token,
      body: {
        calendarId: owner.calendarId,
        message: sale,
        categories: [categoryId],
        ignoreComplianceCheck: true,
      },
    });
    expect(copy.status).toBe(201);
    const checked = await server.api('POST', '/api/similarity/check', {
      token: owner.token,
      body: {
        calendarId: owner.calendarId,
        message: sale,
        accountIds: [accountId],
        postId: post._id,
        postDate: `${day}T10:00:00.000Z`,
      },
    });
    expect(checked.body).toMatchObject({
      library: [{ _id: copy.body._id, score: 100 }],
      maxScore: 100,
    });
    // A new post of the same text on the same account is held by the campaign's post.
    const again = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: {
        message: sale,
        calendarId: owner.calendarId,
        accountIds: [accountId],
        timing: { mode: 'schedule', date: day, time: '12:00' },
        images: [image],
      },
    });
    expect(again.status).toBe(422);
    expect(again.body.error).toMatchObject({
      message: messages.similarity.similarPosts,
      similarity: { socialMedias: [{ socialMedia: 'testNetwork', maxScore: 100 }] },
    });
  });
});
