import { type ReferralBody, referralReplySchema } from '@kairos/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function sendReferral(body: ReferralBody) {
  return apiClient.post('/api/user/send-referral-email', body, { schema: referralReplySchema });
}

export function useSendReferral() {
  return useMutation({ mutationFn: sendReferral });
}
