import {
  messages,
  similarityWindowDays,
  type CampaignConflict,
  type PlanLimits,
  type PlannerHistoryEntry,
} from '@kairos/core';
import type { PgBoss } from 'pg-boss';
import type { Executor } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { loadCampaignLibrary } from './load-campaign-library';
import type { AccountRow } from '../posts/post-repository';
import { postVectors } from '../similarity/term-index-repository';
import * as repository from './campaign-repository';
import { libraryImages, type CampaignMedia } from './library-images';
import { libraryPostContent, plannerAccount } from './planner-input';
import type { CampaignPlanner } from './planner-pool';
import { slotKey } from './planner-task';
import { writeCampaignPosts } from './write-campaign-posts';

const windowMs = similarityWindowDays * 86_400_000;

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
  /** Seeds the 'random' priority's shuffle. */
  seed: number;
  /** The thread the slots and the content are worked out in (planner-pool.ts). */
  planner: CampaignPlanner;
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
  const add = (accountId: string, entry: PlannerHistoryEntry) => {
    const entries = history.get(accountId);
    if (entries) entries.push(entry);
    else history.set(accountId, [entry]);
  };
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
 * with 'No content from library', the rest scheduled and handed to the publish queue. The slots and
 * the content are worked out in the planner's thread, never on the request's event loop.
 */
export async function generateCampaignPosts(tx: Executor, input: GenerateInput): Promise<void> {
  const { campaign, accounts } = input;
  const slots = await input.planner.run({
    kind: 'slots',
    days: input.days,
    postTime: campaign.postTime,
    timeZone: campaign.timeZone,
    after: input.now,
  });
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
  const libraryRows = await loadCampaignLibrary(tx, campaign.calendarId, campaign.libraryCategories);
  const imageOf = await libraryImages(tx, input.media, campaign.calendarId, libraryRows, input.now);
  // Its media, title, hashtags and call to action with it: the planner checks them against each
  // account's network rules (as the composer would), and the posts are written with the same.
  const library = libraryRows.map((row) => ({
    ...row,
    variations: row.content.variations,
    ...libraryPostContent(row, imageOf),
  }));
  const { posts } = await input.planner.run({
    kind: 'plan',
    slots,
    accounts: accounts.map((account) => plannerAccount(account, campaign.accountsMetadata)),
    // Only what the planner reads is copied to its thread.
    library: library.map((post) => ({
      id: post.id,
      message: post.message,
      variations: post.variations,
      createdAt: post.createdAt,
      expirationDate: post.expirationDate,
      draft: post.draft,
      pending: post.pending,
      rejected: post.rejected,
      images: post.images,
      video: post.video,
      postTitle: post.postTitle,
      hashtags: post.hashtags,
      callToAction: post.callToAction,
    })),
    history: await loadHistory(tx, input, slots, kept),
    priority: campaign.libraryPostPriority,
    repeat: campaign.repeatContent,
    limits: input.limits,
    seed: input.seed,
    skipped: [...skipped],
    timeZone: campaign.timeZone,
  });
  await writeCampaignPosts(tx, {
    campaign,
    accounts,
    queue: input.queue,
    posts,
    libraryById: new Map(library.map((post) => [post.id, post])),
  });
}
