import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { titleReplySchema } from './assistant-replies';

/** POST /api/assistant/title: a title for the networks that take one. */
export function useSuggestTitle(calendarId: string) {
  return useMutation({
    mutationFn: (text: string) =>
      apiClient.post('/api/assistant/title', { calendarId, text }, { schema: titleReplySchema }),
  });
}
