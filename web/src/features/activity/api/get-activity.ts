import { activityPageSchema } from '@kairos/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQuery } from '../../../lib/paged-query';

export const activityQuery = pagedQuery(['activity'], '/api/activity?limit=50', activityPageSchema);

/** The team's activity of the last 90 days, a page at a time (GET /api/activity). */
export function useActivity() {
  return useInfiniteQuery(activityQuery);
}
