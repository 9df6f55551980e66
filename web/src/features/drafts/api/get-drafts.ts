import { useInfiniteQuery } from '@tanstack/react-query';
import { draftsQuery } from '../../../lib/posts-query';

/** GET /api/posts?calendarId&draft=true: the calendar's drafts, newest first, a page at a time. */
export function useDrafts(calendarId: string) {
  const query = useInfiniteQuery(draftsQuery(calendarId));
  return {
    drafts: query.data?.pages.flatMap((page) => page.items),
    error: query.error,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: query.fetchNextPage,
  };
}
