import { PgDialect } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, posts } from '../src/db/schema';
import { calendarPostQuery, calendarTargetQuery } from '../src/modules/posts/calendar-post-rows';
import { listPostsQuery } from '../src/modules/posts/post-repository';
import { registerOwner, startTestServer, type TestServer } from './harness';
import { seedPosts } from './seed-posts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function ownerWithPosts(count: number, draftEvery = 0) {
  const owner = await registerOwner(server, 'Pager');
  const [account] = await server.database.db
    .insert(accounts)
    .values({ calendarId: owner.calendarId, socialMedia: 'testNetwork', name: 'Main', externalId: 'main' })
    .returning();
  await seedPosts(server.database.db, {
    calendarId: owner.calendarId,
    accountIds: [account!.id],
    count,
    start: new Date('2031-01-01T00:00:00Z'),
    end: new Date('2031-01-31T00:00:00Z'),
    draftEvery,
  });
  return owner;
}

async function page(path: string, token: string, cursor: string | null) {
  const url = cursor === null ? path : `${path}&cursor=${encodeURIComponent(cursor)}`;
  const reply = await server.api<{ items: { _id: string }[]; nextCursor: string | null }>('GET', url, {
    token,
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

describe('cursor paging', () => {
  it('sees every post once while posts are added between pages', async () => {
    const owner = await ownerWithPosts(120);
    const path = `/api/posts?calendarId=${owner.calendarId}&limit=25`;
    const before = await page(path.replace('limit=25', 'limit=500'), owner.token, null);
    const seen: string[] = [];
    let cursor: string | null = null;
    let round = 0;
    do {
      const current = await page(path, owner.token, cursor);
      seen.push(...current.items.map((item) => item._id));
      cursor = current.nextCursor;
      // Between pages: a post at the very instant the page ended, one earlier and one later.
      const last = current.items.at(-1);
      if (cursor !== null && last !== undefined) {
        const [lastRow] = await server.database.db
          .select()
          .from(posts)
          .where(sql`${posts.id} = ${last._id}`);
        const at = lastRow!.postDate!.getTime();
        await server.database.db.insert(posts).values(
          [at, at - 86_400_000, at + 3_600_000].map((time) => ({
            calendarId: owner.calendarId,
            message: `Added in round ${round}`,
            timing: 'schedule' as const,
            postDate: new Date(time),
          })),
        );
      }
      round += 1;
    } while (cursor !== null);
    expect(new Set(seen).size).toBe(seen.length);
    for (const item of before.items) expect(seen).toContain(item._id);
  });

  it('pages the drafts newest first, and a draft saved meanwhile does not shift the next page', async () => {
    const owner = await ownerWithPosts(60, 1);
    const path = `/api/posts?calendarId=${owner.calendarId}&draft=true&limit=20`;
    const first = await page(path, owner.token, null);
    await server.database.db.insert(posts).values({
      calendarId: owner.calendarId,
      message: 'Saved meanwhile',
      timing: 'schedule',
      draft: true,
    });
    const second = await page(path, owner.token, first.nextCursor);
    const third = await page(path, owner.token, second.nextCursor);
    const ids = [...first.items, ...second.items, ...third.items].map((item) => item._id);
    expect(new Set(ids).size).toBe(60);
    expect(third.nextCursor).toBeNull();
  });
});

/** The plan PostgreSQL chooses for a statement, as the names of the indexes it reads. */
async function indexesUsed(query: SQL | { sql: string; params: unknown[] }): Promise<string[]> {
  const { sql: text, params } = 'sql' in query ? query : new PgDialect().sqlToQuery(query);
  const client = new pg.Client({ connectionString: server.database.connectionString });
  await client.connect();
  try {
    await client.query('analyze');
    const result = await client.query(`explain (format json) ${text}`, params);
    const plan = JSON.stringify(result.rows[0]['QUERY PLAN']);
    return [...plan.matchAll(/"Index Name":"([^"]+)"/g)].map((match) => match[1]!);
  } finally {
    await client.end();
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('the indexes of the lists (EXPLAIN on PostgreSQL)', () => {
  it('reads a month of the calendar, its drafts and a campaign by their indexes', async () => {
    // A few busy calendars, so that a scan would cost more than the index.
    const owners = [];
    for (let index = 0; index < 3; index += 1) owners.push(await ownerWithPosts(3000, 25));
    const owner = owners[0]!;
    const month = calendarPostQuery({
      calendarId: owner.calendarId,
      start: new Date('2031-01-10T00:00:00Z'),
      end: new Date('2031-01-12T00:00:00Z'),
      timeZone: 'UTC',
      after: null,
      rows: 5001,
    });
    expect(await indexesUsed(month)).toContain('posts_calendar_date_idx');
    const targets = calendarTargetQuery(owner.calendarId, '2031-01-10T00:00:00Z', '2031-01-12T00:00:00Z');
    expect(await indexesUsed(targets)).toContain('publish_targets_calendar_date_idx');
    const query = { calendarId: owner.calendarId, limit: 50 };
    const drafts = listPostsQuery(server.database.db, { ...query, draft: 'true' }, null).toSQL();
    expect(await indexesUsed(drafts)).toContain('posts_calendar_drafts_idx');
    const campaign = listPostsQuery(
      server.database.db,
      { ...query, campaignId: '00000000-0000-4000-8000-000000000000' },
      null,
    ).toSQL();
    expect(await indexesUsed(campaign)).toContain('posts_campaign_date_idx');
  });
});
