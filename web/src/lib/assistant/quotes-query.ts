import { quotesReplySchema } from '@kairos/core';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/** POST /api/assistant/quotes: sentences worth quoting from the article at `url`. */
export const quotesQuery = (calendarId: string, url: string) =>
  queryOptions({
    queryKey: ['assistant', 'quotes', calendarId, url],
    queryFn: ({ signal }) =>
      apiClient.post('/api/assistant/quotes', { calendarId, url }, { schema: quotesReplySchema, signal }),
    staleTime: Infinity,
  });
