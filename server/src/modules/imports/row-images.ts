import { messages, type PostImage } from '@kairos/core';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { SafeFetchOptions } from '../../net/safe-fetch';
import type { MediaStorage } from '../../storage/media-storage';
import { createImageImport } from '../images/import-images';
import { createMediaService } from '../media/media-service';
import type { MediaRow } from '../media/media-repository';
import { toMediaView } from '../media/media-view';
import type { AuthContext } from '../session/auth-context';
import { refusalOf } from './write-rows';

/** A row's images, fetched and stored like uploads: what the row is written with, and its media. */
export interface StoredImages {
  media: MediaRow[];
  /** For a library post: the stored files' links. */
  urls: string[];
  /** For a post to schedule: the composer's image entries. */
  images: PostImage[];
}

/**
 * The images of an import's rows (decision 0123): each row's links fetched through the safe fetch
 * and stored as the image studio stores picked images (decision 0131), all of a row or none.
 */
export function createRowImages(deps: {
  db: Database;
  storage: MediaStorage;
  config: Config;
  now: () => Date;
  fetchOptions: SafeFetchOptions;
}) {
  const { db, storage, config, now } = deps;
  const media = createMediaService({ db, storage, config, now });
  const view = (row: MediaRow) => toMediaView(row, storage, now(), config.media.readUrlSeconds);
  const imports = createImageImport({
    db,
    storage,
    fetchOptions: deps.fetchOptions,
    view,
    removeRows: media.removeRows,
  });

  /** Throws one message naming the link that failed and why; nothing of the row stays stored. */
  async function store(
    auth: AuthContext,
    calendarId: string,
    urls: readonly string[],
  ): Promise<StoredImages> {
    let rows: MediaRow[];
    try {
      rows = await imports.fetchAndStore(
        auth,
        calendarId,
        urls.map((url) => ({ url })),
        urls.map((url) => url),
      );
    } catch (error) {
      const failed = error instanceof AppError ? (error.details?.[0]?.path ?? '') : '';
      const url = urls.includes(failed) ? failed : (urls[0] ?? '');
      throw new AppError('VALIDATION_FAILED', messages.imports.imageFailed(url, refusalOf(error)));
    }
    const views = rows.map(view);
    return {
      media: rows,
      urls: views.map((one) => one.url),
      images: views.map((one) => ({
        url: one.url,
        ...(one.jpegUrl ? { jpegUrl: one.jpegUrl } : {}),
        mediaId: one._id,
        mimeType: one.mimeType,
        ...(one.width ? { width: one.width } : {}),
        ...(one.height ? { height: one.height } : {}),
        size: one.size,
      })),
    };
  }

  return { store, remove: media.removeRows };
}

export type RowImages = ReturnType<typeof createRowImages>;
