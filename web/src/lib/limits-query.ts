import { type LimitsReply } from '@kairos/core';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';

export const limitsQuery = queryOptions({
  queryKey: ['limits'],
  queryFn: ({ signal }) => apiClient.getTyped<LimitsReply>('/api/limits', { signal }),
});
