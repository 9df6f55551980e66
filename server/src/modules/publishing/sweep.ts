import { toSocialType } from '@kairos/core';
import { loadAccountForPublishing } from '../accounts/account-tokens';
import { findPost } from '../posts/post-repository';
import { partsOf } from './post-parts';
import { settleUnconfirmed } from './sort-failure';
import type { EngineDeps } from './engine-deps';
import { enqueueTargets } from './publish-queue';
import { recordOutcome } from './record-outcome';
import type { NetworkSlots } from './network-slots';
import { takeOverExpiredClaims } from './target-claims';
import { overdueTargets, type TargetRow } from './target-repository';

const batch = 200;

/**
 * The safety net, run by every worker every PUBLISH_SWEEP_SECONDS:
 * - a claim whose worker stopped sending heartbeats (killed mid-send) is settled: looked up where
 *   the network allows, otherwise marked unconfirmed for the user to decide;
 * - a scheduled target long past due has lost its job: it is enqueued again. A duplicate job is
 *   harmless, because only one claim can win.
 */
export async function sweep(
  deps: EngineDeps,
  slots?: NetworkSlots,
): Promise<{ settled: number; requeued: number }> {
  const now = deps.now();
  const taken = await takeOverExpiredClaims(deps.db, {
    workerId: deps.workerId,
    now,
    claimSeconds: deps.config.publishing.claimSeconds,
    limit: batch,
  });
  // Settled side by side (a killed worker leaves many), each lookup within the network's slots.
  await Promise.all(
    taken.map(async (target) => {
      const settle = () => settleTakenOver(deps, target);
      try {
        await (slots ? slots.run(target.socialMedia, settle) : settle());
      } catch (error) {
        deps.logger.error({ err: error, targetId: target.id }, 'settling an expired claim failed');
      }
    }),
  );
  const graceMs = Math.max(2 * deps.config.publishing.sweepSeconds, 5) * 1000;
  const overdue = await overdueTargets(deps.db, now, graceMs, batch * 5);
  await enqueueTargets(deps.queue, null, overdue);
  if (taken.length > 0 || overdue.length > 0) {
    deps.logger.info({ settled: taken.length, requeued: overdue.length }, 'publishing sweep');
  }
  return { settled: taken.length, requeued: overdue.length };
}

async function settleTakenOver(deps: EngineDeps, target: TargetRow): Promise<void> {
  const account = await loadAccountForPublishing(deps.db, deps.cipher, target.accountId);
  const socialMedia = toSocialType(target.socialMedia);
  const provider = socialMedia ? deps.providers.get(socialMedia) : undefined;
  const post = await findPost(deps.db, target.postId);
  // The part it was sending: the one after the last saved (decision 0064).
  const parts =
    post && account && socialMedia && provider ? partsOf(post, account, socialMedia, provider) : [];
  const outcome = await settleUnconfirmed(
    deps,
    target,
    provider,
    account,
    'The worker stopped while sending.',
    post?.postDate ?? null,
    { parts, index: target.parts.length, done: target.parts },
  );
  await recordOutcome(
    deps,
    {
      target,
      claimToken: target.claimToken ?? '',
      post,
      account: account && { id: account.id, name: account.name, socialMedia: account.socialMedia },
    },
    outcome,
  );
}
