import { messages } from '@kairos/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { media } from '../../db/schema';
import { validationFailed } from '../../errors/app-error';
import {
  readUrlsForDisplay,
  storageKeysIn,
  type FreshReadUrls,
  type KeyTypes,
} from '../../storage/fresh-read-urls';
import type { MediaStorage } from '../../storage/media-storage';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which of these storage keys are files of the calendar's checked uploads, and the type each is
 * served as: the upload's recorded type, and JPEG for its thumbnail and JPEG rendition. An upload's
 * files are stored under its id (`<id>`, `<id>-thumbnail`, `<id>-jpeg`, see media-service and
 * inspect-upload), so one query by primary key finds them. Another calendar's keys are not returned.
 */
export async function calendarMediaFiles(
  db: Executor,
  calendarId: string,
  keys: Iterable<string>,
  mediaIds: Iterable<string> = [],
): Promise<{ keyTypes: Map<string, string>; mediaIds: Set<string> }> {
  const ids = new Set([...mediaIds].filter((id) => uuid.test(id)));
  for (const key of keys) if (uuid.test(key.slice(0, 36))) ids.add(key.slice(0, 36));
  const found = { keyTypes: new Map<string, string>(), mediaIds: new Set<string>() };
  if (ids.size === 0) return found;
  const rows = await db
    .select({
      id: media.id,
      storageKey: media.storageKey,
      thumbnailKey: media.thumbnailKey,
      jpegKey: media.jpegKey,
      mimeType: media.mimeType,
    })
    .from(media)
    .where(and(eq(media.calendarId, calendarId), eq(media.status, 'ready'), inArray(media.id, [...ids])));
  for (const row of rows) {
    found.keyTypes.set(row.storageKey, row.mimeType);
    if (row.thumbnailKey) found.keyTypes.set(row.thumbnailKey, 'image/jpeg');
    if (row.jpegKey) found.keyTypes.set(row.jpegKey, 'image/jpeg');
    found.mediaIds.add(row.id);
  }
  return found;
}

/**
 * The links of saved posts (or library posts) of one calendar, signed again for a response: only the
 * calendar's own files, with their recorded types (decision 0032, issue 14).
 */
export async function freshLinksOf(
  db: Executor,
  storage: MediaStorage | undefined,
  calendarId: string,
  saved: readonly unknown[],
  read: { now: Date; lifetimeSeconds: number },
): Promise<FreshReadUrls> {
  const keys = storage ? storageKeysIn(storage, saved) : new Set<string>();
  const types: KeyTypes =
    keys.size === 0 ? new Map() : (await calendarMediaFiles(db, calendarId, keys)).keyTypes;
  return readUrlsForDisplay(storage, read.now, read.lifetimeSeconds, types);
}

/**
 * Refuses content that names media of another calendar: a link to one of our files (by its key) or
 * an upload id that is not one of this calendar's checked uploads. Without it a post could carry
 * another team's file and the answer would sign a working link to it.
 */
export async function assertOwnMedia(
  db: Executor,
  storage: MediaStorage | undefined,
  calendarId: string,
  content: unknown,
  mediaIds: readonly string[],
): Promise<void> {
  const keys = storage ? storageKeysIn(storage, content) : new Set<string>();
  if (keys.size === 0 && mediaIds.length === 0) return;
  const found = await calendarMediaFiles(db, calendarId, keys, mediaIds);
  const foreign =
    [...keys].some((key) => !found.keyTypes.has(key)) || mediaIds.some((id) => !found.mediaIds.has(id));
  if (foreign) throw validationFailed('body', messages.media.notInCalendar);
}
