import type { AccountType, SocialType } from '@kairos/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { TokenCipher } from '../../crypto/token-cipher';
import type { Executor } from '../../db/database';
import { accounts } from '../../db/schema';
import type { TokenSet } from '../../providers/provider';

/** An account as the engine needs it to send: decrypted tokens, never shown to a client. */
export interface PublishingAccount {
  id: string;
  calendarId: string;
  socialMedia: SocialType;
  type: AccountType | null;
  name: string;
  externalId: string;
  metadata: Record<string, unknown>;
  disabled: boolean;
  tokenExpired: boolean;
  hootsuiteId: string | null;
  parentAccountId: string | null;
  tokens: TokenSet | null;
}

type AccountRow = typeof accounts.$inferSelect;

/** An account row as the engine sends with it: tokens decrypted. */
function toPublishingAccount(row: AccountRow, cipher: TokenCipher): PublishingAccount {
  return {
    id: row.id,
    calendarId: row.calendarId,
    socialMedia: row.socialMedia,
    type: row.type,
    name: row.name,
    externalId: row.externalId,
    metadata: row.metadata,
    disabled: row.disabled,
    tokenExpired: row.tokenExpired,
    hootsuiteId: row.hootsuiteId,
    parentAccountId: row.parentAccountId,
    tokens: row.accessTokenEncrypted
      ? {
          accessToken: cipher.decrypt(row.accessTokenEncrypted),
          refreshToken: row.refreshTokenEncrypted ? cipher.decrypt(row.refreshTokenEncrypted) : null,
          expiresAt: row.tokenExpiresAt,
        }
      : null,
  };
}

export async function loadAccountForPublishing(
  db: Executor,
  cipher: TokenCipher,
  accountId: string,
): Promise<PublishingAccount | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row ? toPublishingAccount(row, cipher) : null;
}

/** The accounts of a batch of claimed targets, in one query. */
export async function loadAccountsForPublishing(
  db: Executor,
  cipher: TokenCipher,
  ids: readonly string[],
): Promise<Map<string, PublishingAccount>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, toPublishingAccount(row, cipher)]));
}

/** Stores new tokens (after a refresh or a reconnect): the account works again. */
export async function saveAccountTokens(
  db: Executor,
  cipher: TokenCipher,
  accountId: string,
  tokens: TokenSet,
  now: Date,
) {
  await db
    .update(accounts)
    .set({
      accessTokenEncrypted: cipher.encrypt(tokens.accessToken),
      refreshTokenEncrypted: tokens.refreshToken ? cipher.encrypt(tokens.refreshToken) : null,
      tokenExpiresAt: tokens.expiresAt,
      tokenExpired: false,
      updatedAt: now,
    })
    .where(eq(accounts.id, accountId));
}

/**
 * The network refused the account's tokens: it must be reconnected (calendars then show showReconnect).
 * True when this call marked it (false when it was marked already or is gone).
 */
export async function markAccountTokenExpired(db: Executor, accountId: string, now: Date): Promise<boolean> {
  const marked = await db
    .update(accounts)
    .set({ tokenExpired: true, updatedAt: now })
    .where(and(eq(accounts.id, accountId), eq(accounts.tokenExpired, false)))
    .returning({ id: accounts.id });
  return marked.length > 0;
}
