import { campaignPageSchema, type CampaignView } from '@kairos/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQuery } from './paged-query';

/** A campaign as GET /api/campaigns answers it (decision 0027). */
export type CampaignSummary = CampaignView;

export const campaignsPath = '/api/campaigns';

/** GET /api/campaigns?calendarId, a page at a time: the calendar's legend and the campaign modal's list. */
export const campaignsQuery = (calendarId: string) =>
  pagedQuery(
    ['campaigns', calendarId],
    `${campaignsPath}?calendarId=${encodeURIComponent(calendarId)}`,
    campaignPageSchema,
  );

/** The campaigns loaded so far, how many there are in all, and a way to load more. */
export function useCampaigns(calendarId: string) {
  const query = useInfiniteQuery(campaignsQuery(calendarId));
  return {
    campaigns: query.data?.pages.flatMap((page) => page.items) ?? [],
    total: query.data?.pages[0]?.total ?? 0,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    loadingMore: query.isFetchingNextPage,
  };
}
