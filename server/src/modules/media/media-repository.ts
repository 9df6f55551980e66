import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { media } from '../../db/schema';

export type MediaRow = typeof media.$inferSelect;

export async function insertMedia(db: Executor, values: typeof media.$inferInsert): Promise<MediaRow> {
  const [row] = await db.insert(media).values(values).returning();
  if (!row) throw new Error('media insert returned nothing');
  return row;
}

export async function findMedia(db: Executor, mediaId: string): Promise<MediaRow | null> {
  const [row] = await db.select().from(media).where(eq(media.id, mediaId));
  return row ?? null;
}

export async function updateMedia(
  db: Executor,
  mediaId: string,
  values: Partial<typeof media.$inferInsert>,
): Promise<MediaRow> {
  const [row] = await db.update(media).set(values).where(eq(media.id, mediaId)).returning();
  if (!row) throw new Error(`media ${mediaId} vanished during an update`);
  return row;
}

export async function findUnattachedBefore(db: Executor, before: Date, limit: number): Promise<MediaRow[]> {
  return db
    .select()
    .from(media)
    .where(and(isNull(media.attachedAt), lt(media.createdAt, before)))
    .limit(limit);
}

export async function deleteMedia(db: Executor, mediaIds: readonly string[]): Promise<void> {
  if (mediaIds.length === 0) return;
  await db.delete(media).where(inArray(media.id, [...mediaIds]));
}

/** Media among ids that no post references yet. */
export async function findUnattached(db: Executor, mediaIds: readonly string[]): Promise<MediaRow[]> {
  if (mediaIds.length === 0) return [];
  return db
    .select()
    .from(media)
    .where(and(inArray(media.id, [...mediaIds]), isNull(media.attachedAt)));
}
