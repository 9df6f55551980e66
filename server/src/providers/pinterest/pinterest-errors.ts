import type { HttpFailure } from '../http-failures';
import { PublishError } from '../publish-error';

/**
 * Pinterest (API v5) answers `{ "code": <number>, "message": "..." }`. Its quirks on top of the
 * standard sorting:
 * - the token endpoint answers a refresh token that is expired or revoked with 400 or 401 (not
 *   RFC 6749's invalid_grant): the board must be reconnected;
 * - a 403 with code 2 ("Authentication failed") is about the token, any other 403 refuses the pin.
 * Everything else is standard: 401 reconnect, 429 waits for X-RateLimit-Reset (seconds from now), other
 * 4xx (an unknown board, a refused image) fail the pin with Pinterest's message, 5xx retry.
 */
export function classifyPinterestFailure(failure: HttpFailure, standard: PublishError): PublishError {
  const path = new URL(failure.url).pathname;
  const tokenEndpoint = /\/v5\/oauth\/token$/.test(path);
  const tokenRefused = (failure.status === 400 || failure.status === 401) && tokenEndpoint;
  const code = (failure.body as { code?: unknown } | null)?.code;
  if (tokenRefused || (failure.status === 403 && code === 2))
    return new PublishError('auth', standard.message, { networkCode: standard.networkCode });
  return standard;
}

/** A video Pinterest could not process (wrong format, too short or too long). */
export const videoProcessingFailed = (message = 'Pinterest could not process the video') =>
  new PublishError('bad_content', message, { networkCode: 'media_failed' });
