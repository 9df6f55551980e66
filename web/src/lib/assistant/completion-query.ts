import { completeReplySchema } from '@kairos/core';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/** POST /api/assistant/complete: the words that may follow `text` (the text before the caret). */
export const completionQuery = (calendarId: string, text: string) =>
  queryOptions({
    queryKey: ['assistant', 'complete', calendarId, text],
    queryFn: ({ signal }) =>
      apiClient.post(
        '/api/assistant/complete',
        { calendarId, text },
        { schema: completeReplySchema, signal },
      ),
    staleTime: Infinity,
  });
