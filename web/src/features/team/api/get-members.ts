import { teamMemberSchema } from '@kairos/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const membersQuery = queryOptions({
  queryKey: ['team', 'members'],
  queryFn: ({ signal }) => apiClient.get('/api/team/members', { schema: teamMemberSchema.array(), signal }),
});

/** The team's owner, members and invitations (GET /api/team/members). */
export function useMembers() {
  return useQuery(membersQuery);
}
