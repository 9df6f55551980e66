import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshStatsRollup } from '../src/modules/stats/stats-rollup';
import { registerOwner, startTestServer, type TestServer } from './harness';

// Decision 0118: the days each write marks for the stats rollups (migration 0021): the targets'
// update pairs old and new rows by grouping, posts and readings mark through row triggers that fire
// only when what a rollup counts changed.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface Seeded {
  calendarId: string;
  posts: { postId: string; targetIds: string[] }[];
}

/**
 * A calendar with a post at each instant, published on `accounts` accounts, each target read once;
 * its rollups brought up to date, so no day is marked.
 */
async function seed(dates: string[], accounts = 1): Promise<Seeded> {
  const { calendarId } = await registerOwner(server, 'Marks');
  const db = server.database.db;
  const calendar = sql`${calendarId}::uuid`;
  await db.execute(sql`
    insert into accounts (calendar_id, social_media, name, external_id)
    select ${calendar}, 'testNetwork', 'Account ' || g, 'marks-' || g || '-' || ${randomUUID()}
    from generate_series(1, ${accounts}::int4) g`);
  const posts: Seeded['posts'] = [];
  for (const date of dates) {
    const post = (await db.execute(sql`
      insert into posts (calendar_id, message, timing, post_date) values (${calendar}, 'Post', 'schedule', ${date}::timestamptz)
      returning id`)) as { rows: { id: string }[] };
    const postId = post.rows[0]!.id;
    const targets = (await db.execute(sql`
      insert into publish_targets (post_id, account_id, calendar_id, social_media, post_date, state, due_at,
        post_version, sent_at, external_id)
      select ${postId}::uuid, account.id, ${calendar}, account.social_media, ${date}::timestamptz, 'published',
        ${date}::timestamptz, 1, ${date}::timestamptz + interval '5 seconds', 'sent-' || account.id
      from accounts account where account.calendar_id = ${calendar}
      returning id`)) as { rows: { id: string }[] };
    await db.execute(sql`
      insert into post_metrics (target_id, calendar_id, account_id, social_media, post_date, state, likes, reposts,
        replies, sampled_at, samples, next_sample_at, sent_at)
      select target.id, target.calendar_id, target.account_id, target.social_media, target.post_date, 'ok', 3, 1, 0,
        target.sent_at + interval '1 hour', 1, target.sent_at + interval '6 hours', target.sent_at
      from publish_targets target where target.post_id = ${postId}::uuid`);
    posts.push({ postId, targetIds: targets.rows.map((row) => row.id) });
  }
  await refreshStatsRollup(db, calendarId);
  return { calendarId, posts };
}

/** The calendar's marked days as 'YYYY-MM-DD kind', sorted. */
async function marks(calendarId: string): Promise<string[]> {
  const result = (await server.database.db.execute(sql`
    select distinct day::text || ' ' || kind as mark from stats_dirty_days
    where calendar_id = ${calendarId}::uuid order by 1`)) as { rows: { mark: string }[] };
  return result.rows.map((row) => row.mark);
}

/** Runs a write, returns the marks it left, and clears them for the next. */
async function marksOf(calendarId: string, write: () => Promise<unknown>): Promise<string[]> {
  await write();
  const found = await marks(calendarId);
  await refreshStatsRollup(server.database.db, calendarId);
  return found;
}

const run = (query: ReturnType<typeof sql>) => () => server.database.db.execute(query);

describe('the stats triggers (decision 0118)', () => {
  it("mark a post's target days only when its campaign or library origin changes", async () => {
    const { calendarId, posts } = await seed(['2030-05-01T10:00:00Z', '2030-05-03T23:30:00Z'], 2);
    const [first, second] = posts.map((post) => sql`${post.postId}::uuid`);
    expect(
      await marksOf(calendarId, run(sql`update posts set message = 'Edited' where id = ${first}`)),
    ).toEqual([]);
    // The post's own date is not what a rollup counts (its targets carry theirs).
    expect(
      await marksOf(
        calendarId,
        run(sql`update posts set post_date = post_date + interval '2 days' where id = ${first}`),
      ),
    ).toEqual([]);
    expect(
      await marksOf(
        calendarId,
        run(
          sql`update posts set campaign_id = campaign_id, library_post_id = null where calendar_id = ${calendarId}::uuid`,
        ),
      ),
    ).toEqual([]);
    expect(
      await marksOf(
        calendarId,
        run(sql`update posts set campaign_id = gen_random_uuid() where id = ${second}`),
      ),
    ).toEqual(['2030-05-03 targets']);
    expect(
      await marksOf(
        calendarId,
        run(
          sql`update posts set library_post_id = gen_random_uuid(), message = 'Again' where id in (${first}, ${second})`,
        ),
      ),
    ).toEqual(['2030-05-01 targets', '2030-05-03 targets']);
  });

  it("mark a reading's day when a figure changes, both days when its date does, none when put off", async () => {
    const { calendarId, posts } = await seed(['2030-06-10T08:00:00Z', '2030-06-11T08:00:00Z']);
    const first = sql`${posts[0]!.targetIds[0]!}::uuid`;
    const putOff = sql`update post_metrics set next_sample_at = next_sample_at + interval '1 day', state = 'unsupported',
      sampled_at = now(), samples = samples + 1 where calendar_id = ${calendarId}::uuid`;
    expect(await marksOf(calendarId, run(putOff))).toEqual([]);
    // The same figures read again.
    expect(
      await marksOf(
        calendarId,
        run(
          sql`update post_metrics set likes = 3, reposts = 1, replies = 0, state = 'ok' where calendar_id = ${calendarId}::uuid`,
        ),
      ),
    ).toEqual([]);
    expect(
      await marksOf(
        calendarId,
        run(sql`update post_metrics set likes = likes + 1 where target_id = ${first}`),
      ),
    ).toEqual(['2030-06-10 metrics']);
    expect(
      await marksOf(
        calendarId,
        run(sql`update post_metrics set impressions = 90 where target_id = ${first}`),
      ),
    ).toEqual(['2030-06-10 metrics']);
    expect(
      await marksOf(
        calendarId,
        run(
          sql`update post_metrics set post_date = post_date + interval '5 days' where target_id = ${first}`,
        ),
      ),
    ).toEqual(['2030-06-10 metrics', '2030-06-15 metrics']);
  });

  it("mark a moved target's two days and its reading's day, nothing for a claim or a heartbeat", async () => {
    const { calendarId, posts } = await seed(
      ['2030-07-01T12:00:00Z', '2030-07-02T12:00:00Z', '2030-07-03T12:00:00Z'],
      3,
    );
    const calendar = sql`${calendarId}::uuid`;
    const [one, two] = posts.map((post) => sql`${post.targetIds[0]!}::uuid`);
    // One row first, as a worker's heartbeat often is: the trigger's statements are planned then.
    const heartbeat = (where: ReturnType<typeof sql>) =>
      sql`update publish_targets set claim_expires_at = now() + interval '5 minutes', updated_at = now() where ${where}`;
    expect(await marksOf(calendarId, run(heartbeat(sql`id = ${one}`)))).toEqual([]);
    expect(await marksOf(calendarId, run(heartbeat(sql`calendar_id = ${calendar}`)))).toEqual([]);
    // A claim keeps the figure (scheduled and publishing are one), an error text alone counts nowhere.
    expect(
      await marksOf(
        calendarId,
        run(sql`update publish_targets set error_message = 'Noted', external_url = 'https://network.example/x'
          where calendar_id = ${calendar}`),
      ),
    ).toEqual([]);
    await server.database.db.execute(sql`update publish_targets set state = 'scheduled' where id = ${two}`);
    await refreshStatsRollup(server.database.db, calendarId);
    expect(
      await marksOf(calendarId, run(sql`update publish_targets set state = 'publishing' where id = ${two}`)),
    ).toEqual([]);
    // A settlement of the whole calendar in one statement that changes one target's figure.
    expect(
      await marksOf(
        calendarId,
        run(sql`update publish_targets set state = case when id = ${two} then 'published' else state end,
          updated_at = now() where calendar_id = ${calendar}`),
      ),
    ).toEqual(['2030-07-02 metrics', '2030-07-02 targets']);
    // Its post moved: both of the target's days, and the day of its reading (which keeps its date).
    expect(
      await marksOf(
        calendarId,
        run(sql`update publish_targets set post_date = post_date + interval '10 days' where id = ${one}`),
      ),
    ).toEqual(['2030-07-01 metrics', '2030-07-01 targets', '2030-07-11 targets']);
    expect(
      await marksOf(
        calendarId,
        run(sql`update publish_targets set post_date = post_date + interval '1 day' where id = ${one}`),
      ),
    ).toEqual(['2030-07-01 metrics', '2030-07-11 targets', '2030-07-12 targets']);
    // To another account of the calendar.
    const added = (await server.database.db.execute(sql`
      insert into accounts (calendar_id, social_media, name, external_id)
      values (${calendar}, 'testNetwork', 'Another', ${`marks-other-${randomUUID()}`}) returning id`)) as {
      rows: { id: string }[];
    };
    const other = sql`${added.rows[0]!.id}::uuid`;
    expect(
      await marksOf(
        calendarId,
        run(
          sql`update publish_targets set account_id = ${other} where id = ${posts[2]!.targetIds[0]!}::uuid`,
        ),
      ),
    ).toEqual(['2030-07-03 metrics', '2030-07-03 targets']);
  });

  it('adds nothing for a calendar being deleted, whatever its rows', async () => {
    const { calendarId } = await seed(['2030-08-01T09:00:00Z'], 2);
    await server.database.db.execute(sql`delete from calendars where id = ${calendarId}::uuid`);
    expect(await marks(calendarId)).toEqual([]);
  });
});
