import { networkIdKeys, type Account, type NetworkIdKey } from '@kairos/core';
import type { AccountRow } from './account-repository';

/** The account as the API shows it: the spec's fields and the network ids from metadata, never tokens. */
export function toAccount(row: AccountRow): Account {
  const networkIds: Partial<Record<NetworkIdKey, string>> = {};
  for (const key of networkIdKeys) {
    const value = row.metadata[key];
    if (typeof value === 'string') networkIds[key] = value;
  }
  const textLimit = accountTextLimit(row.metadata);
  const commentsAllowed = accountCommentsAllowed(row.socialMedia, row.metadata);
  return {
    _id: row.id,
    socialMedia: row.socialMedia,
    type: row.type,
    name: row.name,
    avatar: row.avatar,
    disabled: row.disabled,
    address: row.address ?? null,
    pageId: row.pageId,
    url: row.url,
    hootsuiteId: row.hootsuiteId,
    tokenExpired: row.tokenExpired,
    parentAccountId: row.parentAccountId,
    ...(textLimit === null ? {} : { textLimit }),
    ...(commentsAllowed === null ? {} : { commentsAllowed }),
    ...networkIds,
  };
}

/**
 * Whether the connection may post a first comment, where that hangs on a scope the person may have
 * refused (YouTube's youtube.force-ssl, decision 0064): only a channel connected with it may; one
 * connected before Kairos asked for it must be reconnected. Null where it does not hang on one.
 */
export function accountCommentsAllowed(
  socialMedia: string,
  metadata: Record<string, unknown>,
): boolean | null {
  return socialMedia === 'youtube' ? metadata.commentsAllowed === true : null;
}

/** A server's own text limit, kept in the account's metadata when it was connected (Mastodon). */
export function accountTextLimit(metadata: Record<string, unknown>): number | null {
  const value = metadata.maxCharacters;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}
