import type { PostImage } from '@kairos/core';
import type { Executor } from '../../db/database';
import type { MediaStorage } from '../../storage/media-storage';
import { mediaOfUrls } from '../media/media-of-urls';
import type { LibraryPostRow } from '../library/library-repository';

/** Our own media storage, when the campaign service has it (the benchmark does without). */
export interface CampaignMedia {
  storage: MediaStorage;
  /** How long the JPEG renditions' read URLs are valid (MEDIA_READ_URL_SECONDS; renewed at send time). */
  readUrlSeconds: number;
}

/**
 * A library post names its pictures by URL only, while a post's image carries what its upload told the
 * composer: its type, size and JPEG rendition. A campaign post gets the same for the library's
 * uploads, so the planner applies the network rules to the real type (a GIF where GIFs are refused)
 * and networks that take only JPEG (Instagram, TikTok) are sent the rendition of a PNG. Pictures
 * elsewhere keep their URL alone.
 */
export async function libraryImages(
  tx: Executor,
  media: CampaignMedia | undefined,
  calendarId: string,
  rows: readonly LibraryPostRow[],
  now: Date,
): Promise<(url: string) => PostImage> {
  if (!media) return (url) => ({ url });
  const urls = rows.flatMap((row) => row.content.images);
  const uploads = await mediaOfUrls(tx, media.storage, calendarId, urls);
  const expiresAt = new Date(now.getTime() + media.readUrlSeconds * 1000);
  return (url) => {
    const upload = uploads.get(url);
    if (!upload) return { url };
    return {
      url,
      mediaId: upload.id,
      mimeType: upload.mimeType,
      size: upload.size,
      ...(upload.width ? { width: upload.width } : {}),
      ...(upload.height ? { height: upload.height } : {}),
      ...(upload.jpegKey
        ? { jpegUrl: media.storage.readUrl(upload.jpegKey, { contentType: 'image/jpeg', expiresAt }) }
        : {}),
    };
  };
}
