import { messages, type PostContent } from '@kairos/core';
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PgBoss } from 'pg-boss';
import type { Executor } from '../../db/database';
import type { AccountRow } from '../posts/post-repository';
import { enqueueTargets } from '../publishing/publish-queue';
import { indexPosts } from '../similarity/term-index-repository';
import type { CampaignRow } from './campaign-repository';
import { insertCampaignPosts, insertCampaignTargets } from './campaign-post-queries';
import type { CampaignPostContent } from './planner-input';
import type { PlannedPost } from './planner-task';

/**
 * Posts per round of statements. PGlite runs each statement on the event loop, and a campaign of
 * 8,700 posts has 13,000 targets and 170,000 index rows: written at once, one statement held the
 * loop for seconds. A round of 50 posts is tens of milliseconds, and other requests run between
 * rounds (decision 0139).
 */
const postsPerRound = 50;

export interface WriteInput {
  campaign: CampaignRow;
  accounts: readonly AccountRow[];
  queue: PgBoss | null;
  posts: readonly PlannedPost[];
  libraryById: ReadonlyMap<string, CampaignPostContent>;
}

/**
 * Writes the planned posts (in the caller's transaction): each round's posts, their targets and their
 * index rows, each statement's rows in one JSON parameter (decision 0021), ids chosen here so nothing
 * is read back; then a publish job per due instant for the scheduled targets.
 */
export async function writeCampaignPosts(tx: Executor, input: WriteInput): Promise<void> {
  for (let start = 0; start < input.posts.length; start += postsPerRound) {
    if (start > 0) await nextTurn();
    await writeRound(tx, input, input.posts.slice(start, start + postsPerRound));
  }
}

async function writeRound(tx: Executor, input: WriteInput, planned: readonly PlannedPost[]) {
  const { campaign } = input;
  const noContent = messages.campaigns.noContentFromLibrary;
  const rows = planned.map((post) => {
    const source = post.libraryPostId ? input.libraryById.get(post.libraryPostId) : undefined;
    return {
      id: randomUUID(),
      calendarId: campaign.calendarId,
      message: post.message,
      postDate: post.at,
      draft: false,
      blocked: post.libraryPostId === null,
      libraryPostId: post.libraryPostId,
      content: {
        accountIds: post.accountIds,
        timing: { mode: 'schedule', date: post.date, time: post.time },
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
          post.accountIds.includes(entry.accountId),
        ),
        // A campaign chooses no TikTok privacy for anyone (decision 54): the provider refuses the post.
        tiktokSettings: [],
        // A library post has no thread or first comment (decision 0064).
        thread: [],
        firstComment: '',
      } satisfies PostContent,
    };
  });
  await insertCampaignPosts(tx, campaign, noContent, rows);
  // A target per account of each post, its id chosen here too.
  const targets = rows.map((post) => ({
    post_id: post.id,
    due_at: post.postDate.toISOString(),
    blocked: post.blocked,
    ids: post.content.accountIds.map(() => randomUUID()),
    accounts: post.content.accountIds,
  }));
  const networkOf = new Map(input.accounts.map((account) => [account.id, account.socialMedia]));
  await insertCampaignTargets(tx, campaign, noContent, targets, input.accounts);
  await indexPosts(tx, rows, { fresh: true });
  // A publish job per due instant of the scheduled targets (decision 0021), in this transaction.
  await enqueueTargets(
    input.queue,
    tx,
    targets.flatMap((post) =>
      post.blocked
        ? []
        : post.ids.map((id, index) => ({
            id,
            postVersion: 1,
            socialMedia: networkOf.get(post.accounts[index]!) ?? '',
            dueAt: new Date(post.due_at),
          })),
    ),
  );
}
