import type { HttpFailure, ResponseHeaders } from '../http-failures';
import { PublishError } from '../publish-error';

type Json = Record<string, unknown>;
const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/** Graph's throttling codes: app, user, page and custom-level rate limits. */
const rateLimitCodes = new Set([4, 17, 32, 613]);
/** The token is expired, revoked or invalid (190, 102), or a permission is missing (10, 200-299). */
const isAuthCode = (code: number) =>
  code === 190 || code === 102 || code === 10 || (code >= 200 && code < 300);

/**
 * When Meta says the app user may call again: `x-business-use-case-usage` carries, per business id, an
 * `estimated_time_to_regain_access` in minutes.
 */
export function regainAccessAt(headers: ResponseHeaders, now: Date): Date | undefined {
  const header = headers.get('x-business-use-case-usage');
  if (!header) return undefined;
  let minutes = 0;
  try {
    for (const entries of Object.values(record(JSON.parse(header)))) {
      for (const entry of Array.isArray(entries) ? entries : [])
        minutes = Math.max(minutes, Number(record(entry).estimated_time_to_regain_access) || 0);
    }
  } catch {
    return undefined;
  }
  return minutes > 0 ? new Date(now.getTime() + minutes * 60_000) : undefined;
}

const tokenPaths = /\/(oauth\/access_token|access_token|refresh_access_token)$/;

/**
 * Threads answers Graph-style errors, `{error: {message, type, code, error_subcode, is_transient}}`,
 * mostly with 400 whatever the cause, so the code decides:
 * - 190 (expired or invalid token), 102, 10 and 200-299 (permissions): reconnect;
 * - 4, 17, 32, 613 (throttling): wait, until `estimated_time_to_regain_access` when Meta says;
 * - 1, 2 or `is_transient`: retry;
 * - anything else in 4xx (100 invalid parameter, media Threads cannot use): a refusal of the post.
 * The token endpoints answer `{error_type, code, error_message}`; a refusal there means a new
 * authorization.
 */
export function classifyThreadsFailure(
  failure: HttpFailure,
  standard: PublishError,
  now: Date,
): PublishError {
  const body = record(failure.body);
  const error = record(body.error);
  const code = Number(error.code ?? body.code);
  const message =
    (typeof error.message === 'string' && error.message) ||
    (typeof body.error_message === 'string' && body.error_message) ||
    standard.message;
  const networkCode = Number.isFinite(code) ? String(code) : (standard.networkCode ?? String(failure.status));
  if (failure.status === 429 || rateLimitCodes.has(code)) {
    const retryAt = regainAccessAt(failure.headers, now) ?? standard.retryAt;
    return new PublishError('rate_limited', message, { networkCode, ...(retryAt ? { retryAt } : {}) });
  }
  if (isAuthCode(code) || failure.status === 401) return new PublishError('auth', message, { networkCode });
  if (tokenPaths.test(new URL(failure.url).pathname) && failure.status < 500)
    return new PublishError('auth', message, { networkCode });
  if (failure.status >= 500) return standard;
  if (code === 1 || code === 2 || error.is_transient === true)
    return new PublishError('transient', message, { networkCode });
  return new PublishError('bad_content', message, { networkCode });
}

/** A container Threads could not make ready (its status ERROR), with the reason it gives. */
export function containerFailed(reason: string | null | undefined): PublishError {
  return new PublishError('bad_content', `Threads could not use the media (${reason ?? 'UNKNOWN'})`, {
    networkCode: reason ?? 'ERROR',
  });
}
