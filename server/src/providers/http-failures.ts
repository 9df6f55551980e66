import { PublishError } from './publish-error';

/** What providers read of an answer's headers (a fetch Headers fits too). */
export interface ResponseHeaders {
  get(name: string): string | null;
}

/** A network's non-2xx answer, as the classification and a provider's own hook see it. */
export interface HttpFailure {
  status: number;
  headers: ResponseHeaders;
  /** Parsed JSON when the answer was JSON, else its text (null when empty or unreadable). */
  body: unknown;
  method: string;
  url: string;
  /** Whether sending the request twice is harmless (GET, or a POST with an idempotency key). */
  idempotent: boolean;
}

const numeric = /^\d+(\.\d+)?$/;

/**
 * When the network will take requests again: `Retry-After` (seconds or an HTTP date), else a reset
 * header. X and GitHub send epoch seconds there; the IETF draft and some networks send seconds from
 * now, so small values count from `now`.
 */
export function retryAtFromHeaders(headers: ResponseHeaders, now: Date): Date | undefined {
  const retryAfter = headers.get('retry-after')?.trim();
  if (retryAfter) {
    if (numeric.test(retryAfter)) return new Date(now.getTime() + Number(retryAfter) * 1000);
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return new Date(date);
  }
  for (const name of ['x-rate-limit-reset', 'x-ratelimit-reset', 'ratelimit-reset']) {
    const value = headers.get(name)?.trim();
    if (!value || !numeric.test(value)) continue;
    const reset = Number(value);
    if (reset > 1e12) return new Date(reset);
    if (reset > 1e9) return new Date(reset * 1000);
    return new Date(now.getTime() + reset * 1000);
  }
  return undefined;
}

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : undefined;

/** The places networks put their reason: `{error:{message}}`, OAuth's `error_description`, `errors[0]`, ... */
export function networkMessage(body: unknown): string | undefined {
  if (typeof body === 'string') {
    const trimmed = body.trim();
    return trimmed && !trimmed.startsWith('<') ? trimmed.slice(0, 500) : undefined;
  }
  const record = asRecord(body);
  if (!record) return undefined;
  const error = asRecord(record.error);
  const first = Array.isArray(record.errors) ? asRecord(record.errors[0]) : undefined;
  return (
    text(error?.message) ??
    text(error?.error_user_msg) ??
    text(record.error_description) ??
    text(record.message) ??
    text(record.detail) ??
    text(first?.message) ??
    text(first?.detail) ??
    text(record.title) ??
    text(record.error)
  );
}

/** The network's own error code, for the logs and for providers' quirks. */
export function networkCode(body: unknown): string | undefined {
  const record = asRecord(body);
  if (!record) return undefined;
  const error = asRecord(record.error);
  const first = Array.isArray(record.errors) ? asRecord(record.errors[0]) : undefined;
  return text(error?.code) ?? text(record.error) ?? text(record.code) ?? text(first?.code);
}

const authCodes = /invalid_token|expired_token|token_expired|revoked|invalid_grant|unauthori[sz]ed/i;

/**
 * 401 always; 403 only when it says the token is the problem (RFC 6750's WWW-Authenticate error, or
 * an auth code in the body): a plain 403 is a refusal of this post. OAuth token endpoints answer a
 * dead refresh token with 400 invalid_grant (RFC 6749, 5.2).
 */
export function isAuthFailure(failure: HttpFailure): boolean {
  if (failure.status === 401) return true;
  const code = networkCode(failure.body) ?? '';
  if (failure.status === 400) return code === 'invalid_grant';
  if (failure.status !== 403) return false;
  const challenge = failure.headers.get('www-authenticate') ?? '';
  return /invalid_token|insufficient_scope/i.test(challenge) || authCodes.test(code);
}

/** The standard sorting of a non-2xx answer (DESIGN.md, Publishing). */
export function classifyFailure(failure: HttpFailure, now: Date): PublishError {
  const reason = networkMessage(failure.body) ?? `HTTP ${failure.status}`;
  const networkCodeOrStatus = networkCode(failure.body) ?? String(failure.status);
  const options = { networkCode: networkCodeOrStatus };
  const retryAt = retryAtFromHeaders(failure.headers, now);
  const retryOptions = retryAt ? { ...options, retryAt } : options;
  if (failure.status === 429) return new PublishError('rate_limited', reason, retryOptions);
  if (isAuthFailure(failure)) return new PublishError('auth', reason, options);
  if (failure.status === 408) return new PublishError('transient', reason, retryOptions);
  // A gateway timeout means the network's own backend did not answer in time: it may have
  // received the post, and a duplicate is worse than a late post.
  if (failure.status === 504 && !failure.idempotent) return new PublishError('unconfirmed', reason, options);
  if (failure.status >= 500) return new PublishError('transient', reason, retryOptions);
  return new PublishError('bad_content', reason, options);
}

/** Failures where the connection never carried the request: nothing can have arrived. */
const notSentCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** fetch wraps the socket's error in `cause` (and happy eyeballs in an AggregateError). */
export function transportErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const record = current as { code?: unknown; cause?: unknown; errors?: unknown[] };
    if (typeof record.code === 'string') return record.code;
    current = record.cause ?? record.errors?.[0];
  }
  return undefined;
}

/** A request that got no answer: refused before sending, or lost after it may have arrived. */
export function classifyTransportError(error: unknown, request: { idempotent: boolean }): PublishError {
  const name = (error as { name?: unknown } | null)?.name;
  const code = transportErrorCode(error);
  if (name === 'TimeoutError' || name === 'AbortError') {
    const message = 'The network did not answer in time';
    return request.idempotent
      ? new PublishError('transient', message, { networkCode: 'timeout' })
      : new PublishError('unconfirmed', message, { networkCode: 'timeout' });
  }
  if (code && notSentCodes.has(code)) {
    return new PublishError('transient', `Could not reach the network (${code})`, { networkCode: code });
  }
  const message =
    code === 'answer_too_large'
      ? (error as Error).message
      : `The connection closed before the network answered (${code ?? 'unknown error'})`;
  return new PublishError(request.idempotent ? 'transient' : 'unconfirmed', message, {
    networkCode: code ?? 'connection_lost',
  });
}
