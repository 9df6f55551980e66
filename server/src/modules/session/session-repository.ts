import type { RecentFailures } from '@kairos/core';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import {
  calendarAccess,
  loginAlerts,
  loginAttempts,
  passwordTokens,
  pendingRegistrations,
  sessions,
  users,
} from '../../db/schema';

export interface SessionOwner {
  sessionId: string;
  userId: string;
  teamId: string;
  role: 'admin' | 'editor' | 'viewer' | null;
  calendarIds: string[];
}

export async function insertSession(
  db: Executor,
  values: { userId: string; tokenHash: string; expiresAt: Date; ip: string | null; userAgent: string | null },
): Promise<string> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

/**
 * The live session behind a token hash (not revoked, not expired) with its user's calendar access, in
 * one prepared statement: it runs before every authenticated request, where a second round trip, and
 * building and planning the statement each time, cost more than the lookup itself.
 */
export function liveSessionLookup(db: Database) {
  const prepared = db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      teamId: users.teamId,
      role: users.role,
      calendarIds: sql<string[]>`coalesce((select json_agg(${calendarAccess.calendarId})
        from ${calendarAccess} where ${calendarAccess.userId} = ${users.id}), '[]'::json)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .prepare('live_session');
  return async (tokenHash: string, now: Date): Promise<SessionOwner | null> => {
    const [row] = await prepared.execute({ tokenHash, now: now.toISOString() });
    return row ?? null;
  };
}

export async function revokeSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions));
}

export async function insertPasswordToken(
  db: Executor,
  values: { userId: string; tokenHash: string; purpose: 'recover' | 'invite'; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordTokens).values(values);
}

/** Ends a user's unused links of one purpose, so only the newest one works. */
export async function retirePasswordTokens(
  db: Executor,
  userId: string,
  purpose: 'recover' | 'invite',
  now: Date,
): Promise<void> {
  await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.usedAt),
      ),
    );
}

/** Marks a one-time token used and says whose it was; null when unknown, used or expired. */
export async function consumePasswordToken(
  db: Executor,
  tokenHash: string,
  now: Date,
  /** Only a link of this kind; any kind when absent. */
  purpose?: 'recover' | 'invite',
): Promise<string | null> {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
        purpose === undefined ? undefined : eq(passwordTokens.purpose, purpose),
      ),
    )
    .returning({ userId: passwordTokens.userId });
  return row?.userId ?? null;
}

export async function recordLoginAttempt(
  db: Executor,
  values: { email: string; ip: string; succeeded: boolean; device: string | null; createdAt: Date },
): Promise<void> {
  await db.insert(loginAttempts).values(values);
}

/**
 * Failed attempts for the e-mail from clients without a valid device cookie since `accountSince`, and
 * from the address since `addressSince`: how many, and the newest.
 */
export async function recentFailures(
  db: Executor,
  email: string,
  ip: string,
  since: { account: Date; address: Date },
): Promise<{ byEmail: RecentFailures; byIp: RecentFailures }> {
  const byEmail = sql`(${loginAttempts.email} = ${email} and ${loginAttempts.device} is null
    and ${loginAttempts.createdAt} > ${since.account})`;
  const byIp = sql`(${loginAttempts.ip} = ${ip} and ${loginAttempts.createdAt} > ${since.address})`;
  const earliest = since.account < since.address ? since.account : since.address;
  const [row] = await db
    .select({
      emailCount: sql<number>`count(*) filter (where ${byEmail})`.mapWith(Number),
      emailLast: sql<Date | null>`max(${loginAttempts.createdAt}) filter (where ${byEmail})`,
      ipCount: sql<number>`count(*) filter (where ${byIp})`.mapWith(Number),
      ipLast: sql<Date | null>`max(${loginAttempts.createdAt}) filter (where ${byIp})`,
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, earliest),
        sql`(${loginAttempts.email} = ${email} or ${loginAttempts.ip} = ${ip})`,
      ),
    );
  return {
    byEmail: { count: row?.emailCount ?? 0, last: dateOf(row?.emailLast) },
    byIp: { count: row?.ipCount ?? 0, last: dateOf(row?.ipLast) },
  };
}

const dateOf = (value: Date | string | null | undefined) => (value ? new Date(value) : null);

/** Failed attempts made with one device cookie since `since`. */
export async function recentDeviceFailures(
  db: Executor,
  device: string,
  since: Date,
): Promise<RecentFailures> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      last: sql<Date | null>`max(${loginAttempts.createdAt})`,
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.device, device),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, since),
      ),
    );
  return { count: row?.count ?? 0, last: dateOf(row?.last) };
}

/**
 * Claims the right to mail the user that logins are being slowed down: true for one caller only, and
 * only when no such mail went out since `lastAllowed` (concurrent failures send one mail).
 */
export async function claimLoginAlert(
  db: Executor,
  userId: string,
  now: Date,
  lastAllowed: Date,
): Promise<boolean> {
  const rows = await db
    .insert(loginAlerts)
    .values({ userId, sentAt: now })
    .onConflictDoUpdate({
      target: loginAlerts.userId,
      set: { sentAt: now },
      setWhere: lt(loginAlerts.sentAt, lastAllowed),
    })
    .returning({ userId: loginAlerts.userId });
  return rows.length > 0;
}

/** Whether the account behind the e-mail started a session from this address since `since`. */
export async function hasSignedInFrom(
  db: Executor,
  email: string,
  ip: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(users.email, email), eq(sessions.ip, ip), gt(sessions.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

/** Housekeeping: forget expired sessions, used or stale links, and old login attempts. */
export async function purgeExpired(db: Executor, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, dayAgo)));
  await db.delete(passwordTokens).where(lt(passwordTokens.expiresAt, dayAgo));
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, dayAgo));
  await db.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, now));
}

export type PendingRegistration = typeof pendingRegistrations.$inferSelect;

/** Keeps the newest sign-up for an e-mail: an earlier one, and its link, are replaced. */
export async function savePendingRegistration(
  db: Executor,
  values: typeof pendingRegistrations.$inferInsert,
): Promise<void> {
  const { email: _email, ...changes } = values;
  await db
    .insert(pendingRegistrations)
    .values(values)
    .onConflictDoUpdate({ target: pendingRegistrations.email, set: { ...changes, createdAt: sql`now()` } });
}

/** Takes the sign-up a link names, once; null when unknown, used or expired. */
export async function takePendingRegistration(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<PendingRegistration | null> {
  const [row] = await db
    .delete(pendingRegistrations)
    .where(and(eq(pendingRegistrations.tokenHash, tokenHash), gt(pendingRegistrations.expiresAt, now)))
    .returning();
  return row ?? null;
}
