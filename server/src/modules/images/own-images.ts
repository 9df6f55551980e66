import type { MediaView, SuggestedImage } from '@kairos/core';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { media } from '../../db/schema';
import type { MediaRow } from '../media/media-repository';

/** `%word%` with LIKE's own characters taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The calendar's own images matching a search: every word of it in the image's read text (OCR) or
 * its tags; newest first, one page at a time (an empty search: the newest images).
 */
export async function findOwnImages(
  db: Database,
  calendarId: string,
  query: string,
  page: { limit: number; offset: number },
): Promise<{ rows: MediaRow[]; hasMore: boolean }> {
  const words = query
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 8);
  const searchable = sql`(coalesce(${media.ocrText}, '') || ' ' || array_to_string(${media.tags}, ' '))`;
  const rows = await db
    .select()
    .from(media)
    .where(
      and(
        eq(media.calendarId, calendarId),
        eq(media.status, 'ready'),
        inArray(media.kind, ['image', 'gif']),
        ...words.map((word) => sql`${searchable} ilike ${containing(word)}`),
      ),
    )
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

export function ownSuggestion(row: MediaRow, view: MediaView): SuggestedImage {
  return {
    url: view.url,
    thumbnailUrl: view.thumbnailUrl ?? view.url,
    width: row.width,
    height: row.height,
    description: (row.ocrText ?? row.tags.join(' ')).slice(0, 200),
    media: view,
    attribution: row.attribution ?? null,
  };
}
