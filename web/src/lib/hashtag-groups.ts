import { hashtagGroupViewSchema, mostUsedHashtagsViewSchema, type HashtagGroupView } from '@kairos/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client';

export type { HashtagGroupView };

const path = '/api/hashtag-groups';

/** The calendar's hashtag lists (`#addHashtag`), by name. */
export const hashtagGroupsQuery = (calendarId: string) =>
  queryOptions({
    queryKey: ['hashtag-groups', calendarId],
    queryFn: ({ signal }) =>
      apiClient.get(`${path}?calendarId=${encodeURIComponent(calendarId)}`, {
        schema: hashtagGroupViewSchema.array(),
        signal,
      }),
  });

/** The calendar's most used hashtags, from its latest posts. */
export const mostUsedHashtagsQuery = (calendarId: string) =>
  queryOptions({
    queryKey: ['hashtags', calendarId],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/hashtags?calendarId=${encodeURIComponent(calendarId)}`, {
        schema: mostUsedHashtagsViewSchema,
        signal,
      }),
    staleTime: 60_000,
  });

export function useHashtagGroupCalls(calendarId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['hashtag-groups', calendarId] });
  const create = useMutation({
    mutationFn: (body: { name: string; hashtags: string[] }) =>
      apiClient.post(path, { calendarId, ...body }, { schema: hashtagGroupViewSchema }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, ...body }: { id: string; name: string; hashtags: string[] }) =>
      apiClient.put(`${path}/${id}`, body, { schema: hashtagGroupViewSchema }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiClient.delete(`${path}/${id}`),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
