import { type CaptionRequest, captionsReplySchema } from '@kairos/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/** POST /api/assistant/captions: `variant` captions for a platform, a tone and a length. */
export function useGenerateCaptions(calendarId: string) {
  return useMutation({
    mutationFn: (request: CaptionRequest) =>
      apiClient.post('/api/assistant/captions', { calendarId, ...request }, { schema: captionsReplySchema }),
  });
}
