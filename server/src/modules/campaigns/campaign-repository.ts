import { and, asc, eq, getTableColumns, gte, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { Keyset } from '../../db/keyset-cursor';
import { accounts, campaigns, posts, publishTargets } from '../../db/schema';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignValues = Omit<typeof campaigns.$inferInsert, 'id' | 'createdAt'>;

export async function insertCampaign(db: Executor, values: CampaignValues): Promise<CampaignRow> {
  const [row] = await db.insert(campaigns).values(values).returning();
  if (!row) throw new Error('campaign insert returned nothing');
  return row;
}

export async function updateCampaign(db: Executor, id: string, values: Partial<CampaignValues>) {
  const [row] = await db.update(campaigns).set(values).where(eq(campaigns.id, id)).returning();
  if (!row) throw new Error(`campaign ${id} vanished during an update`);
  return row;
}

export async function findCampaign(db: Executor, id: string, lock = false): Promise<CampaignRow | null> {
  const query = db.select().from(campaigns).where(eq(campaigns.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

const keyText = sql<string>`to_char(${campaigns.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A page of a calendar's campaigns in the order they were made (`rows` = the page size plus one),
 * each with its position among all of them, which gives its colour.
 */
export async function listCampaigns(
  db: Executor,
  calendarId: string,
  after: Keyset | null,
  rows: number,
): Promise<(CampaignRow & { key: string; position: number })[]> {
  // Positions count every campaign of the calendar, so they are numbered before the page is cut.
  const ranked = db
    .select({
      ...getTableColumns(campaigns),
      key: keyText.as('key'),
      position:
        sql<number>`(row_number() over (order by ${campaigns.createdAt}, ${campaigns.id}) - 1)::int`.as(
          'position',
        ),
    })
    .from(campaigns)
    .where(eq(campaigns.calendarId, calendarId))
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(
      after
        ? sql`(${ranked.createdAt}, ${ranked.id}) > (${after.key}::timestamptz, ${after.id}::uuid)`
        : undefined,
    )
    .orderBy(asc(ranked.createdAt), asc(ranked.id))
    .limit(rows);
}

/** Where a campaign stands in its calendar's list: how many were made before it. */
export async function campaignPosition(db: Executor, row: CampaignRow): Promise<number> {
  const [found] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.calendarId, row.calendarId),
        sql`(${campaigns.createdAt}, ${campaigns.id}) < (select created_at, id from campaigns where id = ${row.id}::uuid)`,
      ),
    );
  return found?.count ?? 0;
}

export async function countCampaigns(db: Executor, calendarId: string): Promise<number> {
  const [found] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(campaigns)
    .where(eq(campaigns.calendarId, calendarId));
  return found?.count ?? 0;
}

export async function deleteCampaign(db: Executor, id: string): Promise<void> {
  await db.delete(campaigns).where(eq(campaigns.id, id));
}

/**
 * Deletes the campaign's posts that nothing has happened to yet (every target still scheduled or
 * blocked), due after `after` when given. Their targets are locked first, so a worker that claimed
 * one a moment ago is waited for and that post stays.
 */
export async function deleteUnsentCampaignPosts(
  db: Executor,
  campaignId: string,
  after: Date | null,
): Promise<void> {
  const ofCampaign = and(
    eq(posts.campaignId, campaignId),
    after ? sql`${posts.postDate} > ${after.toISOString()}::timestamptz` : undefined,
  );
  await db
    .select({ id: publishTargets.id })
    .from(publishTargets)
    .where(inArray(publishTargets.postId, db.select({ id: posts.id }).from(posts).where(ofCampaign)))
    .for('update');
  await db
    .delete(posts)
    .where(
      and(
        ofCampaign,
        sql`not exists (select 1 from ${publishTargets} where ${publishTargets.postId} = ${posts.id} and ${publishTargets.state} not in ('scheduled', 'blocked'))`,
      ),
    );
}

/** Posts of a deleted campaign that stay (sent or on their way) no longer name it. */
export async function detachCampaignPosts(db: Executor, campaignId: string): Promise<void> {
  await db.update(posts).set({ campaignId: null }).where(eq(posts.campaignId, campaignId));
}

/** Each (account, instant) the campaign still has a post for, with the library post it used. */
export async function campaignTargets(db: Executor, campaignId: string) {
  return db
    .select({
      accountId: publishTargets.accountId,
      postId: posts.id,
      postDate: posts.postDate,
      libraryPostId: posts.libraryPostId,
    })
    .from(posts)
    .innerJoin(publishTargets, eq(publishTargets.postId, posts.id))
    .where(eq(posts.campaignId, campaignId));
}

/** Other campaigns' posts on these accounts between two instants (conflict candidates). */
export async function otherCampaignTargets(
  db: Executor,
  input: { calendarId: string; campaignId: string | null; accountIds: string[]; from: Date; to: Date },
) {
  return db
    .select({
      campaignId: campaigns.id,
      campaignName: campaigns.name,
      accountId: publishTargets.accountId,
      accountName: accounts.name,
      postDate: posts.postDate,
    })
    .from(posts)
    .innerJoin(campaigns, eq(campaigns.id, posts.campaignId))
    .innerJoin(publishTargets, eq(publishTargets.postId, posts.id))
    .innerJoin(accounts, eq(accounts.id, publishTargets.accountId))
    .where(
      and(
        eq(posts.calendarId, input.calendarId),
        isNotNull(posts.campaignId),
        input.campaignId ? ne(posts.campaignId, input.campaignId) : undefined,
        gte(posts.postDate, input.from),
        lte(posts.postDate, input.to),
        inArray(publishTargets.accountId, input.accountIds),
      ),
    );
}

/**
 * What the accounts have or will have between two instants outside this campaign (its kept posts
 * come from campaignTargets): the texts a new slot must not repeat.
 */
export async function accountPostsBetween(
  db: Executor,
  input: { accountIds: string[]; from: Date; to: Date; campaignId: string | null },
) {
  return db
    .select({ accountId: publishTargets.accountId, postId: posts.id, postDate: posts.postDate })
    .from(publishTargets)
    .innerJoin(posts, eq(posts.id, publishTargets.postId))
    .where(
      and(
        inArray(publishTargets.accountId, input.accountIds),
        gte(posts.postDate, input.from),
        lte(posts.postDate, input.to),
        eq(posts.draft, false),
        eq(posts.blocked, false),
        input.campaignId ? sql`${posts.campaignId} is distinct from ${input.campaignId}::uuid` : undefined,
      ),
    );
}

/**
 * Per campaign: its posts, blocked posts, posts published somewhere, and the days it posts on in its
 * zone. Counted per day in SQL: a half-year campaign has thousands of posts, and reading each to turn
 * its instant into a day held the event loop.
 */
export async function campaignFigures(db: Executor, campaignIds: string[], timeZoneOf: Map<string, string>) {
  const figures = new Map<string, { posts: number; blocked: number; published: number; days: string[] }>();
  if (campaignIds.length === 0) return figures;
  const zones = campaignIds.map((id) => ({ id, zone: timeZoneOf.get(id) ?? 'UTC' }));
  const result = (await db.execute(sql`
    select p.campaign_id, to_char(p.post_date at time zone z.zone, 'YYYY-MM-DD') as day,
      count(*)::int as posts, (count(*) filter (where p.blocked))::int as blocked,
      (count(*) filter (where exists (select 1 from publish_targets reached
        where reached.post_id = p.id and reached.state in ('published', 'reminder_sent'))))::int as published
    from ${posts} p
    join json_to_recordset(${JSON.stringify(zones)}::json) as z (id uuid, zone text) on z.id = p.campaign_id
    group by p.campaign_id, day
    order by day`)) as {
    rows: { campaign_id: string; day: string | null; posts: number; blocked: number; published: number }[];
  };
  for (const row of result.rows) {
    const entry = figures.get(row.campaign_id) ?? { posts: 0, blocked: 0, published: 0, days: [] };
    entry.posts += Number(row.posts);
    entry.blocked += Number(row.blocked);
    entry.published += Number(row.published);
    if (row.day !== null) entry.days.push(row.day);
    figures.set(row.campaign_id, entry);
  }
  return figures;
}
