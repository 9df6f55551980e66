import { messages } from '@kairos/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { media } from '../../db/schema';
import { notFound, validationFailed } from '../../errors/app-error';
import { readAll, type MediaStorage } from '../../storage/media-storage';
import type { AnswerCache } from './answer-cache';
import type { Ocr } from './media/ocr-pool';
import type { StoredVideo } from './media/video-material';

export interface StoredImage {
  id: string;
  mediaType: string;
  read(): Promise<Buffer>;
}

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

  /** The calendar's pictures among mediaIds (a video is left out); another calendar's id is refused. */
  async function images(calendarId: string, mediaIds: readonly string[]): Promise<StoredImage[]> {
    if (mediaIds.length === 0) return [];
    const rows = await db
      .select({
        id: media.id,
        kind: media.kind,
        mimeType: media.mimeType,
        key: media.storageKey,
        size: media.size,
      })
      .from(media)
      .where(
        and(eq(media.calendarId, calendarId), eq(media.status, 'ready'), inArray(media.id, [...mediaIds])),
      );
    if (rows.length !== new Set(mediaIds).size)
      throw validationFailed('body.mediaIds', messages.media.notInCalendar);
    return rows
      .filter((row) => row.kind === 'image' || row.kind === 'gif')
      .map((row) => ({
        id: row.id,
        mediaType: row.mimeType,
        read: () => readAll(storage, row.key, row.size),
      }));
  }

  /** The text read in pictures by OCR ('' when none). */
  async function textIn(pictures: readonly StoredImage[]): Promise<string> {
    const texts: string[] = [];
    for (const picture of pictures) {
      const { value } = await cache.remember(['ocr', picture.id], async () => ({
        text: await ocr.read(await picture.read()),
      }));
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

  return { images, textIn, video };
}
