import { canViewCalendar } from '@kairos/core';
import type { Executor } from '../../db/database';
import { findCandidates, insertNotifications } from './notification-repository';
import { buildOutcomeMessage } from './outcome-message';
import type { PublishOutcomeNotice } from './publish-outcome-notice';

export type { PublishOutcomeNotice } from './publish-outcome-notice';

/**
 * Tells the post's author, the team's owner and its admins (once each, and only those who may see the
 * calendar) about a target that did not simply publish. Runs on the engine's transaction, so the
 * notification commits with the outcome or not at all.
 */
export async function notifyPublishOutcome(db: Executor, input: PublishOutcomeNotice): Promise<void> {
  const { message, needToReconnect } = buildOutcomeMessage(input);
  const candidates = await findCandidates(db, input.calendarId, input.authorId);
  const recipients = candidates.filter((candidate) => canViewCalendar(candidate, input.calendarId));
  await insertNotifications(
    db,
    recipients.map((recipient) => ({
      userId: recipient.id,
      calendarId: input.calendarId,
      postId: input.postId,
      message,
      needToReconnect,
    })),
  );
}
