import { accountSchema } from '@kairos/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const calendarAccountsQuery = (calendarId: string) =>
  queryOptions({
    queryKey: ['accounts', calendarId],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/accounts?calendarId=${encodeURIComponent(calendarId)}`, {
        schema: accountSchema.array(),
        signal,
      }),
  });

/** The calendar's connected accounts, for the account picker. */
export function useCalendarAccounts(calendarId: string) {
  return useQuery(calendarAccountsQuery(calendarId));
}
