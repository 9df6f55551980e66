import type { AccountFollowers, SocialType, StatsReply } from '@kairos/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { FollowerCheckState } from '../../db/schema';
import type { ProviderRegistry } from '../../providers/provider';
import { followersPerDay, followersSummary, type FollowersRow } from './followers-queries';
import type { StatsScope, Window } from './stats-queries';

interface ScopeAccountRow {
  id: string;
  name: string;
  social_media: SocialType;
  token_expired: boolean;
  connected: boolean;
  check_state: FollowerCheckState | null;
}

/** The scope's accounts, by name, with what their last follower check said. */
async function scopeAccounts(db: Executor, scope: StatsScope): Promise<ScopeAccountRow[]> {
  const network = scope.socialMedia ? sql`and account.social_media = ${scope.socialMedia}` : sql``;
  const account = scope.accountId ? sql`and account.id = ${scope.accountId}::uuid` : sql``;
  const result = await db.execute(sql`
    select account.id, account.name, account.social_media, account.token_expired,
      account.access_token_encrypted is not null as connected, checks.state as check_state
    from accounts account left join account_follower_checks checks on checks.account_id = account.id
    where account.calendar_id = ${scope.calendarId}::uuid ${network} ${account}
    order by account.name, account.id`);
  return (result as { rows: ScopeAccountRow[] }).rows;
}

/** A change from `base` to `last` where both are known. */
const difference = (last: number | null, base: number | null) =>
  last === null || base === null ? null : last - base;

/**
 * Where a range's change starts: the last count of the range before, or, when none is known, the
 * range's own first count (with at least two counts in it: one count alone is no change).
 */
const baseOf = (before: number | null, first: number | null, count: number) =>
  before ?? (count >= 2 ? first : null);

function stateOf(account: ScopeAccountRow, providers: ProviderRegistry): AccountFollowers['state'] {
  const counted = Boolean(providers.get(account.social_media)?.readFollowers) && account.connected;
  if (!counted || account.check_state === 'unsupported') return 'unsupported';
  return account.token_expired ? 'reconnect' : 'available';
}

/**
 * The followers section of GET /api/stats (decision 0117): every account of the scope with its count
 * at the end of the range and the changes, and the counts per day of the user's zone.
 */
export async function followersFigures(
  deps: { db: Executor; providers: ProviderRegistry },
  scope: StatsScope,
  starts: { earlier: Date; previous: Date },
  window: Window,
): Promise<StatsReply['followers']> {
  const [accounts, summary, perDay] = await Promise.all([
    scopeAccounts(deps.db, scope),
    followersSummary(deps.db, scope, starts, window),
    followersPerDay(deps.db, scope, window),
  ]);
  const byAccount = new Map<string, FollowersRow>(summary.map((row) => [row.account_id, row]));
  return {
    byAccount: accounts.map((account) => {
      const row = byAccount.get(account.id);
      const previousLast = row?.previous_last ?? null;
      return {
        accountId: account.id,
        name: account.name,
        socialMedia: account.social_media,
        state: stateOf(account, deps.providers),
        followers: row?.last ?? null,
        readAt: row?.read_at ?? null,
        change: difference(row?.last ?? null, baseOf(previousLast, row?.first ?? null, row?.count ?? 0)),
        previousChange: difference(
          previousLast,
          baseOf(row?.earlier_last ?? null, row?.previous_first ?? null, row?.previous_count ?? 0),
        ),
      };
    }),
    perDay: perDay.map((row) => ({ day: row.day, accountId: row.account_id, followers: row.followers })),
  };
}
