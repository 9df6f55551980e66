import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { designJobs, media } from '../../db/schema';

export type DesignJobRow = typeof designJobs.$inferSelect;
export type MediaRow = typeof media.$inferSelect;

export async function insertJob(db: Executor, values: typeof designJobs.$inferInsert): Promise<DesignJobRow> {
  const [row] = await db.insert(designJobs).values(values).returning();
  if (!row) throw new Error('design job insert returned nothing');
  return row;
}

/** A job of the team (another team's is not found). */
export async function findTeamJob(db: Executor, teamId: string, id: string): Promise<DesignJobRow | null> {
  const [row] = await db
    .select()
    .from(designJobs)
    .where(and(eq(designJobs.id, id), eq(designJobs.teamId, teamId)));
  return row ?? null;
}

export async function findJob(db: Executor, id: string): Promise<DesignJobRow | null> {
  const [row] = await db.select().from(designJobs).where(eq(designJobs.id, id));
  return row ?? null;
}

export async function updateJob(
  db: Executor,
  id: string,
  values: Partial<Pick<DesignJobRow, 'status' | 'progress' | 'resultMediaId' | 'error'>>,
  at: Date,
): Promise<void> {
  await db
    .update(designJobs)
    .set({ ...values, updatedAt: at })
    .where(eq(designJobs.id, id));
}

/** Banners of the team since the month began that did not fail: imageGeneratorImagesPerMonth. */
export async function bannersThisMonth(db: Executor, teamId: string, monthStart: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(designJobs)
    .where(
      and(
        eq(designJobs.teamId, teamId),
        eq(designJobs.kind, 'banner'),
        gte(designJobs.createdAt, monthStart),
        ne(designJobs.status, 'failed'),
      ),
    );
  return row?.count ?? 0;
}

/** Jobs left queued or running since before `before` (a worker that died): marked failed. */
export async function failStuckJobs(db: Executor, before: Date, error: string, at: Date): Promise<number> {
  const rows = await db
    .update(designJobs)
    .set({ status: 'failed', error, updatedAt: at })
    .where(and(inArray(designJobs.status, ['queued', 'running']), lt(designJobs.updatedAt, before)))
    .returning({ id: designJobs.id });
  return rows.length;
}

/** Ready media of the calendar among ids, by id. */
export async function calendarMedia(
  db: Executor,
  calendarId: string,
  ids: readonly string[],
): Promise<Map<string, MediaRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(media)
    .where(and(eq(media.calendarId, calendarId), eq(media.status, 'ready'), inArray(media.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findMediaRow(db: Executor, id: string): Promise<MediaRow | null> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, id), eq(media.status, 'ready')));
  return row ?? null;
}

/** Progress of a running job (a late write after the end changes nothing). */
export async function setProgress(db: Executor, id: string, progress: number, at: Date): Promise<void> {
  await db
    .update(designJobs)
    .set({ progress, updatedAt: at })
    .where(and(eq(designJobs.id, id), eq(designJobs.status, 'running')));
}
