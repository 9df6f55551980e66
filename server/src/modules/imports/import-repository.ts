import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { accounts, calendarAccess, categories, contentImports, users } from '../../db/schema';

export type ContentImportRow = typeof contentImports.$inferSelect;
export type ContentImportSummary = Omit<ContentImportRow, 'rows'>;

// Everything but the rows (up to 10 MB): what a poll of the progress reads.
const { rows: _rows, ...summaryColumns } = getTableColumns(contentImports);

export async function insertImport(db: Executor, values: typeof contentImports.$inferInsert) {
  const [row] = await db.insert(contentImports).values(values).returning();
  if (!row) throw new Error('import insert returned nothing');
  return row;
}

export async function findImport(db: Executor, id: string): Promise<ContentImportSummary | null> {
  const [row] = await db.select(summaryColumns).from(contentImports).where(eq(contentImports.id, id));
  return row ?? null;
}

export async function rowsOf(db: Executor, id: string): Promise<string[][]> {
  const [row] = await db
    .select({ rows: contentImports.rows })
    .from(contentImports)
    .where(eq(contentImports.id, id));
  return row?.rows ?? [];
}

export async function updateImport(
  db: Executor,
  id: string,
  values: Partial<typeof contentImports.$inferInsert>,
): Promise<ContentImportSummary | null> {
  const [row] = await db
    .update(contentImports)
    .set(values)
    .where(eq(contentImports.id, id))
    .returning(summaryColumns);
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
    .returning(summaryColumns);
  return row ?? null;
}

export async function cancelRequested(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ cancel: contentImports.cancelRequested })
    .from(contentImports)
    .where(eq(contentImports.id, id));
  return row?.cancel ?? true;
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
