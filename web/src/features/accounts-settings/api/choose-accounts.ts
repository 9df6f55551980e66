import { accountSchema, type ChooseAccountsBody } from '@kairos/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { planLimitShownMeta } from '../../../lib/plan-limit';

export function chooseAccounts({ attemptId, ...body }: ChooseAccountsBody & { attemptId: string }) {
  return apiClient.post(`/api/accounts/connect/${encodeURIComponent(attemptId)}`, body, {
    schema: accountSchema.array(),
  });
}

export function useChooseAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseAccounts,
    meta: planLimitShownMeta,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['accounts'] }),
        queryClient.invalidateQueries({ queryKey: ['calendars'] }),
      ]),
  });
}
