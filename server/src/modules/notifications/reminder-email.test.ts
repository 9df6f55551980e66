import { messages } from '@kairos/core';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { MailMessage } from '../../mail/mailer';
import { reminderPostUrl, sendReminderEmail, shouldEmailReminders } from './reminder-email';

describe('reminder e-mail', () => {
  it('is sent only when SMTP is configured', () => {
    expect(shouldEmailReminders(loadConfig({}))).toBe(false);
    expect(shouldEmailReminders(loadConfig({ SMTP_HOST: 'smtp.example.com' }))).toBe(true);
  });

  it('carries the text to post and the media links, made absolute', async () => {
    const sent: MailMessage[] = [];
    const config = loadConfig({ PUBLIC_URL: 'https://kairos.example' });
    await sendReminderEmail({ send: async (mail) => void sent.push(mail) }, config, {
      to: 'ada@example.com',
      name: 'Ada',
      network: 'tiktok',
      accountName: 'Acme',
      message: 'New drop <3\nTonight',
      mediaUrls: ['/media/a.mp4', 'https://cdn.example/b.jpg'],
      postUrl: reminderPostUrl(config, 'c1', 'p1'),
    });
    expect(sent).toEqual([
      {
        to: 'ada@example.com',
        subject: messages.notifications.reminderEmailSubject('TikTok'),
        text: [
          'Hi Ada,',
          '',
          'Time to post on TikTok: open the Kairos mobile app and publish this post to Acme.',
          '',
          'New drop <3\nTonight',
          '',
          messages.notifications.reminderMedia,
          '- https://kairos.example/media/a.mp4',
          '- https://cdn.example/b.jpg',
          '',
          messages.notifications.reminderEmailOpenPost,
          'https://kairos.example/c1/calendar?post=p1',
          '',
        ].join('\n'),
      },
    ]);
  });

  it('leaves the media list out when there is none and names no account when none is given', async () => {
    const sent: MailMessage[] = [];
    await sendReminderEmail({ send: async (mail) => void sent.push(mail) }, loadConfig({}), {
      to: 'ada@example.com',
      name: 'Ada',
      network: 'Snapchat',
      message: 'Hello',
      mediaUrls: [],
      postUrl: 'https://kairos.example/c1/calendar',
    });
    expect(sent[0]?.text).toContain(messages.notifications.reminderEmailIntro('Snapchat'));
    expect(sent[0]?.text).not.toContain(messages.notifications.reminderMedia);
  });
});
