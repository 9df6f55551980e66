import { videoPostReplySchema } from '@kairos/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/** POST /api/assistant/video-post: a title and a caption for an uploaded video of the calendar. */
export function useVideoPost(calendarId: string) {
  return useMutation({
    mutationFn: (mediaId: string) =>
      apiClient.post('/api/assistant/video-post', { calendarId, mediaId }, { schema: videoPostReplySchema }),
  });
}
