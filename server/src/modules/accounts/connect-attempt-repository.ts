import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { connectAttempts } from '../../db/schema';

export type ConnectAttemptRow = typeof connectAttempts.$inferSelect;

export async function insertConnectAttempt(
  db: Executor,
  values: Omit<typeof connectAttempts.$inferInsert, 'id' | 'completedAt' | 'candidatesEncrypted'>,
): Promise<string> {
  const [row] = await db.insert(connectAttempts).values(values).returning({ id: connectAttempts.id });
  if (!row) throw new Error('connect attempt insert returned nothing');
  return row.id;
}

/**
 * Takes the attempt a callback's state names, once: a second callback with the same state (a replay,
 * a double click) finds nothing to take.
 */
export async function takeConnectAttempt(
  db: Executor,
  stateHash: string,
  now: Date,
): Promise<ConnectAttemptRow | null> {
  const [row] = await db
    .update(connectAttempts)
    .set({ completedAt: now })
    .where(and(eq(connectAttempts.stateHash, stateHash), isNull(connectAttempts.completedAt)))
    .returning();
  return row ?? null;
}

export async function findConnectAttemptByState(db: Executor, stateHash: string) {
  const [row] = await db.select().from(connectAttempts).where(eq(connectAttempts.stateHash, stateHash));
  return row ?? null;
}

/** `lock`: inside the choosing transaction, so two concurrent choices cannot both use it. */
export async function findConnectAttempt(
  db: Executor,
  attemptId: string,
  options: { lock?: boolean } = {},
): Promise<ConnectAttemptRow | null> {
  const query = db.select().from(connectAttempts).where(eq(connectAttempts.id, attemptId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function storeCandidates(db: Executor, attemptId: string, candidatesEncrypted: string) {
  await db.update(connectAttempts).set({ candidatesEncrypted }).where(eq(connectAttempts.id, attemptId));
}

/** Done with: the tokens of the candidates nobody chose go with it. */
export async function deleteConnectAttempt(db: Executor, attemptId: string): Promise<void> {
  await db.delete(connectAttempts).where(eq(connectAttempts.id, attemptId));
}

export async function purgeExpiredConnectAttempts(db: Executor, now: Date): Promise<void> {
  await db.delete(connectAttempts).where(lt(connectAttempts.expiresAt, now));
}
