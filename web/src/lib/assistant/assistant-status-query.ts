import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { assistantStatusSchema } from './assistant-replies';

/** GET /api/assistant/status: the engine in use and the team's requests this month. */
export const assistantStatusQuery = queryOptions({
  queryKey: ['assistant', 'status'],
  queryFn: ({ signal }) => apiClient.get('/api/assistant/status', { schema: assistantStatusSchema, signal }),
});
