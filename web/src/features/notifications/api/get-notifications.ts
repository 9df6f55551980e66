import { notificationPageSchema } from '@kairos/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQuery } from '../../../lib/paged-query';

/** How often the bell asks for new notifications. */
export const notificationsPollMs = 30_000;

export const notificationsQuery = pagedQuery(['notifications'], '/api/notifications', notificationPageSchema);

/** The notifications loaded so far (newest first), how many of all are unseen, and the next page. */
export function useNotifications() {
  const query = useInfiniteQuery({ ...notificationsQuery, refetchInterval: notificationsPollMs });
  return {
    list: query.data?.pages.flatMap((page) => page.items) ?? [],
    unseen: query.data?.pages[0]?.unseen ?? 0,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
