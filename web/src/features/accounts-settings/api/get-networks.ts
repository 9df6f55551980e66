import { networkSchema } from '@kairos/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const networksQuery = queryOptions({
  queryKey: ['networks'],
  queryFn: ({ signal }) => apiClient.get('/api/networks', { schema: networkSchema.array(), signal }),
  staleTime: 5 * 60_000,
});

/** The networks this server has a provider for, and whether each has its credentials. */
export function useNetworks() {
  return useQuery(networksQuery);
}
