import Stripe from 'stripe';
import type { BillingConfig } from '../../config';

/**
 * The official SDK, pointed at Stripe or (tests, e2e) at the fake Stripe through its host, port and
 * protocol options. Null when billing is off. Two retries: the SDK retries 409 (an idempotency key
 * still in flight, as a double click makes), 5xx and dropped connections with the same key.
 */
export function createStripe(config: BillingConfig): Stripe | null {
  if (!config.stripeSecretKey) return null;
  return new Stripe(config.stripeSecretKey, {
    maxNetworkRetries: 2,
    timeout: config.timeoutMs,
    telemetry: false,
    ...(config.apiHost ? { host: config.apiHost } : {}),
    ...(config.apiPort ? { port: config.apiPort } : {}),
    ...(config.apiProtocol ? { protocol: config.apiProtocol } : {}),
  });
}
