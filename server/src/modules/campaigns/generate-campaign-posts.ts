import {
  campaignSlots,
  messages,
  planCampaignContent,
  similarityWindowDays,
  zonedDate,
  zonedTime,
  type CampaignConflict,
  type PlanLimits,
  type PlannerHistoryEntry,
  type PostContent,
  type SlotAssignment,
} from '@kairos/core';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Executor } from '../../db/database';
import { posts, publishTargets } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { libraryPostsInCategories } from '../library/library-repository';
import type { AccountRow } from '../posts/post-repository';
import { enqueueTargets } from '../publishing/publish-queue';
import { indexPosts, postVectors } from '../similarity/term-index-repository';
import * as repository from './campaign-repository';
import { libraryImages, type CampaignMedia } from './library-images';
import { libraryPostContent, plannerAccount, type CampaignPostContent } from './planner-input';

const windowMs = similarityWindowDays * 86_400_000;
const slotKey = (accountId: string, at: Date) => `${accountId}@${at.getTime()}`;

export interface GenerateInput {
  campaign: repository.CampaignRow;
  /** The campaign's accounts, in its order. */
  accounts: readonly AccountRow[];
  /** The days it posts on (already checked against today and the maximum duration). */
  days: readonly string[];
  now: Date;
  overrides: { ignoreCampaignCheck: boolean; fixCampaignConflicts: boolean };
  queue: PgBoss | null;
  /** The team's plan, for the network rules that depend on it (LinkedIn video). */
  limits: PlanLimits;
  random: () => number;
  /** Our media storage: the library's pictures are written with their upload details. */
  media?: CampaignMedia | undefined;
}

/** The slots another campaign fills on the same account at the same instant. */
async function findConflicts(tx: Executor, input: GenerateInput, slots: readonly Date[]) {
  const [first] = slots;
  const last = slots.at(-1);
  if (!first || !last) return [];
  const wanted = new Set(slots.map((slot) => slot.getTime()));
  const rows = await repository.otherCampaignTargets(tx, {
    calendarId: input.campaign.calendarId,
    campaignId: input.campaign.id,
    accountIds: input.accounts.map((account) => account.id),
    from: first,
    to: last,
  });
  return rows.filter((row) => row.postDate !== null && wanted.has(row.postDate.getTime()));
}

/** What each account posts within 30 days of the campaign, outside it, plus the campaign's kept posts. */
async function loadHistory(
  tx: Executor,
  input: GenerateInput,
  slots: readonly Date[],
  kept: Awaited<ReturnType<typeof repository.campaignTargets>>,
) {
  const [first] = slots;
  const last = slots.at(-1);
  const others =
    first && last
      ? await repository.accountPostsBetween(tx, {
          accountIds: input.accounts.map((account) => account.id),
          from: new Date(first.getTime() - windowMs),
          to: new Date(last.getTime() + windowMs),
          campaignId: input.campaign.id,
        })
      : [];
  const vectors = await postVectors(tx, [...new Set([...others, ...kept].map((row) => row.postId))]);
  const history = new Map<string, PlannerHistoryEntry[]>();
  const add = (accountId: string, entry: PlannerHistoryEntry) =>
    history.set(accountId, [...(history.get(accountId) ?? []), entry]);
  for (const row of others) {
    if (!row.postDate) continue;
    add(row.accountId, { at: row.postDate, key: row.postId, vector: vectors.get(row.postId) ?? new Map() });
  }
  for (const row of kept) {
    if (!row.postDate) continue;
    add(row.accountId, {
      at: row.postDate,
      key: row.postId,
      vector: vectors.get(row.postId) ?? new Map(),
      libraryPostId: row.libraryPostId,
    });
  }
  return history;
}

/**
 * Writes the campaign's posts for its future slots (in the caller's transaction): content chosen by
 * the planner, accounts sharing a slot and a text sharing one post, slots without content blocked
 * with 'No content from library', the rest scheduled and handed to the publish queue.
 */
export async function generateCampaignPosts(tx: Executor, input: GenerateInput): Promise<void> {
  const { campaign, accounts } = input;
  const slots = campaignSlots(input.days, campaign.postTime, campaign.timeZone).filter(
    (slot) => slot.getTime() > input.now.getTime(),
  );
  const kept = await repository.campaignTargets(tx, campaign.id);
  const skipped = new Set(
    kept.flatMap((row) => (row.postDate ? [slotKey(row.accountId, row.postDate)] : [])),
  );
  if (!input.overrides.ignoreCampaignCheck) {
    const conflicts = await findConflicts(tx, input, slots);
    if (conflicts.length > 0 && !input.overrides.fixCampaignConflicts) {
      throw new AppError('RULE_VIOLATION', messages.campaigns.conflict, {
        conflicts: conflicts
          .slice(0, 100)
          .map((row): CampaignConflict => ({ ...row, postDate: (row.postDate as Date).toISOString() })),
      });
    }
    for (const row of conflicts) skipped.add(slotKey(row.accountId, row.postDate as Date));
  }
  const libraryRows = await libraryPostsInCategories(tx, campaign.calendarId, campaign.libraryCategories);
  const imageOf = await libraryImages(tx, input.media, campaign.calendarId, libraryRows, input.now);
  // Its media, title, hashtags and call to action with it: the planner checks them against each
  // account's network rules (as the composer would), and writePosts writes the same.
  const library = libraryRows.map((row) => ({
    ...row,
    variations: row.content.variations,
    ...libraryPostContent(row, imageOf),
  }));
  const libraryById = new Map(library.map((post) => [post.id, post]));
  const assignments = planCampaignContent({
    slots,
    accounts: accounts.map((account) => plannerAccount(account, campaign.accountsMetadata)),
    library,
    history: await loadHistory(tx, input, slots, kept),
    priority: campaign.libraryPostPriority,
    repeat: campaign.repeatContent,
    limits: input.limits,
    random: input.random,
    skip: (accountId, at) => skipped.has(slotKey(accountId, at)),
  });
  await writePosts(tx, input, assignments, libraryById);
}

async function writePosts(
  tx: Executor,
  input: GenerateInput,
  assignments: readonly SlotAssignment[],
  libraryById: ReadonlyMap<string, CampaignPostContent>,
) {
  const { campaign } = input;
  const accountById = new Map(input.accounts.map((account) => [account.id, account]));
  const groups = new Map<
    string,
    { at: Date; libraryPostId: string | null; message: string; accountIds: string[] }
  >();
  for (const assignment of assignments) {
    const key = `${assignment.at.getTime()}|${assignment.libraryPostId ?? ''}|${assignment.message}`;
    const group = groups.get(key);
    if (group) group.accountIds.push(assignment.accountId);
    else groups.set(key, { ...assignment, accountIds: [assignment.accountId] });
  }
  const noContent = messages.campaigns.noContentFromLibrary;
  const values = [...groups.values()].map((group) => {
    const source = group.libraryPostId ? libraryById.get(group.libraryPostId) : undefined;
    return {
      // Chosen here, so the posts, their targets and their index rows are written without reading rows back.
      id: randomUUID(),
      calendarId: campaign.calendarId,
      message: group.message,
      postDate: group.at,
      draft: false,
      blocked: group.libraryPostId === null,
      blockedReason: group.libraryPostId === null ? noContent : null,
      libraryPostId: group.libraryPostId,
      content: {
        accountIds: group.accountIds,
        timing: {
          mode: 'schedule',
          date: zonedDate(group.at, campaign.timeZone),
          time: zonedTime(group.at, campaign.timeZone),
        },
        hashtags: source?.hashtags ?? [],
        images: source?.images ?? [],
        video: source?.video ?? null,
        audio: null,
        pdf: null,
        postTitle: source?.postTitle ?? '',
        callToAction: source?.callToAction ?? null,
        event: null,
        mediaMetadata: source?.mediaMetadata ?? [],
        accountsMetadata: campaign.accountsMetadata.filter((entry) =>
          group.accountIds.includes(entry.accountId),
        ),
        // A campaign chooses no TikTok privacy for anyone (decision 54): the provider refuses the post.
        tiktokSettings: [],
        // A library post has no thread or first comment (decision 0064).
        thread: [],
        firstComment: '',
      } satisfies PostContent,
    };
  });
  if (values.length === 0) return;
  // Three statements for the whole campaign (posts, targets, index rows), each statement's rows in
  // one JSON parameter (decision 0021): no round trip per row or per chunk, no rows read back. A new
  // post is version 1.
  const rows = values;
  await tx.execute(sql`
    insert into ${posts} (id, calendar_id, author_id, message, timing, post_date, draft, blocked,
      blocked_reason, campaign_id, library_post_id, content, version)
    select id, ${campaign.calendarId}::uuid, ${campaign.authorId}::uuid, message, 'schedule', post_date,
      false, blocked, blocked_reason, ${campaign.id}::uuid, library_post_id, content, 1
    from json_to_recordset(${JSON.stringify(
      rows.map((row) => ({
        id: row.id,
        message: row.message,
        post_date: row.postDate.toISOString(),
        blocked: row.blocked,
        blocked_reason: row.blockedReason,
        library_post_id: row.libraryPostId,
        content: row.content,
      })),
    )}::json) as rows (id uuid, message text, post_date timestamptz, blocked boolean,
      blocked_reason text, library_post_id uuid, content jsonb)`);
  // A target per account of each post, its id chosen here too; one JSON row per post, unnested in SQL.
  const targets = rows.map((post) => ({
    post_id: post.id,
    due_at: post.postDate.toISOString(),
    blocked: post.blocked,
    ids: post.content.accountIds.map(() => randomUUID()),
    accounts: post.content.accountIds,
  }));
  const networks = input.accounts.map((account) => ({ id: account.id, social_media: account.socialMedia }));
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
  await indexPosts(tx, rows, { fresh: true });
  // A publish job per scheduled target, due at its time (decision 0021 as revised: one job per
  // target), written by pg-boss in one statement in this transaction.
  await enqueueTargets(
    input.queue,
    tx,
    targets.flatMap((post) =>
      post.blocked
        ? []
        : post.ids.map((id, index) => ({
            id,
            postVersion: 1,
            socialMedia: accountById.get(post.accounts[index]!)?.socialMedia ?? '',
            dueAt: new Date(post.due_at),
          })),
    ),
  );
}
