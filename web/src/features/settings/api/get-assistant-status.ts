import { assistantStatusSchema } from '@kairos/core';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /api/assistant/status: the engine in use and the team's requests this month. */
export const assistantStatusQuery = queryOptions({
  queryKey: ['assistant', 'status'],
  queryFn: ({ signal }) => apiClient.get('/api/assistant/status', { schema: assistantStatusSchema, signal }),
});
