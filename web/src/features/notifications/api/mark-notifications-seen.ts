import { type NotificationPage } from '@kairos/core';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { notificationsQuery } from './get-notifications';

/** PUT /api/notifications marks every unseen one seen; the list is updated locally at once. */
export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      // The reply (how many were marked) is not needed: the list is updated here.
      apiClient.put('/api/notifications', {}),
    onMutate: () =>
      queryClient.setQueryData<InfiniteData<NotificationPage>>(notificationsQuery.queryKey, (data) =>
        data === undefined
          ? data
          : {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                unseen: 0,
                items: page.items.map((notification) => ({ ...notification, seen: true })),
              })),
            },
      ),
  });
}
