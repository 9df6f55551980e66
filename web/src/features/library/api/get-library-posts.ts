import { libraryPostPageSchema } from '@kairos/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { pagedQuery } from '../../../lib/paged-query';
import { libraryPostsPath } from './library-posts-path';

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
  pagedQuery(['library-posts', filter.calendarId, listPath(filter)], listPath(filter), libraryPostPageSchema);

/** The library posts loaded so far (newest first), how many match in all, and the next page. */
export function useLibraryPosts(filter: LibraryFilter) {
  const query = useInfiniteQuery({ ...libraryPostsQuery(filter), placeholderData: keepPreviousData });
  return {
    posts: query.data?.pages.flatMap((page) => page.items),
    total: query.data?.pages[0]?.total,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: query.fetchNextPage,
  };
}
