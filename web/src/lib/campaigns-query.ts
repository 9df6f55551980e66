import { campaignViewSchema, type CampaignView } from '@kairos/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** A campaign as GET /api/campaigns answers it (decision 0027). */
export type CampaignSummary = CampaignView;

export const campaignsPath = '/api/campaigns';

/** GET /api/campaigns?calendarId: the calendar colours campaign posts, the campaign modal lists them. */
export const campaignsQuery = (calendarId: string) =>
  queryOptions({
    queryKey: ['campaigns', calendarId],
    queryFn: ({ signal }) =>
      apiClient.get(`${campaignsPath}?calendarId=${encodeURIComponent(calendarId)}`, {
        schema: campaignViewSchema.array(),
        signal,
      }),
  });

/** Campaign id to its colour ("the campaign's posts shown in the calendar in its color"). */
export function useCampaignColors(calendarId: string): ReadonlyMap<string, CampaignSummary> {
  const campaigns = useQuery(campaignsQuery(calendarId)).data ?? [];
  return new Map(campaigns.map((campaign) => [campaign._id, campaign]));
}

/** The campaign a post belongs to in the current calendar, for its colour; undefined for other posts. */
export function useCampaignOf(
  calendarId: string,
  campaignId: string | null | undefined,
): CampaignSummary | undefined {
  const campaigns = useCampaignColors(calendarId);
  return campaignId === null || campaignId === undefined ? undefined : campaigns.get(campaignId);
}
