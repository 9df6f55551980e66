import { messages } from '../messages';

/**
 * Where files are being chosen: the composer ("Up to 10 images, or 1 video, or 1 GIF"), bulk upload or
 * a journal post ("30 for bulk upload or journal posts"), a blog's featured image ("1 for a featured
 * blog image") and the image editor ("Image editor at 10 files").
 */
export const mediaSelectionContexts = ['post', 'bulk', 'journal', 'featured', 'imageEditor'] as const;
export type MediaSelectionContext = (typeof mediaSelectionContexts)[number];

export const mediaCountLimits = {
  images: 10,
  videos: 1,
  gifs: 1,
  bulk: 30,
  featured: 1,
  imageEditor: 10,
} as const;

/** What is (or would be) attached: still images, GIFs and videos counted apart. */
export interface MediaSelection {
  images: number;
  gifs: number;
  videos: number;
}

/**
 * The message for a selection that breaks the count rules of its context, or null. In the composer:
 * "no mixing video with images; a GIF cannot be combined with other images."
 */
export function mediaSelectionError(
  selection: MediaSelection,
  context: MediaSelectionContext,
): string | null {
  const total = selection.images + selection.gifs + selection.videos;
  switch (context) {
    case 'bulk':
    case 'journal':
      return total > mediaCountLimits.bulk ? messages.media.maxBulk : null;
    case 'featured':
      return total > mediaCountLimits.featured ? messages.media.oneFeaturedImage : null;
    case 'imageEditor':
      return total > mediaCountLimits.imageEditor ? messages.media.imageEditorMax : null;
    case 'post': {
      const kinds = [selection.images, selection.gifs, selection.videos].filter((count) => count > 0).length;
      const tooMany =
        selection.images > mediaCountLimits.images ||
        selection.gifs > mediaCountLimits.gifs ||
        selection.videos > mediaCountLimits.videos;
      return tooMany || kinds > 1 ? messages.media.tooManyFiles : null;
    }
  }
}
