import { publishedPartsSchema, type PublishedPart } from '@kairos/core';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { publishTargets } from '../../db/schema';

export type TargetRow = typeof publishTargets.$inferSelect;

/**
 * A target's parts as stored (decision 0064). Only the engine writes them, through this schema; one
 * that does not fit was edited by hand, and sending on from it could send a part twice, so it throws:
 * the send is left to the sweeper, which cannot read it either and says so in the log.
 */
export function readPublishedParts(stored: unknown): PublishedPart[] {
  const parsed = publishedPartsSchema.safeParse(stored);
  if (!parsed.success) throw new Error(`A publish target's parts cannot be read: ${parsed.error.message}`);
  return parsed.data;
}

/** Ids as one array literal parameter (`= any($1::uuid[])`): one parameter however many rows. */
export const pgUuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** Due targets a job may still be waiting for: how the queue is told about each one. */
export interface DueTarget {
  id: string;
  postVersion: number;
  socialMedia: string;
  dueAt: Date;
}

export async function insertTargets(
  db: Executor,
  rows: (typeof publishTargets.$inferInsert)[],
): Promise<TargetRow[]> {
  if (rows.length === 0) return [];
  return db.insert(publishTargets).values(rows).returning();
}

/** Scheduled targets overdue by more than `graceMs`: their job was lost (or is stuck behind a crash). */
export async function overdueTargets(
  db: Executor,
  now: Date,
  graceMs: number,
  limit: number,
): Promise<DueTarget[]> {
  const rows = await db
    .select({
      id: publishTargets.id,
      postVersion: publishTargets.postVersion,
      socialMedia: publishTargets.socialMedia,
      dueAt: publishTargets.dueAt,
    })
    .from(publishTargets)
    .where(
      and(eq(publishTargets.state, 'scheduled'), lt(publishTargets.dueAt, new Date(now.getTime() - graceMs))),
    )
    .orderBy(asc(publishTargets.dueAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, dueAt: row.dueAt ?? now }));
}

export async function targetsOfPost(db: Executor, postId: string, lock = false): Promise<TargetRow[]> {
  const query = db
    .select()
    .from(publishTargets)
    .where(eq(publishTargets.postId, postId))
    .orderBy(asc(publishTargets.createdAt));
  return lock ? query.for('update') : query;
}

/** The targets of many posts in one query (a calendar's list), each post's in creation order. */
export async function targetsOfPosts(
  db: Executor,
  postIds: readonly string[],
): Promise<Map<string, TargetRow[]>> {
  const byPost = new Map<string, TargetRow[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select()
    .from(publishTargets)
    .where(sql`${publishTargets.postId} = any(${pgUuidArray([...new Set(postIds)])}::uuid[])`)
    .orderBy(asc(publishTargets.createdAt));
  for (const row of rows) byPost.get(row.postId)?.push(row);
  return byPost;
}

export async function deleteTargets(db: Executor, targetIds: string[]): Promise<void> {
  if (targetIds.length === 0) return;
  await db.delete(publishTargets).where(inArray(publishTargets.id, targetIds));
}

/** Targets sent from an account since `since`: the rolling daily budget. */
export async function sentSince(
  db: Executor,
  accountId: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      oldest: sql<string | null>`min(${publishTargets.sentAt})`,
    })
    .from(publishTargets)
    .where(
      and(
        eq(publishTargets.accountId, accountId),
        eq(publishTargets.state, 'published'),
        gt(publishTargets.sentAt, since),
      ),
    );
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}
