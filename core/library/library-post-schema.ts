import { z } from 'zod';
import { callToActionSchema } from '../posts/call-to-action-schema';
import { plainText } from '../validation/control-characters';
import { maxAltTextLength, mediaMetadataSchema, postVideoSchema } from '../posts/post-schema';

/** "Variations (socialMedia, message for twitter, facebook, linkedin, instagram)". */
export const variationNetworks = ['twitter', 'facebook', 'linkedin', 'instagram'] as const;

export const variationSchema = z.object({ socialMedia: z.enum(variationNetworks), message: z.string() });
export type Variation = z.infer<typeof variationSchema>;

/**
 * A picture's alt text, kept beside the pictures (which are links only): a post saved to the library
 * keeps its alt texts, and the campaign posts made from it send them.
 */
export const libraryImageAltSchema = z.object({
  url: z.string().min(1),
  alt: plainText(z.string().max(maxAltTextLength)),
});

/** The body of a library post (spec section 3, "Library post"), as the Add to Library modal sends it. */
export const libraryPostBodySchema = z.object({
  message: z.string().default(''),
  variations: z.array(variationSchema).default([]),
  categories: z.array(z.string()).default([]),
  hashtags: z.array(z.string()).default([]),
  imageHashtags: z.array(z.string()).default([]),
  // Falsy entries come from removed uploads: they are dropped on save.
  images: z.array(z.string().nullable()).default([]),
  imageAlts: z.array(libraryImageAltSchema).max(30).default([]),
  draft: z.boolean().default(false),
  expirationDate: z.string().nullable().default(null),
  video: postVideoSchema.nullable().default(null),
  postTitle: z.string().default(''),
  callToAction: callToActionSchema.nullable().default(null),
  mediaMetadata: z.array(mediaMetadataSchema).default([]),
});
export type LibraryPostBody = z.infer<typeof libraryPostBodySchema>;
export type LibraryPostBodyInput = z.input<typeof libraryPostBodySchema>;
