import { titleReplySchema } from '@kairos/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/** POST /api/assistant/title: a title for the networks that take one. */
export function useSuggestTitle(calendarId: string) {
  return useMutation({
    mutationFn: (text: string) =>
      apiClient.post('/api/assistant/title', { calendarId, text }, { schema: titleReplySchema }),
  });
}
