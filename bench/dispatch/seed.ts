import { postContentSchema } from '@kairos/core';
import { inArray, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { TokenCipher } from '../../server/src/crypto/token-cipher';
import type { Database } from '../../server/src/db/database';
import { accounts, calendars, posts, publishTargets, teams } from '../../server/src/db/schema';
import { enqueueTargets } from '../../server/src/modules/publishing/publish-queue';
import type { TestNetworkControl } from '../../server/src/providers/test-network/server';
import { benchPlanSeats, giveBenchPlan } from '../support/bench-plan';

const chunk = 1000;

function chunks<T>(items: readonly T[], size = chunk): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

export interface Seeded {
  targetIds: string[];
  accountCount: number;
  postCount: number;
  /** Teams the accounts were spread over: no team has more accounts than its plan's seats. */
  teamCount: number;
}

interface TeamShare {
  accounts: number;
  targets: number;
}

/**
 * The accounts spread over teams of at most `seats` accounts (a team past its plan's seats has its
 * newest accounts held by the engine, decision 0101), and the targets in proportion.
 */
function teamShares(input: { targetCount: number; accountCount: number; seats: number }): TeamShare[] {
  const teamCount = Math.ceil(input.accountCount / input.seats);
  const shares: TeamShare[] = [];
  let targetsLeft = input.targetCount;
  for (let team = 0; team < teamCount; team += 1) {
    const accounts = Math.min(input.seats, input.accountCount - team * input.seats);
    const last = team === teamCount - 1;
    const targets = last ? targetsLeft : Math.round((input.targetCount * accounts) / input.accountCount);
    targetsLeft -= targets;
    shares.push({ accounts, targets });
  }
  return shares;
}

/**
 * Teams on the bench plan, each with a calendar and test-network accounts with real (encrypted)
 * tokens from the fake (`accountCount` in all, no team past its seats), and posts of
 * `accountsPerPost` accounts each until there are `targetCount` targets. The targets are scheduled
 * without a due time yet: `makeDue` gives them one and writes their jobs.
 */
export async function seedTargets(
  db: Database,
  cipher: TokenCipher,
  fake: TestNetworkControl,
  input: { targetCount: number; accountCount: number; accountsPerPost: number },
): Promise<Seeded> {
  const shares = teamShares({ ...input, seats: benchPlanSeats });
  const seeded: Seeded = { targetIds: [], accountCount: 0, postCount: 0, teamCount: shares.length };
  for (const [index, share] of shares.entries()) {
    const [team] = await db
      .insert(teams)
      .values({ name: `Bench team ${index + 1}` })
      .returning({ id: teams.id });
    if (!team) throw new Error('no team');
    await giveBenchPlan(db, team.id);
    const [calendar] = await db
      .insert(calendars)
      .values({ teamId: team.id, name: 'Bench calendar' })
      .returning({ id: calendars.id });
    if (!calendar) throw new Error('no calendar');
    const accountIds = await seedAccounts(db, cipher, fake, calendar.id, share.accounts, seeded.accountCount);
    const made = await seedPostTargets(db, calendar.id, accountIds, share.targets, input.accountsPerPost);
    seeded.targetIds.push(...made.targetIds);
    seeded.accountCount += accountIds.length;
    seeded.postCount += made.postCount;
  }
  return seeded;
}

async function seedAccounts(
  db: Database,
  cipher: TokenCipher,
  fake: TestNetworkControl,
  calendarId: string,
  count: number,
  numberedFrom: number,
): Promise<string[]> {
  const accountRows: (typeof accounts.$inferInsert)[] = [];
  for (let index = numberedFrom; index < numberedFrom + count; index += 1) {
    const tokens = await fake.issueTokens('u_1');
    accountRows.push({
      calendarId,
      socialMedia: 'testNetwork',
      type: 'personal',
      name: `Bench account ${index + 1}`,
      externalId: `bench-${index + 1}`,
      accessTokenEncrypted: cipher.encrypt(tokens.accessToken),
      refreshTokenEncrypted: tokens.refreshToken ? cipher.encrypt(tokens.refreshToken) : null,
      tokenExpiresAt: tokens.expiresIn ? new Date(Date.now() + tokens.expiresIn * 1000) : null,
    });
  }
  const accountIds: string[] = [];
  for (const part of chunks(accountRows, 500)) {
    const rows = await db.insert(accounts).values(part).returning({ id: accounts.id });
    accountIds.push(...rows.map((row) => row.id));
  }
  return accountIds;
}

async function seedPostTargets(
  db: Database,
  calendarId: string,
  accountIds: readonly string[],
  targetCount: number,
  accountsPerPost: number,
): Promise<{ targetIds: string[]; postCount: number }> {
  // Post i goes to accounts i*k .. i*k+k-1 (mod the account count): every account gets its share.
  const perPost = Math.max(1, Math.min(accountsPerPost, accountIds.length));
  const postCount = Math.ceil(targetCount / perPost);
  const postRows: (typeof posts.$inferInsert)[] = Array.from({ length: postCount }, (_, index) => ({
    calendarId,
    message: `Bench post ${index + 1}`,
    timing: 'schedule' as const,
    postDate: null,
    content: postContentSchema.parse({
      images: [{ url: 'https://cdn.example.com/bench.png', mimeType: 'image/png' }],
    }),
  }));
  const postIds: string[] = [];
  for (const part of chunks(postRows)) {
    const rows = await db.insert(posts).values(part).returning({ id: posts.id });
    postIds.push(...rows.map((row) => row.id));
  }

  const targetRows: (typeof publishTargets.$inferInsert)[] = [];
  for (let index = 0; index < targetCount; index += 1) {
    const postIndex = Math.floor(index / perPost);
    const accountIndex = (postIndex * perPost + (index % perPost)) % accountIds.length;
    targetRows.push({
      postId: postIds[postIndex] ?? '',
      accountId: accountIds[accountIndex] ?? '',
      calendarId,
      socialMedia: 'testNetwork',
      postDate: new Date(),
      state: 'scheduled',
      dueAt: null,
      postVersion: 1,
    });
  }
  const targetIds: string[] = [];
  for (const part of chunks(targetRows)) {
    const rows = await db.insert(publishTargets).values(part).returning({ id: publishTargets.id });
    targetIds.push(...rows.map((row) => row.id));
  }
  return { targetIds, postCount };
}

/** Every target due at `dueAt` (posts included), each with its job, written as the API writes them. */
export async function makeDue(db: Database, queue: PgBoss, targetIds: readonly string[], dueAt: Date) {
  await db
    .update(posts)
    .set({ postDate: dueAt })
    .where(sql`${posts.postDate} is null`);
  for (const part of chunks(targetIds)) {
    await db.transaction(async (tx) => {
      await tx.update(publishTargets).set({ dueAt }).where(inArray(publishTargets.id, part));
      await enqueueTargets(
        queue,
        tx,
        part.map((id) => ({ id, postVersion: 1, socialMedia: 'testNetwork', dueAt })),
      );
    });
  }
}

/** How many targets are in each state. */
export async function targetStates(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .select({ state: publishTargets.state, count: sql<number>`count(*)`.mapWith(Number) })
    .from(publishTargets)
    .groupBy(publishTargets.state);
  return Object.fromEntries(rows.map((row) => [row.state, row.count]));
}
