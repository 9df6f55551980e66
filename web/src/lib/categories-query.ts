import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from './api-client';

/** Spec section 3, "Category: _id, title, count". */
export const categoryViewSchema = z.object({
  _id: z.string(),
  title: z.string(),
  count: z.number().int().nonnegative(),
});
export type CategoryView = z.infer<typeof categoryViewSchema>;

export const categoriesPath = '/api/categories';

/**
 * The calendar's library categories with their post counts: the Library page, the Add to Library
 * modal, the composer's 'Save to Library' and the campaign modal all list them, so it lives here.
 */
export const categoriesQuery = (calendarId: string) =>
  queryOptions({
    queryKey: ['categories', calendarId],
    queryFn: ({ signal }) =>
      apiClient.get(`${categoriesPath}?calendarId=${encodeURIComponent(calendarId)}`, {
        schema: categoryViewSchema.array(),
        signal,
      }),
  });
