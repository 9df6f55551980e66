import { z } from 'zod';
import { cursorSchema, pageLimitSchema, pageSchema } from '../paging/page-schema';
import { instantSchema } from '../time/date-schemas';
import { messages } from '../messages';
import { libraryPostContentSchema } from './library-content-schema';
import { libraryPostBodySchema } from './library-post-schema';

/** POST and PUT /api/library-posts: the modal's body, in a calendar, with the similarity override. */
export const libraryPostSaveBodySchema = libraryPostBodySchema.extend({
  calendarId: z.uuid(),
  message: z.string().max(100_000).default(''),
  categories: z
    .array(z.uuid({ error: messages.library.unknownCategory }))
    .max(50)
    .default([]),
  expirationDate: instantSchema.nullable().default(null),
  /** Resent after the library similarity dialog's 'post anyway'. */
  ignoreComplianceCheck: z.boolean().default(false),
});
export type LibraryPostSaveBody = z.infer<typeof libraryPostSaveBodySchema>;

/**
 * Spec: "Library post: message, variations, categories, ..., draft, pending, rejected, ..., campaigns".
 * Its content has the shapes it is stored with (the server reads them through the same schema).
 */
export const libraryPostViewSchema = libraryPostContentSchema.extend({
  _id: z.string(),
  calendarId: z.string(),
  message: z.string(),
  categories: z.array(z.string()),
  draft: z.boolean(),
  pending: z.boolean(),
  rejected: z.boolean(),
  expirationDate: z.string().nullable(),
  campaigns: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LibraryPostView = z.infer<typeof libraryPostViewSchema>;

/** GET /api/library-posts: the library page's filters and search, newest first, a page at a time. */
export const libraryPostListQuerySchema = z.object({
  calendarId: z.uuid(),
  categoryId: z.uuid().optional(),
  search: z.string().trim().max(200).optional(),
  draft: z.enum(['true', 'false']).optional(),
  cursor: cursorSchema,
  limit: pageLimitSchema(50, 200),
});
export type LibraryPostListQuery = z.infer<typeof libraryPostListQuerySchema>;

/** A page of the library, with how many posts match in all (the heading's count). */
export const libraryPostPageSchema = pageSchema(libraryPostViewSchema).extend({ total: z.number() });
export type LibraryPostPage = z.infer<typeof libraryPostPageSchema>;
