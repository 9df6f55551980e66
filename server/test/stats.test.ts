import { statsMessages, statsReplySchema, yearStatsReplySchema, zonedDate } from '@kairos/core';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, startTestServer, type TestServer } from './harness';
import { statsSeeds } from './stats/stats-seeds';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const { ownerIn, seedPost, stats } = statsSeeds(() => server);

describe('GET /api/stats', () => {
  it("counts a range of days in the user's zone across the end of daylight saving in Auckland", async () => {
    const owner = await ownerIn('Pacific/Auckland', ['testNetwork', 'mastodon', 'twitter']);
    const [a, b, c] = owner.accountIds as [string, string, string];
    // 7 April 2030: New Zealand's clocks go back at 03:00, so the day has 25 hours (11:00Z to 12:00Z next).
    const first = await seedPost(
      owner,
      '2030-04-06T11:30:00Z', // 00:30 NZDT on Sunday the 7th
      [{ accountId: a, state: 'published', lagSeconds: 60, metrics: { likes: 1, reposts: 0, replies: 0 } }],
      { libraryPostId: randomUUID() },
    );
    const second = await seedPost(owner, '2030-04-07T11:30:00Z', [
      // 23:30 NZST, still Sunday the 7th
      { accountId: a, state: 'published', lagSeconds: 120 },
      { accountId: b, state: 'published', lagSeconds: 180, metrics: { likes: 10, reposts: 2, replies: 3 } },
    ]);
    const third = await seedPost(
      owner,
      '2030-04-07T12:30:00Z', // 00:30 on Monday the 8th
      [{ accountId: b, state: 'published', lagSeconds: 30 }],
      { campaignId: randomUUID() },
    );
    const failedA = await seedPost(owner, '2030-04-05T21:00:00Z', [
      { accountId: a, state: 'failed', errorMessage: 'The network refused the token' },
    ]);
    const failedC = await seedPost(owner, '2030-04-06T01:00:00Z', [
      { accountId: c, state: 'failed', errorMessage: 'The network refused the token' },
    ]);
    await seedPost(owner, '2030-04-06T02:00:00Z', [
      { accountId: c, state: 'needs_reconnect', errorKind: 'auth' },
    ]);
    await seedPost(owner, '2030-04-06T03:00:00Z', [{ accountId: a, state: 'unconfirmed', lagSeconds: 5 }]);
    await seedPost(owner, '2030-04-06T04:00:00Z', [{ accountId: c, state: 'reminder_sent', lagSeconds: 5 }]);
    await seedPost(owner, '2030-04-08T05:00:00Z', [{ accountId: c, state: 'scheduled' }]);
    // One in the range before (3 to 5 April) and one at the first instant after the range.
    await seedPost(owner, '2030-04-03T23:00:00Z', [{ accountId: a, state: 'published', lagSeconds: 1 }]);
    await seedPost(owner, '2030-04-08T12:00:00Z', [{ accountId: a, state: 'published', lagSeconds: 1 }]);

    const reply = await stats(owner, 'from=2030-04-06&to=2030-04-08');
    expect(reply.status).toBe(200);
    const figures = statsReplySchema.parse(reply.body);
    expect(figures.timeZone).toBe('Pacific/Auckland');
    expect(figures.totals).toMatchObject({
      scheduled: 1,
      published: 4,
      failed: 3,
      unconfirmed: 1,
      reminders: 1,
    });
    expect(figures.totals.engagement).toEqual({
      likes: 11,
      reposts: 2,
      replies: 3,
      impressions: null,
      engagement: 16,
    });
    expect(figures.previous).toMatchObject({
      scheduled: 0,
      published: 1,
      failed: 0,
      unconfirmed: 0,
      reminders: 0,
    });
    expect(figures.perDay).toEqual([
      { day: '2030-04-07', socialMedia: 'mastodon', published: 1, engagement: 15 },
      { day: '2030-04-07', socialMedia: 'testNetwork', published: 2, engagement: 1 },
      { day: '2030-04-08', socialMedia: 'mastodon', published: 1, engagement: 0 },
    ]);
    expect(figures.hourOfWeek).toEqual([
      { weekday: 1, hour: 0, published: 1 },
      { weekday: 7, hour: 0, published: 1 },
      { weekday: 7, hour: 23, published: 2 },
    ]);
    // Lags 30, 60, 120, 180 s: the median between the middle two, the 95th near the top.
    expect(figures.lag).toEqual({ count: 4, p50Seconds: 90, p95Seconds: 171 });
    expect(figures.share).toEqual({ campaign: 1, library: 1, other: 2 });
    expect(figures.failureReasons).toEqual([
      {
        reason: 'The network refused the token',
        count: 2,
        postCount: 2,
        postIds: [failedA, failedC].sort(),
      },
      { reason: 'auth', count: 1, postCount: 1, postIds: [expect.any(String)] },
    ]);
    expect(figures.topPosts.map((top) => [top.postId, top.accountId, top.engagement])).toEqual([
      [second, b, 15],
      [first, a, 1],
      [third, b, null],
      [second, a, null],
    ]);
    expect(figures.topPosts[0]).toMatchObject({
      likes: 10,
      reposts: 2,
      replies: 3,
      excerpt: 'Post of 2030-04-07T11:30:00Z',
    });
    const byName = Object.fromEntries(figures.byAccount.map((row) => [row.socialMedia, row]));
    expect(byName.testNetwork).toMatchObject({ published: 2, failed: 1, unconfirmed: 1, engagement: 1 });
    expect(byName.mastodon).toMatchObject({ published: 2, engagement: 15, needsReconnect: false });
    expect(byName.twitter).toMatchObject({ scheduled: 1, failed: 2, reminders: 1, published: 0 });
    expect(figures.byNetwork).toHaveLength(3);

    const mastodon = statsReplySchema.parse(
      (await stats(owner, 'from=2030-04-06&to=2030-04-08&socialMedia=mastodon')).body,
    );
    expect(mastodon.totals).toMatchObject({ published: 2, failed: 0, scheduled: 0 });
    expect(mastodon.byAccount.map((row) => row.accountId)).toEqual([b]);
    const onlyA = statsReplySchema.parse(
      (await stats(owner, `from=2030-04-06&to=2030-04-08&accountId=${a}`)).body,
    );
    expect(onlyA.totals).toMatchObject({ published: 2, failed: 1, unconfirmed: 1 });
    expect(onlyA.previous.published).toBe(1);
    expect(onlyA.lag).toEqual({ count: 2, p50Seconds: 90, p95Seconds: 117 });
  });

  it('puts a day 14 hours ahead of UTC in its own year, and defaults the year to the current one', async () => {
    const owner = await ownerIn('Pacific/Kiritimati', ['testNetwork']);
    const [a] = owner.accountIds as [string];
    await seedPost(owner, '2030-12-31T10:30:00Z', [{ accountId: a, state: 'published', lagSeconds: 2 }]);
    await seedPost(owner, '2030-12-31T09:30:00Z', [{ accountId: a, state: 'published', lagSeconds: 2 }]);
    const year = (query: string) =>
      server.api('GET', `/api/stats/year?calendarId=${owner.calendarId}${query}`, { token: owner.token });
    const y2030 = yearStatsReplySchema.parse((await year('&year=2030')).body);
    expect(y2030).toEqual({
      year: 2030,
      timeZone: 'Pacific/Kiritimati',
      days: [{ day: '2030-12-31', published: 1 }],
      total: 1,
    });
    const y2031 = yearStatsReplySchema.parse((await year('&year=2031')).body);
    expect(y2031.days).toEqual([{ day: '2031-01-01', published: 1 }]);
    const current = yearStatsReplySchema.parse((await year('')).body);
    expect(current.year).toBe(Number(zonedDate(server.clock.now(), 'Pacific/Kiritimati').slice(0, 4)));
    const newYear = statsReplySchema.parse((await stats(owner, 'from=2031-01-01&to=2031-01-01')).body);
    // 1 January 2031 is a Wednesday.
    expect(newYear.hourOfWeek).toEqual([{ weekday: 3, hour: 0, published: 1 }]);
    expect(newYear.previous.published).toBe(1);
  });

  it('lets viewers read, hides another team’s calendar and refuses bad ranges with a clear message', async () => {
    const owner = await ownerIn('Europe/Paris', ['testNetwork']);
    const viewer = await addMember(server, owner.token, 'viewer', [owner.calendarId]);
    const range = 'from=2030-01-01&to=2030-01-31';
    expect((await stats({ ...owner, token: viewer.token }, range)).status).toBe(200);
    const stranger = await ownerIn('UTC', ['testNetwork']);
    expect((await stats({ ...owner, token: stranger.token }, range)).status).toBe(404);
    expect(
      (await server.api('GET', `/api/stats/year?calendarId=${owner.calendarId}`, { token: stranger.token }))
        .status,
    ).toBe(404);
    const backwards = await stats(owner, 'from=2030-02-01&to=2030-01-01');
    expect(backwards.status).toBe(422);
    expect(JSON.stringify(backwards.body)).toContain(statsMessages.rangeTooLong(366));
    expect((await stats(owner, 'from=2030-01-01&to=2031-01-03')).status).toBe(422);
    expect((await stats(owner, 'from=2030-02-30&to=2030-03-01')).status).toBe(422);
    expect((await stats(owner, `${range}&socialMedia=myspace`)).status).toBe(422);
    const badYear = await server.api('GET', `/api/stats/year?calendarId=${owner.calendarId}&year=1800`, {
      token: owner.token,
    });
    expect(badYear.status).toBe(422);
    expect(JSON.stringify(badYear.body)).toContain(statsMessages.invalidYear);
    expect((await server.api('GET', `/api/stats?${range}&calendarId=${owner.calendarId}`)).status).toBe(401);
  });
});
