import { isValidTimeZone, type RegisterBody, sessionReplySchema } from '@kairos/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';
import { setToken } from '../../../lib/stored-session';

/** The browser's IANA zone, so a new user's schedule is right from the first post. */
function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : undefined;
}

export function register(body: RegisterBody) {
  return apiClient.post(
    '/api/session/register',
    { timezone: browserTimeZone(), ...body },
    { schema: sessionReplySchema },
  );
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
