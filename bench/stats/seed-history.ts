import { sql } from 'drizzle-orm';
import type { Database } from '../../server/src/db/database';

export interface HistoryInput {
  calendarId: string;
  accounts: number;
  posts: number;
  samples: number;
  /** The history ends here and goes back a year. */
  end: Date;
}

/**
 * A year of published history the fast way (INSERT ... SELECT): `posts` posts spread over the year
 * before `end`, each on one or two of `accounts` accounts (a few of every hundred failed, every
 * fifth from a campaign, every seventh from the library), sent 0 to 120 s late; the latest metrics
 * of each published target; and `samples` readings spread over the targets.
 */
export async function seedHistory(db: Database, input: HistoryInput): Promise<{ targets: number }> {
  const networks = ['twitter', 'mastodon', 'bluesky', 'testNetwork', 'linkedin'];
  await db.execute(sql`
    insert into accounts (calendar_id, social_media, name, external_id)
    select ${input.calendarId}::uuid, (${`{${networks.join(',')}}`}::text[])[1 + (g % ${networks.length})],
      'Account ' || g, 'bench-' || g
    from generate_series(1, ${input.accounts}) g`);
  const start = new Date(input.end.getTime() - 365 * 86_400_000).toISOString();
  const stepMs = (365 * 86_400_000) / input.posts;
  await db.execute(sql`
    insert into posts (calendar_id, message, timing, post_date, campaign_id, library_post_id)
    select ${input.calendarId}::uuid, 'Post ' || g || ': ' || md5(g::text), 'schedule',
      ${start}::timestamptz + (g * ${stepMs}::float8) * interval '1 millisecond',
      case when g % 5 = 0 then md5('campaign' || (g % 20))::uuid end,
      case when g % 7 = 0 then md5('library' || (g % 50))::uuid end
    from generate_series(0, ${input.posts - 1}) g`);
  await db.execute(sql`
    with numbered as (
      select id, post_date, row_number() over (order by post_date, id) as n
      from posts where calendar_id = ${input.calendarId}::uuid
    ), accounts_numbered as (
      select id, social_media, row_number() over (order by id) - 1 as k
      from accounts where calendar_id = ${input.calendarId}::uuid
    ), chosen as (
      select numbered.id as post_id, numbered.post_date, numbered.n, extra
      from numbered cross join generate_series(0, (numbered.n % 2)::int) extra
    )
    insert into publish_targets (post_id, account_id, calendar_id, social_media, post_date, state, due_at,
      post_version, sent_at, error_kind, error_message, external_id)
    select chosen.post_id, account.id, ${input.calendarId}::uuid, account.social_media, chosen.post_date,
      case when chosen.n % 53 = 0 then 'failed' when chosen.n % 97 = 0 then 'unconfirmed' else 'published' end,
      chosen.post_date, 1,
      case when chosen.n % 53 = 0 then null else chosen.post_date + ((chosen.n * 7) % 120) * interval '1 second' end,
      case when chosen.n % 53 = 0 then 'bad_content' end,
      case when chosen.n % 53 = 0 then 'The network refused reason ' || (chosen.n % 4) end,
      'ext-' || chosen.n || '-' || chosen.extra
    from chosen join accounts_numbered account
      on account.k = (chosen.n + chosen.extra * 7) % ${input.accounts}`);
  await db.execute(sql`
    insert into post_metrics (target_id, calendar_id, account_id, social_media, post_date, state, likes,
      reposts, replies, impressions, sampled_at, samples, next_sample_at, sent_at)
    select target.id, target.calendar_id, target.account_id, target.social_media, target.post_date, 'ok',
      (abs(hashtext(target.id::text)) % 500), (abs(hashtext(target.id::text)) % 50),
      (abs(hashtext(target.id::text)) % 30), null, target.sent_at + interval '30 days', 6, null, target.sent_at
    from publish_targets target
    where target.calendar_id = ${input.calendarId}::uuid and target.state = 'published'`);
  const counted = (await db.execute(sql`
    select count(*)::int4 as targets from post_metrics where calendar_id = ${input.calendarId}::uuid`)) as {
    rows: { targets: number }[];
  };
  const targets = counted.rows[0]?.targets ?? 0;
  const perTarget = Math.ceil(input.samples / Math.max(targets, 1));
  await db.execute(sql`
    insert into post_metric_samples (target_id, calendar_id, social_media, sampled_at, likes, reposts, replies)
    select metric.target_id, metric.calendar_id, metric.social_media,
      metric.sent_at + (k * 6) * interval '1 hour', metric.likes * k / ${perTarget}, metric.reposts * k / ${perTarget},
      metric.replies * k / ${perTarget}
    from post_metrics metric cross join generate_series(1, ${perTarget}) k
    where metric.calendar_id = ${input.calendarId}::uuid
    limit ${input.samples}`);
  await db.execute(sql`analyze`);
  return { targets };
}
