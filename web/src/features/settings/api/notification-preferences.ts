import { type NotificationPreferencesBody, notificationPreferencesSchema } from '@kairos/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const notificationPreferencesQuery = queryOptions({
  queryKey: ['user', 'notification-preferences'],
  queryFn: ({ signal }) =>
    apiClient.get('/api/user/notification-preferences', { schema: notificationPreferencesSchema, signal }),
});

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery);
}

export function updateNotificationPreferences(body: NotificationPreferencesBody) {
  return apiClient.put('/api/user/notification-preferences', body, { schema: notificationPreferencesSchema });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQuery.queryKey, saved),
  });
}
