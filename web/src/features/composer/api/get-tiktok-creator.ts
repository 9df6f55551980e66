import { tiktokCreatorInfoSchema } from '@kairos/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const tiktokCreatorQuery = (accountId: string) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'tiktok-creator'],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/accounts/${accountId}/tiktok-creator`, { schema: tiktokCreatorInfoSchema, signal }),
    // TikTok's guidelines: "retrieve the latest creator info when rendering the Post to TikTok page".
    staleTime: 0,
  });

/** creator_info of a TikTok account: what its options in the composer are drawn from. */
export function useTikTokCreator(accountId: string) {
  return useQuery(tiktokCreatorQuery(accountId));
}
