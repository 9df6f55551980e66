import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshStatsRollup } from '../src/modules/stats/stats-rollup';
import { registerOwner, startTestServer, type TestServer } from './harness';
import { expectFiguresOfTheRows, expectRollupsOfAllRows, type Range } from './stats/rollup-checks';

// Decision 0118: the stats call reads rollups of whole UTC days, marked by triggers and recomputed
// from the rows. These tests hold its figures to those of the statements that read every row
// (server/test/stats/raw-stats-queries.ts, the statements before the rollups), over a random history
// and in zones whose hours do not begin on UTC's.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A small deterministic generator (mulberry32), so a failure can be run again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const states = [
  'scheduled',
  'publishing',
  'published',
  'published',
  'published',
  'published',
  'failed',
  'needs_reconnect',
  'blocked',
  'unconfirmed',
  'reminder_sent',
] as const;
const networks = ['testNetwork', 'mastodon', 'bluesky'] as const;

/**
 * `posts` posts over the year 2030 (many on the hour, the quarter hour, a UTC or a zone's midnight,
 * many at any millisecond), on one to three of five accounts in every state, sent from a second
 * early to three days late; most published ones with metrics, some not read yet or without
 * impressions; from campaigns and the library.
 */
async function seedHistory(calendarId: string, posts: number, seed: number) {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const db = server.database.db;
  const accounts = (
    (await db.execute(sql`
      insert into accounts (calendar_id, social_media, name, external_id)
      select ${calendarId}::uuid, (${`{${networks.join(',')}}`}::text[])[1 + g % 3], 'Account ' || g,
        'rollup-' || g || '-' || ${randomUUID()}
      from generate_series(0, 4) g
      returning id, social_media`)) as { rows: { id: string; social_media: string }[] }
  ).rows;
  const yearStart = Date.UTC(2030, 0, 1) - 2 * 86_400_000;
  const yearMs = 369 * 86_400_000;
  const targets: unknown[] = [];
  const postRows: unknown[] = [];
  for (let index = 0; index < posts; index += 1) {
    const shape = next();
    let at = yearStart + Math.floor(next() * yearMs);
    if (shape < 0.2) at -= at % 3_600_000;
    else if (shape < 0.4) at -= at % 900_000;
    else if (shape < 0.5)
      at -= at % 86_400_000; // a UTC midnight
    else if (shape < 0.55)
      at = at - (at % 86_400_000) + 11 * 3_600_000; // Auckland's midnight in winter
    else if (shape < 0.6) at = at - (at % 86_400_000) + 18 * 3_600_000 + 1_800_000; // Kolkata's midnight
    const postId = randomUUID();
    const origin = next();
    postRows.push({
      id: postId,
      post_date: new Date(at).toISOString(),
      campaign_id: origin < 0.2 ? randomUUID() : null,
      library_post_id: origin > 0.1 && origin < 0.35 ? randomUUID() : null,
    });
    const count = 1 + Math.floor(next() * 3);
    const chosen = [...accounts].sort(() => next() - 0.5).slice(0, count);
    for (const account of chosen) {
      const state = pick(states);
      const lagKind = next();
      const lagMs =
        lagKind < 0.1
          ? -Math.floor(next() * 5000) // sent a little before its time (published at once)
          : lagKind < 0.2
            ? 86_400_000 + Math.floor(next() * 2 * 86_400_000) // a retry days later
            : lagKind < 0.25
              ? 86_400_000 // a day to the millisecond
              : Math.floor(next() * 120_000);
      const sent = ['published', 'unconfirmed', 'reminder_sent'].includes(state);
      const readKind = next();
      targets.push({
        id: randomUUID(),
        post_id: postId,
        account_id: account.id,
        social_media: account.social_media,
        post_date: new Date(at).toISOString(),
        state,
        sent_at: sent ? new Date(at + lagMs).toISOString() : null,
        error_message: state === 'failed' ? `Refused ${Math.floor(next() * 3)}` : null,
        error_kind: state === 'needs_reconnect' ? 'auth' : state === 'blocked' ? 'plan' : null,
        metrics:
          state === 'published' && readKind < 0.85
            ? readKind < 0.1
              ? { likes: null, reposts: null, replies: null, impressions: null }
              : {
                  likes: Math.floor(next() * 50),
                  reposts: readKind < 0.15 ? null : Math.floor(next() * 8),
                  replies: Math.floor(next() * 5),
                  impressions: readKind < 0.5 ? null : Math.floor(next() * 900),
                }
            : null,
      });
    }
  }
  await db.execute(sql`
    insert into posts (id, calendar_id, message, timing, post_date, campaign_id, library_post_id)
    select post.id, ${calendarId}::uuid, 'Post ' || post.id, 'schedule', post.post_date, post.campaign_id,
      post.library_post_id
    from jsonb_to_recordset(${JSON.stringify(postRows)}::jsonb)
      as post (id uuid, post_date timestamptz, campaign_id uuid, library_post_id uuid)`);
  await db.execute(sql`
    insert into publish_targets (id, post_id, account_id, calendar_id, social_media, post_date, state, due_at,
      post_version, sent_at, error_message, error_kind, external_url)
    select target.id, target.post_id, target.account_id, ${calendarId}::uuid, target.social_media,
      target.post_date, target.state, target.post_date, 1, target.sent_at, target.error_message,
      target.error_kind, 'https://network.example/' || target.id
    from jsonb_to_recordset(${JSON.stringify(targets)}::jsonb)
      as target (id uuid, post_id uuid, account_id uuid, social_media text, post_date timestamptz, state text,
        sent_at timestamptz, error_message text, error_kind text)`);
  await db.execute(sql`
    insert into post_metrics (target_id, calendar_id, account_id, social_media, post_date, state, likes, reposts,
      replies, impressions, sampled_at, samples, sent_at)
    select target.id, ${calendarId}::uuid, target.account_id, target.social_media, target.post_date,
      case when target.likes is null then 'pending' else 'ok' end, target.likes, target.reposts, target.replies,
      target.impressions, target.post_date + interval '1 hour', 1, target.post_date
    from jsonb_to_recordset(${JSON.stringify(
      (targets as { metrics: Record<string, number | null> | null }[])
        .filter((target) => target.metrics)
        .map((target) => ({ ...target, ...target.metrics })),
    )}::jsonb)
      as target (id uuid, account_id uuid, social_media text, post_date timestamptz, likes int4, reposts int4,
        replies int4, impressions int4)`);
  return accounts;
}

/** Zones whose days and hours begin on the hour, the half hour, the quarter hour, and one whose DST is 30 minutes. */
const zones = [
  'UTC',
  'Pacific/Auckland',
  'America/New_York',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'America/St_Johns',
  'Australia/Lord_Howe',
  'Pacific/Kiritimati',
  'Pacific/Chatham',
];

/** A day, a week, a month and a quarter around daylight-saving changes, and the whole year. */
const ranges: Range[] = [
  { from: '2030-04-06', to: '2030-04-07' },
  { from: '2030-03-08', to: '2030-03-14' },
  { from: '2030-09-15', to: '2030-10-14' },
  { from: '2030-10-20', to: '2031-01-17' },
  { from: '2030-01-01', to: '2030-12-31' },
];

describe('the stats rollups (decision 0118)', () => {
  it('give the figures of the rows in every zone, range and filter', { timeout: 600_000 }, async () => {
    const owner = await registerOwner(server, 'Rollups');
    const accounts = await seedHistory(owner.calendarId, 1500, 118);
    const scopes = [
      {},
      { socialMedia: 'mastodon' as const },
      { accountId: accounts[1]!.id },
      { socialMedia: 'testNetwork' as const, accountId: accounts[3]!.id },
    ];
    for (const timeZone of zones) {
      for (const [index, range] of ranges.entries()) {
        // Every filter on two ranges a zone, the whole calendar on all of them.
        const filtered = index % 2 === zones.indexOf(timeZone) % 2 ? scopes : scopes.slice(0, 1);
        for (const filter of filtered) {
          await expectFiguresOfTheRows(
            server.database.db,
            { calendarId: owner.calendarId, timeZone, ...filter },
            range,
          );
        }
      }
    }
    await expectRollupsOfAllRows(server.database.db, owner.calendarId);
  });

  it('follow every write: states, dates, origins, readings and deletions', { timeout: 300_000 }, async () => {
    const owner = await registerOwner(server, 'Writes');
    await seedHistory(owner.calendarId, 300, 7);
    const db = server.database.db;
    const check = async () => {
      await expectRollupsOfAllRows(db, owner.calendarId);
      await expectFiguresOfTheRows(
        db,
        { calendarId: owner.calendarId, timeZone: 'Asia/Kolkata' },
        { from: '2030-01-01', to: '2030-12-31' },
      );
    };
    await refreshStatsRollup(db, owner.calendarId);
    const calendar = sql`${owner.calendarId}::uuid`;
    // A claim changes no figure and marks nothing; its outcome does.
    await db.execute(sql`update publish_targets set state = 'publishing'
      where id in (select id from publish_targets where calendar_id = ${calendar} and state = 'scheduled' limit 5)`);
    const marks = async () =>
      (
        (await db.execute(
          sql`select count(*)::int4 as count from stats_dirty_days where calendar_id = ${calendar}`,
        )) as {
          rows: { count: number }[];
        }
      ).rows[0]!.count;
    expect(await marks()).toBe(0);
    await db.execute(sql`update publish_targets set state = 'published', sent_at = post_date + interval '3 seconds'
      where calendar_id = ${calendar} and state = 'publishing'`);
    expect(await marks()).toBeGreaterThan(0);
    await check();
    // A failure retried, and published on another day.
    await db.execute(sql`update publish_targets set state = 'scheduled', error_message = null
      where id in (select id from publish_targets where calendar_id = ${calendar} and state = 'failed' limit 4)`);
    await db.execute(sql`update publish_targets set state = 'published', sent_at = post_date + interval '2 days'
      where calendar_id = ${calendar} and state = 'scheduled'`);
    await check();
    // A post moved to another day after it was published: its targets follow, its metrics do not. Moved
    // again, its metrics' day is neither of its targets' days.
    const move = (by: string) =>
      db.execute(sql`with moved as (
          select post_id from publish_targets where calendar_id = ${calendar} and state = 'published'
          order by post_id limit 6
        ), posts_moved as (
          update posts set post_date = post_date + ${by}::interval where id in (select post_id from moved)
        )
        update publish_targets set post_date = post_date + ${by}::interval
        where post_id in (select post_id from moved)`);
    await move('9 days 5 hours');
    await check();
    await move('3 days');
    await check();
    // A post taken into a campaign, another out of the library.
    await db.execute(sql`update posts set campaign_id = gen_random_uuid()
      where id in (select post_id from publish_targets where calendar_id = ${calendar} and state = 'published'
        order by post_id limit 3)`);
    await db.execute(sql`update posts set library_post_id = null
      where calendar_id = ${calendar} and library_post_id is not null and campaign_id is null and id in (
        select post_id from publish_targets where state = 'published')`);
    await check();
    // Readings: new figures, then only the next reading put off (which marks nothing).
    await db.execute(sql`update post_metrics set likes = coalesce(likes, 0) + 7, reposts = coalesce(reposts, 1),
        impressions = 1000, state = 'ok'
      where target_id in (select target_id from post_metrics where calendar_id = ${calendar} limit 40)`);
    await check();
    await db.execute(sql`update post_metrics set next_sample_at = now() where calendar_id = ${calendar}`);
    expect(await marks()).toBe(0);
    // Deletions: a post (its targets and metrics with it), a metric row, a whole account.
    await db.execute(sql`delete from posts where id in (
        select post_id from publish_targets where calendar_id = ${calendar} and state = 'published' limit 5)`);
    await db.execute(sql`delete from post_metrics where target_id in (
        select target_id from post_metrics where calendar_id = ${calendar} limit 5)`);
    await check();
    await db.execute(sql`delete from accounts where id = (
        select account_id from publish_targets where calendar_id = ${calendar} limit 1)`);
    await check();
  });

  it("removes a deleted calendar's rollups", async () => {
    const owner = await registerOwner(server, 'Gone');
    await seedHistory(owner.calendarId, 40, 3);
    const db = server.database.db;
    await refreshStatsRollup(db, owner.calendarId);
    const count = async () =>
      (
        (await db.execute(sql`select
          (select count(*) from stats_days where calendar_id = ${owner.calendarId}::uuid)
          + (select count(*) from stats_hours where calendar_id = ${owner.calendarId}::uuid) as count`)) as {
          rows: { count: number | string }[];
        }
      ).rows[0]!.count;
    expect(Number(await count())).toBeGreaterThan(0);
    await db.execute(sql`delete from calendars where id = ${owner.calendarId}::uuid`);
    expect(Number(await count())).toBe(0);
  });
});
