import type { PostContent } from '@kairos/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { posts, publishTargets } from '../../db/schema';
import type { CampaignRow } from './campaign-repository';

/** A campaign post to insert: its id chosen by the caller, so nothing is read back. */
export interface CampaignPostRow {
  id: string;
  message: string;
  postDate: Date;
  blocked: boolean;
  libraryPostId: string | null;
  content: PostContent;
}

/** One JSON row per post with its targets' ids and accounts, unnested in SQL. */
export interface CampaignTargetRows {
  post_id: string;
  due_at: string;
  blocked: boolean;
  ids: string[];
  accounts: string[];
}

/**
 * A round of a campaign's posts in one statement, its rows in one JSON parameter (decision 0021).
 * A new post is version 1; a blocked one carries 'No content from library'.
 */
export async function insertCampaignPosts(
  tx: Executor,
  campaign: CampaignRow,
  noContent: string,
  rows: readonly CampaignPostRow[],
): Promise<void> {
  await tx.execute(sql`
    insert into ${posts} (id, calendar_id, author_id, message, timing, post_date, draft, blocked,
      blocked_reason, campaign_id, library_post_id, content, version)
    select id, ${campaign.calendarId}::uuid, ${campaign.authorId}::uuid, message, 'schedule', post_date,
      false, blocked, case when blocked then ${noContent}::text end, ${campaign.id}::uuid,
      library_post_id, content, 1
    from json_to_recordset(${JSON.stringify(
      rows.map((row) => ({
        id: row.id,
        message: row.message,
        post_date: row.postDate.toISOString(),
        blocked: row.blocked,
        library_post_id: row.libraryPostId,
        content: row.content,
      })),
    )}::json) as rows (id uuid, message text, post_date timestamptz, blocked boolean,
      library_post_id uuid, content jsonb)`);
}

/** The targets of a round's posts, one per account, in one statement; each its account's network. */
export async function insertCampaignTargets(
  tx: Executor,
  campaign: CampaignRow,
  noContent: string,
  targets: readonly CampaignTargetRows[],
  accounts: readonly { id: string; socialMedia: string }[],
): Promise<void> {
  const networks = accounts.map((account) => ({ id: account.id, social_media: account.socialMedia }));
  await tx.execute(sql`
    insert into ${publishTargets} (id, post_id, account_id, calendar_id, social_media, post_date, state,
      due_at, post_version, error_kind, error_message)
    select target.id, post.post_id, target.account_id, ${campaign.calendarId}::uuid,
      coalesce(account.social_media, ''), post.due_at,
      case when post.blocked then 'blocked' else 'scheduled' end, post.due_at, 1,
      case when post.blocked then 'blocked' end,
      case when post.blocked then ${noContent}::text end
    from json_to_recordset(${JSON.stringify(targets)}::json)
      as post (post_id uuid, due_at timestamptz, blocked boolean, ids uuid[], accounts uuid[])
    cross join lateral unnest(post.ids, post.accounts) as target (id, account_id)
    left join json_to_recordset(${JSON.stringify(networks)}::json) as account (id uuid, social_media text)
      on account.id = target.account_id`);
}
