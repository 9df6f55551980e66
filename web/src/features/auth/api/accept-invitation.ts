import { type AcceptInvitationBody, sessionReplySchema } from '@kairos/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';
import { clearSession, setToken } from '../../../lib/stored-session';

/** The invitation mail's link: the password, chosen once, and a session. */
export function acceptInvitation(body: AcceptInvitationBody) {
  return apiClient.post('/api/session/accept-invitation', body, { schema: sessionReplySchema });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: ({ token, user }) => {
      // Whoever used this browser before (the inviter, trying the link): nothing of theirs stays.
      clearSession();
      queryClient.clear();
      setToken(token);
      queryClient.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}
