import { messages, networkName } from '@kairos/core';
import type { Config } from '../../config';
import type { Mailer } from '../../mail/mailer';

export interface ReminderEmail {
  to: string;
  /** The person's name, for the greeting. */
  name: string;
  /** The social type ('tiktok') or its display name ('TikTok'). */
  network: string;
  /** The account to post to, when known. */
  accountName?: string;
  /** The post's text, to paste into the app. */
  message: string;
  /** Absolute, or paths of this server (made absolute with PUBLIC_URL). */
  mediaUrls: string[];
  postUrl: string;
}

/**
 * Item 5: "a notification, and an e-mail when SMTP is configured". Without SMTP the mailer only logs,
 * so the reminder would reach nobody twice: the notification alone is enough.
 */
export function shouldEmailReminders(config: Pick<Config, 'smtp'>): boolean {
  return config.smtp !== undefined;
}

/** The page of a post in the web app, for the e-mail's link. */
export function reminderPostUrl(
  config: Pick<Config, 'publicUrl'>,
  calendarId: string,
  postId: string,
): string {
  return `${config.publicUrl}/${encodeURIComponent(calendarId)}/calendar?post=${encodeURIComponent(postId)}`;
}

const absolute = (publicUrl: string, url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

/** The mobile-app reminder as an e-mail: the text to post and the media to add, in plain text. */
export async function sendReminderEmail(
  mailer: Mailer,
  config: Pick<Config, 'publicUrl'>,
  email: ReminderEmail,
): Promise<void> {
  const text = messages.notifications;
  const network = networkName(email.network);
  const media = email.mediaUrls.map((url) => `- ${absolute(config.publicUrl, url)}`);
  const lines = [
    text.reminderEmailGreeting(email.name),
    '',
    email.accountName ? text.reminder(network, email.accountName) : text.reminderEmailIntro(network),
    '',
    email.message,
    ...(media.length > 0 ? ['', text.reminderMedia, ...media] : []),
    '',
    text.reminderEmailOpenPost,
    email.postUrl,
    '',
  ];
  await mailer.send({ to: email.to, subject: text.reminderEmailSubject(network), text: lines.join('\n') });
}
