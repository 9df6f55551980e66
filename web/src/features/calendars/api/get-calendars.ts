import { calendarSchema } from '@kairos/core';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const calendarsQuery = queryOptions({
  queryKey: ['calendars'],
  queryFn: ({ signal }) => apiClient.get('/api/calendars', { schema: calendarSchema.array(), signal }),
});

/** The user's calendars, in the server's order; loaded by the authenticated layout before it renders. */
export function useCalendars() {
  return useSuspenseQuery(calendarsQuery).data;
}
