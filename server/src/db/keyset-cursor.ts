import { z } from 'zod';
import { validationFailed } from '../errors/app-error';

/**
 * Keyset paging (decision 0060): a page ends at a row, and the next page starts strictly after that
 * row's sort key and id. Rows inserted or deleted meanwhile never shift a page, so nothing is seen
 * twice or skipped, unlike an offset. The cursor is that key and id, base64url-encoded: opaque to
 * clients, checked here.
 */
export interface Keyset {
  /** The sort key of the last row (an ISO instant), null for rows without one. */
  key: string | null;
  id: string;
}

const keysetSchema = z.tuple([z.iso.datetime({ offset: true }).nullable(), z.uuid()]);

export function encodeCursor({ key, id }: Keyset): string {
  return Buffer.from(JSON.stringify([key, id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): Keyset | null {
  if (cursor === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const keyset = keysetSchema.safeParse(parsed);
  if (!keyset.success) throw validationFailed('querystring.cursor', 'Not a cursor of this list');
  const [key, id] = keyset.data;
  return { key, id };
}

/**
 * A page from `limit + 1` rows read: the extra row only says whether there is a next page, whose
 * cursor is the last row kept.
 */
export function toPage<Row, Item>(
  rows: readonly Row[],
  limit: number,
  keysetOf: (row: Row) => Keyset,
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return {
    items: kept.map(toItem),
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(keysetOf(last)) : null,
  };
}
