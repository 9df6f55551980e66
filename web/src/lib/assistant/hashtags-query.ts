import { hashtagsReplySchema } from '@kairos/core';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/**
 * POST /api/assistant/hashtags: tags for the text (up to 8), for the page its link leads to, and for
 * the attached images.
 */
export const hashtagsQuery = (calendarId: string, text: string, mediaIds: readonly string[]) =>
  queryOptions({
    queryKey: ['assistant', 'hashtags', calendarId, text, mediaIds],
    queryFn: ({ signal }) =>
      apiClient.post(
        '/api/assistant/hashtags',
        { calendarId, text, ...(mediaIds.length > 0 ? { mediaIds } : {}) },
        { schema: hashtagsReplySchema, signal },
      ),
    staleTime: Infinity,
  });
