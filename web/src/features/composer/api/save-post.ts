import { type PostBody, postViewSchema } from '@kairos/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { planLimitShownMeta } from '../../../lib/plan-limit';

export interface SavePostInput {
  /** "A post is created when it has no _id and updated when it has one." */
  postId: string | null;
  body: PostBody;
}

export function savePost({ postId, body }: SavePostInput) {
  return postId === null
    ? apiClient.post('/api/posts', body, { schema: postViewSchema })
    : apiClient.put(`/api/posts/${postId}`, body, { schema: postViewSchema });
}

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    meta: planLimitShownMeta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['posts'] }),
  });
}
