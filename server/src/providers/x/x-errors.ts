import type { HttpFailure } from '../http-failures';
import { PublishError } from '../publish-error';

/**
 * X's quirks on top of the standard sorting:
 * - its token endpoint answers a dead or reused refresh token with 400 invalid_request ("Value passed
 *   for the token was invalid."), not RFC 6749's invalid_grant: the account must be reconnected;
 * - a monthly usage cap is a 429 too (problem type usage-capped): waiting for the reset is right.
 * Everything else is standard: 401 reconnect, 403 (duplicate content, not permitted) and 400 are
 * refusals of the post, 429 waits for x-rate-limit-reset, 5xx retries, 504 on POST is unconfirmed.
 */
export function classifyXFailure(failure: HttpFailure, standard: PublishError): PublishError {
  if (failure.status === 400 && /\/2\/oauth2\/token$/.test(new URL(failure.url).pathname)) {
    return new PublishError('auth', standard.message, {
      networkCode: standard.networkCode ?? 'invalid_request',
    });
  }
  return standard;
}

/** X's processing error for a media upload that it could not use (a corrupt or too long video). */
export function mediaProcessingFailed(message: string | undefined): PublishError {
  return new PublishError('bad_content', message ?? 'X could not process the media', {
    networkCode: 'media_processing_failed',
  });
}
