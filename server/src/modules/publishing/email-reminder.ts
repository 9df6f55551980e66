import type { PublishingAccount } from '../accounts/account-tokens';
import { reminderPostUrl, sendReminderEmail, shouldEmailReminders } from '../notifications/reminder-email';
import { findReminderRecipient } from '../notifications/reminder-recipient';
import type { PostRow } from '../posts/post-repository';
import type { EngineDeps } from './engine-deps';
import type { ClaimedTarget } from './record-outcome';

/** After the commit, so a failed e-mail never undoes the reminder: the notification is already there. */
export async function emailReminder(
  deps: EngineDeps,
  post: PostRow,
  account: PublishingAccount,
  claimed: ClaimedTarget,
) {
  if (!shouldEmailReminders(deps.config) || !claimed.reminder) return;
  try {
    const recipient = await findReminderRecipient(deps.db, {
      calendarId: post.calendarId,
      authorId: post.authorId,
    });
    if (!recipient) return;
    await sendReminderEmail(deps.mailer, deps.config, {
      ...recipient,
      to: recipient.email,
      network: account.socialMedia,
      accountName: account.name,
      message: claimed.reminder.message,
      mediaUrls: claimed.reminder.mediaUrls,
      postUrl: reminderPostUrl(deps.config, post.calendarId, post.id),
    });
  } catch (error) {
    deps.logger.warn({ err: error, postId: post.id }, 'reminder e-mail failed');
  }
}
