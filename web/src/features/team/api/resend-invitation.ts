import { teamMemberSchema } from '@kairos/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function resendInvitation(id: string) {
  return apiClient.post(`/api/team/members/${encodeURIComponent(id)}/resend-invitation`, undefined, {
    schema: teamMemberSchema,
  });
}

export function useResendInvitation() {
  return useMutation({ mutationFn: resendInvitation });
}
