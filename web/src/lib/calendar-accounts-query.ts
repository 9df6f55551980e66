import { accountSchema } from '@kairos/core';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** GET /api/accounts?calendarId: the calendar's connected accounts (names for the retry and reconnect lists). */
export const calendarAccountsQuery = (calendarId: string) =>
  queryOptions({
    queryKey: ['accounts', calendarId],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/accounts?calendarId=${encodeURIComponent(calendarId)}`, {
        schema: accountSchema.array(),
        signal,
      }),
  });
