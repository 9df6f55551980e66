import { randomUUID } from 'node:crypto';
import type { ImageAttribution, ImportImagesBody, MediaView } from '@kairos/core';
import type { Database } from '../../db/database';
import type { SafeFetchOptions } from '../../net/safe-fetch';
import type { MediaStorage } from '../../storage/media-storage';
import { assertCalendarAccess } from '../calendars/calendar-access';
import { inspectUpload } from '../media/inspect-upload';
import * as repository from '../media/media-repository';
import type { AuthContext } from '../session/auth-context';
import { fetchImage, type FetchedImage } from './fetch-image';

export interface ImportDeps {
  db: Database;
  storage: MediaStorage;
  fetchOptions: SafeFetchOptions;
  view: (row: repository.MediaRow) => MediaView;
  removeRows: (rows: readonly repository.MediaRow[]) => Promise<void>;
  /** Told of each stored stock picture (Unsplash asks to count downloads). */
  onStored?: (attribution: ImageAttribution) => Promise<void>;
}

/**
 * Pictures picked from a page or a stock search, stored like uploads (decision 0131): every one is
 * fetched and checked first, then all are stored and inspected as an upload is; one that fails
 * leaves nothing behind, so the composer never holds half of a pick.
 */
export function createImageImport(deps: ImportDeps) {
  const { db, storage } = deps;

  async function store(
    auth: AuthContext,
    calendarId: string,
    picked: ImportImagesBody['images'][number],
    fetched: FetchedImage,
  ): Promise<repository.MediaRow> {
    const id = randomUUID();
    const row = await repository.insertMedia(db, {
      id,
      calendarId,
      uploadedBy: auth.userId,
      kind: fetched.mimeType === 'image/gif' ? 'gif' : 'image',
      mimeType: fetched.mimeType,
      size: fetched.bytes.length,
      storageKey: id,
      status: 'pending',
      tags: picked.tags ?? [],
      attribution: picked.attribution ?? null,
    });
    const thumbnailKey = `${id}-thumbnail`;
    const jpegKey = `${id}-jpeg`;
    try {
      await storage.write(id, fetched.bytes, fetched.mimeType);
      const facts = await inspectUpload(storage, { ...row, thumbnailKey, jpegKey });
      return await repository.updateMedia(db, id, { ...facts, status: 'ready' });
    } catch (error) {
      await deps.removeRows([{ ...row, thumbnailKey, jpegKey }]);
      throw error;
    }
  }

  /**
   * Fetches every picture first, then stores each as an upload; when one fails, none is left stored.
   * `paths[i]` names the i-th in errors.
   */
  async function fetchAndStore(
    auth: AuthContext,
    calendarId: string,
    images: readonly ImportImagesBody['images'][number][],
    paths: readonly string[],
  ): Promise<repository.MediaRow[]> {
    const fetched = await Promise.all(
      images.map((picked, index) => fetchImage(picked.url, paths[index] ?? 'url', deps.fetchOptions)),
    );
    const stored: repository.MediaRow[] = [];
    try {
      for (const [index, picked] of images.entries()) {
        stored.push(await store(auth, calendarId, picked, fetched[index] as FetchedImage));
      }
    } catch (error) {
      await deps.removeRows(stored);
      throw error;
    }
    return stored;
  }

  async function importImages(auth: AuthContext, body: ImportImagesBody): Promise<{ media: MediaView[] }> {
    await assertCalendarAccess(db, auth, body.calendarId, 'edit');
    const stored = await fetchAndStore(
      auth,
      body.calendarId,
      body.images,
      body.images.map((_, index) => `body.images.${index}.url`),
    );
    for (const picked of body.images) {
      if (picked.attribution) await deps.onStored?.(picked.attribution).catch(() => undefined);
    }
    return { media: stored.map(deps.view) };
  }

  return { importImages, fetchAndStore, removeRows: deps.removeRows };
}
