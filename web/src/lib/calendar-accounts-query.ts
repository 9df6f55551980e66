import { accountSchema } from '@kairos/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/**
 * GET /api/accounts?calendarId: the calendar's connected accounts. One query (one cache key) for
 * the composer's picker, the accounts settings, campaigns and the retry and reconnect lists, so a
 * change in one refreshes them all.
 */
export const calendarAccountsQuery = (calendarId: string) =>
  queryOptions({
    queryKey: ['accounts', calendarId],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/accounts?calendarId=${encodeURIComponent(calendarId)}`, {
        schema: accountSchema.array(),
        signal,
      }),
  });

export function useCalendarAccounts(calendarId: string) {
  return useQuery(calendarAccountsQuery(calendarId));
}
