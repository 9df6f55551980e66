import { z } from 'zod';
import { messages } from '../messages';
import { imagesFromUrlDefaultMax } from './images-from-url';
import { mediaViewSchema } from './media-api';

/** The most pixels the server decodes in one image (a 5 MB PNG can hold a decompression bomb). */
export const imageMaxMegapixels = 50;
export const imageMaxPixels = imageMaxMegapixels * 1_000_000;

/** Text from image: the text read in one of the calendar's images ('' when none). */
export const imageTextReplySchema = z.object({ text: z.string() });
export type ImageTextReply = z.infer<typeof imageTextReplySchema>;

export const stockProviders = ['unsplash', 'pexels', 'openverse'] as const;
export type StockProvider = (typeof stockProviders)[number];

/** Who made a picked picture and where it comes from, kept with the stored image. */
export const imageAttributionSchema = z.object({
  provider: z.enum(stockProviders),
  author: z.string().trim().max(200),
  authorUrl: z.string().max(2048).nullable(),
  sourceUrl: z.string().max(2048).nullable(),
  license: z.string().max(200).nullable(),
  /** Unsplash asks to be told when a photo is used (its `links.download_location`). */
  downloadLocation: z.string().max(2048).nullable().optional(),
});
export type ImageAttribution = z.infer<typeof imageAttributionSchema>;

/** Pictures picked from a page ('Get Images From URL') or a stock search, to store like uploads. */
export const importImagesBodySchema = z.object({
  calendarId: z.uuid({ error: 'Not a calendar id' }),
  images: z
    .array(
      z.object({
        url: z.string().trim().min(1).max(2048),
        attribution: imageAttributionSchema.nullable().optional(),
        tags: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
      }),
    )
    .min(1, messages.media.imagesNotFound)
    .max(imagesFromUrlDefaultMax, messages.imagesFromUrl.tooManySelected(imagesFromUrlDefaultMax)),
});
export type ImportImagesBody = z.infer<typeof importImagesBodySchema>;

export const importImagesReplySchema = z.object({ media: z.array(mediaViewSchema) });

/** The last page of suggestions one may ask for. */
export const imageSuggestionsMaxPage = 50;

/** "POST image suggestion search with {query}": the calendar's own images first, then stock. */
export const imageSuggestionsBodySchema = z.object({
  calendarId: z.uuid({ error: 'Not a calendar id' }),
  query: z.string().trim().max(100),
  page: z.number().int().min(1).max(imageSuggestionsMaxPage).default(1),
});
export type ImageSuggestionsBody = z.infer<typeof imageSuggestionsBodySchema>;

export const suggestedImageSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  description: z.string(),
  /** Set for the calendar's own images: attached as it is, nothing to fetch. */
  media: mediaViewSchema.nullable(),
  attribution: imageAttributionSchema.nullable(),
});
export type SuggestedImage = z.infer<typeof suggestedImageSchema>;

export const imageSuggestionsReplySchema = z.object({
  images: z.array(suggestedImageSchema),
  /** The page to ask for more; null at the end. */
  nextPage: z.number().int().nullable(),
});
export type ImageSuggestionsReply = z.infer<typeof imageSuggestionsReplySchema>;
