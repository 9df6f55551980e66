import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { calendarPostsQuery } from '../../../lib/posts-query';

/**
 * Every post of the range (not drafts): the read model answers up to 5,000 a page, and a busier range
 * is followed page by page until the last, so no day is ever shown emptier than it is.
 */
export function useCalendarPosts(calendarId: string, range: { start: Date; end: Date }, timeZone: string) {
  const query = useInfiniteQuery({
    ...calendarPostsQuery({ calendarId, start: range.start, end: range.end, timeZone }),
    placeholderData: keepPreviousData,
  });
  const { hasNextPage, isFetchingNextPage, isPlaceholderData, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isPlaceholderData) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isPlaceholderData, fetchNextPage]);
  const posts = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return { posts, isPending: query.isPending, isComplete: !hasNextPage, error: query.error };
}
