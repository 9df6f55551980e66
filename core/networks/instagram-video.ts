import { megabytes } from '../media/media-facts';

/**
 * "Video duration 3 to under 60 seconds and size under 100 MB (104857600 bytes); with a reel reminder
 * 3 to under 90 seconds and under 150 MB (157286400 bytes)."
 */
export const instagramVideoLimits = {
  feed: { minSeconds: 3, underSeconds: 60, underBytes: megabytes(100) },
  reel: { minSeconds: 3, underSeconds: 90, underBytes: megabytes(150) },
} as const;

/** "feed video aspect ratio 0.8 to about 1.78" (4:5 to 16:9). */
export const instagramFeedAspectRatio = { min: 0.8, max: 1.78 } as const;

/** "Instagram Business: at most 30 hashtags". */
export const instagramMaxHashtags = 30;

/**
 * A carousel's children: "up to 10 images, videos, or a mix" (IG User Media reference, POST
 * /{ig-user-id}/media with `is_carousel_item`); a video item keeps the feed video limits above.
 */
export const instagramMaxCarouselItems = 10;
