import { limitsReplySchema } from '@kairos/core';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const limitsQuery = queryOptions({
  queryKey: ['limits'],
  queryFn: ({ signal }) => apiClient.get('/api/limits', { schema: limitsReplySchema, signal }),
});
