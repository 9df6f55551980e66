import { postViewSchema } from '@kairos/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unshownPlanLimit } from '../../../lib/plan-limit';
import { onePostQuery } from '../../../lib/posts-query';
import { rescheduleBody } from '../../../lib/reschedule-body';

interface RescheduleInput {
  postId: string;
  /** 'YYYY-MM-DD' and 'HH:MM' in the user's zone. */
  date: string;
  time: string;
}

/**
 * A drag in the calendar: the full post is read (the calendar holds only its summary), then PUT with
 * its new schedule; the API's message shows when it refuses (the upgrade modal, when its plan does).
 */
export function useReschedulePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ postId, date, time }: RescheduleInput) => {
      const post = await queryClient.fetchQuery(onePostQuery(postId));
      return apiClient.put(`/api/posts/${postId}`, rescheduleBody(post, date, time), {
        schema: postViewSchema,
      });
    },
    // A refusal by the plan opens the shell's upgrade modal (plan-limit-host) instead.
    onError: (error) => {
      if (unshownPlanLimit(error, undefined) === null)
        notifications.show({ color: 'red', title: 'Not moved', message: error.message });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['posts'] }),
  });
}
