import { type CalendarBody, calendarSchema } from '@kairos/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { calendarsQuery } from './get-calendars';
import { planLimitShownMeta } from '../../../lib/plan-limit';

export function createCalendar(body: CalendarBody) {
  return apiClient.post('/api/calendars', body, { schema: calendarSchema });
}

export function useCreateCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendar,
    meta: planLimitShownMeta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarsQuery.queryKey }),
  });
}
