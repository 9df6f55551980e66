import type { Database } from '../../db/database';
import type { MediaStorage } from '../../storage/media-storage';
import { deleteMedia, findUnattachedBefore } from './media-repository';

/** "Uploads never attached to a post are cleaned up after a day." */
export const unattachedMediaTtlMs = 24 * 3600 * 1000;
const batchSize = 200;

/** Removes the files first, then the rows: a failed file delete leaves the row for the next run. */
export async function purgeUnattachedMedia(db: Database, storage: MediaStorage, now: Date): Promise<number> {
  const before = new Date(now.getTime() - unattachedMediaTtlMs);
  let purged = 0;
  for (;;) {
    const rows = await findUnattachedBefore(db, before, batchSize);
    if (rows.length === 0) return purged;
    for (const row of rows) {
      await storage.remove(row.storageKey);
      if (row.thumbnailKey) await storage.remove(row.thumbnailKey);
      if (row.jpegKey) await storage.remove(row.jpegKey);
    }
    await deleteMedia(
      db,
      rows.map((row) => row.id),
    );
    purged += rows.length;
    if (rows.length < batchSize) return purged;
  }
}
