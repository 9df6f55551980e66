import { defaultCampaignMaxDurationDays } from '@kairos/core';
import { useQuery } from '@tanstack/react-query';
import { appConfigQuery } from '../../../lib/app-config';

/** "Campaign max duration default 182 days (from config, replaceable by a server value)." */
export function useCampaignMaxDurationDays(): number {
  return useQuery(appConfigQuery).data?.campaignMaxDurationDays ?? defaultCampaignMaxDurationDays;
}
