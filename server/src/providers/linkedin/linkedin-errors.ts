import type { HttpFailure } from '../http-failures';
import { PublishError } from '../publish-error';

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** LinkedIn's daily limits "reset at midnight UTC every day" (API guide, Rate Limits). */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/**
 * LinkedIn's quirks on top of the standard sorting. Its REST errors read
 * `{status, serviceErrorCode, code, message}`:
 * - 401 (INVALID_ACCESS_TOKEN 65600, REVOKED_ACCESS_TOKEN 65601, EXPIRED_ACCESS_TOKEN 65602): reconnect
 *   (standard);
 * - 403 ACCESS_DENIED (serviceErrorCode 100, "Not enough permissions"): the token lacks the scope, or the
 *   member no longer administers the page. Only a new authorization can change that, so: reconnect;
 * - 429 sends no Retry-After and no rate-limit headers. A "DAY limit" throttle lasts until midnight UTC;
 *   any other 429 is LinkedIn protecting itself and "returns to normal automatically": the engine's short
 *   default wait;
 * - the token endpoint answers a dead refresh token with 400 (invalid_grant, or invalid_request on older
 *   answers) or 401: reconnect;
 * - 422 (a duplicate, a field out of range) and other 4xx are refusals of the post; 5xx retries.
 */
export function classifyLinkedInFailure(
  failure: HttpFailure,
  standard: PublishError,
  now: Date,
): PublishError {
  const body = asRecord(failure.body);
  const options = { networkCode: standard.networkCode ?? String(failure.status) };
  if (/\/oauth\/v2\/accessToken$/.test(new URL(failure.url).pathname) && [400, 401].includes(failure.status))
    return new PublishError('auth', standard.message, options);
  if (failure.status === 403 && (body.code === 'ACCESS_DENIED' || body.serviceErrorCode === 100))
    return new PublishError('auth', standard.message, options);
  if (
    failure.status === 429 &&
    !standard.retryAt &&
    /\bDAY limit\b/i.test(typeof body.message === 'string' ? body.message : '')
  )
    return new PublishError('rate_limited', standard.message, { ...options, retryAt: nextUtcMidnight(now) });
  return standard;
}

/** A video LinkedIn could not process, with its reason. */
export function videoProcessingFailed(reason: string | null | undefined): PublishError {
  return new PublishError('bad_content', reason ?? 'LinkedIn could not process the video', {
    networkCode: 'PROCESSING_FAILED',
  });
}
