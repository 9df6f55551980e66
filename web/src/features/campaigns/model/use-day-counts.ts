import { addDays, zonedDate, zonedDateTimeToInstant } from '@kairos/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { postListQuery } from '../../../lib/posts-query';

/** Posts already planned per day over the next months, for the month calendar's per-day counts. */
export function useDayCounts(
  calendarId: string,
  today: string,
  timeZone: string,
): ReadonlyMap<string, number> {
  const range = useMemo(
    () => ({
      dateStart: zonedDateTimeToInstant(today, '00:00', timeZone),
      dateEnd: zonedDateTimeToInstant(addDays(today, 92), '00:00', timeZone),
    }),
    [today, timeZone],
  );
  const posts = useQuery(postListQuery({ calendarId, ...range })).data;
  return useMemo(() => {
    const counts = new Map<string, number>();
    for (const post of posts ?? []) {
      if (post.postDate === null) continue;
      const day = zonedDate(new Date(post.postDate), timeZone);
      counts.set(day, (counts.get(day) ?? 0) + 1);
    }
    return counts;
  }, [posts, timeZone]);
}
