import { campaignViewSchema, type CampaignView } from '@kairos/core';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { campaignsPath } from '../../../lib/campaigns-query';

/** GET /api/campaigns/{id}: what the modal needs to edit a campaign. */
export const campaignDetailSchema = campaignViewSchema;
export type CampaignDetail = CampaignView;

export const campaignQuery = (campaignId: string) =>
  queryOptions({
    queryKey: ['campaigns', 'one', campaignId],
    queryFn: ({ signal }) =>
      apiClient.get(`${campaignsPath}/${campaignId}`, { schema: campaignDetailSchema, signal }),
    staleTime: 0,
  });
