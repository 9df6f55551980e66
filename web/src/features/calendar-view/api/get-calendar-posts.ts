import { useQuery } from '@tanstack/react-query';
import { postListQuery } from '../../../lib/posts-query';

/** The calendar's posts (not drafts) between two instants. */
export function useCalendarPosts(calendarId: string, range: { start: Date; end: Date }) {
  return useQuery({
    ...postListQuery({ calendarId, dateStart: range.start, dateEnd: range.end, draft: false }),
    placeholderData: (previous) => previous,
  });
}
