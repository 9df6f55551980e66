import { blockedReasonText, messages, networkName } from '@kairos/core';
import type { PublishOutcomeNotice } from './publish-outcome-notice';
import { escapeHtml, isSafeHref, sanitizeMessage } from './sanitize-message';

export interface OutcomeMessage {
  /** Sanitized HTML, ready to store. */
  message: string;
  needToReconnect: boolean;
}

const text = messages.notifications;

/** Line breaks of the post's text survive as <br>; everything else in it is text. */
const paragraph = (plain: string) => escapeHtml(plain).replace(/\r?\n/g, '<br />');

function reasonSentence(network: string, reason: string | null | undefined): string {
  const trimmed = reason?.trim();
  return trimmed ? ` ${escapeHtml(text.networkSaid(network, trimmed))}` : '';
}

/** Spec: 'Some of your accounts have expired. Please reconnect ... on the Settings page.', linked. */
function reconnectSentence(calendarId: string): string {
  const link = `<a href="/${encodeURIComponent(calendarId)}/settings">Settings page</a>`;
  return escapeHtml(messages.calendars.expiredAccounts).replace('Settings page', link);
}

function reminderBody(reminder: PublishOutcomeNotice['reminder']): string {
  if (!reminder) return '';
  const body = reminder.message.trim() ? `<p>${paragraph(reminder.message)}</p>` : '';
  const links = reminder.mediaUrls.filter(isSafeHref);
  if (links.length === 0) return body;
  const items = links.map((url) => `<li><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></li>`);
  return `${body}<p>${escapeHtml(text.reminderMedia)}</p><ul>${items.join('')}</ul>`;
}

/** The text a notice becomes: who it is about, what happened and what to do, as sanitized HTML. */
export function buildOutcomeMessage(notice: PublishOutcomeNotice): OutcomeMessage {
  const networkPlain = networkName(notice.account.socialMedia);
  const network = escapeHtml(networkPlain);
  const account = `<b>${escapeHtml(notice.account.name)}</b>`;
  let html: string;
  switch (notice.kind) {
    case 'failed':
      html = text.failed(account, network) + reasonSentence(networkPlain, notice.reason);
      break;
    case 'blocked': {
      const reason = notice.reason?.trim() ? ` ${escapeHtml(blockedReasonText(notice.reason.trim()))}` : '';
      html = `${escapeHtml(messages.retry.blocked)}${reason}<br />${text.blockedAccount(account, network)}`;
      break;
    }
    case 'needs_reconnect':
      html = `${text.needsReconnect(account, network)} ${reconnectSentence(notice.calendarId)}`;
      break;
    case 'unconfirmed':
      html = `${text.unconfirmed(account, network)} ${escapeHtml(messages.retry.tooltip)}.`;
      break;
    case 'reminder':
      html = `<p>${text.reminder(network, account)}</p>${reminderBody(notice.reminder)}`;
      break;
  }
  return { message: sanitizeMessage(html), needToReconnect: notice.kind === 'needs_reconnect' };
}
