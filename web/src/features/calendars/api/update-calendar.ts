import { type CalendarBody, calendarSchema } from '@kairos/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { calendarsQuery } from './get-calendars';

export function updateCalendar({ id, ...body }: CalendarBody & { id: string }) {
  return apiClient.put(`/api/calendars/${encodeURIComponent(id)}`, body, { schema: calendarSchema });
}

export function useUpdateCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCalendar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarsQuery.queryKey }),
  });
}
