import type { SocialType } from '@kairos/core';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import type { FollowerCheckState } from '../../db/schema';

const textArray = (values: readonly string[]) => `{${values.join(',')}}`;

/**
 * Claims the accounts whose daily reading is due (decision 0117): enabled, connected, not waiting for
 * a reconnect, of the networks given (those that count followers and take requests now); never
 * checked first, then the longest due. Claiming moves `next_check_at` to `leaseUntil` in the same
 * statement; an account another worker claimed meanwhile is skipped by the conflict's condition.
 */
export async function claimDueAccounts(
  db: Executor,
  input: { networks: readonly SocialType[]; now: Date; leaseUntil: Date; limit: number },
): Promise<string[]> {
  if (input.networks.length === 0) return [];
  const now = input.now.toISOString();
  const result = await db.execute(sql`
    with due as (
      select account.id
      from accounts account
      left join account_follower_checks checks on checks.account_id = account.id
      where account.social_media = any(${textArray(input.networks)}::text[])
        and not account.disabled and not account.token_expired
        and account.access_token_encrypted is not null
        and (checks.next_check_at is null or checks.next_check_at <= ${now}::timestamptz)
      order by checks.next_check_at nulls first, account.id
      limit ${input.limit}
    )
    insert into account_follower_checks (account_id, next_check_at)
    select id, ${input.leaseUntil.toISOString()}::timestamptz from due
    on conflict (account_id) do update set next_check_at = excluded.next_check_at
      where account_follower_checks.next_check_at <= ${now}::timestamptz
    returning account_id`);
  return (result as { rows: Array<{ account_id: string }> }).rows.map((row) => row.account_id);
}

/**
 * Stores a day's count (the latest reading of a UTC day wins: a second worker or a restart rewrites
 * the same row) and when the account is read next.
 */
export async function recordFollowers(
  db: Database,
  input: { accountId: string; followers: number; at: Date; next: Date },
): Promise<void> {
  const at = input.at.toISOString();
  await db.transaction(async (tx) => {
    // Selected from accounts: an account removed since the claim writes nothing.
    await tx.execute(sql`
      insert into account_followers (account_id, day, followers, sampled_at)
      select account.id, ${at.slice(0, 10)}::date, ${input.followers}, ${at}::timestamptz
      from accounts account where account.id = ${input.accountId}::uuid
      on conflict (account_id, day) do update
        set followers = excluded.followers, sampled_at = excluded.sampled_at`);
    await settleCheck(tx, { accountId: input.accountId, state: 'ok', at: input.at, next: input.next });
  });
}

/** The check's outcome without a count: its state when it said one (null: unchanged), and the next check. */
export async function settleCheck(
  db: Executor,
  input: { accountId: string; state: FollowerCheckState | null; at: Date | null; next: Date },
): Promise<void> {
  await db.execute(sql`
    update account_follower_checks set state = coalesce(${input.state}, state),
      checked_at = coalesce(${input.at?.toISOString() ?? null}::timestamptz, checked_at),
      next_check_at = ${input.next.toISOString()}::timestamptz
    where account_id = ${input.accountId}::uuid`);
}
