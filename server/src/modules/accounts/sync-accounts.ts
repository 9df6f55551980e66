import type { TokenCipher } from '../../crypto/token-cipher';
import type { Database } from '../../db/database';
import type { ProviderRegistry } from '../../providers/provider';
import { isPublishError } from '../../providers/publish-error';
import { listCalendarAccounts } from './account-repository';
import { refreshAccountTokens, tokensNeedRefresh } from './refresh-account-tokens';

/**
 * Sync renews tokens that expire within this window, so an account the network has dropped shows
 * 'reconnect' when the app opens rather than when a post fails.
 */
export const syncRefreshAheadMs = 30 * 60_000;

/**
 * GET /api/accounts/sync: refreshes the calendar's tokens that are about to expire; a refusal marks
 * the account tokenExpired. A network that is down leaves its accounts as they were.
 */
export async function syncCalendarAccounts(
  deps: { db: Database; cipher: TokenCipher; providers: ProviderRegistry; now: () => Date },
  calendarId: string,
): Promise<void> {
  const rows = await listCalendarAccounts(deps.db, calendarId);
  for (const row of rows) {
    const provider = deps.providers.get(row.socialMedia);
    const due = tokensNeedRefresh(
      { expiresAt: row.tokenExpiresAt, refreshable: row.hasRefreshToken },
      deps.now(),
      syncRefreshAheadMs,
    );
    if (!provider?.isConfigured() || row.tokenExpired || !due) continue;
    try {
      await refreshAccountTokens(deps, provider, row.id);
    } catch (error) {
      // Refusals are recorded on the account by refreshAccountTokens; the rest waits for next time.
      if (!isPublishError(error)) throw error;
    }
  }
}
