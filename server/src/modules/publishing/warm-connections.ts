import { toSocialType } from '@kairos/core';
import { preconnect } from '../../providers/http-connections';
import type { EngineDeps } from './engine-deps';
import type { NetworkSlots } from './network-slots';
import type { PublishReads } from './prepared-reads';

/**
 * Opens the connections a burst of sends will use while its job waits for the instant: for each
 * network origin, as many as the burst's sends to it, up to the network's slots (more could not be
 * used at once). At the instant the sends then cost requests, not TCP and TLS handshakes. Best
 * effort: a connection that fails to open now is opened by its send, as it would have been.
 */
export function warmConnections(
  deps: Pick<EngineDeps, 'providers' | 'logger'>,
  reads: PublishReads,
  slots: NetworkSlots,
): void {
  const wanted = new Map<string, { count: number; limit: number }>();
  for (const [accountId, sends] of reads.sendsByAccount ?? []) {
    const account = reads.accounts.get(accountId);
    const socialMedia = account && toSocialType(account.socialMedia);
    const provider = socialMedia ? deps.providers.get(socialMedia) : undefined;
    if (!account || !provider?.publishOrigins || account.disabled || account.tokenExpired) continue;
    const origins = provider.publishOrigins({
      externalId: account.externalId,
      type: account.type,
      metadata: account.metadata,
    });
    for (const origin of origins) {
      const entry = wanted.get(origin) ?? { count: 0, limit: slots.limit(account.socialMedia) };
      entry.count += sends;
      wanted.set(origin, entry);
    }
  }
  for (const [origin, { count, limit }] of wanted) {
    preconnect(origin, Math.min(count, limit)).catch((error: unknown) =>
      deps.logger.warn({ err: error, origin }, 'opening connections ahead of a burst failed'),
    );
  }
}
