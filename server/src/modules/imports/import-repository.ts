import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  accounts,
  calendarAccess,
  categories,
  contentImportRows,
  contentImports,
  users,
} from '../../db/schema';

export type ContentImportRow = typeof contentImports.$inferSelect;
/** An import as its progress is read (its rows are in `content_import_rows`). */
export type ContentImportSummary = ContentImportRow;

export async function insertImport(db: Executor, values: typeof contentImports.$inferInsert) {
  const [row] = await db.insert(contentImports).values(values).returning();
  if (!row) throw new Error('import insert returned nothing');
  return row;
}

export async function findImport(db: Executor, id: string): Promise<ContentImportSummary | null> {
  const [row] = await db.select().from(contentImports).where(eq(contentImports.id, id));
  return row ?? null;
}

/** One batch of an import's rows (decision 0140: a short statement each, not the whole file). */
export async function insertRowBatch(db: Executor, importId: string, batch: number, rows: string[][]) {
  await db.insert(contentImportRows).values({ importId, batch, rows });
}

/** The import's rows, a batch per statement, in the file's order. */
export async function* rowBatchesOf(db: Executor, importId: string): AsyncGenerator<string[][]> {
  for (let after = -1; ;) {
    const [next] = await db
      .select({ batch: contentImportRows.batch, rows: contentImportRows.rows })
      .from(contentImportRows)
      .where(and(eq(contentImportRows.importId, importId), gt(contentImportRows.batch, after)))
      .orderBy(asc(contentImportRows.batch))
      .limit(1);
    if (!next) return;
    after = next.batch;
    yield next.rows;
  }
}

/** The rows are read: what stays is the import's outcome and preview. */
export async function deleteRows(db: Executor, importId: string): Promise<void> {
  await db.delete(contentImportRows).where(eq(contentImportRows.importId, importId));
}

export async function deleteImport(db: Executor, id: string): Promise<void> {
  await db.delete(contentImports).where(eq(contentImports.id, id));
}

export async function updateImport(
  db: Executor,
  id: string,
  values: Partial<typeof contentImports.$inferInsert>,
): Promise<ContentImportSummary | null> {
  const [row] = await db.update(contentImports).set(values).where(eq(contentImports.id, id)).returning();
  return row ?? null;
}

/** Moves an import from one of `from` to `to`; null when it was in none of them (a race lost). */
export async function moveImport(
  db: Executor,
  id: string,
  from: readonly ContentImportRow['status'][],
  values: Partial<typeof contentImports.$inferInsert> & { status: ContentImportRow['status'] },
) {
  const [row] = await db
    .update(contentImports)
    .set(values)
    .where(and(eq(contentImports.id, id), inArray(contentImports.status, [...from])))
    .returning();
  return row ?? null;
}

/** Whether the import's job may go on, and whether a cancel was asked (read before each chunk). */
export async function runState(db: Executor, id: string): Promise<{ running: boolean; cancel: boolean }> {
  const [row] = await db
    .select({ status: contentImports.status, cancel: contentImports.cancelRequested })
    .from(contentImports)
    .where(eq(contentImports.id, id));
  return { running: row?.status === 'running', cancel: row?.cancel ?? true };
}

/** What rows name: the calendar's categories and its connected accounts. */
export async function importContextOf(db: Executor, calendarId: string) {
  const [categoryRows, accountRows] = await Promise.all([
    db
      .select({ id: categories.id, title: categories.title })
      .from(categories)
      .where(eq(categories.calendarId, calendarId)),
    db
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(eq(accounts.calendarId, calendarId)),
  ]);
  return { categories: categoryRows, accounts: accountRows };
}

/** The author as a request of theirs would be now (their role and calendars may have changed). */
export async function authorNow(db: Executor, userId: string) {
  const [user] = await db
    .select({ userId: users.id, teamId: users.teamId, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const access = await db
    .select({ calendarId: calendarAccess.calendarId })
    .from(calendarAccess)
    .where(eq(calendarAccess.userId, userId));
  return { ...user, access: { calendars: access.map((entry) => entry.calendarId) } };
}

/**
 * The job's heartbeat between two progress reports: false when the import is no longer running
 * (cancelled, finished, or failed by the stale-job sweeper), and the job must stop writing.
 */
export async function beatImport(db: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(contentImports)
    .set({ heartbeatAt: at })
    .where(and(eq(contentImports.id, id), eq(contentImports.status, 'running')))
    .returning({ id: contentImports.id });
  return rows.length > 0;
}

/** When the job last said it was alive (its start for a job that never beat). */
const lastBeat = sql`coalesce(${contentImports.heartbeatAt}, ${contentImports.updatedAt})`;

/** Running imports whose job stopped beating before `before` (its worker died or hangs). */
export async function staleRunningImports(db: Executor, before: Date, limit: number) {
  return db
    .select()
    .from(contentImports)
    .where(and(eq(contentImports.status, 'running'), lt(lastBeat, before)))
    .limit(limit);
}

/**
 * Fails a stale running import with `values`, unless its job beat again since it was read (then it
 * is alive and keeps running). True when it was failed.
 */
export async function failStaleImport(
  db: Executor,
  id: string,
  before: Date,
  values: Pick<typeof contentImports.$inferInsert, 'errors' | 'errorCount' | 'updatedAt'>,
): Promise<boolean> {
  const rows = await db
    .update(contentImports)
    .set({ ...values, status: 'failed' })
    .where(and(eq(contentImports.id, id), eq(contentImports.status, 'running'), lt(lastBeat, before)))
    .returning({ id: contentImports.id });
  if (rows.length > 0) await deleteRows(db, id);
  return rows.length > 0;
}

/**
 * Queued imports no job has started since `before` (the job was lost: the API stopped between the
 * import's move and its send, or the queue dropped it): marked as sent again at `at` and returned,
 * for the caller to send a job each. A duplicate job is harmless: only one moves it to running.
 */
export async function requeueStaleImports(db: Executor, before: Date, at: Date, limit: number) {
  const stale = db
    .select({ id: contentImports.id })
    .from(contentImports)
    .where(and(eq(contentImports.status, 'queued'), lt(lastBeat, before)))
    .limit(limit);
  return db
    .update(contentImports)
    .set({ heartbeatAt: at })
    .where(and(inArray(contentImports.id, stale), eq(contentImports.status, 'queued')))
    .returning({ id: contentImports.id });
}
