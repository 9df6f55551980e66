import { z } from 'zod';
import { readStoredDocument, type StoredDocument } from '../validation/stored-document';
import { libraryPostBodySchema } from './library-post-schema';

/**
 * What a library post stores besides its columns (message, draft, pending, rejected, expiration):
 * the modal's other fields, with the schemas the body was checked with. Its pictures are links only,
 * the empty ones dropped on save. Each field has a default, so a row written before a field existed
 * reads with its empty value.
 */
export const libraryPostContentSchema = libraryPostBodySchema
  .pick({
    variations: true,
    hashtags: true,
    imageHashtags: true,
    imageAlts: true,
    video: true,
    postTitle: true,
    callToAction: true,
    mediaMetadata: true,
  })
  .extend({ images: z.array(z.string().min(1)).default([]) });
export type LibraryPostContent = z.infer<typeof libraryPostContentSchema>;

/** A library post's stored content as read from the database (decision 0044: a misfit reads as empty). */
export function readLibraryPostContent(stored: unknown): StoredDocument<LibraryPostContent> {
  return readStoredDocument(libraryPostContentSchema, stored);
}
