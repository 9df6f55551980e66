import { libraryPostBodySchema } from '@kairos/core';
import { z } from 'zod';

/** A library post as the server returns it (spec section 3, "Library post"). */
export const libraryPostViewSchema = libraryPostBodySchema.extend({
  _id: z.string(),
  pending: z.boolean().default(false),
  rejected: z.boolean().default(false),
  calendarId: z.string().optional(),
  campaigns: z.array(z.string()).default([]),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type LibraryPostView = z.infer<typeof libraryPostViewSchema>;

export const libraryPostsPath = '/api/library-posts';
