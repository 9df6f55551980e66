import { appConfigSchema, defaultCampaignMaxDurationDays } from '@kairos/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => apiClient.get('/api', { schema: appConfigSchema, signal }),
  staleTime: Infinity,
});

/** "Campaign max duration default 182 days (from config, replaceable by a server value)." */
export function useCampaignMaxDurationDays(): number {
  return useQuery(configQuery).data?.campaignMaxDurationDays ?? defaultCampaignMaxDurationDays;
}
