import { messages } from '@kairos/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { media } from '../../db/schema';
import { notFound, validationFailed } from '../../errors/app-error';
import { readAll, type MediaStorage } from '../../storage/media-storage';
import type { AnswerCache } from './answer-cache';
import type { Ocr } from './media/ocr-pool';
import type { StoredVideo } from './media/video-material';

/**
 * The calendar's uploads the assistant reads: images for 'Images Related Hashtags' (their text by
 * OCR, kept by media id: an upload never changes) and a video for post-from-video.
 */
export function createAssistantMedia(deps: {
  db: Database;
  storage: MediaStorage;
  ocr: Ocr;
  cache: AnswerCache;
}) {
  const { db, storage, ocr, cache } = deps;

  /** The text read in the calendar's images among mediaIds; another calendar's id is refused. */
  async function imagesText(calendarId: string, mediaIds: readonly string[]): Promise<string> {
    if (mediaIds.length === 0) return '';
    const rows = await db
      .select({
        id: media.id,
        kind: media.kind,
        key: media.storageKey,
        jpegKey: media.jpegKey,
        size: media.size,
      })
      .from(media)
      .where(
        and(eq(media.calendarId, calendarId), eq(media.status, 'ready'), inArray(media.id, [...mediaIds])),
      );
    if (rows.length !== new Set(mediaIds).size)
      throw validationFailed('body.mediaIds', messages.media.notInCalendar);
    const texts: string[] = [];
    for (const row of rows.filter((candidate) => candidate.kind === 'image' || candidate.kind === 'gif')) {
      const { value } = await cache.remember(['ocr', row.id], async () => {
        const bytes = await readAll(storage, row.key, row.size);
        return { text: await ocr.read(bytes) };
      });
      if (value.text) texts.push(value.text);
    }
    return texts.join('\n');
  }

  /** One of the calendar's videos (404 for another calendar's media, 422 for a picture). */
  async function video(calendarId: string, mediaId: string): Promise<StoredVideo> {
    const [row] = await db
      .select()
      .from(media)
      .where(and(eq(media.id, mediaId), eq(media.calendarId, calendarId), eq(media.status, 'ready')));
    if (!row) throw notFound();
    if (row.kind !== 'video') throw validationFailed('body.mediaId', messages.assistant.notAVideo);
    return {
      storageKey: row.storageKey,
      size: row.size,
      duration: row.duration,
      width: row.width,
      height: row.height,
    };
  }

  return { imagesText, video };
}
