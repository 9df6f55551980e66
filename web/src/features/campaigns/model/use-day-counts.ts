import { addDays, postCountReplySchema, zonedDateTimeToInstant } from '@kairos/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from '../../../lib/api-client';

/**
 * Posts already planned per day over the next months, for the month calendar's per-day counts:
 * GET posts/count?type=campaignCreate (the spec's call), counted by the server in the user's zone.
 */
export function useDayCounts(
  calendarId: string,
  today: string,
  timeZone: string,
): ReadonlyMap<string, number> {
  const path = useMemo(() => {
    const query = new URLSearchParams({
      type: 'campaignCreate',
      calendarId,
      dateStart: zonedDateTimeToInstant(today, '00:00', timeZone).toISOString(),
      dateEnd: zonedDateTimeToInstant(addDays(today, 92), '00:00', timeZone).toISOString(),
    });
    return `/api/posts/count?${query.toString()}`;
  }, [calendarId, today, timeZone]);
  const counts = useQuery({
    queryKey: ['posts', 'count', path],
    queryFn: ({ signal }) => apiClient.get(path, { schema: postCountReplySchema, signal }),
  }).data;
  return useMemo(() => new Map((counts ?? []).map(({ date, count }) => [date, count])), [counts]);
}
