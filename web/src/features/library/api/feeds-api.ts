import {
  bulkImagesResultSchema,
  feedViewSchema,
  type BulkImagesBody,
  type FeedCreateBody,
  type FeedUpdateBody,
} from '@kairos/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

const feedsKey = (calendarId: string) => ['feeds', calendarId] as const;

/**
 * The calendar's feeds with their state and last error, refreshed while the dialog is open. When a
 * feed has been read again, the library is too: the poll may have brought posts.
 */
export function useFeeds(calendarId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: feedsKey(calendarId),
    queryFn: () =>
      apiClient.get(`/api/feeds?calendarId=${encodeURIComponent(calendarId)}`, {
        schema: z.array(feedViewSchema),
      }),
    refetchInterval: 5000,
  });
  const readAt = query.data?.map((feed) => feed.lastPolledAt ?? '').join() ?? '';
  const seen = useRef(readAt);
  useEffect(() => {
    if (seen.current === readAt) return;
    seen.current = readAt;
    void queryClient.invalidateQueries({ queryKey: ['library-posts', calendarId] });
    void queryClient.invalidateQueries({ queryKey: ['categories', calendarId] });
  }, [calendarId, queryClient, readAt]);
  return query;
}

/** After a change, the feeds and the library (a feed's first poll brings posts). */
function useRefresh(calendarId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: feedsKey(calendarId) });
    await queryClient.invalidateQueries({ queryKey: ['library-posts', calendarId] });
    await queryClient.invalidateQueries({ queryKey: ['categories', calendarId] });
  };
}

export function useAddFeed(calendarId: string) {
  const refresh = useRefresh(calendarId);
  return useMutation({
    mutationFn: (body: Omit<FeedCreateBody, 'calendarId'>) =>
      apiClient.post('/api/feeds', { ...body, calendarId }, { schema: feedViewSchema }),
    onSuccess: refresh,
  });
}

export function useUpdateFeed(calendarId: string) {
  const refresh = useRefresh(calendarId);
  return useMutation({
    mutationFn: ({ id, ...body }: FeedUpdateBody & { id: string }) =>
      apiClient.put(`/api/feeds/${id}`, body, { schema: feedViewSchema }),
    onSuccess: refresh,
  });
}

export function useDeleteFeed(calendarId: string) {
  const refresh = useRefresh(calendarId);
  return useMutation({
    mutationFn: (id: string) => apiClient.delete(`/api/feeds/${id}`),
    onSuccess: refresh,
  });
}

/** Approve or Reject of a post a feed brought. */
export function useReviewPost(calendarId: string) {
  const refresh = useRefresh(calendarId);
  return useMutation({
    mutationFn: ({ id, verdict }: { id: string; verdict: 'approve' | 'reject' }) =>
      apiClient.post(`/api/library-posts/${id}/${verdict}`, {}),
    onSuccess: refresh,
  });
}

export function useBulkImages(calendarId: string) {
  const refresh = useRefresh(calendarId);
  return useMutation({
    mutationFn: (body: Omit<BulkImagesBody, 'calendarId'>) =>
      apiClient.post(
        '/api/library-posts/bulk-images',
        { ...body, calendarId },
        { schema: bulkImagesResultSchema },
      ),
    onSuccess: refresh,
  });
}
