import { postViewSchema } from '@kairos/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const postQuery = (postId: string) =>
  queryOptions({
    queryKey: ['posts', 'one', postId],
    queryFn: ({ signal }) => apiClient.get(`/api/posts/${postId}`, { schema: postViewSchema, signal }),
    staleTime: 0,
  });

/** One post, to reopen it in the composer. */
export function usePost(postId: string | null) {
  return useQuery({ ...postQuery(postId ?? ''), enabled: postId !== null });
}
