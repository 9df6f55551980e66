import { type ChangePasswordBody, messageReplySchema } from '@kairos/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** With the current password: the other sessions end, this one stays. */
export function changeOwnPassword(body: Pick<ChangePasswordBody, 'currentPassword' | 'password'>) {
  return apiClient.post('/api/session/change-password', body, { schema: messageReplySchema });
}

export function useChangeOwnPassword() {
  return useMutation({ mutationFn: changeOwnPassword });
}
