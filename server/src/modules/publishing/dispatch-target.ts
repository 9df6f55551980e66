import { messages, publishesThroughMobileApp, publishingLimits, toSocialType } from '@kairos/core';
import type { PublishingAccount } from '../accounts/account-tokens';
import { refreshAccountTokens, tokensNeedRefresh } from '../accounts/refresh-account-tokens';
import type { Executor } from '../../db/database';
import { enqueueNotificationMail } from '../notification-mails/mail-queue';
import type { PostRow } from '../posts/post-repository';
import { isPublishError, PublishError } from '../../providers/publish-error';
import type { Provider, TokenSet } from '../../providers/provider';
import { createClaimKeeper, type ClaimKeeper } from './claim-keeper';
import type { EngineDeps } from './engine-deps';
import type { DispatchOutcome } from './outcome';
import type { NetworkSlots } from './network-slots';
import { mediaUrls, publishContent } from './publish-content';
import type { JobTarget } from './publish-queue';
import { readsForClaimed, type PublishReads } from './prepared-reads';
import { emailReminder } from './email-reminder';
import { countSend } from '../../metrics/process-metrics';
import { withFreshMediaLinks } from './fresh-media-links';
import { recordOutcome, type ClaimedTarget, type OutcomeRecorder } from './record-outcome';
import { partsOf } from './post-parts';
import { sendParts } from './send-parts';
import { sortFailure } from './sort-failure';
import { claimTargets, extendClaim, type ClaimedRow } from './target-claims';
import { sentSince } from './target-repository';
import { accountHolds } from '../team/account-holds';

const refreshAheadMs = 5 * 60_000;

/** Decision 0101: the notice of each claimed target's account that the team's plan holds. */
async function planHoldsOf(deps: EngineDeps, targets: readonly ClaimedRow[]): Promise<Map<string, string>> {
  const holds = await accountHolds(
    deps.db,
    targets.map((target) => target.accountId),
    deps.now(),
  );
  return new Map([...holds].map(([accountId, hold]) => [accountId, messages.plans.heldByPlan(hold.message)]));
}

/** Targets claimed per statement; the next chunk is claimed once this one's sends have their slots. */
export const claimChunk = 500;

export interface DispatchOptions {
  /** The worker's network slots; without them, sends run with no limit. */
  slots?: NetworkSlots;
  recorder?: OutcomeRecorder;
  /** The posts and accounts read while the job waited for its instant. */
  ahead?: PublishReads;
  /** The worker's heartbeat; without one, this dispatch keeps its claims alive itself. */
  keeper?: ClaimKeeper;
}

/**
 * Sends due targets exactly once: each is claimed (only one worker can; an edit or a delete since its
 * job was written leaves nothing to claim), sent, and its outcome recorded in the transaction that ends
 * the claim. A crash mid-send leaves the claim to expire; the sweeper then settles it without sending
 * blindly. The targets are claimed in chunks of claimChunk, one statement each; their posts and
 * accounts come from `ahead` (read while the job waited for its instant) or one query each; the sends
 * run in parallel within the network slots, every claim kept alive by the worker's heartbeat until
 * its outcome is recorded, as soon as its send ends. The next chunk is claimed only when the sends of
 * this one are under way, so that no claim waits long for a slot. Returns the targets whose dispatch
 * threw (left to the sweeper).
 */
export async function dispatchTargets(
  deps: EngineDeps,
  jobs: readonly JobTarget[],
  options: DispatchOptions = {},
): Promise<Array<{ targetId: string; error: unknown }>> {
  const failures: Array<{ targetId: string; error: unknown }> = [];
  const sends: Array<Promise<void>> = [];
  const ownKeeper = options.keeper ? null : createClaimKeeper(deps);
  const context: SendContext = {
    slots: options.slots,
    recorder: options.recorder ?? {
      record: (claimed, outcome) => recordOutcome(deps, claimed, outcome),
    },
    keeper: ownKeeper ?? (options.keeper as ClaimKeeper),
  };
  try {
    await claimAndSend(deps, jobs, context, sends, failures, options.ahead);
  } finally {
    // A chunk's claim that failed fails the batch, but not before the sends already under way end.
    await Promise.all(sends);
    await ownKeeper?.stop();
  }
  return failures;
}

interface SendContext {
  slots: NetworkSlots | undefined;
  recorder: OutcomeRecorder;
  keeper: ClaimKeeper;
}

async function claimAndSend(
  deps: EngineDeps,
  jobs: readonly JobTarget[],
  context: SendContext,
  sends: Array<Promise<void>>,
  failures: Array<{ targetId: string; error: unknown }>,
  ahead: PublishReads | undefined,
): Promise<void> {
  for (let index = 0; index < jobs.length; index += claimChunk) {
    const targets = await claimTargets(deps.db, {
      jobs: jobs.slice(index, index + claimChunk),
      workerId: deps.workerId,
      now: deps.now(),
      claimSeconds: deps.config.publishing.claimSeconds,
    });
    if (targets.length === 0) continue;
    for (const target of targets) context.keeper.hold(target);
    const { posts, accounts } = await readsForClaimed(deps, targets, ahead).catch((error: unknown) => {
      // Nothing of this chunk will be sent: its claims expire and the sweeper settles them.
      for (const target of targets) context.keeper.release(target);
      throw error;
    });
    const holds = await planHoldsOf(deps, targets).catch((error: unknown) => {
      for (const target of targets) context.keeper.release(target);
      throw error;
    });
    const started: Array<Promise<void>> = [];
    for (const target of targets) {
      let markStarted: () => void = () => undefined;
      started.push(new Promise<void>((resolve) => (markStarted = resolve)));
      const send = sendClaimed(
        deps,
        target,
        posts.get(target.postId) ?? null,
        accounts.get(target.accountId) ?? null,
        context,
        holds.get(target.accountId),
        markStarted,
      )
        .catch((error: unknown) => void failures.push({ targetId: target.id, error }))
        .finally(markStarted);
      sends.push(send);
    }
    await Promise.all(started);
  }
}

async function sendClaimed(
  deps: EngineDeps,
  target: ClaimedRow,
  post: PostRow | null,
  account: PublishingAccount | null,
  { slots, recorder, keeper }: SendContext,
  hold: string | undefined,
  started: () => void = () => undefined,
): Promise<void> {
  if (!target.claimToken) return keeper.release(target);
  const claimed: ClaimedTarget = {
    target,
    claimToken: target.claimToken,
    post,
    account: account && { id: account.id, name: account.name, socialMedia: account.socialMedia },
  };
  const run = () => {
    started();
    if (!post || !account) return Promise.resolve({ kind: 'gone' } as const);
    if (hold) return Promise.resolve({ kind: 'held', reason: hold } as const);
    return decide(deps, claimed, post, account);
  };
  // The claim is kept alive (the worker's heartbeat) until its outcome is written.
  let outcome: DispatchOutcome;
  let recorded: boolean;
  try {
    outcome = slots ? await slots.run(target.socialMedia, run) : await run();
    recorded = await recorder.record(claimed, outcome);
  } finally {
    keeper.release(target);
  }
  if (recorded) countSend(target.socialMedia, outcome.kind, post?.postDate ?? null, deps.now());
  if (recorded && outcome.kind === 'reminder' && post && account)
    await emailReminder(deps, post, account, claimed);
}

async function decide(
  deps: EngineDeps,
  claimed: ClaimedTarget,
  post: PostRow,
  account: PublishingAccount,
): Promise<DispatchOutcome> {
  const now = deps.now();
  const socialMedia = toSocialType(account.socialMedia);
  post = await withFreshMediaLinks(deps.db, post, deps.storage, now, deps.config.media.readUrlSeconds);
  const content = publishContent(post, account.id);
  // TikTok's Content Posting API: a connected account publishes unless the post asks for a reminder.
  const delivery = { connected: account.tokens !== null, options: content.options };
  if (socialMedia && publishesThroughMobileApp(socialMedia, account.type, delivery)) {
    claimed.reminder = { message: post.message, mediaUrls: mediaUrls(content) };
    return { kind: 'reminder' };
  }
  if (account.disabled) return { kind: 'failed', reason: messages.publishing.accountDisabled };
  if (account.tokenExpired || !account.tokens)
    return { kind: 'needs_reconnect', reason: messages.calendars.expiredAccounts };
  const provider = socialMedia ? deps.providers.get(socialMedia) : undefined;
  if (!socialMedia || !provider?.isConfigured())
    return { kind: 'failed', reason: messages.publishing.networkNotConfigured };

  const budget = publishingLimits(socialMedia).dailyBudget;
  if (budget !== null) {
    const sent = await sentSince(deps.db, account.id, new Date(now.getTime() - 24 * 3600_000));
    if (sent.count >= budget && sent.oldest)
      return { kind: 'deferred', dueAt: new Date(sent.oldest.getTime() + 24 * 3600_000) };
  }
  if (!(await holdClaim(deps, claimed))) return { kind: 'gone' };
  const parts = partsOf(post, account, socialMedia, provider);
  let tokens: TokenSet;
  try {
    tokens = await freshTokens(deps, provider, account, account.tokens);
  } catch (error) {
    const done = claimed.target.parts;
    return sortFailure(deps, claimed, post, provider, account, error, { parts, index: done.length, done });
  }
  return sendParts({ deps, claimed, post, provider, account, tokens, parts });
}

/**
 * The worker's heartbeat keeps a claim alive while its send waits for a network slot, but a worker
 * whose heartbeat stalled (a blocked event loop, a database away) may have lost it to another
 * worker's sweeper meanwhile. Once a third of the claim has passed since it was taken or renewed, it
 * is renewed before sending; a claim that was lost is never sent on.
 */
async function holdClaim(deps: EngineDeps, claimed: ClaimedTarget): Promise<boolean> {
  const claimMs = deps.config.publishing.claimSeconds * 1000;
  const now = deps.now().getTime();
  const expiresAt = claimed.target.claimExpiresAt?.getTime() ?? 0;
  if (now < expiresAt - (2 * claimMs) / 3) return true;
  return extendClaim(deps.db, claimed.target.id, claimed.claimToken, new Date(now + claimMs));
}

/** Refreshes a token about to expire before sending with it (race-safe between workers). */
async function freshTokens(
  deps: EngineDeps,
  provider: Provider,
  account: PublishingAccount,
  tokens: TokenSet,
): Promise<TokenSet> {
  const needed = tokensNeedRefresh(
    { ...tokens, refreshable: tokens.refreshToken !== null },
    deps.now(),
    refreshAheadMs,
  );
  if (!needed) return tokens;
  try {
    // The refusal marks the account expired here, before the outcome does: its e-mail is queued here.
    const onTokenExpired = (tx: Executor, accountId: string) =>
      enqueueNotificationMail(deps.queue, tx, { kind: 'reconnect', accountId });
    return (await refreshAccountTokens({ ...deps, onTokenExpired }, provider, account.id)) ?? tokens;
  } catch (error) {
    // A refresh whose answer was lost changed nothing we know of: try again later.
    if (isPublishError(error) && error.kind === 'unconfirmed')
      throw new PublishError('transient', error.message);
    throw error;
  }
}
