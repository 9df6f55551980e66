import { messages } from '../messages';

/** "Thumbnail upload: jpg, jpeg, png; one image; size limit set by caller; aspect ratio must match." */
export const thumbnailTypes = ['image/jpeg', 'image/png'] as const;

/** Aspect ratios closer than this match: a 1280x720 thumbnail fits a 1920x1080 video. */
const aspectTolerance = 0.01;

export interface ThumbnailCandidate {
  type: string;
  size: number;
  width: number;
  height: number;
}

export function thumbnailError(
  files: readonly ThumbnailCandidate[],
  video: { videoWidth: number; videoHeight: number },
  maxBytes: number,
): string | null {
  if (files.length > 1) return messages.thumbnail.onlyOne;
  const file = files[0];
  if (file === undefined) return null;
  if (!(thumbnailTypes as readonly string[]).includes(file.type)) return messages.thumbnail.typeNotSupported;
  if (file.size > maxBytes) return messages.thumbnail.sizeExceeded;
  const difference = Math.abs(file.width / file.height - video.videoWidth / video.videoHeight);
  return difference > aspectTolerance ? messages.thumbnail.resolutionMismatch : null;
}
