/**
 * DESIGN.md, Publishing: "scheduled → publishing → published, or failed, needs_reconnect, unconfirmed,
 * blocked, and reminder_sent for networks that publish through the mobile app."
 */
export const publishTargetStates = [
  'scheduled',
  'publishing',
  'published',
  'failed',
  'needs_reconnect',
  'unconfirmed',
  'blocked',
  'reminder_sent',
] as const;
export type PublishTargetStateName = (typeof publishTargetStates)[number];

/** States after which the account was reached: never sent again by an edit or a retry. */
export const reachedStates: readonly PublishTargetStateName[] = ['published', 'reminder_sent'];
