import { type Maintenance } from '@kairos/core';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const getMaintenance = queryOptions({
  queryKey: ['maintenance'],
  queryFn: ({ signal }) => apiClient.getTyped<Maintenance>('/maintenance', { signal }),
  retry: false,
  staleTime: Infinity,
});
