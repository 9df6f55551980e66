import { accountHold, planLimits, toSocialType, type UpgradeNeeded } from '@kairos/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { pgUuidArray } from '../publishing/target-repository';

interface StandingRow extends Record<string, unknown> {
  id: string;
  social_media: string;
  seat: number;
  network_seat: number;
  plan: string | null;
  expires_at: Date | string | null;
}

/**
 * Why the team's plan in force holds each of these accounts (decision 0101), for the accounts held:
 * a network the plan lacks, a seat past socialMediaAccounts, or a Pinterest board past pinterestBoards.
 * One statement ranks every account of the teams involved by connection time (bounded by the plans'
 * account limits, enforced when connecting).
 */
export async function accountHolds(
  db: Executor,
  accountIds: readonly string[],
  now: Date,
): Promise<Map<string, UpgradeNeeded>> {
  const holds = new Map<string, UpgradeNeeded>();
  const ids = [...new Set(accountIds)];
  if (ids.length === 0) return holds;
  const result = (await db.execute(sql`
    with involved as (
      select distinct c.team_id from accounts a join calendars c on c.id = a.calendar_id
      where a.id = any(${pgUuidArray(ids)}::uuid[])
    ),
    ranked as (
      select a.id, a.social_media, c.team_id,
        (row_number() over (partition by c.team_id order by a.created_at, a.id))::int as seat,
        (row_number() over (partition by c.team_id, a.social_media order by a.created_at, a.id))::int
          as network_seat
      from accounts a join calendars c on c.id = a.calendar_id
      where c.team_id in (select team_id from involved)
    )
    select r.id, r.social_media, r.seat, r.network_seat, t.subscription_plan as plan,
      t.subscription_expires_at as expires_at
    from ranked r join teams t on t.id = r.team_id
    where r.id = any(${pgUuidArray(ids)}::uuid[])
  `)) as { rows: StandingRow[] };
  for (const row of result.rows) {
    const socialMedia = toSocialType(row.social_media);
    if (!socialMedia) continue;
    const expirationDate = row.expires_at === null ? null : new Date(row.expires_at).toISOString();
    const limits = planLimits({ plan: row.plan, expirationDate }, now);
    const hold = accountHold(limits, {
      socialMedia,
      seat: Number(row.seat),
      networkSeat: Number(row.network_seat),
    });
    if (hold) holds.set(row.id, hold);
  }
  return holds;
}
