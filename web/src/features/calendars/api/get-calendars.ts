import { type Calendar } from '@kairos/core';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const calendarsQuery = queryOptions({
  queryKey: ['calendars'],
  queryFn: ({ signal }) => apiClient.getTyped<Calendar[]>('/api/calendars', { signal }),
});

/** The user's calendars, in the server's order; loaded by the authenticated layout before it renders. */
export function useCalendars() {
  return useSuspenseQuery(calendarsQuery).data;
}
