import { messages } from '@kairos/core';
import type { PublishingAccount } from '../accounts/account-tokens';
import type { PostRow } from '../posts/post-repository';
import { isPublishError, PublishError } from '../../providers/publish-error';
import type { Provider } from '../../providers/provider';
import type { EngineDeps } from './engine-deps';
import { retryDueAt, type DispatchOutcome } from './outcome';
import { gaveUpReason, type ClaimedTarget } from './record-outcome';
import type { ClaimedRow } from './target-claims';

/**
 * What a failed send becomes: bad content fails with the network's reason, a refused token asks for
 * a reconnect, a lost answer is looked up, and transient failures and rate limits are retried within
 * the retry window (a rate limit at its reset, without counting an attempt).
 */
export async function sortFailure(
  deps: EngineDeps,
  claimed: ClaimedTarget,
  post: PostRow,
  provider: Provider,
  account: PublishingAccount,
  error: unknown,
): Promise<DispatchOutcome> {
  const now = deps.now();
  // Anything that is not a sorted network answer may have happened after the request left: treat as unconfirmed.
  const failure = isPublishError(error)
    ? error
    : new PublishError('unconfirmed', (error as Error)?.message ?? String(error));
  if (!isPublishError(error))
    deps.logger.error({ err: error, targetId: claimed.target.id }, 'unexpected publish error');
  switch (failure.kind) {
    case 'bad_content':
      return { kind: 'failed', reason: failure.message };
    case 'auth':
      return { kind: 'needs_reconnect', reason: failure.message };
    case 'unconfirmed':
      return settleUnconfirmed(deps, claimed.target, provider, account, failure.message, post.postDate);
    case 'transient':
    case 'rate_limited': {
      const windowMinutes = deps.config.publishing.retryWindowMinutes;
      const firstDue = (post.postDate ?? claimed.target.createdAt).getTime();
      if (now.getTime() > firstDue + windowMinutes * 60_000)
        return { kind: 'failed', reason: gaveUpReason(windowMinutes, failure.message) };
      const rateLimited = failure.kind === 'rate_limited';
      const dueAt = rateLimited
        ? (failure.retryAt ?? new Date(now.getTime() + 60_000))
        : retryDueAt(now, claimed.target.attempts, failure.retryAt, deps.config.publishing.retryBaseSeconds);
      return { kind: 'retry', reason: failure.message, dueAt, rateLimited };
    }
  }
}

/**
 * The network may have the post. Where it can be looked up by the idempotency key, the answer
 * settles it; otherwise the user decides (never resent blindly).
 */
export async function settleUnconfirmed(
  deps: Pick<EngineDeps, 'db' | 'cipher' | 'now' | 'logger'>,
  target: ClaimedRow,
  provider: Provider | undefined,
  account: PublishingAccount | null,
  reason: string,
  postDate: Date | null,
): Promise<DispatchOutcome> {
  if (!provider?.lookup || !account?.tokens)
    return { kind: 'unconfirmed', reason: messages.publishing.unconfirmed };
  try {
    const found = await provider.lookup({
      idempotencyKey: target.id,
      sendAt: postDate ?? target.createdAt,
      account: { externalId: account.externalId, type: account.type, metadata: account.metadata },
      tokens: account.tokens,
    });
    if (found) return { kind: 'published', externalId: found.externalId, url: found.url };
    return { kind: 'retry', reason, dueAt: deps.now(), rateLimited: false };
  } catch (error) {
    deps.logger.warn({ err: error, targetId: target.id }, 'lookup of an unconfirmed send failed');
    return { kind: 'unconfirmed', reason: messages.publishing.unconfirmed };
  }
}
