import { postViewSchema } from '@kairos/core';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';

export interface PostListFilter {
  calendarId: string;
  /** Instants: the calendar asks for the days it shows, in the user's zone, as UTC instants. */
  dateStart?: Date;
  dateEnd?: Date;
  draft?: boolean;
}

function listPath({ calendarId, dateStart, dateEnd, draft }: PostListFilter): string {
  const query = new URLSearchParams({ calendarId });
  if (dateStart !== undefined) query.set('dateStart', dateStart.toISOString());
  if (dateEnd !== undefined) query.set('dateEnd', dateEnd.toISOString());
  if (draft !== undefined) query.set('draft', String(draft));
  return `/api/posts?${query.toString()}`;
}

/**
 * GET /api/posts for the calendar, home and drafts. Keys start with 'posts' so that every save
 * (the composer invalidates ['posts']) refreshes every list.
 */
export const postListQuery = (filter: PostListFilter) =>
  queryOptions({
    queryKey: ['posts', 'list', listPath(filter)],
    queryFn: ({ signal }) => apiClient.get(listPath(filter), { schema: postViewSchema.array(), signal }),
  });

/** One post, for the notifications and the retry flow. */
export const onePostQuery = (postId: string) =>
  queryOptions({
    queryKey: ['posts', 'one', postId],
    queryFn: ({ signal }) => apiClient.get(`/api/posts/${postId}`, { schema: postViewSchema, signal }),
    staleTime: 0,
  });
