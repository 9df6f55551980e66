import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { libraryPostsPath } from './library-posts-path';

export function useDeleteLibraryPost(calendarId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => apiClient.delete(`${libraryPostsPath}/${postId}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['library-posts', calendarId] });
      await queryClient.invalidateQueries({ queryKey: ['categories', calendarId] });
    },
  });
}
