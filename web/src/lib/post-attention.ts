import { type PostView, type PublishTargetStateName } from '@kairos/core';

/** The target states that did not reach the network and that Retry is for. */
const attentionStates: readonly PublishTargetStateName[] = [
  'failed',
  'needs_reconnect',
  'unconfirmed',
  'blocked',
];

/** "A blocked or not-posted post shows a warning icon or Retry button." */
export function postNeedsAttention(post: PostView): boolean {
  return post.blocked || post.targets.some((target) => attentionStates.includes(target.state));
}

/** A scheduled post can be moved while none of its targets has been sent or is being sent. */
export function isReschedulable(post: PostView): boolean {
  return (
    !post.draft &&
    post.timing === 'schedule' &&
    post.targets.length > 0 &&
    post.targets.every((target) => target.state === 'scheduled')
  );
}
