import { useQuery } from '@tanstack/react-query';
import { postListQuery } from '../../../lib/posts-query';

/** GET /api/posts?calendarId&draft=true: the calendar's drafts. */
export function useDrafts(calendarId: string) {
  return useQuery(postListQuery({ calendarId, draft: true }));
}
