import type { LibraryPostView } from '@kairos/core';
import type { FreshReadUrls } from '../../storage/fresh-read-urls';
import type { LibraryPostRow } from './library-repository';

/** The saved media links may have expired: `fresh` signs those to our storage again. */
export function toLibraryPostView(
  row: LibraryPostRow,
  categories: readonly string[],
  campaigns: readonly string[],
  fresh: FreshReadUrls,
): LibraryPostView {
  return {
    ...fresh(row.content),
    _id: row.id,
    calendarId: row.calendarId,
    message: row.message,
    categories: [...categories],
    draft: row.draft,
    pending: row.pending,
    rejected: row.rejected,
    expirationDate: row.expirationDate?.toISOString() ?? null,
    campaigns: [...campaigns],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
