import { sessionReplySchema } from '@kairos/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';
import { setToken } from '../../../lib/stored-session';

/** The sign-up mail's link: creates the account and starts its session. */
export function confirmRegistration(token: string) {
  return apiClient.post('/api/session/confirm-registration', { token }, { schema: sessionReplySchema });
}

export function useConfirmRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmRegistration,
    onSuccess: ({ token, user }) => {
      setToken(token);
      queryClient.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}
