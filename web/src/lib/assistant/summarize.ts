import { isWebUrl, summaryReplySchema } from '@kairos/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { planLimitShownMeta } from '../plan-limit';

/** POST /api/assistant/summary with the pasted text, or with `url` when the input is a link. */
export function useSummarize(calendarId: string) {
  return useMutation({
    meta: planLimitShownMeta,
    mutationFn: (input: string) => {
      const trimmed = input.trim();
      const body = isWebUrl(trimmed) ? { calendarId, url: trimmed } : { calendarId, text: trimmed };
      return apiClient.post('/api/assistant/summary', body, { schema: summaryReplySchema });
    },
  });
}
