import { addDays, zonedDate, zonedDateTimeToInstant } from '@kairos/core';
import { useQuery } from '@tanstack/react-query';
import { postListQuery } from '../../../lib/posts-query';

/** How far ahead Home looks. */
export const upcomingDays = 14;

/** Today's and the next two weeks' posts (not drafts), from the start of today in the user's zone. */
export function useUpcomingPosts(calendarId: string, timeZone: string) {
  const today = zonedDate(new Date(), timeZone);
  return useQuery(
    postListQuery({
      calendarId,
      dateStart: zonedDateTimeToInstant(today, '00:00', timeZone),
      dateEnd: zonedDateTimeToInstant(addDays(today, upcomingDays), '00:00', timeZone),
      draft: false,
    }),
  );
}
