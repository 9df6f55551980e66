import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { membersQuery } from './get-members';

/** Removes a member (their posts stay) or revokes an invitation. */
export function removeMember(id: string) {
  return apiClient.delete(`/api/team/members/${encodeURIComponent(id)}`);
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQuery.queryKey }),
  });
}
