import { is4kVideo, type MediaView } from '@kairos/core';
import { displayExpiry } from '../../storage/fresh-read-urls';
import type { MediaStorage } from '../../storage/media-storage';
import type { MediaRow } from './media-repository';

/**
 * The media as the composer sees it, with read URLs valid for `seconds` from now (rounded as a post's
 * links are when read, so the upload's links and the saved post's match).
 */
export function toMediaView(row: MediaRow, storage: MediaStorage, now: Date, seconds: number): MediaView {
  const expiresAt = displayExpiry(now, seconds);
  return {
    _id: row.id,
    url: storage.readUrl(row.storageKey, { contentType: row.mimeType, expiresAt }),
    thumbnailUrl: row.thumbnailKey
      ? storage.readUrl(row.thumbnailKey, { contentType: 'image/jpeg', expiresAt })
      : null,
    jpegUrl: row.jpegKey ? storage.readUrl(row.jpegKey, { contentType: 'image/jpeg', expiresAt }) : null,
    mimeType: row.mimeType,
    size: row.size,
    width: row.width,
    height: row.height,
    duration: row.duration,
    // "4K means width over 1920": a video rule (Instagram refuses 4K video), so images are never 4K.
    is4K: row.kind === 'video' && row.width !== null && is4kVideo({ videoWidth: row.width }),
  };
}
