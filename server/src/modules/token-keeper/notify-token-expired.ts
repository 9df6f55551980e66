import { canViewCalendar, messages, networkName } from '@kairos/core';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { accounts } from '../../db/schema';
import { findCandidates, insertNotifications } from '../notifications/notification-repository';
import { escapeHtml, sanitizeMessage } from '../notifications/sanitize-message';

/** Ours: the spec has only the reconnect sentence, which follows with its link to the settings. */
export const tokenLapsedText = (account: string, network: string) =>
  `The network refused to renew the connection of ${account} on ${network}.`;

/** The notice, as sanitized HTML: which account, then the spec's sentence with the Settings page linked. */
export function tokenExpiredMessage(input: {
  calendarId: string;
  name: string;
  socialMedia: string;
}): string {
  const account = `<b>${escapeHtml(input.name)}</b>`;
  const link = `<a href="/${encodeURIComponent(input.calendarId)}/settings">Settings page</a>`;
  const reconnect = escapeHtml(messages.calendars.expiredAccounts).replace('Settings page', link);
  return sanitizeMessage(
    `${tokenLapsedText(account, escapeHtml(networkName(input.socialMedia)))} ${reconnect}`,
  );
}

/**
 * The token keeper found an account the network no longer renews: whoever connected it, the team's
 * owner and its admins (once each, those who may see the calendar) get a reconnect notification.
 * Runs in the transaction that marks the account tokenExpired.
 */
export async function notifyTokenExpired(db: Executor, accountId: string): Promise<void> {
  const [account] = await db
    .select({
      calendarId: accounts.calendarId,
      name: accounts.name,
      socialMedia: accounts.socialMedia,
      connectedByUserId: accounts.connectedByUserId,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) return;
  const candidates = await findCandidates(db, account.calendarId, account.connectedByUserId);
  const message = tokenExpiredMessage(account);
  await insertNotifications(
    db,
    candidates
      .filter((candidate) => canViewCalendar(candidate, account.calendarId))
      .map((recipient) => ({
        userId: recipient.id,
        calendarId: account.calendarId,
        postId: null,
        message,
        needToReconnect: true,
      })),
  );
}
