import { messages, networkTable, type AccountType, type SocialType } from '@kairos/core';
import type { PostRow } from '../posts/post-repository';
import type { Provider, PublishContent } from '../../providers/provider';
import { publishContent, replyContent } from './publish-content';

/** One part of what a target sends (decision 0064), in the order sent. */
export type PostPart =
  | { kind: 'post'; content: PublishContent }
  | { kind: 'reply'; content: PublishContent }
  | { kind: 'comment'; message: string };

/**
 * The parts a target sends: the post; then, where the network threads, its thread's replies; then,
 * where the network takes one for this kind of account, its first comment. A provider that cannot
 * send a kind (network-providers.test.ts checks every one that should can) sends the post alone.
 */
export function partsOf(
  post: PostRow,
  account: { id: string; type: AccountType | null },
  socialType: SocialType,
  provider: Pick<Provider, 'reply' | 'comment'>,
): PostPart[] {
  const rules = networkTable[socialType];
  const parts: PostPart[] = [{ kind: 'post', content: publishContent(post, account.id) }];
  if (rules.thread && provider.reply) {
    for (const reply of post.content.thread)
      parts.push({ kind: 'reply', content: replyContent(post, account.id, reply) });
  }
  const comment = post.content.firstComment.trim();
  const commentTypes = rules.firstComment?.accountTypes;
  const commentsHere =
    commentTypes === 'all' || (account.type !== null && (commentTypes ?? []).includes(account.type));
  if (comment !== '' && commentsHere && provider.comment) parts.push({ kind: 'comment', message: comment });
  return parts;
}

/** How messages name a later part: "part 2 of 3 of the thread", "the first comment". */
export function partLabel(parts: readonly PostPart[], index: number): string {
  if (parts[index]?.kind === 'comment') return messages.publishing.firstComment;
  const threadLength = parts.filter((part) => part.kind !== 'comment').length;
  return messages.publishing.threadPart(index + 1, threadLength);
}

/**
 * The idempotency key of a part: the target's id for the post (as before parts existed), the id and
 * the reply's place for a reply, the id and "comment" for the comment. Each stays the same for every
 * send of that part, and differs from every other part's.
 */
export function partKey(targetId: string, parts: readonly PostPart[], index: number): string {
  if (index === 0) return targetId;
  return parts[index]?.kind === 'comment' ? `${targetId}:comment` : `${targetId}:${index}`;
}
