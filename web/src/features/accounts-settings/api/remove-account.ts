import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function removeAccount(id: string) {
  return apiClient.delete(`/api/accounts/${encodeURIComponent(id)}`);
}

export function useRemoveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAccount,
    // The calendars carry showReconnect, which a removed expired account may clear.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['accounts'] }),
        queryClient.invalidateQueries({ queryKey: ['calendars'] }),
      ]),
  });
}
