import { messages } from '@kairos/core';
import type { Executor } from '../../db/database';
import type { TokenCipher } from '../../crypto/token-cipher';
import type { ConnectableAccount, TokenSet } from '../../providers/provider';
import {
  findAccountsByIds,
  findCalendarAccountsByExternalIds,
  upsertConnectedAccount,
} from './account-repository';
import type { ConnectAttemptRow } from './connect-attempt-repository';
import { connectionValues } from './connection-values';

export type ReconnectResult = { accountId: string } | { error: string };

/**
 * A reconnect renews the same account (same id, new tokens, tokenExpired cleared) when the network
 * offered it again. Other accounts of the calendar that came back in the same grant and had expired
 * are renewed too, so one reconnect mends a profile and its pages together.
 */
export async function reconnectAccount(
  db: Executor,
  cipher: TokenCipher,
  input: {
    attempt: Pick<ConnectAttemptRow, 'calendarId' | 'socialMedia' | 'userId'>;
    accountId: string;
    tokens: TokenSet;
    offered: ConnectableAccount[];
    now: Date;
  },
): Promise<ReconnectResult> {
  const { attempt, accountId, tokens, offered, now } = input;
  const existing = await findCalendarAccountsByExternalIds(
    db,
    attempt.calendarId,
    attempt.socialMedia,
    offered.map((account) => account.externalId),
  );
  const target = existing.find((account) => account.id === accountId);
  if (!target) {
    const [reconnecting] = await findAccountsByIds(db, [accountId]);
    return { error: messages.accounts.reconnectOtherAccount(reconnecting?.name ?? '') };
  }
  for (const account of existing) {
    if (account.id !== target.id && !account.tokenExpired) continue;
    const offer = offered.find((candidate) => candidate.externalId === account.externalId);
    if (!offer) continue;
    const values = connectionValues(cipher, {
      calendarId: attempt.calendarId,
      socialMedia: attempt.socialMedia,
      userId: attempt.userId,
      account: offer,
      tokens: offer.tokens ?? tokens,
    });
    await upsertConnectedAccount(db, values, now);
  }
  return { accountId: target.id };
}
