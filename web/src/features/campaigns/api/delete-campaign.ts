import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { campaignsPath } from '../../../lib/campaigns-query';

/** DELETE /api/campaigns/{id}: its unpublished posts go, the published ones stay. */
export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) => apiClient.delete(`${campaignsPath}/${campaignId}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['campaigns'] });
      await queryClient.invalidateQueries({ queryKey: ['posts'] });
    },
  });
}
