import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { calendarPostsReplyPageSchema, type CalendarPostPage } from '@kairos/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema';
import { registerOwner, startTestServer, type TestServer } from './harness';
import { seedPosts } from './seed-posts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const november = { start: '2030-11-01T00:00:00.000Z', end: '2030-12-01T00:00:00.000Z' };

async function calendarWithPosts() {
  const owner = await registerOwner(server, 'Cached');
  const rows = await server.database.db
    .insert(accounts)
    .values(
      [0, 1].map((index) => ({
        calendarId: owner.calendarId,
        socialMedia: 'testNetwork' as const,
        name: `Account ${index}`,
        externalId: `cached-${index}-${Math.random()}`,
      })),
    )
    .returning();
  await seedPosts(server.database.db, {
    calendarId: owner.calendarId,
    accountIds: rows.map((row) => row.id),
    count: 20,
    start: new Date('2030-11-02T10:00:00Z'),
    end: new Date('2030-11-28T10:00:00Z'),
  });
  const url = `/api/calendar-posts?calendarId=${owner.calendarId}&dateStart=${november.start}&dateEnd=${november.end}`;
  const read = async (headers: Record<string, string> = {}) => {
    const reply = await server.api('GET', url, { token: owner.token, headers });
    return { ...reply, etag: reply.headers.get('etag') ?? '' };
  };
  return { ...owner, url, read };
}

/** A GET as node:http sends it: no Accept-Encoding unless asked, and the body's bytes as they came. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (reply) => {
          const chunks: Buffer[] = [];
          reply.on('data', (chunk: Buffer) => chunks.push(chunk));
          reply.on('end', () =>
            resolve({ status: reply.statusCode ?? 0, headers: reply.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

const firstPostId = (page: CalendarPostPage) => page.items[0]!._id;

describe('the calendar reply, kept and validated by what its range is made of', () => {
  it('is gzipped for a caller that takes gzip, and the same JSON for one that does not', async () => {
    const owner = await calendarWithPosts();
    const headers = { authorization: `Bearer ${owner.token}` };
    const plain = await rawGet(server.baseUrl + owner.url, headers);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const page = calendarPostsReplyPageSchema.parse(JSON.parse(plain.body.toString('utf8')));
    expect(page.items).toHaveLength(20);

    for (const acceptEncoding of ['gzip', 'gzip, deflate, br', 'br;q=1, gzip;q=0.5', '*']) {
      const gzipped = await rawGet(server.baseUrl + owner.url, {
        ...headers,
        'accept-encoding': acceptEncoding,
      });
      expect(gzipped.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(gunzipSync(gzipped.body), acceptEncoding).toEqual(plain.body);
      expect(gzipped.body.byteLength).toBeLessThan(plain.body.byteLength / 3);
      // Two representations of one reply: two validators, and either one answers 304.
      expect(gzipped.headers.etag).not.toBe(plain.headers.etag);
      for (const etag of [gzipped.headers.etag!, plain.headers.etag!]) {
        const again = await rawGet(server.baseUrl + owner.url, {
          ...headers,
          'accept-encoding': acceptEncoding,
          'if-none-match': etag,
        });
        expect(again.status).toBe(304);
      }
    }
    for (const acceptEncoding of ['identity', 'gzip;q=0', 'br']) {
      const refused = await rawGet(server.baseUrl + owner.url, {
        ...headers,
        'accept-encoding': acceptEncoding,
      });
      expect(refused.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(refused.body).toEqual(plain.body);
    }
  });

  it('answers 304 to its own ETag and a new reply once anything in the range changed', async () => {
    const owner = await calendarWithPosts();
    const first = await owner.read();
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await owner.read({ 'if-none-match': first.etag });
    expect(again.status).toBe(304);
    expect((await owner.read()).body).toEqual(first.body);

    // Changes as another process would make them (the worker, a campaign run): straight SQL.
    const page = calendarPostsReplyPageSchema.parse(first.body);
    const id = firstPostId(page);
    const changes: [string, () => Promise<unknown>, (next: CalendarPostPage) => void][] = [
      [
        'a message edited',
        () =>
          server.database.db.execute(sql`update posts set message = 'Edited words' where id = ${id}::uuid`),
        (next) => expect(next.items.find((item) => item._id === id)?.excerpt).toBe('Edited words'),
      ],
      [
        'a target sent',
        () =>
          server.database.db.execute(
            sql`update publish_targets set state = 'published' where post_id = ${id}::uuid`,
          ),
        (next) => expect(next.items.find((item) => item._id === id)?.state).toBe('published'),
      ],
      [
        'a target removed',
        () =>
          server.database.db.execute(sql`
            delete from publish_targets where id = (select id from publish_targets where post_id = ${id}::uuid limit 1)`),
        (next) =>
          expect(next.items.find((item) => item._id === id)?.accountIds.length).toBeLessThan(
            page.items[0]!.accountIds.length,
          ),
      ],
      [
        'a campaign made and the post put in it',
        () =>
          server.database.db.execute(sql`
            with made as (
              insert into campaigns (calendar_id, name, account_ids, library_categories, pattern_schedule, dates,
                start_date, end_date, time_zone, post_frequency, post_time, library_post_priority)
              values (${owner.calendarId}::uuid, 'Autumn', '[]', '[]', '{"selectionMode":"single","weekDays":[]}',
                '["2030-11-01"]', '2030-11-01', '2030-11-01', 'UTC', 1, '["09:00"]', 'newest')
              returning id)
            update posts set campaign_id = (select id from made) where id = ${id}::uuid`),
        (next) => expect(next.items.find((item) => item._id === id)?.color).toEqual(expect.any(String)),
      ],
      [
        'a post moved out of the month',
        () =>
          server.database.db.execute(
            sql`update posts set post_date = '2031-01-05T10:00:00Z' where id = ${id}::uuid`,
          ),
        (next) => expect(next.items.some((item) => item._id === id)).toBe(false),
      ],
      [
        'a post added',
        () =>
          server.database.db.execute(sql`
            insert into posts (calendar_id, message, timing, post_date, draft, content)
            values (${owner.calendarId}::uuid, 'A new one', 'schedule', '2030-11-29T10:00:00Z', false, '{}')`),
        (next) => expect(next.items.at(-1)?.excerpt).toBe('A new one'),
      ],
    ];
    let etag = first.etag;
    for (const [change, make, check] of changes) {
      await make();
      const next = await owner.read({ 'if-none-match': etag });
      expect(next.status, change).toBe(200);
      expect(next.etag, change).not.toBe(etag);
      check(calendarPostsReplyPageSchema.parse(next.body));
      etag = next.etag;
    }
  });

  it('keeps replies apart by the reader’s time zone and never serves another team', async () => {
    const owner = await calendarWithPosts();
    const utc = await owner.read();
    await server.api('PUT', '/api/settings', { token: owner.token, body: { timezone: 'Pacific/Auckland' } });
    const auckland = await owner.read();
    expect(auckland.etag).not.toBe(utc.etag);
    const utcDays = calendarPostsReplyPageSchema.parse(utc.body).items.map((item) => item.day);
    const aucklandDays = calendarPostsReplyPageSchema.parse(auckland.body).items.map((item) => item.day);
    expect(aucklandDays).not.toEqual(utcDays);

    const stranger = await registerOwner(server, 'Stranger');
    const url = `/api/calendar-posts?calendarId=${owner.calendarId}&dateStart=${november.start}&dateEnd=${november.end}`;
    const foreign = await server.api('GET', url, {
      token: stranger.token,
      headers: { 'if-none-match': utc.etag },
    });
    expect(foreign.status).toBe(404);
  });

  it('still sees every change once many have been folded', async () => {
    const owner = await calendarWithPosts();
    let etag = (await owner.read()).etag;
    const id = firstPostId(calendarPostsReplyPageSchema.parse((await owner.read()).body));
    // Each statement is its own transaction: more than a reader lets pile up before folding them.
    for (let round = 0; round < 300; round += 1) {
      await server.database.db.execute(
        sql`update posts set message = ${`Round ${round}`} where id = ${id}::uuid`,
      );
    }
    const folded = await owner.read({ 'if-none-match': etag });
    expect(folded.status).toBe(200);
    expect(
      calendarPostsReplyPageSchema.parse(folded.body).items.find((item) => item._id === id)?.excerpt,
    ).toBe('Round 299');
    const [{ rows }] = [
      (await server.database.db.execute(
        sql`select count(*)::int as n from calendar_changes where calendar_id = ${owner.calendarId}::uuid`,
      )) as { rows: { n: number }[] },
    ];
    expect(rows[0]!.n).toBeLessThan(5);
    etag = folded.etag;
    expect((await owner.read({ 'if-none-match': etag })).status).toBe(304);

    await server.database.db.execute(sql`update posts set message = 'After the fold' where id = ${id}::uuid`);
    const after = await owner.read({ 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(
      calendarPostsReplyPageSchema.parse(after.body).items.find((item) => item._id === id)?.excerpt,
    ).toBe('After the fold');
  });

  it('lets a calendar with posts be deleted, its change rows with it', async () => {
    const owner = await calendarWithPosts();
    await owner.read();
    await server.database.db.execute(sql`delete from calendars where id = ${owner.calendarId}::uuid`);
    const left = (await server.database.db.execute(
      sql`select count(*)::int as n from calendar_changes where calendar_id = ${owner.calendarId}::uuid`,
    )) as { rows: { n: number }[] };
    expect(left.rows[0]!.n).toBe(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the calendar reply with writers at once (PostgreSQL)', () => {
  it('sees a write whose transaction began first but committed after a newer one was read', async () => {
    const owner = await calendarWithPosts();
    const items = calendarPostsReplyPageSchema.parse((await owner.read()).body).items;
    const [early, late] = [items[0]!._id, items[1]!._id];
    let commit: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (commit = resolve));
    // An older transaction writes first and commits last: its change is the one a newest-only
    // validator would miss.
    const older = server.database.db.transaction(async (tx) => {
      await tx.execute(sql`update posts set message = 'Older, committed last' where id = ${early}::uuid`);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await server.database.db.execute(sql`update posts set message = 'Newer' where id = ${late}::uuid`);
    const between = await owner.read();
    expect(
      calendarPostsReplyPageSchema.parse(between.body).items.find((item) => item._id === late)?.excerpt,
    ).toBe('Newer');
    commit();
    await older;
    const after = await owner.read({ 'if-none-match': between.etag });
    expect(after.status).toBe(200);
    expect(
      calendarPostsReplyPageSchema.parse(after.body).items.find((item) => item._id === early)?.excerpt,
    ).toBe('Older, committed last');
  });
});
