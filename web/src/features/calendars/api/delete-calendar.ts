import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { calendarsQuery } from './get-calendars';

export function deleteCalendar(id: string) {
  return apiClient.delete(`/api/calendars/${encodeURIComponent(id)}`);
}

export function useDeleteCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarsQuery.queryKey }),
  });
}
