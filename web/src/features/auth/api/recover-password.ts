import { messageReplySchema } from '@kairos/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function recoverPassword(body: { email: string }) {
  return apiClient.post('/api/session/recover-password', body, { schema: messageReplySchema });
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}
