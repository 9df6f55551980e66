import type { Account, Network, TikTokCreatorInfo } from '@kairos/core';
import type { TokenCipher } from '../../crypto/token-cipher';
import type { Database } from '../../db/database';
import { notFound } from '../../errors/app-error';
import type { ProviderRegistry } from '../../providers/provider';
import type { AuthContext } from '../session/auth-context';
import { accountActivity } from '../activity/activity-inputs';
import { recordActivity } from '../activity/activity-repository';
import * as repository from './account-repository';
import { toAccount } from './account-view';
import { assertCalendarAccess } from '../calendars/calendar-access';
import { syncCalendarAccounts } from './sync-accounts';
import { readTikTokCreatorInfo } from './tiktok-creator-info';

export interface AccountServiceDeps {
  db: Database;
  cipher: TokenCipher;
  providers: ProviderRegistry;
  now: () => Date;
}

export function createAccountService(deps: AccountServiceDeps) {
  const { db, providers, now } = deps;

  /** The networks this server offers; one without credentials shows as not configured. */
  function networks(): Network[] {
    return [...providers.values()].map((provider) => ({
      socialMedia: provider.socialMedia,
      displayName: provider.displayName,
      configured: provider.isConfigured(),
      ...(provider.connections ? { connections: provider.connections() } : {}),
      ...(provider.beta ? { beta: true } : {}),
    }));
  }

  async function list(auth: AuthContext, calendarId: string): Promise<Account[]> {
    await assertCalendarAccess(db, auth, calendarId, 'view');
    return (await repository.listCalendarAccounts(db, calendarId)).map(toAccount);
  }

  async function count(auth: AuthContext, calendarId: string): Promise<{ count: number }> {
    await assertCalendarAccess(db, auth, calendarId, 'view');
    return { count: await repository.countCalendarAccounts(db, calendarId) };
  }

  async function sync(auth: AuthContext, calendarId: string): Promise<Account[]> {
    await assertCalendarAccess(db, auth, calendarId, 'view');
    await syncCalendarAccounts(deps, calendarId);
    return (await repository.listCalendarAccounts(db, calendarId)).map(toAccount);
  }

  async function editable(auth: AuthContext, accountId: string) {
    const account = await repository.findTeamAccount(db, auth.teamId, accountId);
    if (!account) throw notFound();
    await assertCalendarAccess(db, auth, account.calendarId, 'edit');
    return account;
  }

  async function update(auth: AuthContext, accountId: string, body: { disabled: boolean }): Promise<Account> {
    await editable(auth, accountId);
    await repository.setAccountDisabled(db, accountId, body.disabled, now());
    const [updated] = await repository.findAccountsByIds(db, [accountId]);
    if (!updated) throw notFound();
    return toAccount(updated);
  }

  /** Its publish targets go with it (ON DELETE CASCADE). */
  async function remove(auth: AuthContext, accountId: string): Promise<void> {
    const account = await editable(auth, accountId);
    await db.transaction(async (tx) => {
      await repository.deleteAccount(tx, accountId);
      await recordActivity(tx, [accountActivity('account.removed', auth, account)]);
    });
  }

  const tiktokCreator = (auth: AuthContext, accountId: string): Promise<TikTokCreatorInfo> =>
    readTikTokCreatorInfo(deps, auth, accountId);

  return { networks, list, count, sync, update, remove, tiktokCreator };
}

export type AccountService = ReturnType<typeof createAccountService>;
