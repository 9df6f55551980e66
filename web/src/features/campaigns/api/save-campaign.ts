import { type CampaignBodyInput } from '@kairos/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { campaignsPath } from '../../../lib/campaigns-query';
import { campaignDetailSchema } from './get-campaign';

export interface SaveCampaignInput {
  campaignId: string | null;
  body: CampaignBodyInput;
}

/** POST /api/campaigns or PUT /api/campaigns/{id}: both write the campaign's posts into the calendar. */
export function useSaveCampaign(calendarId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ campaignId, body }: SaveCampaignInput) =>
      campaignId === null
        ? apiClient.post(campaignsPath, body, { schema: campaignDetailSchema })
        : apiClient.put(`${campaignsPath}/${campaignId}`, body, { schema: campaignDetailSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['campaigns'] });
      await queryClient.invalidateQueries({ queryKey: ['posts'] });
      await queryClient.invalidateQueries({ queryKey: ['library-posts', calendarId] });
    },
  });
}
