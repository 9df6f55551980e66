import { maintenanceSchema } from '@kairos/core';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const getMaintenance = queryOptions({
  queryKey: ['maintenance'],
  queryFn: ({ signal }) => apiClient.get('/maintenance', { schema: maintenanceSchema, signal }),
  retry: false,
  staleTime: Infinity,
});
