import type { SocialType } from '@kairos/core';
import type { TokenCipher } from '../../crypto/token-cipher';
import type { ConnectableAccount, TokenSet } from '../../providers/provider';
import type { ConnectionValues } from './account-repository';

/** A connectable account as stored: what the network said of it and its tokens, encrypted. */
export function connectionValues(
  cipher: TokenCipher,
  input: {
    calendarId: string;
    socialMedia: SocialType;
    userId: string;
    account: ConnectableAccount;
    tokens: TokenSet;
  },
): ConnectionValues {
  const { account, tokens } = input;
  return {
    calendarId: input.calendarId,
    socialMedia: input.socialMedia,
    externalId: account.externalId,
    name: account.name,
    type: account.type,
    avatar: account.avatar,
    url: account.url,
    pageId: account.pageId ?? null,
    address: account.address ?? null,
    metadata: account.metadata ?? {},
    // Accounts linked through Hootsuite (spec: hootsuiteId): the profile's id, which the retry list reads.
    hootsuiteId: typeof account.metadata?.hootsuiteId === 'string' ? account.metadata.hootsuiteId : null,
    accessTokenEncrypted: cipher.encrypt(tokens.accessToken),
    refreshTokenEncrypted: tokens.refreshToken ? cipher.encrypt(tokens.refreshToken) : null,
    tokenExpiresAt: tokens.expiresAt,
    connectedByUserId: input.userId,
  };
}
