import { type LoginBody, sessionReplySchema } from '@kairos/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';
import { setToken } from '../../../lib/stored-session';

export function login(body: LoginBody) {
  return apiClient.post('/api/session/login', body, { schema: sessionReplySchema });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => {
      setToken(token);
      queryClient.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}
