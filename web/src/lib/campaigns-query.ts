import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from './api-client';

/** The parts of a campaign (decision 0027) that the calendar and the campaign modal read. */
export const campaignSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  color: z.string(),
  accountIds: z.array(z.string()),
  libraryCategories: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  arrayOfDatesForRenderInCalendar: z.array(z.string()),
  stats: z.object({ posts: z.number(), blocked: z.number(), published: z.number() }).optional(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

export const campaignsPath = '/api/campaigns';

/** GET /api/campaigns?calendarId: the calendar colours campaign posts, the campaign modal lists them. */
export const campaignsQuery = (calendarId: string) =>
  queryOptions({
    queryKey: ['campaigns', calendarId],
    queryFn: ({ signal }) =>
      apiClient.get(`${campaignsPath}?calendarId=${encodeURIComponent(calendarId)}`, {
        schema: campaignSummarySchema.array(),
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
