import { messages, type TikTokCreatorInfo } from '@kairos/core';
import type { TokenCipher } from '../../crypto/token-cipher';
import type { Database } from '../../db/database';
import { AppError, notFound, validationFailed } from '../../errors/app-error';
import type { ProviderRegistry } from '../../providers/provider';
import { isPublishError } from '../../providers/publish-error';
import { assertCalendarAccess } from '../calendars/calendar-access';
import type { AuthContext } from '../session/auth-context';
import { findTeamAccount } from './account-repository';
import { loadAccountForPublishing } from './account-tokens';
import { refreshAccountTokens, tokensNeedRefresh } from './refresh-account-tokens';

export interface CreatorInfoDeps {
  db: Database;
  cipher: TokenCipher;
  providers: ProviderRegistry;
  now: () => Date;
}

/** TikTok's access tokens live a day: one about to run out is renewed before it is used. */
const refreshAheadMs = 5 * 60_000;

/** TikTok's codes for "this creator cannot post more now" (Direct Post reference). */
const cannotPostCodes = new Set([
  'spam_risk_too_many_posts',
  'spam_risk_user_banned_from_posting',
  'reached_active_user_cap',
]);

/**
 * GET /api/accounts/{id}/tiktok-creator: creator_info, read from TikTok as the composer opens the
 * account's TikTok options ("API Clients must retrieve the latest creator info when rendering the
 * Post to TikTok page"). Another team's account is a 404; the network's failures are 422s with a
 * message the composer shows in place of the options.
 */
export async function readTikTokCreatorInfo(
  deps: CreatorInfoDeps,
  auth: AuthContext,
  accountId: string,
): Promise<TikTokCreatorInfo> {
  const row = await findTeamAccount(deps.db, auth.teamId, accountId);
  if (!row) throw notFound();
  await assertCalendarAccess(deps.db, auth, row.calendarId, 'view');
  if (row.socialMedia !== 'tiktok') throw validationFailed('params.id', messages.tiktok.notTikTok);
  const provider = deps.providers.get('tiktok');
  if (!provider?.creatorInfo || !provider.isConfigured())
    throw validationFailed('params.id', messages.publishing.networkNotConfigured);
  const expired = validationFailed('params.id', messages.calendars.expiredAccounts);
  const account = await loadAccountForPublishing(deps.db, deps.cipher, accountId);
  if (!account?.tokens || account.tokenExpired) throw expired;
  try {
    const due = tokensNeedRefresh(
      { expiresAt: account.tokens.expiresAt, refreshable: account.tokens.refreshToken !== null },
      deps.now(),
      refreshAheadMs,
    );
    const tokens = (due ? await refreshAccountTokens(deps, provider, accountId) : null) ?? account.tokens;
    return await provider.creatorInfo(tokens);
  } catch (error) {
    if (!isPublishError(error)) throw error;
    if (error.kind === 'auth') throw expired;
    if (error.kind === 'rate_limited' || cannotPostCodes.has(error.networkCode ?? ''))
      throw new AppError('RULE_VIOLATION', messages.tiktok.cannotPostNow);
    throw new AppError('RULE_VIOLATION', messages.tiktok.creatorUnavailable);
  }
}
