import type { HttpFailure } from '../http-failures';
import { PublishError } from '../publish-error';

/**
 * Hootsuite's REST API answers `{ "errors": [{ "code", "message", "id" }] }` and its OAuth server
 * (`/oauth2/token`) RFC 6749's `{ error, error_description }`: a refresh token is single use, so a reused
 * or revoked one is 400 invalid_grant (standard: reconnect). On top of the standard sorting, the token
 * endpoint's 401 (the app's credentials refused) also asks to reconnect rather than failing each post.
 * 401 on the API is an expired or revoked token (reconnect); 429 waits for Retry-After or
 * X-RateLimit-Reset; other 4xx (a profile the member may not post to, a text the network refuses)
 * fail the message with Hootsuite's reason; 5xx retries.
 */
export function classifyHootsuiteFailure(failure: HttpFailure, standard: PublishError): PublishError {
  const tokenEndpoint = /\/oauth2\/token$/.test(new URL(failure.url).pathname);
  if (tokenEndpoint && failure.status === 401)
    return new PublishError('auth', standard.message, { networkCode: standard.networkCode });
  return standard;
}

/** A message Hootsuite will not send: failed at the network, or rejected by a reviewer. */
export function messageNotSent(state: 'SEND_FAILED_PERMANENTLY' | 'REJECTED'): PublishError {
  return state === 'REJECTED'
    ? new PublishError('bad_content', 'The message was rejected in Hootsuite', { networkCode: state })
    : new PublishError('bad_content', 'Hootsuite could not send the message to the network', {
        networkCode: state,
      });
}
