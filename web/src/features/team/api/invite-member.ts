import { type InviteMemberBody, teamMemberSchema } from '@kairos/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { membersQuery } from './get-members';

export function inviteMember(body: InviteMemberBody) {
  return apiClient.post('/api/team/members', body, { schema: teamMemberSchema });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQuery.queryKey }),
  });
}
