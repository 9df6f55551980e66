import {
  addDays,
  libraryPostContentSchema,
  messages,
  offsetMinutes,
  zonedDate,
  zonedTime,
  type SocialType,
} from '@kairos/core';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, libraryPosts, publishTargets } from '../src/db/schema';
import { allPages, registerOwner, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const zone = 'Europe/Paris';
const words = (
  'amber bison cobalt dahlia ember falcon glacier harbor iris juniper kestrel lagoon meadow nutmeg ' +
  'orchid pebble quartz raven saffron tundra umber velvet walnut yarrow zephyr anchor birch canyon ' +
  'dune fjord grove heron island jasper kelp lantern marble nectar opal prairie quill river sierra ' +
  'thistle valley willow'
).split(' ');
/** Texts with no word in common, so none is a near-duplicate of another. */
const distinctText = (index: number) =>
  `${words[(index * 3) % words.length]} ${words[(index * 3 + 1) % words.length]} ${words[(index * 3 + 2) % words.length]} ${index}`;

type Owner = Awaited<ReturnType<typeof setUp>>;

async function setUp(libraryCount = 6, networks: SocialType[] = ['testNetwork', 'testNetwork']) {
  const owner = await registerOwner(server, 'Campaigner');
  await server.api('PUT', '/api/settings', { token: owner.token, body: { timezone: zone } });
  const rows = await server.database.db
    .insert(accounts)
    .values(
      networks.map((socialMedia, index) => ({
        calendarId: owner.calendarId,
        socialMedia,
        name: `Account ${index + 1}`,
        externalId: `a${index}-${Math.random()}`,
      })),
    )
    .returning();
  const category = await server.api('POST', '/api/categories', {
    token: owner.token,
    body: { calendarId: owner.calendarId, title: 'Evergreen' },
  });
  const library: string[] = [];
  for (let index = 0; index < libraryCount; index += 1) {
    const [row] = await server.database.db
      .insert(libraryPosts)
      .values({
        calendarId: owner.calendarId,
        message: distinctText(index),
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
      })
      .returning();
    library.push(row!.id);
  }
  await server.database.db.execute(
    `insert into library_post_categories (library_post_id, category_id)
     select id, '${category.body._id}' from library_posts where calendar_id = '${owner.calendarId}'`,
  );
  return {
    ...owner,
    accountIds: rows.map((row) => row.id),
    categoryId: category.body._id as string,
    library,
  };
}

const today = () => zonedDate(server.clock.now(), zone);

/** The first day, from the day after tomorrow on, whose offset differs from the day before's. */
function nextClockChange(): string {
  let day = addDays(today(), 2);
  for (let step = 0; step < 400; step += 1) {
    const before = offsetMinutes(zone, new Date(`${addDays(day, -1)}T12:00:00Z`));
    if (offsetMinutes(zone, new Date(`${day}T12:00:00Z`)) !== before) return day;
    day = addDays(day, 1);
  }
  throw new Error('no clock change within 400 days');
}

function campaignBody(owner: Owner, overrides: object = {}) {
  return {
    calendarId: owner.calendarId,
    name: 'Evergreen tips',
    accountIds: owner.accountIds,
    libraryCategories: [owner.categoryId],
    patternSchedule: { selectionMode: 'single', weekDays: [] },
    dates: [addDays(today(), 3)],
    postFrequency: 1,
    postTime: ['09:00'],
    libraryPostPriority: 'oldest',
    isUserWantToRepeatContent: false,
    ...overrides,
  };
}

const create = (owner: Owner, overrides: object = {}) =>
  server.api('POST', '/api/campaigns', { token: owner.token, body: campaignBody(owner, overrides) });

interface PostReply {
  _id: string;
  postDate: string;
  message: string;
  accountIds: string[];
  libraryPostId: string | null;
  blocked: boolean;
  blockedReason: string | null;
  campaignId: string;
  targets: { accountId: string; state: string; error: string | null }[];
}

async function campaignPosts(owner: Owner, campaignId: string): Promise<PostReply[]> {
  return allPages(server, `/api/posts?calendarId=${owner.calendarId}&campaignId=${campaignId}`, owner.token);
}

const localSlots = (posts: PostReply[]) => [
  ...new Set(
    posts.map(
      (post) => `${zonedDate(new Date(post.postDate), zone)} ${zonedTime(new Date(post.postDate), zone)}`,
    ),
  ),
];
/** The library post each account got, slot by slot. */
const picksOf = (posts: PostReply[], accountId: string) =>
  posts.filter((post) => post.accountIds.includes(accountId)).map((post) => post.libraryPostId);

// Spec: "Calendar selection modes (campaign dates): single, multi, range, singleEndDate", posts at the
// chosen times of day in the user's zone, across a daylight-saving change.
describe('campaign generation for each selection mode across a clock change', () => {
  it.each([
    ['single', (day: string) => ({ dates: [day] }), (day: string) => [day]],
    [
      'multi',
      (day: string) => ({ dates: [addDays(day, 1), addDays(day, -1)] }),
      (day: string) => [addDays(day, -1), addDays(day, 1)],
    ],
    [
      'range',
      (day: string) => ({
        dates: [addDays(day, -3), addDays(day, 3)],
        // The change happens on a Sunday: Saturdays and Sundays.
        patternSchedule: { selectionMode: 'range', weekDays: [6, 0] },
      }),
      (day: string) => [addDays(day, -1), day],
    ],
    [
      'singleEndDate',
      (day: string) => ({
        startDate: addDays(day, -1),
        dates: [addDays(day, 1)],
        patternSchedule: { selectionMode: 'singleEndDate', weekDays: [] },
      }),
      (day: string) => [addDays(day, -1), day, addDays(day, 1)],
    ],
  ] as const)('%s', async (mode, dates, expectedDays) => {
    const owner = await setUp(12);
    const day = nextClockChange();
    const reply = await create(owner, {
      patternSchedule: { selectionMode: mode, weekDays: [] },
      postFrequency: 2,
      postTime: ['18:00', '09:00'],
      ...dates(day),
    });
    expect(reply.status).toBe(201);
    const days = expectedDays(day);
    expect(reply.body).toMatchObject({
      arrayOfDatesForRenderInCalendar: days,
      timeZone: zone,
      accountId: owner.accountIds[0],
      stats: { posts: days.length * 2, blocked: 0, published: 0 },
    });
    const posts = await campaignPosts(owner, reply.body._id);
    // Both accounts share each slot's post; 09:00 and 18:00 Paris time on every day, whatever the offset.
    expect(localSlots(posts)).toEqual(days.flatMap((date) => [`${date} 09:00`, `${date} 18:00`]));
    expect(
      posts.every(
        (post) => post.accountIds.length === 2 && post.targets.every((t) => t.state === 'scheduled'),
      ),
    ).toBe(true);
    const utcHours = new Set(posts.map((post) => new Date(post.postDate).getUTCHours()));
    if (days.length > 1) expect(utcHours.size).toBeGreaterThan(2);
    expect(new Set(posts.map((post) => post.libraryPostId)).size).toBe(posts.length);
  });
});

describe('content choice', () => {
  it.each([
    ['oldest', [0, 1, 2]],
    ['newest', [5, 4, 3]],
  ] as const)('takes library posts %s first', async (priority, order) => {
    const owner = await setUp(6);
    const start = addDays(today(), 2);
    const reply = await create(owner, {
      libraryPostPriority: priority,
      patternSchedule: { selectionMode: 'range', weekDays: [] },
      dates: [start, addDays(start, 2)],
    });
    const posts = await campaignPosts(owner, reply.body._id);
    expect(picksOf(posts, owner.accountIds[0]!)).toEqual(order.map((index) => owner.library[index]));
    expect(posts.map((post) => post.message)).toEqual(order.map(distinctText));
  });

  it('takes each library post once in a random order', async () => {
    const owner = await setUp(6);
    const start = addDays(today(), 2);
    const reply = await create(owner, {
      libraryPostPriority: 'random',
      patternSchedule: { selectionMode: 'range', weekDays: [] },
      dates: [start, addDays(start, 5)],
    });
    const picks = picksOf(await campaignPosts(owner, reply.body._id), owner.accountIds[0]!);
    expect([...picks].sort()).toEqual([...owner.library].sort());
  });

  it('repeats content only when allowed, and never within 30 days', async () => {
    const owner = await setUp(2);
    const start = addDays(today(), 2);
    const dates = [0, 16, 32, 48].map((offset) => addDays(start, offset));
    const [a, b] = owner.library;
    const once = await create(owner, { patternSchedule: { selectionMode: 'multi', weekDays: [] }, dates });
    expect(picksOf(await campaignPosts(owner, once.body._id), owner.accountIds[0]!)).toEqual([
      a,
      b,
      null,
      null,
    ]);
    await server.api('DELETE', `/api/campaigns/${once.body._id}`, { token: owner.token });
    const repeated = await create(owner, {
      patternSchedule: { selectionMode: 'multi', weekDays: [] },
      dates,
      isUserWantToRepeatContent: true,
    });
    expect(picksOf(await campaignPosts(owner, repeated.body._id), owner.accountIds[0]!)).toEqual([
      a,
      b,
      a,
      b,
    ]);
  });

  it('skips content like what an account posts within 30 days, for that account only', async () => {
    const owner = await setUp(3);
    const day = addDays(today(), 5);
    const existing = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: {
        message: distinctText(0),
        calendarId: owner.calendarId,
        accountIds: [owner.accountIds[0]],
        timing: { mode: 'schedule', date: addDays(day, 20), time: '12:00' },
        images: [
          {
            url: 'https://cdn.example.com/a.png',
            mimeType: 'image/png',
            width: 800,
            height: 800,
            size: 1000,
          },
        ],
      },
    });
    expect(existing.status).toBe(201);
    const reply = await create(owner, { dates: [day] });
    const posts = await campaignPosts(owner, reply.body._id);
    expect(picksOf(posts, owner.accountIds[0]!)).toEqual([owner.library[1]]);
    expect(picksOf(posts, owner.accountIds[1]!)).toEqual([owner.library[0]]);
    expect(posts).toHaveLength(2);
  });

  it('gives each network its variation', async () => {
    const owner = await setUp(1, ['testNetwork', 'twitter']);
    await server.database.db
      .update(libraryPosts)
      .set({
        content: libraryPostContentSchema.parse({
          variations: [{ socialMedia: 'twitter', message: 'Short version for X' }],
        }),
      })
      .where(eq(libraryPosts.id, owner.library[0]!));
    const reply = await create(owner);
    const posts = await campaignPosts(owner, reply.body._id);
    expect(posts.map((post) => [post.accountIds, post.message]).sort()).toEqual(
      [
        [[owner.accountIds[0]], distinctText(0)],
        [[owner.accountIds[1]], 'Short version for X'],
      ].sort(),
    );
  });

  it("sends the library pictures' alt texts with the campaign's posts", async () => {
    const owner = await setUp(1, ['testNetwork']);
    const url = 'https://cdn.example.com/menu.jpg';
    await server.database.db
      .update(libraryPosts)
      .set({
        content: libraryPostContentSchema.parse({
          images: [url],
          imageAlts: [{ url, alt: 'The winter menu on a chalkboard' }],
        }),
      })
      .where(eq(libraryPosts.id, owner.library[0]!));
    const reply = await create(owner);
    const [post] = (await campaignPosts(owner, reply.body._id)).filter(
      (entry) => entry.libraryPostId === owner.library[0],
    );
    const opened = await server.api('GET', `/api/posts/${post!._id}`, { token: owner.token });
    expect(opened.body.images).toEqual([{ url, alt: 'The winter menu on a chalkboard' }]);
  });

  // Every rule a network imposes is caught before the post is scheduled: X takes 280 characters.
  it("skips library content the account's network refuses, and blocks the slot when none is left", async () => {
    const owner = await setUp(2, ['twitter', 'linkedin']);
    const [twitter, linkedin] = owner.accountIds;
    const longText = `${distinctText(0)} ${'and there is more to say '.repeat(25)}`;
    await server.database.db
      .update(libraryPosts)
      .set({ message: longText })
      .where(eq(libraryPosts.id, owner.library[0]!));
    const start = addDays(today(), 2);
    const reply = await create(owner, {
      patternSchedule: { selectionMode: 'range', weekDays: [] },
      dates: [start, addDays(start, 1)],
    });
    expect(reply.status).toBe(201);
    const posts = await campaignPosts(owner, reply.body._id);
    // Oldest first: X skips the over-long post, LinkedIn (3,000 characters) takes it.
    expect(picksOf(posts, twitter!)).toEqual([owner.library[1], null]);
    expect(picksOf(posts, linkedin!)).toEqual([owner.library[0], owner.library[1]]);
    const blocked = posts.filter((post) => post.blocked);
    expect(blocked.map((post) => [post.accountIds, post.blockedReason])).toEqual([
      [[twitter], messages.campaigns.noContentFromLibrary],
    ]);
    expect(posts.find((post) => post.libraryPostId === owner.library[0])?.message).toBe(longText);
  });

  // Error catalogue: "Reason 'No content from library' ...".
  it("blocks the slots it has no content for with 'No content from library'", async () => {
    const owner = await setUp(1);
    const start = addDays(today(), 2);
    const reply = await create(owner, {
      patternSchedule: { selectionMode: 'range', weekDays: [] },
      dates: [start, addDays(start, 2)],
    });
    expect(reply.body.stats).toEqual({ posts: 3, blocked: 2, published: 0 });
    const posts = await campaignPosts(owner, reply.body._id);
    const blocked = posts.filter((post) => post.blocked);
    expect(blocked).toHaveLength(2);
    for (const post of blocked) {
      expect(post.blockedReason).toBe(messages.campaigns.noContentFromLibrary);
      expect(post.targets.map((target) => [target.state, target.error])).toEqual([
        ['blocked', messages.campaigns.noContentFromLibrary],
        ['blocked', messages.campaigns.noContentFromLibrary],
      ]);
    }
  });
});

describe('updating and deleting', () => {
  it('regenerates only future unpublished posts and keeps published ones', async () => {
    const owner = await setUp(6);
    const start = addDays(today(), 2);
    const created = await create(owner, {
      patternSchedule: { selectionMode: 'range', weekDays: [] },
      dates: [start, addDays(start, 2)],
    });
    const before = await campaignPosts(owner, created.body._id);
    const [first] = before;
    await server.database.db
      .update(publishTargets)
      .set({ state: 'published', sentAt: new Date(first!.postDate), externalId: 'x-1' })
      .where(eq(publishTargets.postId, first!._id));
    const updated = await server.api('PUT', `/api/campaigns/${created.body._id}`, {
      token: owner.token,
      body: campaignBody(owner, {
        name: 'Evergreen tips, evenings',
        patternSchedule: { selectionMode: 'range', weekDays: [] },
        dates: [start, addDays(start, 2)],
        postTime: ['19:00'],
      }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Evergreen tips, evenings',
      stats: { posts: 4, published: 1 },
    });
    const after = await campaignPosts(owner, created.body._id);
    expect(after.find((post) => post._id === first!._id)).toBeDefined();
    expect(localSlots(after)).toEqual(
      [`${start} 09:00`, `${start} 19:00`, `${addDays(start, 1)} 19:00`, `${addDays(start, 2)} 19:00`].sort(),
    );
    const gone = before.slice(1).map((post) => post._id);
    const left = await server.database.db
      .select()
      .from(publishTargets)
      .where(inArray(publishTargets.postId, gone));
    expect(left).toEqual([]);
    // The published post's content is used: the new posts take the next ones.
    expect(after.filter((post) => post._id !== first!._id).map((post) => post.libraryPostId)).not.toContain(
      first!.libraryPostId,
    );

    const deleted = await server.api('DELETE', `/api/campaigns/${created.body._id}`, { token: owner.token });
    expect(deleted.status).toBe(204);
    const kept = await server.api('GET', `/api/posts/${first!._id}`, { token: owner.token });
    expect(kept.body).toMatchObject({ campaignId: null, postedInfo: [{ id: 'x-1' }, { id: 'x-1' }] });
    expect(await campaignPosts(owner, created.body._id)).toEqual([]);
  });
});

describe('conflicts between campaigns', () => {
  it('answers the conflicting slots, then skips them or keeps both as asked', async () => {
    const owner = await setUp(8);
    const day = addDays(today(), 3);
    const firstCampaign = await create(owner, {
      name: 'Morning',
      dates: [day],
      accountIds: [owner.accountIds[0]],
    });
    expect(firstCampaign.status).toBe(201);
    const conflict = await create(owner, { name: 'Second', dates: [day] });
    expect(conflict.status).toBe(422);
    expect(conflict.body.error).toMatchObject({
      code: 'RULE_VIOLATION',
      message: messages.campaigns.conflict,
      conflicts: [
        {
          campaignId: firstCampaign.body._id,
          campaignName: 'Morning',
          accountId: owner.accountIds[0],
          accountName: 'Account 1',
          postDate: (await campaignPosts(owner, firstCampaign.body._id))[0]!.postDate,
        },
      ],
    });
    const fixed = await create(owner, {
      name: 'Second',
      dates: [day],
      complianceEngineRules: { fixCampaignConflicts: true },
    });
    expect(fixed.status).toBe(201);
    const fixedPosts = await campaignPosts(owner, fixed.body._id);
    expect(fixedPosts.flatMap((post) => post.accountIds)).toEqual([owner.accountIds[1]]);
    const both = await create(owner, {
      name: 'Third',
      dates: [day],
      postTime: ['09:00'],
      complianceEngineRules: { ignoreCampaignCheck: true },
    });
    expect(both.status).toBe(201);
    expect((await campaignPosts(owner, both.body._id)).flatMap((post) => post.accountIds).sort()).toEqual(
      [...owner.accountIds].sort(),
    );
    const list = await server.api('GET', `/api/campaigns?calendarId=${owner.calendarId}`, {
      token: owner.token,
    });
    expect(list.body.items.map((campaign: { name: string }) => campaign.name)).toEqual([
      'Morning',
      'Second',
      'Third',
    ]);
    expect(list.body).toMatchObject({ nextCursor: null, total: 3 });
    const colors = list.body.items.map((campaign: { color: string }) => campaign.color);
    expect(new Set(colors).size).toBe(3);
    // A page further on keeps each campaign's colour (its position among all of them).
    const second = await server.api('GET', `/api/campaigns?calendarId=${owner.calendarId}&limit=2`, {
      token: owner.token,
    });
    const third = await server.api(
      'GET',
      `/api/campaigns?calendarId=${owner.calendarId}&limit=2&cursor=${second.body.nextCursor}`,
      { token: owner.token },
    );
    expect(third.body.items.map((campaign: { color: string }) => campaign.color)).toEqual([colors[2]]);
  });
});

describe('campaign rules', () => {
  it.each([
    ['a past day', { dates: ['2020-01-01'] }, messages.campaigns.pastDay],
    [
      'an end past start plus 182 days',
      { patternSchedule: { selectionMode: 'range', weekDays: [] }, dates: ['START', 'END183'] },
      messages.campaigns.tooLong(182),
    ],
    [
      'fewer times than posts a day',
      { postFrequency: 2, postTime: ['09:00'] },
      messages.campaigns.timesRequired,
    ],
    ['no categories', { libraryCategories: [] }, messages.campaigns.categoriesRequired],
    ['no accounts', { accountIds: [] }, messages.campaigns.accountsRequired],
    ['no name', { name: '  ' }, messages.campaigns.nameRequired],
    // Issue 14: a bound on the work one request asks for, checked before any account is read.
    [
      '182 days, 24 a day, on 6 accounts (26,208 posts)',
      {
        patternSchedule: { selectionMode: 'range', weekDays: [] },
        dates: ['START', 'END182'],
        postFrequency: 24,
        postTime: Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`),
        accountIds: Array.from({ length: 6 }, (_, index) => `00000000-0000-4000-8000-00000000000${index}`),
      },
      messages.campaigns.tooBig('15,000'),
    ],
  ])('refuses %s', async (_case, overrides, message) => {
    const owner = await setUp(1);
    const start = addDays(today(), 1);
    const body = JSON.parse(
      JSON.stringify(overrides)
        .replace('START', start)
        .replace('END183', addDays(start, 183))
        .replace('END182', addDays(start, 182)),
    ) as object;
    const reply = await create(owner, body);
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(message);
  });

  it('accepts the last day of the maximum and keeps other teams out', async () => {
    const owner = await setUp(1);
    const start = addDays(today(), 1);
    const reply = await create(owner, {
      patternSchedule: { selectionMode: 'range', weekDays: [1] },
      dates: [start, addDays(start, 182)],
      isUserWantToRepeatContent: true,
    });
    expect(reply.status).toBe(201);
    const stranger = await registerOwner(server);
    expect(
      (await server.api('GET', `/api/campaigns/${reply.body._id}`, { token: stranger.token })).status,
    ).toBe(404);
    expect(
      (await server.api('GET', `/api/campaigns?calendarId=${owner.calendarId}`, { token: stranger.token }))
        .status,
    ).toBe(404);
  });
});
