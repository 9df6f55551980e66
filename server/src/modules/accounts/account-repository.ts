import type { AccountType, SocialType } from '@kairos/core';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { accounts, calendars } from '../../db/schema';

// Everything but the token ciphertexts: what lists and replies are built from.
const {
  accessTokenEncrypted: _access,
  refreshTokenEncrypted: _refresh,
  ...publicColumns
} = getTableColumns(accounts);

export type AccountRow = Omit<
  typeof accounts.$inferSelect,
  'accessTokenEncrypted' | 'refreshTokenEncrypted'
> & {
  hasRefreshToken: boolean;
};

const columns = {
  ...publicColumns,
  hasRefreshToken: sql<boolean>`${accounts.refreshTokenEncrypted} is not null`.mapWith(Boolean),
};

/** A calendar's accounts, grouped by network and then oldest first (the picker groups by network). */
export async function listCalendarAccounts(db: Executor, calendarId: string): Promise<AccountRow[]> {
  return db
    .select(columns)
    .from(accounts)
    .where(eq(accounts.calendarId, calendarId))
    .orderBy(asc(accounts.socialMedia), asc(accounts.createdAt), asc(accounts.name), asc(accounts.id));
}

export async function findAccountsByIds(db: Executor, ids: string[]): Promise<AccountRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(columns)
    .from(accounts)
    .where(inArray(accounts.id, ids))
    .orderBy(asc(accounts.socialMedia), asc(accounts.createdAt), asc(accounts.name), asc(accounts.id));
}

export async function countCalendarAccounts(db: Executor, calendarId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(accounts)
    .where(eq(accounts.calendarId, calendarId));
  return row?.count ?? 0;
}

/** The plan's socialMediaAccounts limit counts every calendar of the team. */
export async function countTeamAccounts(db: Executor, teamId: string, socialMedia?: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(accounts)
    .innerJoin(calendars, eq(calendars.id, accounts.calendarId))
    .where(
      and(
        eq(calendars.teamId, teamId),
        socialMedia === undefined ? undefined : eq(accounts.socialMedia, socialMedia as SocialType),
      ),
    );
  return row?.count ?? 0;
}

/** An account of one of the team's calendars, or null (another team's ids look like missing ones). */
export async function findTeamAccount(
  db: Executor,
  teamId: string,
  accountId: string,
): Promise<AccountRow | null> {
  const [row] = await db
    .select(columns)
    .from(accounts)
    .innerJoin(calendars, eq(calendars.id, accounts.calendarId))
    .where(and(eq(accounts.id, accountId), eq(calendars.teamId, teamId)));
  return row ?? null;
}

export async function findCalendarAccountsByExternalIds(
  db: Executor,
  calendarId: string,
  socialMedia: SocialType,
  externalIds: string[],
): Promise<AccountRow[]> {
  if (externalIds.length === 0) return [];
  return db
    .select(columns)
    .from(accounts)
    .where(
      and(
        eq(accounts.calendarId, calendarId),
        eq(accounts.socialMedia, socialMedia),
        inArray(accounts.externalId, externalIds),
      ),
    );
}

export async function setAccountDisabled(db: Executor, accountId: string, disabled: boolean, now: Date) {
  await db.update(accounts).set({ disabled, updatedAt: now }).where(eq(accounts.id, accountId));
}

export async function deleteAccount(db: Executor, accountId: string): Promise<void> {
  await db.delete(accounts).where(eq(accounts.id, accountId));
}

/** A chosen or reconnected account, with its ciphertexts: fields the network gives are renewed. */
export interface ConnectionValues {
  calendarId: string;
  socialMedia: SocialType;
  externalId: string;
  name: string;
  type: AccountType | null;
  avatar: string | null;
  url: string | null;
  pageId: string | null;
  address: (typeof accounts.$inferInsert)['address'];
  metadata: Record<string, unknown>;
  hootsuiteId: string | null;
  accessTokenEncrypted: string;
  refreshTokenEncrypted: string | null;
  tokenExpiresAt: Date | null;
  connectedByUserId: string;
}

/**
 * Inserts the account, or renews the one the calendar has for this network and external id (the
 * same id stays: posts and targets keep pointing at it). `disabled` is the user's and stays.
 */
export async function upsertConnectedAccount(
  db: Executor,
  values: ConnectionValues,
  now: Date,
): Promise<string> {
  const renewed = {
    name: values.name,
    type: values.type,
    avatar: values.avatar,
    url: values.url,
    pageId: values.pageId,
    address: values.address,
    metadata: sql`${accounts.metadata} || excluded.metadata`,
    hootsuiteId: values.hootsuiteId,
    accessTokenEncrypted: values.accessTokenEncrypted,
    refreshTokenEncrypted: values.refreshTokenEncrypted,
    tokenExpiresAt: values.tokenExpiresAt,
    tokenExpired: false,
    connectedByUserId: values.connectedByUserId,
    updatedAt: now,
  };
  const [row] = await db
    .insert(accounts)
    .values({ ...values, tokenExpired: false, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [accounts.calendarId, accounts.socialMedia, accounts.externalId],
      set: renewed,
    })
    .returning({ id: accounts.id });
  if (!row) throw new Error('account upsert returned nothing');
  return row.id;
}
