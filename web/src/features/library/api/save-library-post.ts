import { libraryPostViewSchema, type LibraryPostBody } from '@kairos/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { planLimitShownMeta } from '../../../lib/plan-limit';
import { libraryPostsPath } from './library-posts-path';

export interface SaveLibraryPostInput {
  postId: string | null;
  body: LibraryPostBody & { calendarId: string; ignoreComplianceCheck?: boolean };
}

/** POST /api/library-posts to add, PUT /api/library-posts/{id} to save an edited one. */
export function useSaveLibraryPost(calendarId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: planLimitShownMeta,
    mutationFn: ({ postId, body }: SaveLibraryPostInput) =>
      postId === null
        ? apiClient.post(libraryPostsPath, body, { schema: libraryPostViewSchema })
        : apiClient.put(`${libraryPostsPath}/${postId}`, body, { schema: libraryPostViewSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['library-posts', calendarId] });
      await queryClient.invalidateQueries({ queryKey: ['categories', calendarId] });
    },
  });
}
