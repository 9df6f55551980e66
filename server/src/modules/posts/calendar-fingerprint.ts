import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';

/** Change rows a calendar may gather before a reader folds them into one. */
const foldAbove = 256;

/**
 * What a calendar's posts, targets and campaigns have been through (decision 0063): the number of
 * transactions that wrote them and the newest one, from `calendar_changes`, which statement triggers
 * fill (migration 0010). Every committed write adds a row, so the count grows with each; a fold
 * deletes the rows it sees and adds its own, newer than any transaction a fingerprint read before it
 * could have named, so no later fingerprint can equal an earlier one. Read before the rows of the
 * reply: a change that commits between the two only makes the next read miss.
 */
export async function calendarFingerprint(
  db: Executor,
  range: { calendarId: string },
  read?: CalendarChanges,
): Promise<string> {
  let found = read ?? (await readFingerprint(db, range.calendarId));
  // Folded, the fingerprint is read again: the fold changed it, and the next reader should match.
  if (found.changes > foldAbove && (await foldChanges(db, range.calendarId, found.newest))) {
    found = await readFingerprint(db, range.calendarId);
  }
  return `${found.changes}:${found.newest}`;
}

/** The calendar's change rows: how many, and the newest transaction among them. */
export interface CalendarChanges {
  changes: number;
  newest: string;
}

async function readFingerprint(db: Executor, calendarId: string): Promise<CalendarChanges> {
  const result = (await db.execute(calendarFingerprintQuery(calendarId))) as { rows: CalendarChanges[] };
  return result.rows[0] ?? { changes: 0, newest: '0' };
}

export function calendarFingerprintQuery(calendarId: string | Placeholder): SQL {
  return sql`select count(*)::int as changes, coalesce(max(tx), 0)::text as newest
    from calendar_changes where calendar_id = ${calendarId}::uuid`;
}

/**
 * Folds a calendar's change rows up to `through` into one row of this transaction. Rows of
 * transactions still running are not seen and stay. A fold that fails (two at once) costs nothing.
 */
async function foldChanges(db: Executor, calendarId: string, through: string): Promise<boolean> {
  return db
    .execute(
      sql`with folded as (
        delete from calendar_changes where calendar_id = ${calendarId}::uuid and tx <= ${through}::int8
      )
      insert into calendar_changes (calendar_id, tx) values (${calendarId}::uuid, txid_current())
      on conflict do nothing`,
    )
    .then(
      () => true,
      () => false,
    );
}
