import { inArray } from 'drizzle-orm';
import type { TokenCipher } from '../../crypto/token-cipher';
import type { Executor } from '../../db/database';
import { accounts, posts } from '../../db/schema';
import type { PublishingAccount } from '../accounts/account-tokens';
import type { PostRow } from '../posts/post-repository';

/** The posts of a batch of claimed targets, in one query. */
export async function findPostsById(db: Executor, ids: readonly string[]): Promise<Map<string, PostRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(posts)
    .where(inArray(posts.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The accounts of a batch of claimed targets with their tokens decrypted, in one query: what
 * loadAccountForPublishing (accounts/account-tokens.ts) gives for one account.
 */
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
  return new Map(
    rows.map((row) => [
      row.id,
      {
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
      },
    ]),
  );
}
