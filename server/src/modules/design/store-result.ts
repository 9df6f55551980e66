import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import type { MediaStorage } from '../../storage/media-storage';
import { inspectUpload } from '../media/inspect-upload';
import * as mediaRepository from '../media/media-repository';

/**
 * Stores what a job made as an upload of the calendar would be: the bytes under a new key, checked
 * and described by the uploader's own inspection (thumbnail, JPEG rendition, dimensions, duration).
 * Unattached, it is purged after a day like any upload no post took.
 */
export async function storeResult(
  deps: { db: Database; storage: MediaStorage },
  owner: { calendarId: string; userId: string | null },
  file: { bytes: Buffer; mimeType: string; kind: 'image' | 'video'; frame?: Buffer },
): Promise<string> {
  const id = randomUUID();
  const keys = { storageKey: id, thumbnailKey: `${id}-thumbnail`, jpegKey: `${id}-jpeg` };
  await deps.storage.write(keys.storageKey, file.bytes, file.mimeType);
  try {
    const facts = await inspectUpload(deps.storage, {
      ...keys,
      mimeType: file.mimeType,
      size: file.bytes.length,
    });
    // A made video's first frame is its thumbnail (an uploaded video gets one from the browser).
    if (file.frame) {
      await deps.storage.write(keys.thumbnailKey, file.frame, 'image/jpeg');
      facts.thumbnailKey = keys.thumbnailKey;
    }
    await mediaRepository.insertMedia(deps.db, {
      id,
      calendarId: owner.calendarId,
      uploadedBy: owner.userId,
      storageKey: keys.storageKey,
      ...facts,
      status: 'ready',
    });
    return id;
  } catch (error) {
    for (const key of Object.values(keys)) await deps.storage.remove(key);
    throw error;
  }
}
