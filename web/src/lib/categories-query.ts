import { categoryViewSchema, type CategoryView } from '@kairos/core';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';

export type { CategoryView };

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
