import { messages, type PublishedPart } from '@kairos/core';
import type { PublishingAccount } from '../accounts/account-tokens';
import type { PostRow } from '../posts/post-repository';
import { isPublishError, PublishError } from '../../providers/publish-error';
import type { Provider, PublishResult } from '../../providers/provider';
import type { EngineDeps } from './engine-deps';
import { retryDueAt, type DispatchOutcome } from './outcome';
import { partKey, partLabel, type PostPart } from './post-parts';
import { gaveUpReason, type ClaimedTarget } from './record-outcome';
import type { ClaimedRow } from './target-claims';

/** How far a send of several parts got when one failed (decision 0064). */
export interface PartsProgress {
  parts: readonly PostPart[];
  /** The part that failed: the next one to send. */
  index: number;
  /** The parts confirmed before it, the post first; already saved on the target. */
  done: readonly PublishedPart[];
}

/** A post of one part, not yet sent: what a failure meant before posts had parts. */
const firstPart = (parts: readonly PostPart[]): PartsProgress => ({ parts, index: 0, done: [] });

/**
 * What a failed send becomes: bad content fails with the network's reason, a refused token asks for
 * a reconnect, a lost answer is looked up, and transient failures and rate limits are retried within
 * the retry window (a rate limit at its reset, without counting an attempt). A later part's failure
 * leaves the parts before it on the network and on the target: a retry goes on from the failed one.
 */
export async function sortFailure(
  deps: EngineDeps,
  claimed: ClaimedTarget,
  post: PostRow,
  provider: Provider,
  account: PublishingAccount,
  error: unknown,
  progress: PartsProgress = firstPart([]),
): Promise<DispatchOutcome> {
  const now = deps.now();
  // Anything that is not a sorted network answer may have happened after the request left: treat as unconfirmed.
  const failure = isPublishError(error)
    ? error
    : new PublishError('unconfirmed', (error as Error)?.message ?? String(error));
  if (!isPublishError(error))
    deps.logger.error({ err: error, targetId: claimed.target.id }, 'unexpected publish error');
  // A later part's refusal says the post itself is out.
  const refusal =
    progress.index === 0
      ? failure.message
      : messages.publishing.partRefused(partLabel(progress.parts, progress.index), failure.message);
  switch (failure.kind) {
    case 'bad_content':
      return { kind: 'failed', reason: refusal };
    case 'auth':
      return { kind: 'needs_reconnect', reason: refusal };
    case 'unconfirmed':
      return settleUnconfirmed(
        deps,
        claimed.target,
        provider,
        account,
        failure.message,
        post.postDate,
        progress,
      );
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

type LookupRequest = Omit<Parameters<NonNullable<Provider['lookup']>>[0], 'replyTo'>;

/** How the network finds the part a lost answer was for, by its idempotency key; null where it cannot. */
function partLookup(
  provider: Provider,
  request: LookupRequest,
  { parts, index, done }: PartsProgress,
): (() => Promise<PublishResult | null>) | null {
  const part = parts[index];
  const idempotencyKey = partKey(request.idempotencyKey, parts, index);
  const [root] = done;
  if (!part || part.kind === 'post' || !root) return provider.lookup ? () => provider.lookup!(request) : null;
  if (part.kind === 'comment') {
    const lookupComment = provider.lookupComment?.bind(provider);
    const { message } = part;
    return lookupComment ? () => lookupComment({ ...request, idempotencyKey, post: root, message }) : null;
  }
  const parent = done[index - 1] ?? root;
  const lookup = provider.lookup?.bind(provider);
  return lookup ? () => lookup({ ...request, idempotencyKey, replyTo: { index, root, parent } }) : null;
}

/**
 * The network may have the part. Where it can be looked up by its idempotency key, the answer settles
 * it: found, it joins the parts on the network (and the rest are sent next); not found, it is sent
 * again. Otherwise the user decides (never resent blindly), told which part it was.
 */
export async function settleUnconfirmed(
  deps: Pick<EngineDeps, 'db' | 'cipher' | 'now' | 'logger'>,
  target: ClaimedRow,
  provider: Provider | undefined,
  account: PublishingAccount | null,
  reason: string,
  postDate: Date | null,
  progress: PartsProgress = firstPart([]),
): Promise<DispatchOutcome> {
  const unconfirmed: DispatchOutcome = {
    kind: 'unconfirmed',
    reason:
      progress.index === 0
        ? messages.publishing.unconfirmed
        : messages.publishing.partUnconfirmed(partLabel(progress.parts, progress.index)),
  };
  if (!provider || !account?.tokens) return unconfirmed;
  const lookup = partLookup(
    provider,
    {
      idempotencyKey: target.id,
      sendAt: postDate ?? target.createdAt,
      account: { externalId: account.externalId, type: account.type, metadata: account.metadata },
      tokens: account.tokens,
    },
    progress,
  );
  if (!lookup) return unconfirmed;
  try {
    const found = await lookup();
    if (!found) return { kind: 'retry', reason, dueAt: deps.now(), rateLimited: false };
    const parts = [...progress.done, publishedPart(found)];
    const [first] = parts as [PublishedPart, ...PublishedPart[]];
    // The last part found: the post is whole. Otherwise the rest goes out at once, after it.
    return progress.index >= progress.parts.length - 1
      ? { kind: 'published', externalId: first.externalId, url: first.url, parts }
      : { kind: 'retry', reason, dueAt: deps.now(), rateLimited: false, parts };
  } catch (error) {
    deps.logger.warn({ err: error, targetId: target.id }, 'lookup of an unconfirmed send failed');
    return unconfirmed;
  }
}

/** A network's answer as a target keeps it. */
export function publishedPart(result: PublishResult): PublishedPart {
  return {
    externalId: result.externalId,
    url: result.url,
    ...(result.reference ? { reference: result.reference } : {}),
  };
}
