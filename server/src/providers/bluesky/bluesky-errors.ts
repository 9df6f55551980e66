import type { HttpFailure } from '../http-failures';
import { networkCode } from '../http-failures';
import { PublishError } from '../publish-error';

/**
 * XRPC errors are `{ error, message }`. ExpiredToken and InvalidToken come as 400 (the standard
 * sorting would call them bad content): the session is gone and the app password must be entered
 * again. 401 AuthenticationRequired is a wrong handle or app password. BlobTooLarge, InvalidRequest
 * and 413 refuse the post. 429 carries ratelimit-reset (epoch seconds), which the standard reads.
 */
export function classifyBlueskyFailure(failure: HttpFailure, standard: PublishError): PublishError {
  const code = networkCode(failure.body);
  if (code === 'ExpiredToken' || code === 'InvalidToken' || code === 'AccountTakedown') {
    return new PublishError('auth', standard.message, { networkCode: code });
  }
  return standard;
}
