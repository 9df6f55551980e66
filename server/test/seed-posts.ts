import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/database';

export interface SeedPostsInput {
  calendarId: string;
  /** The accounts the posts go to: each post takes 1 to 3 of them. */
  accountIds: readonly string[];
  count: number;
  /** The posts are spread evenly from `start` to `end`. */
  start: Date;
  end: Date;
  /** Every n-th post is a draft (0: none). */
  draftEvery?: number;
}

/**
 * Many posts the fast way, for the tests and benchmarks of the calendar at scale: one INSERT ... SELECT
 * for the posts and one for their targets, through the server's own database module (the same SQL
 * on PGlite and PostgreSQL). Messages are a few hundred characters, the content names the accounts
 * the targets go to, and every target is scheduled.
 */
export async function seedPosts(db: Executor, input: SeedPostsInput): Promise<void> {
  const stepMs = (input.end.getTime() - input.start.getTime()) / input.count;
  const accounts = `{${input.accountIds.join(',')}}`;
  const draftEvery = input.draftEvery ?? 0;
  await db.execute(sql`
    insert into posts (calendar_id, message, timing, post_date, draft, content)
    select ${input.calendarId}::uuid,
      'Post ' || g || ': ' || md5(g::text) || ' fresh beans, new roasts and a word from the team. '
        || md5((g + 1)::text) || ' See you at the shop this week!',
      'schedule',
      ${input.start.toISOString()}::timestamptz + (g * ${stepMs}::float8) * interval '1 millisecond',
      ${draftEvery}::int > 0 and g % greatest(${draftEvery}::int, 1) = 0,
      '{}'::jsonb
    from generate_series(0, ${input.count - 1}) g`);
  // Each post: 1 to 3 accounts from a rotating start, one scheduled target each.
  await db.execute(sql`
    with numbered as (
      select id, post_date, row_number() over (order by post_date, id) as n
      from posts where calendar_id = ${input.calendarId}::uuid and not draft and content = '{}'::jsonb
    ), chosen as (
      select numbered.id as post_id, numbered.post_date,
        (${accounts}::uuid[])[1 + ((numbered.n + k) % ${input.accountIds.length})] as account_id
      from numbered cross join generate_series(0, (numbered.n % 3)::int) k
    )
    insert into publish_targets (post_id, account_id, calendar_id, social_media, post_date, state, due_at,
      post_version)
    select distinct on (chosen.post_id, chosen.account_id) chosen.post_id, chosen.account_id,
      ${input.calendarId}::uuid, account.social_media, chosen.post_date, 'scheduled', chosen.post_date, 1
    from chosen join accounts account on account.id = chosen.account_id`);
  await db.execute(sql`
    update posts set content = jsonb_build_object('accountIds', coalesce((
      select jsonb_agg(target.account_id order by target.created_at) from publish_targets target
      where target.post_id = posts.id), '[]'::jsonb))
    where calendar_id = ${input.calendarId}::uuid and content = '{}'::jsonb`);
}
