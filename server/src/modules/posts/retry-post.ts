import { messages, retryAccounts, toSocialType, type PostView } from '@kairos/core';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../../db/database';
import { publishTargets } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { enqueueTargets } from '../publishing/publish-queue';
import * as targets from '../publishing/target-repository';
import type { AuthContext } from '../session/auth-context';
import { calendarAccounts } from './post-repository';
import type { PostService } from './post-service';
import { eq } from 'drizzle-orm';

/** The states from which the user may ask for another try (spec: Retry, "accounts not posted to"). */
const retriable = new Set(['failed', 'needs_reconnect', 'unconfirmed', 'blocked']);

/**
 * Spec, Retry: "retry opens a confirmation listing accounts not posted to, then a re-edit modal to
 * resend. Hootsuite-linked accounts with expired token are hidden in the retry list." An unconfirmed
 * target is only resent here, because the user asked after checking the account.
 */
export function createRetryPost(deps: {
  db: Database;
  queue: PgBoss | null;
  now: () => Date;
  posts: PostService;
}) {
  const { db, queue, now, posts } = deps;

  return async function retryPost(
    auth: AuthContext,
    postId: string,
    onlyAccountIds?: string[],
  ): Promise<PostView> {
    return db.transaction(async (tx) => {
      const post = await posts.loadVisible(auth, postId, 'edit', tx, true);
      const current = await targets.targetsOfPost(tx, postId, true);
      if (current.some((target) => target.state === 'publishing')) {
        throw new AppError('RULE_VIOLATION', messages.publishing.publishingNow);
      }
      const wanted = current.filter(
        (target) =>
          retriable.has(target.state) && (!onlyAccountIds || onlyAccountIds.includes(target.accountId)),
      );
      const accounts = await calendarAccounts(
        tx,
        post.calendarId,
        wanted.map((target) => target.accountId),
      );
      const shown = retryAccounts(
        accounts.map((account) => ({
          _id: account.id,
          socialMedia: toSocialType(account.socialMedia) ?? 'testNetwork',
          tokenExpired: account.tokenExpired,
          disabled: account.disabled,
          parentAccountId: account.parentAccountId,
          hootsuiteId: account.hootsuiteId,
        })),
      );
      if (shown.length === 0) {
        // A draft, or a post whose accounts are all still waiting for their time, was never sent.
        const reachedAny = current.some((target) => !['scheduled', 'publishing'].includes(target.state));
        throw new AppError(
          'RULE_VIOLATION',
          reachedAny ? messages.publishing.nothingToRetry : messages.publishing.notSentYet,
        );
      }
      // "Please check your social account before attempting to retry": an expired token must be reconnected first.
      if (shown.some((account) => account.tokenExpired && account.parentAccountId === null)) {
        throw new AppError('RULE_VIOLATION', messages.retry.tooltip);
      }
      const dueAt = now();
      const retried = wanted.filter((target) => shown.some((account) => account._id === target.accountId));
      for (const target of retried) {
        await tx
          .update(publishTargets)
          .set({
            state: 'scheduled',
            dueAt,
            attempts: 0,
            errorKind: null,
            errorMessage: null,
            postVersion: post.version,
            updatedAt: dueAt,
          })
          .where(eq(publishTargets.id, target.id));
      }
      await enqueueTargets(
        queue,
        tx,
        retried.map((target) => ({
          id: target.id,
          postVersion: post.version,
          socialMedia: target.socialMedia,
          dueAt,
        })),
      );
      return posts.view(tx, post);
    });
  };
}
