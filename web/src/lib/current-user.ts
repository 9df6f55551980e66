import { type User } from '@kairos/core';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

export const currentUserQuery = queryOptions({
  queryKey: ['user'],
  queryFn: ({ signal }) => apiClient.getTyped<User>('/api/user', { signal }),
});

/** The signed-in user; the authenticated layout's loader has fetched it before any page renders. */
export function useCurrentUser() {
  return useSuspenseQuery(currentUserQuery).data;
}
