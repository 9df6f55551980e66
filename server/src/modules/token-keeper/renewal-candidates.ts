import type { SocialType } from '@kairos/core';
import { and, asc, eq, gt, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { accounts, publishTargets } from '../../db/schema';

/**
 * The longest-lived access token that still counts as short-lived (TikTok's 24 h, with a margin):
 * a token with more time left than this is a long-lived one (Pinterest 30 days, Threads, Instagram
 * and LinkedIn 60 days), and renewing it is what keeps the account alive.
 */
export const shortLivedMaxMs = 36 * 3600_000;

const dayMs = 24 * 3600_000;

export interface RenewalRules {
  now: Date;
  /** TOKEN_RENEW_DAYS. */
  renewDays: number;
  /** TOKEN_RENEW_BEFORE_POST_MINUTES. */
  beforePostMinutes: number;
}

const at = (now: Date, offsetMs: number) => new Date(now.getTime() + offsetMs);

/**
 * Why an account's token is renewed now (docs/decisions/0031-token-keeper.md), most urgent first:
 * 0. a post is due within beforePostMinutes and the token expires before it;
 * 1. a long-lived token expires within renewDays;
 * 2. a short-lived token has been expired for renewDays: its refresh token is used once a week, so
 *    networks that drop refresh tokens left unused keep them, and a revoked one is found early.
 */
function reasons(rules: RenewalRules): { post: SQL; long: SQL; idle: SQL } {
  const { now } = rules;
  const postHorizon = at(now, rules.beforePostMinutes * 60_000);
  const post = sql`(${accounts.tokenExpiresAt} <= ${postHorizon.toISOString()}::timestamptz and exists (
    select 1 from ${publishTargets}
    where ${publishTargets.accountId} = ${accounts.id}
      and ${publishTargets.state} = 'scheduled'
      and ${publishTargets.dueAt} <= ${postHorizon.toISOString()}::timestamptz))`;
  const long = and(
    gt(accounts.tokenExpiresAt, at(now, shortLivedMaxMs)),
    lte(accounts.tokenExpiresAt, at(now, rules.renewDays * dayMs)),
  )!;
  const idle = lte(accounts.tokenExpiresAt, at(now, -rules.renewDays * dayMs));
  return { post, long, idle };
}

/** Enabled accounts of these networks that can be renewed (a refresh token) and have not lapsed yet. */
function renewable(networks: readonly SocialType[]): SQL {
  return and(
    inArray(accounts.socialMedia, [...networks]),
    eq(accounts.disabled, false),
    eq(accounts.tokenExpired, false),
    isNotNull(accounts.refreshTokenEncrypted),
    isNotNull(accounts.tokenExpiresAt),
  )!;
}

/** The accounts whose tokens a round renews: at most `limit`, most urgent first. */
export async function findAccountsToRenew(
  db: Executor,
  rules: RenewalRules & { networks: readonly SocialType[]; limit: number },
): Promise<Array<{ id: string; socialMedia: SocialType }>> {
  if (rules.networks.length === 0) return [];
  const { post, long, idle } = reasons(rules);
  return db
    .select({ id: accounts.id, socialMedia: accounts.socialMedia })
    .from(accounts)
    .where(and(renewable(rules.networks), or(post, long, idle)))
    .orderBy(sql`case when ${post} then 0 when ${long} then 1 else 2 end`, asc(accounts.tokenExpiresAt))
    .limit(rules.limit);
}

/** The account's network while it is still to be renewed (null otherwise): another worker, a send or a sync may have done it. */
export async function stillToRenew(
  db: Executor,
  accountId: string,
  rules: RenewalRules & { networks: readonly SocialType[] },
): Promise<{ socialMedia: SocialType } | null> {
  if (rules.networks.length === 0) return null;
  const { post, long, idle } = reasons(rules);
  const [row] = await db
    .select({ socialMedia: accounts.socialMedia })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), renewable(rules.networks), or(post, long, idle)));
  return row ?? null;
}
