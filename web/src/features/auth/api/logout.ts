import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiClient } from '../../../lib/api-client';
import { clearSession } from '../../../lib/stored-session';

export function logout() {
  return apiClient.post('/api/session/logout', undefined);
}

/** Spec: "Logout: session cleared, stored calendar emptied, user goes to /login". */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    // The browser forgets the session even when the server could not be told.
    onSettled: async () => {
      clearSession();
      await navigate('/login', { replace: true });
      queryClient.clear();
    },
  });
}
