import { messages, networkName, postExcerpt } from '@kairos/core';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/database';
import { accounts, posts } from '../../db/schema';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { reminderPostUrl } from '../notifications/reminder-email';
import type { NotificationMailJob } from './mail-queue';
import { mailRecipients, type MailRecipient } from './mail-recipients';

export interface MailDeps {
  db: Executor;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
}

const settingsLink = (config: Pick<Config, 'publicUrl'>, calendarId: string, section: string) =>
  `${config.publicUrl}/${encodeURIComponent(calendarId)}/settings#${section}`;

function footer(config: Pick<Config, 'publicUrl'>, calendarId: string): string[] {
  return ['', `Choose which e-mails you get: ${settingsLink(config, calendarId, 'notifications')}`, ''];
}

async function sendEach(
  deps: MailDeps,
  recipients: MailRecipient[],
  write: (to: MailRecipient) => MailMessage,
) {
  for (const recipient of recipients) await deps.mailer.send(write(recipient));
}

/** A post could not be published to one account: its author, the owner and admins who want to know. */
async function failedMail(deps: MailDeps, job: Extract<NotificationMailJob, { kind: 'failed' }>) {
  const [row] = await deps.db
    .select({
      calendarId: posts.calendarId,
      authorId: posts.authorId,
      message: posts.message,
      accountName: accounts.name,
      socialMedia: accounts.socialMedia,
    })
    .from(posts)
    .innerJoin(accounts, eq(accounts.id, job.accountId))
    .where(eq(posts.id, job.postId));
  if (!row) return;
  const network = networkName(row.socialMedia);
  const recipients = await mailRecipients(deps.db, {
    calendarId: row.calendarId,
    personId: row.authorId,
    preference: 'emailOnFailedPublish',
  });
  await sendEach(deps, recipients, (to) => ({
    to: to.email,
    subject: `A post could not be published to ${row.accountName} on ${network}`,
    text: [
      `Hi ${to.name},`,
      '',
      `Your post could not be published to ${row.accountName} on ${network}.`,
      ...(job.reason ? [`The network said: ${job.reason}`] : []),
      '',
      `"${postExcerpt(row.message, 200)}"`,
      '',
      `${messages.retry.tooltip}. Open the post to retry:`,
      reminderPostUrl(deps.config, row.calendarId, job.postId),
      ...footer(deps.config, row.calendarId),
    ].join('\n'),
  }));
}

/**
 * An account's connection lapsed. Sent once per lapse: the job is written only by whoever marked the
 * account expired, and skipped when it was reconnected before the mail went out.
 */
async function reconnectMail(deps: MailDeps, job: Extract<NotificationMailJob, { kind: 'reconnect' }>) {
  const [account] = await deps.db
    .select({
      calendarId: accounts.calendarId,
      name: accounts.name,
      socialMedia: accounts.socialMedia,
      tokenExpired: accounts.tokenExpired,
      connectedByUserId: accounts.connectedByUserId,
    })
    .from(accounts)
    .where(eq(accounts.id, job.accountId));
  if (!account?.tokenExpired) return;
  const network = networkName(account.socialMedia);
  const recipients = await mailRecipients(deps.db, {
    calendarId: account.calendarId,
    personId: account.connectedByUserId,
    preference: 'emailOnReconnectNeeded',
  });
  await sendEach(deps, recipients, (to) => ({
    to: to.email,
    subject: `Reconnect ${account.name} on ${network}`,
    text: [
      `Hi ${to.name},`,
      '',
      `${account.name} on ${network} needs to be connected again before Kairos can publish to it.`,
      messages.calendars.expiredAccounts,
      settingsLink(deps.config, account.calendarId, 'accounts'),
      ...footer(deps.config, account.calendarId),
    ].join('\n'),
  }));
}

export async function sendNotificationMail(deps: MailDeps, job: NotificationMailJob): Promise<void> {
  if (job.kind === 'failed') return failedMail(deps, job);
  return reconnectMail(deps, job);
}
