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
    ...networkIds,
  };
}

/** A server's own text limit, kept in the account's metadata when it was connected (Mastodon). */
export function accountTextLimit(metadata: Record<string, unknown>): number | null {
  const value = metadata.maxCharacters;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}
