import { connectAttemptSchema } from '@kairos/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function connectAttemptQuery(attemptId: string) {
  return queryOptions({
    queryKey: ['connect-attempts', attemptId],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/accounts/connect/${encodeURIComponent(attemptId)}`, {
        schema: connectAttemptSchema,
        signal,
      }),
    retry: false,
  });
}

/** What the network offered after the user allowed access: pages, groups, boards, channels. */
export function useConnectAttempt(attemptId: string) {
  return useQuery(connectAttemptQuery(attemptId));
}
