import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { media } from '../../db/schema';
import type { MediaStorage } from '../../storage/media-storage';
import type { MediaRow } from './media-repository';

/**
 * A calendar's uploads behind links to our own storage, by link. A library post names its pictures by
 * URL only (the spec's "images"), so this is how the library finds the uploads it keeps and a
 * campaign finds their type and JPEG rendition. Links elsewhere, and other calendars' media, are left
 * out.
 */
export async function mediaOfUrls(
  db: Executor,
  storage: MediaStorage,
  calendarId: string,
  urls: readonly string[],
): Promise<Map<string, MediaRow>> {
  const keyOfUrl = new Map<string, string>();
  for (const url of new Set(urls)) {
    const own = url.startsWith('http') ? storage.keyOfReadUrl(url) : null;
    if (own) keyOfUrl.set(url, own.key);
  }
  if (keyOfUrl.size === 0) return new Map();
  const rows = await db
    .select()
    .from(media)
    .where(and(eq(media.calendarId, calendarId), inArray(media.storageKey, [...new Set(keyOfUrl.values())])));
  const byKey = new Map(rows.map((row) => [row.storageKey, row]));
  const found = new Map<string, MediaRow>();
  for (const [url, key] of keyOfUrl) {
    const row = byKey.get(key);
    if (row) found.set(url, row);
  }
  return found;
}
