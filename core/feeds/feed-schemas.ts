import { z } from 'zod';
import { messages } from '../messages';
import { feedMessages } from './feed-messages';

/** The longest feed or site address the server accepts. */
export const maxFeedUrlLength = 2048;
/** "Maximum 30 images or videos can be uploaded" at once by the bulk image upload. */
export const maxBulkImages = 30;
export const maxBulkCaptionLength = 2200;

/** POST /api/feeds: a feed (or a site whose feed is discovered) for a library category. */
export const feedCreateBodySchema = z.object({
  calendarId: z.uuid(),
  categoryId: z.uuid({ error: feedMessages.unknownCategory }),
  url: z
    .string()
    .trim()
    .min(1, { error: feedMessages.urlRequired })
    .max(maxFeedUrlLength, { error: feedMessages.urlInvalid }),
  autoApprove: z.boolean().default(false),
});
export type FeedCreateBody = z.infer<typeof feedCreateBodySchema>;

/** PUT /api/feeds/:id: pause or resume, and auto-approve on or off. */
export const feedUpdateBodySchema = z
  .object({ paused: z.boolean().optional(), autoApprove: z.boolean().optional() })
  .refine((body) => body.paused !== undefined || body.autoApprove !== undefined, {
    error: 'Nothing to change',
  });
export type FeedUpdateBody = z.infer<typeof feedUpdateBodySchema>;

export const feedListQuerySchema = z.object({ calendarId: z.uuid(), categoryId: z.uuid().optional() });
export type FeedListQuery = z.infer<typeof feedListQuerySchema>;

/** A feed as the Manage RSS dialog shows it: its state and the last error, if any. */
export const feedViewSchema = z.object({
  _id: z.string(),
  calendarId: z.string(),
  categoryId: z.string(),
  url: z.string(),
  title: z.string(),
  paused: z.boolean(),
  autoApprove: z.boolean(),
  lastPolledAt: z.string().nullable(),
  nextPollAt: z.string(),
  failures: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedView = z.infer<typeof feedViewSchema>;

/** One image of a bulk upload: an uploaded file of the calendar and its optional caption. */
export const bulkImageSchema = z.object({
  mediaId: z.uuid(),
  caption: z.string().trim().max(maxBulkCaptionLength, { error: feedMessages.captionTooLong }).default(''),
});

/** POST /api/library-posts/bulk-images: up to 30 uploaded images, each a library post. */
export const bulkImagesBodySchema = z.object({
  calendarId: z.uuid(),
  categoryId: z.uuid().nullable().default(null),
  images: z
    .array(bulkImageSchema)
    .min(1, { error: feedMessages.bulkEmpty })
    .max(maxBulkImages, { error: messages.media.maxBulk }),
});
export type BulkImagesBody = z.infer<typeof bulkImagesBodySchema>;

/**
 * A caption from a file's name: its extension dropped, dashes and underscores as spaces, camera
 * names (IMG_1234, DSC01234, a bare number) giving none.
 */
export function captionFromFileName(name: string): string {
  const base = name.replace(/^.*[\\/]/, '').replace(/\.[a-z0-9]{1,5}$/i, '');
  const words = base.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (/^(img|dsc|dscn|dcim|pxl|photo|image|screenshot)?\s?[\d\s]*$/i.test(words)) return '';
  return words.slice(0, maxBulkCaptionLength);
}

/** What the bulk upload made: one library post per image, in the order sent. */
export const bulkImagesResultSchema = z.object({ created: z.number(), ids: z.array(z.string()) });
export type BulkImagesResult = z.infer<typeof bulkImagesResultSchema>;
