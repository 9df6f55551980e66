import { accountSchema } from '@kairos/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The same key the composer reads, so a change here refreshes its account picker too. */
export function calendarAccountsQuery(calendarId: string) {
  return queryOptions({
    queryKey: ['accounts', calendarId],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/accounts?calendarId=${encodeURIComponent(calendarId)}`, {
        schema: accountSchema.array(),
        signal,
      }),
  });
}

export function useCalendarAccounts(calendarId: string) {
  return useQuery(calendarAccountsQuery(calendarId));
}
