import { type CredentialsConnectBody, credentialsConnectReplySchema } from '@kairos/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { planLimitShownMeta } from '../../../lib/plan-limit';

/** Networks that sign in with a handle and an app password (Bluesky): no redirect, the attempt at once. */
export function connectWithCredentials(body: CredentialsConnectBody) {
  return apiClient.post('/api/accounts/connect/credentials', body, { schema: credentialsConnectReplySchema });
}

export function useConnectWithCredentials() {
  return useMutation({ mutationFn: connectWithCredentials, meta: planLimitShownMeta });
}
