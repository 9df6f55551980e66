import { textCheckReplySchema } from '@kairos/core';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/**
 * POST /api/text-check: the spelling problems of `text`, with UTF-16 offsets into it. The answer
 * keeps the text it is about, so the editor can move the problems onto what was typed since.
 */
export const textCheckQuery = (calendarId: string, text: string) =>
  queryOptions({
    queryKey: ['assistant', 'text-check', calendarId, text],
    queryFn: async ({ signal }) => {
      const reply = await apiClient.post(
        '/api/text-check',
        { text, calendarId },
        { schema: textCheckReplySchema, signal },
      );
      return { text, problems: reply.problems };
    },
    staleTime: Infinity,
  });
