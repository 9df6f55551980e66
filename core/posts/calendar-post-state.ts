import type { PublishTargetStateName } from './publish-target-states';
import { reachedStates } from './publish-target-states';

/**
 * What became of a post, in one word, for a calendar chip: the states of its accounts folded into
 * the one the user must act on first.
 */
export const calendarPostStates = ['blocked', 'attention', 'publishing', 'scheduled', 'published'] as const;
export type CalendarPostState = (typeof calendarPostStates)[number];

/** The target states that did not reach the network and that Retry is for. */
export const attentionStates: readonly PublishTargetStateName[] = [
  'failed',
  'needs_reconnect',
  'unconfirmed',
  'blocked',
];

export interface PostStateFacts {
  blocked: boolean;
  timing: 'now' | 'schedule';
  /** The state of each of its publish targets. */
  states: readonly PublishTargetStateName[];
}

/**
 * - blocked: a rule blocked the post, or every account of it;
 * - attention: some account failed, needs a reconnect, is unconfirmed or blocked (Retry is offered);
 * - published: every account was reached;
 * - scheduled: a scheduled post none of whose accounts has been sent yet (it may still be moved);
 * - publishing: anything in between (being sent, partly sent, or a 'now' post on its way).
 */
export function calendarPostState({ blocked, timing, states }: PostStateFacts): CalendarPostState {
  if (blocked || (states.length > 0 && states.every((state) => state === 'blocked'))) return 'blocked';
  if (states.some((state) => attentionStates.includes(state))) return 'attention';
  if (states.length > 0 && states.every((state) => reachedStates.includes(state))) return 'published';
  if (timing === 'schedule' && states.every((state) => state === 'scheduled')) return 'scheduled';
  return 'publishing';
}

/** "A blocked or not-posted post shows a warning icon or Retry button." */
export const needsAttention = (state: CalendarPostState) => state === 'blocked' || state === 'attention';
