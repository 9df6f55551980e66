import type { PublishedPart } from '@kairos/core';
import type { PublishingAccount } from '../accounts/account-tokens';
import type { PostRow } from '../posts/post-repository';
import type { Provider, PublishResult, TokenSet } from '../../providers/provider';
import type { EngineDeps } from './engine-deps';
import type { DispatchOutcome } from './outcome';
import { partKey, type PostPart } from './post-parts';
import type { ClaimedTarget } from './record-outcome';
import { publishedPart, sortFailure } from './sort-failure';
import { recordProgress } from './target-claims';

export interface PartsSend {
  deps: EngineDeps;
  claimed: ClaimedTarget;
  post: PostRow;
  provider: Provider;
  account: PublishingAccount;
  tokens: TokenSet;
  parts: readonly PostPart[];
}

/**
 * Sends a target's parts in order, from the first one it does not have yet (decision 0064). Each
 * part confirmed is saved on the target under its claim before the next one goes, so a retry, a
 * crash or a taken-over claim goes on after the last confirmed part and never sends one twice; a
 * claim lost meanwhile stops the send. A part's failure sorts as the post's would, with the parts
 * before it kept.
 */
export async function sendParts(send: PartsSend): Promise<DispatchOutcome> {
  const { deps, claimed, parts } = send;
  let done: PublishedPart[] = [...claimed.target.parts];
  for (let index = done.length; index < parts.length; index += 1) {
    let result: PublishResult;
    try {
      result = await sendPart(send, index, done);
    } catch (error) {
      const { post, provider, account } = send;
      return sortFailure(deps, claimed, post, provider, account, error, { parts, index, done });
    }
    done = [...done, publishedPart(result)];
    if (index < parts.length - 1) {
      const until = new Date(deps.now().getTime() + deps.config.publishing.claimSeconds * 1000);
      const held = { id: claimed.target.id, claimToken: claimed.claimToken };
      if (!(await recordProgress(deps.db, held, done, until))) return { kind: 'gone' };
    }
  }
  const [first] = done as [PublishedPart, ...PublishedPart[]];
  return { kind: 'published', externalId: first.externalId, url: first.url, parts: done };
}

function sendPart(send: PartsSend, index: number, done: readonly PublishedPart[]): Promise<PublishResult> {
  const { claimed, post, provider, account, tokens, parts } = send;
  const request = {
    idempotencyKey: partKey(claimed.target.id, parts, index),
    sendAt: post.postDate ?? claimed.target.createdAt,
    account: { externalId: account.externalId, type: account.type, metadata: account.metadata },
    tokens,
  };
  const part = parts[index]!;
  if (part.kind === 'post') return provider.publish({ ...request, content: part.content });
  // A later part: the post before it is on the network (sendParts starts from the parts done).
  const root = done[0]!;
  if (part.kind === 'comment') {
    if (!provider.comment) throw new Error(`${provider.displayName} takes no comments`);
    return provider.comment({ ...request, post: root, message: part.message });
  }
  if (!provider.reply) throw new Error(`${provider.displayName} takes no replies`);
  const replyTo = { index, root, parent: done[index - 1] ?? root };
  return provider.reply({ ...request, content: part.content, replyTo });
}
