import { messages } from '@kairos/core';
import { describe, expect, it } from 'vitest';
import { buildOutcomeMessage } from './outcome-message';
import type { PublishOutcomeNotice } from './publish-outcome-notice';

const notice = (facts: Partial<PublishOutcomeNotice>): PublishOutcomeNotice => ({
  kind: 'failed',
  postId: 'p1',
  calendarId: 'c1',
  authorId: 'u1',
  account: { id: 'a1', name: 'Acme Shoes', socialMedia: 'linkedin' },
  ...facts,
});

const text = messages.notifications;
const account = '<b>Acme Shoes</b>';

describe('buildOutcomeMessage', () => {
  it("says a post failed with the network's reason", () => {
    expect(buildOutcomeMessage(notice({ reason: 'Duplicate content' }))).toEqual({
      message: `${text.failed(account, 'LinkedIn')} LinkedIn said: Duplicate content`,
      needToReconnect: false,
    });
  });

  it('says a post failed without a reason when the network gave none', () => {
    expect(buildOutcomeMessage(notice({ reason: '  ' })).message).toBe(text.failed(account, 'LinkedIn'));
  });

  it("escapes a network's reason so that it cannot inject markup", () => {
    const { message } = buildOutcomeMessage(
      notice({ reason: 'Bad <img src=x onerror="alert(1)"> & <b>co</b>' }),
    );
    expect(message).toBe(
      `${text.failed(account, 'LinkedIn')} LinkedIn said: Bad &lt;img src=x onerror="alert(1)"&gt; &amp; &lt;b&gt;co&lt;/b&gt;`,
    );
    expect(message).not.toContain('<img');
  });

  it('escapes the account name', () => {
    const { message } = buildOutcomeMessage(
      notice({ account: { id: 'a1', name: '<script>x</script>Shop', socialMedia: 'twitter' } }),
    );
    expect(message).toContain('<b>&lt;script&gt;x&lt;/script&gt;Shop</b>');
  });

  it("says 'This post was blocked.' with the rule", () => {
    expect(buildOutcomeMessage(notice({ kind: 'blocked', reason: 'Campaign conflict' }))).toEqual({
      message: `${messages.retry.blocked} Campaign conflict<br />${text.blockedAccount(account, 'LinkedIn')}`,
      needToReconnect: false,
    });
  });

  it.each([
    ['No content from library', messages.retry.noLibraryContent],
    ['Instagram: No Mobile tokens found for user', messages.retry.noMobileTokens],
  ])('replaces the blocked reason %j as the error catalogue says', (reason, replacement) => {
    const { message } = buildOutcomeMessage(notice({ kind: 'blocked', reason }));
    expect(message).toContain(`${messages.retry.blocked} ${replacement}<br />`);
    expect(message).not.toContain(reason);
  });

  it('asks to reconnect on the Settings page, linked, and flags needToReconnect', () => {
    const { message, needToReconnect } = buildOutcomeMessage(notice({ kind: 'needs_reconnect' }));
    expect(needToReconnect).toBe(true);
    expect(message).toBe(
      `${text.needsReconnect(account, 'LinkedIn')} Some of your accounts have expired. Please reconnect your social media account on the <a href="/c1/settings">Settings page</a>.`,
    );
    expect(message.replace(/<[^>]+>/g, '')).toContain(messages.calendars.expiredAccounts);
  });

  it('never says an unconfirmed send failed, and asks to check the account before retrying', () => {
    const { message, needToReconnect } = buildOutcomeMessage(
      notice({ kind: 'unconfirmed', account: { id: 'a1', name: 'Acme', socialMedia: 'twitter' } }),
    );
    expect(needToReconnect).toBe(false);
    expect(message).toBe(`${text.unconfirmed('<b>Acme</b>', 'Twitter')} ${messages.retry.tooltip}.`);
    expect(message).not.toMatch(/fail/i);
  });

  it('reminds to post from the phone with the text and the media links', () => {
    const { message, needToReconnect } = buildOutcomeMessage(
      notice({
        kind: 'reminder',
        account: { id: 'a1', name: 'Acme', socialMedia: 'tiktok' },
        reminder: {
          message: 'New drop <3\nTonight & tomorrow',
          mediaUrls: ['https://cdn.example/a.jpg', '/media/b.mp4', 'javascript:alert(1)'],
        },
      }),
    );
    expect(needToReconnect).toBe(false);
    expect(message).toBe(
      `<p>Time to post on TikTok: open the Kairos mobile app and publish this post to <b>Acme</b>.</p>` +
        '<p>New drop &lt;3<br />Tonight &amp; tomorrow</p>' +
        `<p>${text.reminderMedia}</p>` +
        '<ul><li><a href="https://cdn.example/a.jpg">https://cdn.example/a.jpg</a></li>' +
        '<li><a href="/media/b.mp4">/media/b.mp4</a></li></ul>',
    );
  });

  it('reminds without a media list when there is no media', () => {
    const { message } = buildOutcomeMessage(
      notice({
        kind: 'reminder',
        account: { id: 'a1', name: 'Acme', socialMedia: 'instagram' },
        reminder: { message: 'Hello', mediaUrls: [] },
      }),
    );
    expect(message).toBe(`<p>${text.reminder('Instagram', '<b>Acme</b>')}</p><p>Hello</p>`);
  });
});
