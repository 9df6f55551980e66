import type { TokenCipher } from '../../crypto/token-cipher';
import type { ConnectableAccount, TokenSet } from '../../providers/provider';

/** What a callback got from the network, kept (encrypted) until the user chooses. */
export interface Candidates {
  /** The grant's tokens; a candidate with tokens of its own (a page token) uses those. */
  tokens: TokenSet;
  accounts: ConnectableAccount[];
}

export function sealCandidates(cipher: TokenCipher, candidates: Candidates): string {
  return cipher.encrypt(JSON.stringify(candidates));
}

const reviveTokens = (tokens: TokenSet): TokenSet => ({
  ...tokens,
  expiresAt: tokens.expiresAt ? new Date(tokens.expiresAt) : null,
});

export function openCandidates(cipher: TokenCipher, sealed: string): Candidates {
  const parsed = JSON.parse(cipher.decrypt(sealed)) as Candidates;
  return {
    tokens: reviveTokens(parsed.tokens),
    accounts: parsed.accounts.map((account) =>
      account.tokens ? { ...account, tokens: reviveTokens(account.tokens) } : account,
    ),
  };
}

/** The tokens an account chosen from these candidates is stored with. */
export const tokensOf = (candidates: Candidates, account: ConnectableAccount): TokenSet =>
  account.tokens ?? candidates.tokens;
