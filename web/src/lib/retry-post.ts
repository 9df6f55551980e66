import { postViewSchema } from '@kairos/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client';

export interface RetryPostInput {
  postId: string;
  accountIds: string[];
}

/** POST /api/posts/{id}/retry: resend to the accounts the post did not reach. */
export function useRetryPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, accountIds }: RetryPostInput) =>
      apiClient.post(`/api/posts/${postId}/retry`, { accountIds }, { schema: postViewSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['posts'] }),
  });
}
