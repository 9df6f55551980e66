import { sql } from 'drizzle-orm';
import { loadAccountsForPublishing, type PublishingAccount } from '../accounts/account-tokens';
import { publishTargets } from '../../db/schema';
import { findPostsById, type PostRow } from '../posts/post-repository';
import type { EngineDeps } from './engine-deps';
import type { JobTarget } from './publish-queue';
import type { ClaimedRow } from './target-claims';
import { pgUuidArray } from './target-repository';

/** The posts and accounts of targets about to be sent. */
export interface PublishReads {
  posts: Map<string, PostRow>;
  accounts: Map<string, PublishingAccount>;
  /** Read ahead: how many of the job's targets each account sends (the connections they will need). */
  sendsByAccount?: Map<string, number>;
}

const noReads = (): PublishReads => ({ posts: new Map(), accounts: new Map() });

/**
 * Read while a job waits for its instant (a job is fetched up to a second early): the instant then
 * costs the claim and the send, not the reads. Nothing is claimed or sent here; what a target sends is
 * still decided by its claim at the instant (see readsForClaimed).
 */
export async function readAhead(deps: Pick<EngineDeps, 'db' | 'cipher'>, jobs: readonly JobTarget[]) {
  if (jobs.length === 0) return noReads();
  const rows = await deps.db
    .select({ postId: publishTargets.postId, accountId: publishTargets.accountId })
    .from(publishTargets)
    .where(sql`${publishTargets.id} = any(${pgUuidArray(jobs.map((job) => job.targetId))}::uuid[])`);
  const [posts, accounts] = await Promise.all([
    findPostsById(
      deps.db,
      rows.map((row) => row.postId),
    ),
    loadAccountsForPublishing(
      deps.db,
      deps.cipher,
      rows.map((row) => row.accountId),
    ),
  ]);
  const sendsByAccount = new Map<string, number>();
  for (const row of rows) sendsByAccount.set(row.accountId, (sendsByAccount.get(row.accountId) ?? 0) + 1);
  return { posts, accounts, sendsByAccount };
}

/**
 * The posts and accounts of claimed targets: those read ahead, and the rest read now. A post read
 * ahead counts only when it is the version the target was claimed for (an edit bumps the version; its
 * targets are replaced, so the claim would have found none, but a post read at another version is
 * read again rather than trusted).
 */
export async function readsForClaimed(
  deps: Pick<EngineDeps, 'db' | 'cipher'>,
  claimed: readonly ClaimedRow[],
  ahead: PublishReads = noReads(),
): Promise<PublishReads> {
  const postIds = claimed
    .filter((target) => ahead.posts.get(target.postId)?.version !== target.postVersion)
    .map((target) => target.postId);
  const accountIds = claimed
    .filter((target) => !ahead.accounts.has(target.accountId))
    .map((target) => target.accountId);
  const [posts, accounts] = await Promise.all([
    findPostsById(deps.db, postIds),
    loadAccountsForPublishing(deps.db, deps.cipher, accountIds),
  ]);
  return {
    posts: new Map([...ahead.posts, ...posts]),
    accounts: new Map([...ahead.accounts, ...accounts]),
  };
}
