import { type ChangePasswordBody, messageReplySchema } from '@kairos/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function changePassword(body: ChangePasswordBody) {
  return apiClient.post('/api/session/change-password', body, { schema: messageReplySchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
