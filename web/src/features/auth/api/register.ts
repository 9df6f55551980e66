import { type RegisterBody, sessionReplySchema } from '@kairos/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';
import { setToken } from '../../../lib/stored-session';

export function register(body: RegisterBody) {
  return apiClient.post('/api/session/register', body, { schema: sessionReplySchema });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ token, user }) => {
      setToken(token);
      queryClient.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}
