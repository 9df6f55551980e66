import { markAllNotificationsSeenReplySchema, type UserNotification } from '@kairos/core';
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
      queryClient.setQueryData<UserNotification[]>(notificationsQuery.queryKey, (list) =>
        list?.map((notification) => ({ ...notification, seen: true })),
      ),
  });
}
