import { markAllNotificationsSeenReplySchema, type NotificationPage } from '@kairos/core';
import { type InfiniteData } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { notificationsQuery } from './get-notifications';

/** PUT /api/notifications marks every unseen one seen; the list is updated locally at once. */
export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.put('/api/notifications', {}, { schema: markAllNotificationsSeenReplySchema }),
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
