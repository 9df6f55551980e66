import { accountSchema, type UpdateAccountBody } from '@kairos/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function updateAccount({ id, ...body }: UpdateAccountBody & { id: string }) {
  return apiClient.put(`/api/accounts/${encodeURIComponent(id)}`, body, { schema: accountSchema });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['accounts'] }),
  });
}
