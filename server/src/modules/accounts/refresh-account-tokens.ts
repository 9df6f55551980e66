import { setTimeout as sleep } from 'node:timers/promises';
import type { TokenCipher } from '../../crypto/token-cipher';
import type { Executor } from '../../db/database';
import type { Provider, TokenSet } from '../../providers/provider';
import { isPublishError } from '../../providers/publish-error';
import { loadAccountForPublishing, markAccountTokenExpired, saveAccountTokens } from './account-tokens';

export interface RefreshDeps {
  db: Executor;
  cipher: TokenCipher;
  now: () => Date;
  /** How long to wait for a concurrent refresh to be saved before calling a refusal final. */
  graceMs?: number;
  /**
   * Runs in the transaction that marks the account tokenExpired, only when this refusal marked it
   * (the token keeper tells the users; the engine tells them through the post's outcome instead).
   */
  onTokenExpired?: (tx: Executor, accountId: string) => Promise<void>;
}

/** Whether tokens expire within `aheadMs` and can be renewed. */
export function tokensNeedRefresh(
  tokens: Pick<TokenSet, 'expiresAt'> & { refreshable: boolean },
  now: Date,
  aheadMs: number,
): boolean {
  return (
    tokens.refreshable && tokens.expiresAt !== null && tokens.expiresAt.getTime() - now.getTime() <= aheadMs
  );
}

const sameTokens = (a: TokenSet, b: TokenSet) =>
  a.accessToken === b.accessToken && a.refreshToken === b.refreshToken;

/**
 * Refreshes an account's tokens and saves them; on the network's refusal ('auth') marks the account
 * tokenExpired and rethrows. Networks that rotate refresh tokens accept each one once, so when two
 * workers (or a worker and a sync) refresh the same account at once, one of them is refused: before
 * marking the account, it checks whether the other one saved new tokens, and uses those.
 * Other failures (transient, unconfirmed) are rethrown and leave the account as it was.
 */
export async function refreshAccountTokens(
  deps: RefreshDeps,
  provider: Provider,
  accountId: string,
): Promise<TokenSet | null> {
  const account = await loadAccountForPublishing(deps.db, deps.cipher, accountId);
  if (!account?.tokens) return null;
  const used = account.tokens;
  try {
    const fresh = await provider.refresh(used, {
      externalId: account.externalId,
      type: account.type,
      metadata: account.metadata,
    });
    await saveAccountTokens(deps.db, deps.cipher, accountId, fresh, deps.now());
    return fresh;
  } catch (error) {
    if (!isPublishError(error) || error.kind !== 'auth') throw error;
    for (const wait of [0, deps.graceMs ?? 1000]) {
      if (wait > 0) await sleep(wait);
      const current = await loadAccountForPublishing(deps.db, deps.cipher, accountId);
      if (current?.tokens && !current.tokenExpired && !sameTokens(current.tokens, used))
        return current.tokens;
    }
    const { onTokenExpired } = deps;
    if (onTokenExpired) {
      await deps.db.transaction(async (tx) => {
        if (await markAccountTokenExpired(tx, accountId, deps.now())) await onTokenExpired(tx, accountId);
      });
    } else {
      await markAccountTokenExpired(deps.db, accountId, deps.now());
    }
    throw error;
  }
}
