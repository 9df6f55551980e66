import { type NotificationPage } from '@kairos/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { withCursor } from '../../../lib/paged-query';

/** How often the bell asks for new notifications. */
export const notificationsPollMs = 30_000;

/** The bell is on every page: its reply is typed, not parsed (decision 0061). */
export const notificationsQuery = infiniteQueryOptions({
  queryKey: ['notifications'],
  queryFn: ({ pageParam, signal }) =>
    apiClient.getTyped<NotificationPage>(withCursor('/api/notifications', pageParam), { signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (last: NotificationPage) => last.nextCursor,
});

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
