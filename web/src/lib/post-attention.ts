import { calendarPostState, needsAttention, type CalendarPostState, type PostView } from '@kairos/core';

/** The one word the calendar's read model gives a post, from a full post. */
export function fullPostState(post: PostView): CalendarPostState {
  return calendarPostState({
    blocked: post.blocked,
    timing: post.timing,
    states: post.targets.map((target) => target.state),
  });
}

/** "A blocked or not-posted post shows a warning icon or Retry button." */
export function postNeedsAttention(post: PostView): boolean {
  return needsAttention(fullPostState(post));
}
