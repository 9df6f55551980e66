import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { categoryViewSchema } from '@kairos/core';
import { categoriesPath } from './categories-query';

/**
 * Adding, renaming and deleting a category: the Library page manages them, and the composer's and the
 * Add to Library modal's 'Add new category' entry adds one, so the calls are shared.
 */
export function useCategoryCalls(calendarId: string) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['categories', calendarId] });
    // Deleting a category removes its posts ("It will remove all the posts ... from this category").
    await queryClient.invalidateQueries({ queryKey: ['library-posts', calendarId] });
  };
  const create = useMutation({
    mutationFn: (title: string) =>
      apiClient.post(categoriesPath, { calendarId, title }, { schema: categoryViewSchema }),
    onSuccess: refresh,
  });
  const rename = useMutation({
    mutationFn: ({ categoryId, title }: { categoryId: string; title: string }) =>
      apiClient.put(`${categoriesPath}/${categoryId}`, { title }, { schema: categoryViewSchema }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (categoryId: string) => apiClient.delete(`${categoriesPath}/${categoryId}`),
    onSuccess: refresh,
  });
  return { create, rename, remove };
}
