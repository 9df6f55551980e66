import type { HttpFailure } from '../http-failures';
import { PublishError } from '../publish-error';

/**
 * Mastodon answers `{ "error": "..." }`: 401 for a revoked token (reconnect), 422 for a refused
 * status ("Validation failed: Text character limit of 500 exceeded"), 404 for a vanished media, 429
 * with X-RateLimit-Reset as an ISO 8601 time (the standard sorting reads only numbers there), 5xx
 * transient. A 403 means the account was suspended or its login disabled: a person must act, so it
 * asks to reconnect rather than failing each post.
 */
export function classifyMastodonFailure(failure: HttpFailure, standard: PublishError): PublishError {
  if (failure.status === 429 && !standard.retryAt) {
    const reset = Date.parse(failure.headers.get('x-ratelimit-reset') ?? '');
    if (!Number.isNaN(reset))
      return new PublishError('rate_limited', standard.message, {
        retryAt: new Date(reset),
        networkCode: standard.networkCode,
      });
  }
  if (failure.status === 403 && /suspended|disabled|not approved|confirm/i.test(standard.message)) {
    return new PublishError('auth', standard.message, { networkCode: standard.networkCode });
  }
  return standard;
}
