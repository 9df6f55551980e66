import { sizes, emojiReplySchema } from '@kairos/core';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/** GET /api/assistant/emoji: emoji for a word ("Emoji count default 15"). */
export const emojiQuery = (word: string) =>
  queryOptions({
    queryKey: ['assistant', 'emoji', word.toLowerCase()],
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/assistant/emoji?q=${encodeURIComponent(word.toLowerCase())}&count=${sizes.emojiCount}`,
        { schema: emojiReplySchema, signal },
      ),
    staleTime: Infinity,
  });
