import { notificationListSchema } from '@kairos/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** How often the bell asks for new notifications. */
export const notificationsPollMs = 30_000;

export const notificationsQuery = queryOptions({
  queryKey: ['notifications'],
  queryFn: ({ signal }) => apiClient.get('/api/notifications', { schema: notificationListSchema, signal }),
});

export function useNotifications() {
  return useQuery({ ...notificationsQuery, refetchInterval: notificationsPollMs });
}
