import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { libraryPostsPath, libraryPostViewSchema } from './library-post-view';

const libraryPageSchema = z.object({ items: libraryPostViewSchema.array(), total: z.number() });

export interface LibraryFilter {
  calendarId: string;
  categoryId: string | null;
  search: string;
}

function listPath({ calendarId, categoryId, search }: LibraryFilter): string {
  const query = new URLSearchParams({ calendarId });
  if (categoryId !== null) query.set('categoryId', categoryId);
  if (search.trim() !== '') query.set('search', search.trim());
  return `${libraryPostsPath}?${query.toString()}`;
}

export const libraryPostsQuery = (filter: LibraryFilter) =>
  queryOptions({
    queryKey: ['library-posts', filter.calendarId, listPath(filter)],
    queryFn: ({ signal }) => apiClient.get(listPath(filter), { schema: libraryPageSchema, signal }),
    placeholderData: (previous) => previous,
  });

export function useLibraryPosts(filter: LibraryFilter) {
  return useQuery(libraryPostsQuery(filter));
}
