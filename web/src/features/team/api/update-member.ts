import { type UpdateMemberBody, teamMemberSchema } from '@kairos/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { membersQuery } from './get-members';

export function updateMember({ id, ...body }: UpdateMemberBody & { id: string }) {
  return apiClient.put(`/api/team/members/${encodeURIComponent(id)}`, body, { schema: teamMemberSchema });
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQuery.queryKey }),
  });
}
