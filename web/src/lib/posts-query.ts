import { calendarPostsReplyPageSchema, postPageSchema, postViewSchema } from '@kairos/core';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { pagedQuery } from './paged-query';

/**
 * GET /api/calendar-posts: the calendar's read model between two instants (the days shown, in the
 * user's zone), a page of up to `limit` at a time. Keys start with 'posts' so that every save (the
 * composer invalidates ['posts']) refreshes every list; the zone is in the key because the server
 * answers days and times in it. The reply's compact form (accounts and campaigns by index, posts by
 * day) is expanded here, once per page, into the read model's posts.
 */
export function calendarPostsQuery(input: {
  calendarId: string;
  start: Date;
  end: Date;
  timeZone: string;
  limit?: number;
}) {
  const query = new URLSearchParams({
    calendarId: input.calendarId,
    dateStart: input.start.toISOString(),
    dateEnd: input.end.toISOString(),
  });
  if (input.limit !== undefined) query.set('limit', String(input.limit));
  const path = `/api/calendar-posts?${query.toString()}`;
  return pagedQuery(['posts', 'calendar', path, input.timeZone], path, calendarPostsReplyPageSchema);
}

/** GET /api/posts?calendarId&draft=true: the calendar's drafts, newest first, a page at a time. */
export function draftsQuery(calendarId: string) {
  const path = `/api/posts?${new URLSearchParams({ calendarId, draft: 'true', limit: '50' }).toString()}`;
  return pagedQuery(['posts', 'drafts', calendarId], path, postPageSchema);
}

/** One post, for the notifications, the retry flow and the calendar's hover card and moves. */
export const onePostQuery = (postId: string) =>
  queryOptions({
    queryKey: ['posts', 'one', postId],
    queryFn: ({ signal }) => apiClient.get(`/api/posts/${postId}`, { schema: postViewSchema, signal }),
    staleTime: 0,
  });
