import { type ConnectBody, connectReplySchema } from '@kairos/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { planLimitShownMeta } from '../../../lib/plan-limit';

/** The network's authorize URL; the browser goes there and comes back through our callback. */
export function startConnect(body: ConnectBody) {
  return apiClient.post('/api/accounts/connect', body, { schema: connectReplySchema });
}

export function useStartConnect() {
  return useMutation({
    mutationFn: startConnect,
    meta: planLimitShownMeta,
    onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
  });
}
