import {
  calendarPostsReplyPageSchema,
  calendarPostState,
  postPageSchema,
  zonedDate,
  zonedTime,
  type CalendarPost,
  type PostView,
} from '@kairos/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, posts, publishTargets } from '../src/db/schema';
import { allPages, registerOwner, startTestServer, type TestServer } from './harness';
import { seedPosts } from './seed-posts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const zone = 'America/New_York';

async function ownerWithAccounts(count = 3) {
  const owner = await registerOwner(server, 'Busy');
  await server.api('PUT', '/api/settings', { token: owner.token, body: { timezone: zone } });
  const rows = await server.database.db
    .insert(accounts)
    .values(
      Array.from({ length: count }, (_, index) => ({
        calendarId: owner.calendarId,
        socialMedia: index % 2 === 0 ? ('testNetwork' as const) : ('twitter' as const),
        name: `Account ${index}`,
        externalId: `busy-${index}-${Math.random()}`,
      })),
    )
    .returning();
  return { ...owner, accountIds: rows.map((row) => row.id) };
}

/** November 2030 in New York, as the month grid asks for it. */
const november = { start: new Date('2030-11-01T04:00:00Z'), end: new Date('2030-12-01T05:00:00Z') };
const range = (from: Date, to: Date) => `dateStart=${from.toISOString()}&dateEnd=${to.toISOString()}`;

describe('the calendar read model', () => {
  it('returns a month of 1,200 posts whole, the last day included', async () => {
    const owner = await ownerWithAccounts();
    await seedPosts(server.database.db, {
      calendarId: owner.calendarId,
      accountIds: owner.accountIds,
      count: 1200,
      start: november.start,
      end: new Date(november.end.getTime() - 60_000),
      draftEvery: 40,
    });
    const reply = await server.api(
      'GET',
      `/api/calendar-posts?calendarId=${owner.calendarId}&${range(november.start, november.end)}`,
      { token: owner.token },
    );
    expect(reply.status).toBe(200);
    const page = calendarPostsReplyPageSchema.parse(reply.body);
    // 1,200 seeded, every 40th a draft (drafts have their own page).
    expect(page.items).toHaveLength(1170);
    expect(page.nextCursor).toBeNull();
    expect(new Set(page.items.map((item) => item._id)).size).toBe(1170);
    expect(page.items.some((item) => item.day === '2030-11-30')).toBe(true);
    expect(page.items.every((item) => item.day.startsWith('2030-11'))).toBe(true);
    const full = await allPages<PostView>(
      server,
      `/api/posts?calendarId=${owner.calendarId}&draft=false&limit=500&${range(november.start, november.end)}`,
      owner.token,
    );
    expect(full.map((post) => post._id)).toEqual(page.items.map((item) => item._id));
  });

  it('pages explicitly when asked for smaller pages, and refuses a range of more than 100 days', async () => {
    const owner = await ownerWithAccounts();
    await seedPosts(server.database.db, {
      calendarId: owner.calendarId,
      accountIds: owner.accountIds,
      count: 250,
      start: november.start,
      end: november.end,
    });
    const base = `/api/calendar-posts?calendarId=${owner.calendarId}&${range(november.start, november.end)}`;
    const first = await server.api('GET', `${base}&limit=100`, { token: owner.token });
    const firstPage = calendarPostsReplyPageSchema.parse(first.body);
    expect(firstPage.items).toHaveLength(100);
    expect(firstPage.nextCursor).toEqual(expect.any(String));
    const all = await allPages<CalendarPost>(server, `${base}&limit=100`, owner.token);
    expect(all).toHaveLength(250);
    const tooLong = await server.api(
      'GET',
      `/api/calendar-posts?calendarId=${owner.calendarId}&${range(november.start, new Date('2031-03-01T00:00:00Z'))}`,
      { token: owner.token },
    );
    expect(tooLong.status).toBe(422);
    const badCursor = await server.api('GET', `${base}&cursor=bm9wZQ`, { token: owner.token });
    expect(badCursor.status).toBe(422);
    expect(badCursor.body.error.message).toBe('Not a cursor of this list');
    const stranger = await ownerWithAccounts(1);
    expect((await server.api('GET', base, { token: stranger.token })).status).toBe(404);
  });

  it('folds the targets into the state the full view gives, with the day, time and colour', async () => {
    const owner = await ownerWithAccounts(3);
    const campaign = await server.database.db.execute(sql`
      insert into campaigns (calendar_id, name, account_ids, library_categories, pattern_schedule, dates,
        start_date, end_date, time_zone, post_frequency, post_time, library_post_priority)
      values (${owner.calendarId}::uuid, 'Autumn', '[]', '[]', '{"selectionMode":"single","weekDays":[]}',
        '["2030-11-01"]', '2030-11-01', '2030-11-01', ${zone}, 1, '["09:00"]', 'newest')
      returning id`);
    const campaignId = (campaign as { rows: { id: string }[] }).rows[0]!.id;
    await seedPosts(server.database.db, {
      calendarId: owner.calendarId,
      accountIds: owner.accountIds,
      count: 12,
      start: november.start,
      end: new Date('2030-11-13T04:00:00Z'),
    });
    const rows = await server.database.db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.calendarId, owner.calendarId))
      .orderBy(posts.postDate);
    // One post per case: the states of its targets in turn, and a blocked and a campaign post.
    const cases = [
      ['published'],
      ['published', 'scheduled'],
      ['failed'],
      ['needs_reconnect'],
      ['unconfirmed'],
      ['publishing'],
      ['reminder_sent'],
      ['blocked'],
      ['published', 'blocked'],
      ['scheduled'],
    ] as const;
    for (const [index, states] of cases.entries()) {
      const postId = rows[index]!.id;
      const targets = await server.database.db
        .select({ id: publishTargets.id })
        .from(publishTargets)
        .where(eq(publishTargets.postId, postId));
      for (const [position, target] of targets.entries()) {
        const state = states[Math.min(position, states.length - 1)]!;
        await server.database.db
          .update(publishTargets)
          .set({ state })
          .where(eq(publishTargets.id, target.id));
      }
    }
    await server.database.db.update(posts).set({ blocked: true }).where(eq(posts.id, rows[10]!.id));
    await server.database.db.update(posts).set({ campaignId }).where(eq(posts.id, rows[11]!.id));

    const page = calendarPostsReplyPageSchema.parse(
      (
        await server.api(
          'GET',
          `/api/calendar-posts?calendarId=${owner.calendarId}&${range(november.start, november.end)}`,
          { token: owner.token },
        )
      ).body,
    );
    const full = postPageSchema.parse(
      (
        await server.api(
          'GET',
          `/api/posts?calendarId=${owner.calendarId}&${range(november.start, november.end)}`,
          { token: owner.token },
        )
      ).body,
    );
    const campaignView = (await server.api('GET', `/api/campaigns/${campaignId}`, { token: owner.token }))
      .body as { color: string };
    expect(page.items.map((item) => item._id)).toEqual(full.items.map((post) => post._id));
    const states = new Set<string>();
    for (const [index, item] of page.items.entries()) {
      const post = full.items[index]!;
      const expected = calendarPostState({
        blocked: post.blocked,
        timing: post.timing,
        states: post.targets.map((target) => target.state),
      });
      expect(item.state, `post ${index}`).toBe(expected);
      states.add(item.state);
      expect([...item.accountIds].sort()).toEqual([...post.accountIds].sort());
      expect(item.day).toBe(zonedDate(new Date(post.postDate!), zone));
      expect(item.time).toBe(zonedTime(new Date(post.postDate!), zone));
      expect(item.campaignId).toBe(post.campaignId);
      expect(item.color).toBe(post.campaignId === null ? null : campaignView.color);
    }
    expect([...states].sort()).toEqual(['attention', 'blocked', 'published', 'publishing', 'scheduled']);
  });

  it('finds the accounts of a post moved to another day, read by their range', async () => {
    const owner = await ownerWithAccounts(2);
    const body = (date: string) => ({
      message: 'Moving day',
      calendarId: owner.calendarId,
      accountIds: owner.accountIds,
      timing: { mode: 'schedule', date, time: '10:00' },
      confirmed: ['noMedia'],
    });
    const created = await server.api('POST', '/api/posts', { token: owner.token, body: body('2030-11-05') });
    expect(created.status).toBe(201);
    const moved = await server.api('PUT', `/api/posts/${created.body._id}`, {
      token: owner.token,
      body: body('2030-11-20'),
    });
    expect(moved.status).toBe(200);
    const page = await server.api(
      'GET',
      `/api/calendar-posts?calendarId=${owner.calendarId}&${range(november.start, november.end)}`,
      { token: owner.token },
    );
    const { items } = calendarPostsReplyPageSchema.parse(page.body);
    expect(items).toEqual([
      expect.objectContaining({
        day: '2030-11-20',
        time: '10:00',
        state: 'scheduled',
        excerpt: 'Moving day',
      }),
    ]);
    expect([...items[0]!.accountIds].sort()).toEqual([...owner.accountIds].sort());
  });
});
