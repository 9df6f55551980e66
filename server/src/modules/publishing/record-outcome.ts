import { messages } from '@kairos/core';
import type { Database, Executor } from '../../db/database';
import { markAccountTokenExpired } from '../accounts/account-tokens';
import { publishedActivity } from '../activity/activity-inputs';
import { enrolForMetrics } from '../stats/metrics-repository';
import { recordActivity } from '../activity/activity-repository';
import { enqueueNotificationMail } from '../notification-mails/mail-queue';
import { notifyPublishOutcome, type PublishOutcomeNotice } from '../notifications/notify-publish-outcome';
import type { PostRow } from '../posts/post-repository';
import type { EngineDeps } from './engine-deps';
import type { DispatchOutcome } from './outcome';
import { enqueueTargets } from './publish-queue';
import {
  progressColumns,
  settlePublished,
  settleTarget,
  type ClaimedRow,
  type TargetSettlement,
} from './target-claims';

/** Every part of a published post: the outcome's, or the post alone from a provider of one part. */
const publishedParts = (outcome: Extract<DispatchOutcome, { kind: 'published' }>) =>
  outcome.parts ?? [{ externalId: outcome.externalId, url: outcome.url }];

export interface ClaimedTarget {
  target: ClaimedRow;
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
        ...progressColumns(publishedParts(outcome)),
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
    case 'held':
      return { state: 'blocked', errorKind: 'plan', errorMessage: outcome.reason, refundAttempt: true };
    case 'unconfirmed':
      return { state: 'unconfirmed', errorKind: 'unconfirmed', errorMessage: outcome.reason };
    case 'retry':
      return {
        state: 'scheduled',
        dueAt: outcome.dueAt,
        errorKind: outcome.rateLimited ? 'rate_limited' : 'transient',
        errorMessage: outcome.reason,
        refundAttempt: outcome.rateLimited,
        ...(outcome.parts ? progressColumns(outcome.parts) : {}),
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
  held: 'blocked',
};

type RecordDeps = Pick<EngineDeps, 'db' | 'queue' | 'now' | 'config'>;

/** When a published target's metrics are first read (decision 0112). */
const firstReadingMs = (deps: RecordDeps) => deps.config.metrics.intervalsMs[0] ?? 3_600_000;

/**
 * Writes the outcome in the transaction that ends the claim, with its notification and, for a retry,
 * the next job. If the claim was taken over meanwhile, nothing is written and false is returned.
 */
export async function recordOutcome(deps: RecordDeps, claimed: ClaimedTarget, outcome: DispatchOutcome) {
  const now = deps.now();
  if (!settlementOf(outcome, now)) return false;
  const db: Database = deps.db;
  return db.transaction((tx) => writeOutcome(deps, tx, claimed, outcome, now));
}

async function writeOutcome(
  deps: RecordDeps,
  tx: Executor,
  claimed: ClaimedTarget,
  outcome: DispatchOutcome,
  now: Date,
): Promise<boolean> {
  const { target, claimToken, post, account } = claimed;
  const settlement = settlementOf(outcome, now);
  if (!settlement) return false;
  if (!(await settleTarget(tx, { id: target.id, claimToken }, settlement, now))) return false;
  if (outcome.kind === 'published') await enrolForMetrics(tx, [target.id], firstReadingMs(deps));
  if (outcome.kind === 'published' && post && account)
    await recordActivity(tx, [publishedActivity(post, account, now)]);
  if (outcome.kind === 'retry' || outcome.kind === 'deferred') {
    await enqueueTargets(deps.queue, tx, [{ ...target, dueAt: outcome.dueAt }]);
  }
  // The account's lapse is mailed once: by whoever marks it expired (decision 0082).
  if (outcome.kind === 'needs_reconnect' && (await markAccountTokenExpired(tx, target.accountId, now)))
    await enqueueNotificationMail(deps.queue, tx, { kind: 'reconnect', accountId: target.accountId });
  if (outcome.kind === 'failed' && post)
    await enqueueNotificationMail(deps.queue, tx, {
      kind: 'failed',
      postId: post.id,
      accountId: target.accountId,
      reason: outcome.reason,
    });
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
}

const maxGroup = 500;
const groupWaitMs = 10;

interface PendingOutcome {
  claimed: ClaimedTarget;
  outcome: DispatchOutcome;
  at: Date;
  resolve(recorded: boolean): void;
  reject(error: unknown): void;
}

/**
 * Records outcomes as recordOutcome does, but the outcomes that finish while a commit is running
 * share the next transaction (group commit): a worker sending hundreds of posts a second writes
 * them in a few transactions instead of one each. Each outcome is still written in the transaction
 * that ends its claim; a group that fails is retried one outcome at a time, so one bad outcome
 * never holds back its neighbours.
 */
export function createOutcomeRecorder(deps: RecordDeps) {
  let pending: PendingOutcome[] = [];
  let flushing: Promise<void> | null = null;

  async function flush(): Promise<void> {
    while (pending.length > 0) {
      // Bounded, so that on PGlite (the database on this thread) one commit never stalls the sends.
      const group = pending.slice(0, maxGroup);
      pending = pending.slice(maxGroup);
      await recordGroup(deps, group);
    }
    flushing = null;
  }

  return {
    /** Resolves once written: true, or false when the claim was lost meanwhile. */
    record(claimed: ClaimedTarget, outcome: DispatchOutcome): Promise<boolean> {
      return new Promise<boolean>((resolve, reject) => {
        pending.push({ claimed, outcome, at: deps.now(), resolve, reject });
        // Started a few milliseconds later, so the outcomes finishing together go in together (on
        // PGlite a commit runs on this thread: one a send would leave no time for the sends).
        flushing ??= new Promise((wait) => setTimeout(wait, groupWaitMs)).then(flush);
      });
    },
  };
}

export type OutcomeRecorder = ReturnType<typeof createOutcomeRecorder>;

async function recordGroup(deps: RecordDeps, group: PendingOutcome[]): Promise<void> {
  const recordable: PendingOutcome[] = [];
  for (const item of group) {
    if (settlementOf(item.outcome, item.at)) recordable.push(item);
    else item.resolve(false);
  }
  if (recordable.length === 0) return;
  const sent = recordable.flatMap((item) =>
    item.outcome.kind === 'published'
      ? [
          {
            id: item.claimed.target.id,
            claimToken: item.claimed.claimToken,
            externalId: item.outcome.externalId,
            externalUrl: item.outcome.url,
            sentAt: item.at,
            parts: publishedParts(item.outcome),
          },
        ]
      : [],
  );
  const others = recordable.filter((item) => item.outcome.kind !== 'published');
  try {
    const db: Database = deps.db;
    const written = await db.transaction(async (tx) => {
      const ids = new Set(await settlePublished(tx, sent, deps.now()));
      await enrolForMetrics(tx, [...ids], firstReadingMs(deps));
      await recordActivity(
        tx,
        recordable.flatMap(({ claimed, outcome, at }) =>
          outcome.kind === 'published' && ids.has(claimed.target.id) && claimed.post && claimed.account
            ? [publishedActivity(claimed.post, claimed.account, at)]
            : [],
        ),
      );
      for (const item of others) {
        if (await writeOutcome(deps, tx, item.claimed, item.outcome, item.at))
          ids.add(item.claimed.target.id);
      }
      return ids;
    });
    for (const item of recordable) item.resolve(written.has(item.claimed.target.id));
  } catch (error) {
    if (recordable.length === 1) return recordable[0]?.reject(error);
    for (const item of recordable) {
      await recordOutcome(deps, item.claimed, item.outcome).then(item.resolve, item.reject);
    }
  }
}

/** The reason a target that kept failing is given up with. */
export const gaveUpReason = (windowMinutes: number, last: string) =>
  `${messages.publishing.gaveUp(Math.round(windowMinutes / 60))} ${last}`.trim();
