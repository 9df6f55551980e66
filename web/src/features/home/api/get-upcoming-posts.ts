import { addDays, zonedDate, zonedDateTimeToInstant } from '@kairos/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { calendarPostsQuery } from '../../../lib/posts-query';

/** How far ahead Home looks. */
export const upcomingDays = 14;
/** How many posts Home lists before 'Show more'. */
const pageSize = 50;

/**
 * Today's and the next two weeks' posts (not drafts), from the start of today in the user's zone:
 * the calendar's read model, a page at a time.
 */
export function useUpcomingPosts(calendarId: string, timeZone: string) {
  const today = zonedDate(new Date(), timeZone);
  const query = useInfiniteQuery(
    calendarPostsQuery({
      calendarId,
      start: zonedDateTimeToInstant(today, '00:00', timeZone),
      end: zonedDateTimeToInstant(addDays(today, upcomingDays), '00:00', timeZone),
      timeZone,
      limit: pageSize,
    }),
  );
  return {
    today,
    posts: query.data?.pages.flatMap((page) => page.items),
    error: query.error,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
