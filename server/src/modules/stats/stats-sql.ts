import type { SocialType } from '@kairos/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { Window } from './stats-windows';

/** The targets one stats call reads: a calendar's, between two instants, maybe of one network or account. */
export interface StatsScope {
  calendarId: string;
  socialMedia?: SocialType;
  accountId?: string;
  timeZone: string;
}

/** The filters as SQL on `target` (a network by its accounts: the index has the account, not the network). */
export function filters(scope: StatsScope): SQL {
  return accountFilters(scope, sql`target.account_id`);
}

/** The filters on an account column: a network by the calendar's accounts of that network. */
export function accountFilters(scope: StatsScope, column: SQL): SQL {
  const network = scope.socialMedia
    ? sql`and ${column} in (select account.id from accounts account
        where account.calendar_id = ${scope.calendarId}::uuid and account.social_media = ${scope.socialMedia})`
    : sql``;
  const account = scope.accountId ? sql`and ${column} = ${scope.accountId}::uuid` : sql``;
  return sql`${network} ${account}`;
}

export function between(window: Window): SQL {
  return sql`target.post_date >= ${window.start.toISOString()}::timestamptz
    and target.post_date < ${window.end.toISOString()}::timestamptz`;
}

export async function rows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}

/** A target's engagement from its latest metrics (null before the first reading). */
export const engagement = sql`(metric.likes + metric.reposts + metric.replies)`;
