import { messages } from '@kairos/core';
import type { Database } from '../../db/database';
import { markAccountTokenExpired } from '../accounts/account-tokens';
import { notifyPublishOutcome, type PublishOutcomeNotice } from '../notifications/notify-publish-outcome';
import type { PostRow } from '../posts/post-repository';
import type { EngineDeps } from './engine-deps';
import type { DispatchOutcome } from './outcome';
import { enqueueTargets } from './publish-queue';
import { settleTarget, type TargetRow, type TargetSettlement } from './target-repository';

export interface ClaimedTarget {
  target: TargetRow;
  claimToken: string;
  post: PostRow | null;
  account: { id: string; name: string; socialMedia: string } | null;
  /** For reminders: what the user posts from the phone. */
  reminder?: { message: string; mediaUrls: string[] };
}

function settlementOf(outcome: DispatchOutcome, now: Date): TargetSettlement | null {
  switch (outcome.kind) {
    case 'published':
      return {
        state: 'published',
        externalId: outcome.externalId,
        externalUrl: outcome.url,
        sentAt: now,
        errorKind: null,
        errorMessage: null,
      };
    case 'reminder':
      return { state: 'reminder_sent', sentAt: now, errorKind: null, errorMessage: null };
    case 'failed':
      return { state: 'failed', errorKind: 'bad_content', errorMessage: outcome.reason };
    case 'needs_reconnect':
      return { state: 'needs_reconnect', errorKind: 'auth', errorMessage: outcome.reason };
    case 'unconfirmed':
      return { state: 'unconfirmed', errorKind: 'unconfirmed', errorMessage: outcome.reason };
    case 'retry':
      return {
        state: 'scheduled',
        dueAt: outcome.dueAt,
        errorKind: outcome.rateLimited ? 'rate_limited' : 'transient',
        errorMessage: outcome.reason,
        refundAttempt: outcome.rateLimited,
      };
    case 'deferred':
      return { state: 'scheduled', dueAt: outcome.dueAt, refundAttempt: true };
    case 'gone':
      return null;
  }
}

const noticeKinds: Partial<Record<DispatchOutcome['kind'], PublishOutcomeNotice['kind']>> = {
  failed: 'failed',
  needs_reconnect: 'needs_reconnect',
  unconfirmed: 'unconfirmed',
  reminder: 'reminder',
};

/**
 * Writes the outcome in the transaction that ends the claim, with its notification and, for a retry,
 * the next job. If the claim was taken over meanwhile, nothing is written and false is returned.
 */
export async function recordOutcome(
  deps: Pick<EngineDeps, 'db' | 'queue' | 'now'>,
  claimed: ClaimedTarget,
  outcome: DispatchOutcome,
) {
  const { target, claimToken, post, account } = claimed;
  const now = deps.now();
  const settlement = settlementOf(outcome, now);
  if (!settlement) return false;
  const db: Database = deps.db;
  return db.transaction(async (tx) => {
    if (!(await settleTarget(tx, { id: target.id, claimToken }, settlement, now))) return false;
    if (outcome.kind === 'retry' || outcome.kind === 'deferred') {
      await enqueueTargets(deps.queue, tx, [{ ...target, dueAt: outcome.dueAt }]);
    }
    if (outcome.kind === 'needs_reconnect') await markAccountTokenExpired(tx, target.accountId, now);
    const kind = noticeKinds[outcome.kind];
    if (kind && post && account) {
      await notifyPublishOutcome(tx, {
        kind,
        postId: post.id,
        calendarId: post.calendarId,
        authorId: post.authorId,
        account,
        reason: 'reason' in outcome ? outcome.reason : null,
        ...(claimed.reminder ? { reminder: claimed.reminder } : {}),
      });
    }
    return true;
  });
}

/** The reason a target that kept failing is given up with. */
export const gaveUpReason = (windowMinutes: number, last: string) =>
  `${messages.publishing.gaveUp(Math.round(windowMinutes / 60))} ${last}`.trim();
