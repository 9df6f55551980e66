import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Executor } from '../../db/database';
import { libraryPostsInCategories, type LibraryPostRow } from '../library/library-repository';

/** Rows per page: on PGlite a page is read on the event loop, and 10,000 rows at once held it for seconds. */
const pageSize = 500;

/**
 * The library posts of the campaign's categories (what it posts from), read a page at a time with a
 * turn of the event loop between pages, so other requests are answered meanwhile.
 */
export async function loadCampaignLibrary(
  db: Executor,
  calendarId: string,
  categoryIds: readonly string[],
): Promise<LibraryPostRow[]> {
  const all: LibraryPostRow[] = [];
  for (let after: string | null = null; ;) {
    const page = await libraryPostsInCategories(db, calendarId, categoryIds, { after, limit: pageSize });
    all.push(...page);
    if (page.length < pageSize) return all;
    after = page.at(-1)!.id;
    await nextTurn();
  }
}
