import { type PostView, postViewSchema } from '@kairos/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { rescheduleBody } from '../../../lib/reschedule-body';

interface RescheduleInput {
  post: PostView;
  /** 'YYYY-MM-DD' and 'HH:MM' in the user's zone. */
  date: string;
  time: string;
}

/** A drag in the calendar: PUT the post with its new schedule; the API's message shows when it refuses. */
export function useReschedulePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ post, date, time }: RescheduleInput) =>
      apiClient.put(`/api/posts/${post._id}`, rescheduleBody(post, date, time), { schema: postViewSchema }),
    onError: (error) => notifications.show({ color: 'red', title: 'Not moved', message: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['posts'] }),
  });
}
